import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { NUL_MESSAGE, nulPathOf, UNAVAILABLE_MESSAGE } from './errors.js';
import { jsonScalarPaths } from './jsonPaths.js';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLContext } from './context.js';

export class OperationError extends Error {
  override name = 'OperationError';
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number,
  ) {
    super(message);
  }
}

type Compiled = (variables: Record<string, unknown>, context: GraphQLContext) => Promise<ExecutionResult> | ExecutionResult;

/**
 * Server-side rendering runs the same typed documents as the browser, in process (no HTTP call to
 * itself). The documents come from operations/ and are validated by the meta-test, so validation
 * is not repeated here. Each document is compiled once to a function (graphql-jit): executing the
 * page's large document field by field was a large part of a page's time. The first error is
 * raised with its code and HTTP status.
 */
export function createExecutor(schema: GraphQLSchema) {
  const compiled = new WeakMap<DocumentNode, Compiled>();
  const compiledOf = (document: DocumentNode): Compiled => {
    let known = compiled.get(document);
    if (!known) {
      const query = compileQuery(schema, document);
      // A document graphql-jit cannot compile (a recursive input type) still runs, with graphql-js.
      known = isCompiledQuery(query)
        ? (variables, context) => query.query(undefined, context, variables)
        : (variables, context) => execute({ schema, document, variableValues: variables, contextValue: context });
      compiled.set(document, known);
    }
    return known;
  };
  return Object.assign(run, { jsonPaths: (document: DocumentNode) => jsonScalarPaths(schema, document) });
  async function run<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    contextValue: GraphQLContext,
  ): Promise<TData> {
    // Text a visitor typed (a search, a path) goes to PostgreSQL, which refuses NUL characters.
    if (nulPathOf(variables)) throw new OperationError(NUL_MESSAGE, 'BAD_USER_INPUT', 400);
    const result = await compiledOf(document)(variables, contextValue);
    const [first] = result.errors ?? [];
    if (first) {
      if (isDatabaseUnavailable(first)) throw new OperationError(UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE', 503);
      const code = typeof first.extensions?.code === 'string' ? first.extensions.code : null;
      const http = first.extensions?.http as { status?: number } | undefined;
      throw new OperationError(first.message, code, http?.status ?? 500);
    }
    return result.data as TData;
  }
}

export type Executor = ReturnType<typeof createExecutor>;
