import type { FastifyInstance } from 'fastify';

/** A NUL character, raw or percent-encoded, anywhere in the path or query. */
export const NUL_IN_URL = /%00|\u0000/i;

export const NUL_URL_MESSAGE = 'Bad request: the address contains a NUL character (%00), which no page or file of this site has.';

/**
 * Requests refused before any route runs (issue 10 item 8): a NUL character in the address can
 * name nothing here, and PostgreSQL refuses it in text, so it is a clear 400, never an error deeper
 * down. GraphQL variables are checked by the GraphQL layer (graphql/plugins.ts, execute.ts).
 */
export function registerRequestGuards(app: FastifyInstance): void {
  // Callback style: every request passes here, and an async hook costs a promise and a turn each.
  app.addHook('onRequest', (request, reply, done) => {
    if (!NUL_IN_URL.test(request.url)) return done();
    // Answered here: the request goes no further (done is not called).
    void reply.code(400).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(NUL_URL_MESSAGE);
  });
}
