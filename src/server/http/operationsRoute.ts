import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OperationKind, OperationRegistry } from '../graphql/operations.js';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\/[A-Za-z_][A-Za-z0-9_]*)*$/;

/**
 * GET /graphql/{query|mutation}/{name}.gql serves the operation texts from memory (no file-system
 * access per request, so no path traversal is possible). With `?v=` the answer is immutable for a
 * year: a new build changes v. Without it, clients revalidate with the ETag.
 */
export function registerOperationsRoute(app: FastifyInstance, registry: OperationRegistry): void {
  const etags = new Map(registry.all.map((op) => [op, `"${createHash('sha1').update(op.text).digest('base64url')}"`]));
  app.get<{ Params: { kind: string; '*': string }; Querystring: { v?: string } }>(
    '/graphql/:kind/*',
    async (req, reply) => {
      const { kind } = req.params;
      const rest = req.params['*'];
      const name = rest.endsWith('.gql') ? rest.slice(0, -4) : null;
      const op =
        (kind === 'query' || kind === 'mutation') && name && NAME.test(name)
          ? registry.byPath(kind as OperationKind, name)
          : undefined;
      if (!op) {
        return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Operation not found');
      }
      const etag = etags.get(op) ?? '';
      reply
        .type('text/plain; charset=utf-8')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', req.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(op.text);
    },
  );
}
