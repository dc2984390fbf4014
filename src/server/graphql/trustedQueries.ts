import type { FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { createContext, type AppServices } from './context.js';
import type { Compiler } from './execute.js';
import { inputProblemOf } from './inputLimits.js';
import type { OperationFile, OperationRegistry } from './operations.js';
import { depthLimitRule } from './plugins.js';

/** What the short path answers: a JSON text and its media type. */
export interface TrustedAnswer {
  contentType: string;
  body: string;
}

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

/**
 * The media type yoga would answer with, for the plain Accept headers of our clients (none,
 * `*∕*`, JSON or the GraphQL response type, in preference order); null for anything else (weights,
 * streams, multipart), which yoga negotiates itself.
 */
export function answerTypeFor(accept: string | undefined): string | null {
  if (!accept) return JSON_TYPE;
  for (const part of accept.split(',')) {
    const type = part.trim().toLowerCase();
    if (type === GRAPHQL_RESPONSE) return GRAPHQL_RESPONSE;
    if (type === JSON_TYPE || type === '*/*' || type === 'application/*') return JSON_TYPE;
    return null;
  }
  return null;
}

const isVariables = (value: unknown): value is Record<string, unknown> | null | undefined =>
  value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));

/**
 * The short path of POST /graphql for what the public site and the admin send most: a trusted
 * query (the text of a file in operations/) that succeeds. The document was parsed when the
 * operations were loaded, is validated once with the endpoint's rules, and runs compiled
 * (graphql-jit) in the context yoga would build; the answer is the JSON yoga would send. Anything
 * else — mutations, other texts, odd bodies or Accept headers, bad variables, and any answer with
 * an error — returns null and goes through yoga, which answers it in full (a query that failed
 * runs again there, so its errors are masked, logged and given their HTTP status in one place).
 */
export function createTrustedQueryRunner({
  schema,
  services,
  operations,
  compiler,
}: {
  schema: GraphQLSchema;
  services: AppServices;
  operations: OperationRegistry;
  compiler: Compiler;
}) {
  const { config } = services;
  const rules = [
    ...specifiedRules,
    depthLimitRule(config.graphqlMaxDepth),
    ...(config.isProduction ? [NoSchemaIntrospectionCustomRule] : []),
  ];
  const valid = new Map<OperationFile, boolean>();
  const isValid = (operation: OperationFile) => {
    let known = valid.get(operation);
    if (known === undefined) {
      known = validate(schema, operation.document, rules).length === 0;
      valid.set(operation, known);
    }
    return known;
  };

  return async function runTrustedQuery(req: FastifyRequest): Promise<TrustedAnswer | null> {
    const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown } | null | undefined;
    if (!body || typeof body !== 'object' || typeof body.query !== 'string' || body.extensions != null) return null;
    const contentType = answerTypeFor(req.headers.accept);
    if (!contentType) return null;
    const operation = operations.byText(body.query);
    if (!operation || operation.kind !== 'query') return null;
    if (body.operationName != null && body.operationName !== operation.name) return null;
    const { variables } = body;
    // Variables over the input limits are refused by yoga (inputLimitsPlugin), in one place.
    if (!isVariables(variables) || inputProblemOf(variables)) return null;
    if (!isValid(operation)) return null;
    try {
      const context = await createContext(services, { headers: req.headers, ip: req.ip, protocol: req.protocol, requestId: String(req.id) });
      const result = await compiler(operation.document, operation.name)(variables ?? {}, context);
      if (result.errors?.length) return null;
      return { contentType: `${contentType}; charset=utf-8`, body: JSON.stringify(result) };
    } catch {
      return null;
    }
  };
}
