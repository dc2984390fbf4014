import {
  execute,
  getNamedType,
  GraphQLError,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputObjectType,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { UNAVAILABLE_MESSAGE } from './errors.js';
import { inputProblemOf } from './inputLimits.js';
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
 * Each document compiled once to a function (graphql-jit): executing a large document field by
 * field was a large part of a request's time. Shared by the in-process executor (pages) and the
 * HTTP endpoint (yoga's execute phase, compiledExecutionPlugin); documents are kept by identity,
 * which holds because trusted documents are parsed once (yoga's parser cache, loadOperations).
 */
export function createCompiler(schema: GraphQLSchema) {
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();
  const recursive = recursiveInputTypes(schema);
  return (document: DocumentNode, operationName?: string | null): Compiled => {
    let byOperation = compiled.get(document);
    if (!byOperation) {
      byOperation = new Map();
      compiled.set(document, byOperation);
    }
    let known = byOperation.get(operationName ?? '');
    if (!known) {
      // graphql-jit unrolls the coercion of a recursive input type (menu items holding menu items)
      // level by level: compiling saveWebsiteMenu took 19 s. Those documents, and any it cannot
      // compile, are interpreted by graphql-js.
      const query = takesAny(schema, document, recursive) ? null : compileQuery(schema, document, operationName ?? undefined);
      const interpret: Compiled = (variables, context) => execute({ schema, document, variableValues: variables, contextValue: context, operationName });
      const jit = query && isCompiledQuery(query) ? query : null;
      const definitions = getOperationAST(document, operationName)?.variableDefinitions ?? [];
      known = jit
        ? (variables, context) => {
            // graphql-js checks the variables first: graphql-jit lets fields an input type does
            // not define through (a `username` in a profile input would reach the resolver), and
            // says less about bad values ('… is not a valid DateTime').
            if (definitions.length) {
              const checked = getVariableValues(schema, definitions, variables, { maxErrors: 50 });
              // Bad input, as yoga's own executor answers it: HTTP 400.
              if (checked.errors) return { errors: checked.errors.map((error) => withHttpStatus(error, 400)) };
            }
            return jit.query(undefined, context, variables);
          }
        : interpret;
      byOperation.set(operationName ?? '', known);
    }
    return known;
  };
}

export type Compiler = ReturnType<typeof createCompiler>;

const withHttpStatus = (error: GraphQLError, status: number): GraphQLError =>
  new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, http: { status } },
  });

/** The input object types of the schema that can hold themselves, directly or through others. */
export function recursiveInputTypes(schema: GraphQLSchema): Set<string> {
  const inputs = Object.values(schema.getTypeMap()).filter(isInputObjectType);
  const children = (type: GraphQLInputObjectType) =>
    Object.values(type.getFields())
      .map((field) => getNamedType(field.type))
      .filter(isInputObjectType);
  const reaches = (from: GraphQLInputObjectType, target: string, seen: Set<string>): boolean =>
    children(from).some((child) => child.name === target || (!seen.has(child.name) && (seen.add(child.name), reaches(child, target, seen))));
  return new Set(inputs.filter((type) => reaches(type, type.name, new Set())).map((type) => type.name));
}

/** Whether a variable of the document is, or holds, one of `types`. */
function takesAny(schema: GraphQLSchema, document: DocumentNode, types: ReadonlySet<string>): boolean {
  if (types.size === 0) return false;
  const holds = (type: GraphQLInputObjectType, seen: Set<string>): boolean =>
    types.has(type.name) ||
    Object.values(type.getFields()).some((field) => {
      const named = getNamedType(field.type);
      return isInputObjectType(named) && !seen.has(named.name) && (seen.add(named.name), holds(named, seen));
    });
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (definition.variableDefinitions ?? []).some((variable) => {
        const type = typeFromAST(schema, variable.type);
        const named = type ? getNamedType(type) : undefined;
        return isInputObjectType(named) && holds(named, new Set());
      }),
  );
}

/**
 * Server-side rendering runs the same typed documents as the browser, in process (no HTTP call to
 * itself). The documents come from operations/ and are validated by the meta-test, so validation
 * is not repeated here. The first error is raised with its code and HTTP status.
 */
export function createExecutor(schema: GraphQLSchema, compiledOf: Compiler = createCompiler(schema)) {
  return Object.assign(run, { jsonPaths: (document: DocumentNode) => jsonScalarPaths(schema, document) });
  async function run<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    contextValue: GraphQLContext,
  ): Promise<TData> {
    // Text a visitor typed (a search, a path) is held to the endpoint's input limits (inputLimits.ts).
    const problem = inputProblemOf(variables);
    if (problem) throw new OperationError(problem.message, 'BAD_USER_INPUT', 400);
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
