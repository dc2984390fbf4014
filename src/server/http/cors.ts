import type { FastifyInstance } from 'fastify';

/**
 * CORS for the API (issue 16 item 4). The admin and every site call /graphql on their own origin,
 * which needs no CORS at all; other origins get no CORS headers — browsers then keep their pages
 * from reading answers — unless CORS_ORIGINS names them. A named origin gets its own name back
 * (never `*`), credentials, and a preflight answer; every answer of the API varies by Origin when
 * any origin is named, so a shared cache never hands one origin's headers to another.
 */

/** The request headers a caller of the API sends besides the CORS-safelisted ones. */
const ALLOWED_HEADERS = 'authorization, content-type, x-tenant-key, x-domain, x-request-id';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** 'https://app.example.com' (scheme, host, port): what an Origin header holds; null otherwise. */
export function originProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not an origin such as https://app.example.com.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${value}" is not an http or https origin.`;
  if (url.origin !== value.replace(/\/$/, '')) return `"${value}" is not an origin such as https://app.example.com (no path, query or user).`;
  return null;
}

/** The CORS headers of an answer to `origin`: null when the origin is not one of `allowed`. */
export function corsHeaders(origin: string | undefined, allowed: ReadonlySet<string>): Array<[string, string]> | null {
  if (!origin || !allowed.has(origin)) return null;
  return [
    ['access-control-allow-origin', origin],
    ['access-control-allow-credentials', 'true'],
  ];
}

const PREFLIGHT: Array<[string, string]> = [
  ['access-control-allow-methods', 'GET, POST, OPTIONS'],
  ['access-control-allow-headers', ALLOWED_HEADERS],
  ['access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS)],
];

/** Adds the headers to /graphql and /graphql/{kind}/{name}.gql answers, and answers their preflights. */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins.map((origin) => origin.replace(/\/$/, '')));
  app.addHook('onRequest', async (request, reply) => {
    if (request.url !== '/graphql' && !request.url.startsWith('/graphql/') && !request.url.startsWith('/graphql?')) return;
    reply.header('vary', 'origin');
    const headers = corsHeaders(typeof request.headers.origin === 'string' ? request.headers.origin : undefined, allowed);
    if (!headers) return;
    for (const [name, value] of headers) reply.header(name, value);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      for (const [name, value] of PREFLIGHT) reply.header(name, value);
      await reply.code(204).header('cache-control', 'no-store').send();
    }
  });
}
