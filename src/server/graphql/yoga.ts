import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type AppServices, type GraphQLContext } from './context.js';
import type { OperationRegistry } from './operations.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { serviceUnavailable } from './errors.js';
import { compiledExecutionPlugin, nulVariablesPlugin, trustedDocumentsPlugin, validationPlugin } from './plugins.js';
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
      maskError: (error, message, isDev) => (isDatabaseUnavailable(error) ? serviceUnavailable() : maskError(error, message, isDev)),
    },
    logging: {
      debug: () => undefined,
      info: () => undefined,
      // pino serialises errors only under `err`; anything else is logged as given.
      warn: (...args: unknown[]) => services.log.warn(logFields(args), 'graphql warning'),
      error: (...args: unknown[]) => services.log.error(logFields(args), 'graphql error'),
    },
    plugins: [
      ...(config.allowUntrustedOperations ? [] : [trustedDocumentsPlugin(operations)]),
      nulVariablesPlugin(),
      validationPlugin({ maxDepth: config.graphqlMaxDepth, allowIntrospection: !config.isProduction }),
      compiledExecutionPlugin(compiler),
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

function logFields(args: unknown[]): Record<string, unknown> {
  const err = args.find((a) => a instanceof Error);
  const rest = args.filter((a) => a !== err);
  return { ...(err ? { err } : {}), ...(rest.length ? { detail: rest } : {}) };
}
