import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { escapeXml as escapeHtml } from './xml.js';

/**
 * What a request for a site this installation does not serve gets (issue 17): the pages, the admin
 * and every utility route answer **404** with a plain page naming the problem — no site frame (the
 * site is what is unknown), no stack trace in the log (the request's own log line says 404). 404
 * rather than 421 Misdirected Request: 421 tells an HTTP/2 client to retry on another connection,
 * which is not what happened here; the host is simply not one of ours. The GraphQL endpoint keeps
 * its own contract: 400 with the error code TENANT_NOT_FOUND (docs/operations.md).
 */
export const UNKNOWN_SITE_STATUS = 404;

export function isUnknownSite(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && error.extensions?.code === 'TENANT_NOT_FOUND';
}

const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept;
  return typeof accept !== 'string' || accept.includes('text/html') || accept.includes('*/*');
};

export function sendUnknownSite(request: FastifyRequest, reply: FastifyReply, message: string): FastifyReply {
  reply.code(UNKNOWN_SITE_STATUS).header('cache-control', 'no-store');
  if (request.method === 'HEAD') return reply.header('content-type', 'text/html; charset=utf-8').send();
  // Files (robots.txt, sitemaps, feeds, the favicon) and clients that do not read HTML get the sentence alone.
  const file = /\.(xml|txt|ico|css|js|json|png|jpe?g|webp|svg)(\?|$)/.test(request.url);
  if (file || !wantsHtml(request)) {
    return reply.header('content-type', 'text/plain; charset=utf-8').send(`${message}\n`);
  }
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>No site here</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:40rem;padding:0 1rem;color:#212529}h1{font-size:1.6rem}code{background:#f1f3f5;padding:.1rem .3rem;border-radius:3px}</style>
</head>
<body>
<h1>No site here</h1>
<p>${escapeHtml(message)}</p>
<p>Check the address. If you run this installation: add this host name to a site's domains, or send <code>x-tenant-key</code> with the site's key (see the README, "Configure").</p>
</body>
</html>
`;
  return reply.header('content-type', 'text/html; charset=utf-8').send(html);
}
