import { execute, type DocumentNode, type GraphQLSchema } from 'graphql';
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

/**
 * Server-side rendering runs the same typed documents as the browser, in process (no HTTP call to
 * itself). The documents come from operations/ and are validated by the meta-test, so validation
 * is not repeated here. The first error is raised with its code and HTTP status.
 */
export function createExecutor(schema: GraphQLSchema) {
  return Object.assign(run, { jsonPaths: (document: DocumentNode) => jsonScalarPaths(schema, document) });
  async function run<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    contextValue: GraphQLContext,
  ): Promise<TData> {
    const result = await execute({ schema, document, variableValues: variables, contextValue });
    const [first] = result.errors ?? [];
    if (first) {
      const code = typeof first.extensions.code === 'string' ? first.extensions.code : null;
      const http = first.extensions.http as { status?: number } | undefined;
      throw new OperationError(first.message, code, http?.status ?? 500);
    }
    return result.data as TData;
  }
}

export type Executor = ReturnType<typeof createExecutor>;
