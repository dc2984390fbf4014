import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { noteRequestError } from '../http/requestLog.js';
import { createContext, type AppServices, type GraphQLContext } from './context.js';
import type { OperationRegistry } from './operations.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { serviceUnavailable } from './errors.js';
import { compiledExecutionPlugin, inputLimitsPlugin, trustedDocumentsPlugin, validationPlugin } from './plugins.js';
import type { Compiler } from './execute.js';

export type ServerContext = { req: FastifyRequest; reply: FastifyReply };
export type Yoga = YogaServerInstance<ServerContext, GraphQLContext>;

export function createYogaServer({
  schema,
  services,
  operations,
  compiler,
}: {
  schema: GraphQLSchema;
  services: AppServices;
  operations: OperationRegistry;
  compiler: Compiler;
}): Yoga {
  const { config } = services;
  // The error behind each masked one, logged on its request's line (requestLog.ts) instead of by yoga.
  const unmasked = new WeakMap<object, unknown>();
  const onRequestLine = new WeakSet<object>();
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // The admin and every site call /graphql on their own origin. yoga's default answered any
    // origin with its name and allow-credentials; without CORS headers browsers keep other sites'
    // pages from reading answers.
    cors: false,
    // GraphiQL and introspection only outside production.
    graphiql: !config.isProduction,
    landingPage: false,
    // Unexpected errors (bugs) are masked as "Unexpected error." and logged; expected ones are
    // GraphQLErrors with a code and pass through unchanged. A database that cannot be reached is
    // neither: the caller gets 503 and a message that says to try again.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const masked = isDatabaseUnavailable(error) ? serviceUnavailable() : maskError(error, message, isDev);
        if (masked !== error) {
          unmasked.set(masked, error);
          if (typeof error === 'object' && error !== null) onRequestLine.add(error);
        }
        return masked;
      },
    },
    logging: {
      debug: () => undefined,
      info: () => undefined,
      // pino serialises errors only under `err`; anything else is logged as given.
      warn: (...args: unknown[]) => services.log.warn(logFields(args), 'graphql warning'),
      // yoga logs each error it masks (right after maskError above): those go on their request's
      // line instead (requestErrorLogPlugin).
      error: (...args: unknown[]) => {
        if (args.length === 1 && typeof args[0] === 'object' && args[0] !== null && onRequestLine.has(args[0])) return;
        services.log.error(logFields(args), 'graphql error');
      },
    },
    plugins: [
      ...(config.allowUntrustedOperations ? [] : [trustedDocumentsPlugin(operations)]),
      inputLimitsPlugin({ untrustedDocuments: config.allowUntrustedOperations }),
      validationPlugin({ maxDepth: config.graphqlMaxDepth, allowIntrospection: !config.isProduction }),
      compiledExecutionPlugin(compiler),
      requestErrorLogPlugin(unmasked, services.log),
    ],
    context: async ({ req }) =>
      createContext(services, {
        headers: req.headers,
        ip: req.ip,
        protocol: req.protocol,
        requestId: String(req.id),
      }),
  });
}

/**
 * A request writes one log line (requestLog.ts): the error behind an 'Unexpected error.' is logged
 * on it, with its stack, instead of on a second line of its own.
 */
function requestErrorLogPlugin(unmasked: WeakMap<object, unknown>, log: AppServices['log']): Plugin<GraphQLContext, ServerContext> {
  return {
    onResultProcess({ result, serverContext }) {
      const reply = (serverContext as Partial<ServerContext> | undefined)?.reply;
      const results = Array.isArray(result) ? result : [result];
      for (const one of results) {
        const errors = 'errors' in one ? (one.errors ?? []) : [];
        for (const error of errors) {
          const original = unmasked.get(error);
          if (original === undefined) continue;
          // Outside a Fastify request (yoga.fetch) there is no request line: logged on its own.
          if (reply) noteRequestError(reply, { error: original, unexpected: true });
          else log.error({ err: original }, 'graphql error');
        }
      }
    },
  };
}

function logFields(args: unknown[]): Record<string, unknown> {
  const err = args.find((a) => a instanceof Error);
  const rest = args.filter((a) => a !== err);
  return { ...(err ? { err } : {}), ...(rest.length ? { detail: rest } : {}) };
}
