import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createContext, type AppServices, type GraphQLContext } from '../graphql/context.js';
import { RETRY_AFTER_SECONDS } from '../graphql/errors.js';
import { DRAGONFORM_CSS, DRAGONFORM_ETAG } from '../modules/feeds/dragonformCss.js';
import { findLiveCanonicalPath } from '../modules/feeds/repo.js';
import { findFeedSection, parseFeedInput, sectionFeed } from '../modules/feeds/rss.js';
import { newsSitemap, sitemapFile, sitemapIndex } from '../modules/feeds/sitemaps.js';
import { escapeXml } from './xml.js';
import { noteRequestError } from './requestLog.js';
import { isUnknownSite, sendUnknownSite } from './unknownSite.js';
import { faviconLinks } from '../../site/seo/images.js';
import { seoAsset } from '../modules/seo/seoSite.js';

/** Feeds and sitemaps may be five minutes old (spec: utility outputs, read by crawlers and readers). */
const FEED_CACHE = 'public, max-age=300';
/** The forms stylesheet changes only with a deployment; its ETag lets browsers revalidate cheaply. */
const STYLESHEET_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
export const CONTENT_ID_PATH = /^\/(\d{8})(?:\?|$)/;

type Query = Record<string, string | string[] | undefined>;

function sendPlain(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(message);
}

function requestContext(services: AppServices, request: FastifyRequest): Promise<GraphQLContext> {
  return createContext(services, { headers: request.headers, ip: request.ip, protocol: request.protocol, requestId: String(request.id) });
}

/**
 * Runs a site-bound answer: the tenant comes from x-tenant-key or the host as everywhere. An
 * unknown site answers with the tenant error's own status (never 500); other failures are logged.
 */
export async function forSite(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: (ctx: GraphQLContext) => Promise<FastifyReply>,
): Promise<FastifyReply> {
  let ctx: GraphQLContext;
  try {
    ctx = await requestContext(services, request);
  } catch (error) {
    if (isUnknownSite(error)) return sendUnknownSite(request, reply, error.message);
    if (error instanceof GraphQLError) {
      const http = error.extensions['http'] as { status?: number } | undefined;
      return sendPlain(reply, http?.status ?? 400, error.message);
    }
    throw error;
  }
  try {
    return await answer(ctx);
  } catch (error) {
    noteRequestError(reply, { error, unexpected: true });
    return sendPlain(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), 503, 'This page is unavailable at the moment. Try again shortly.');
  }
}

/** The origin of absolute URLs: PUBLIC_URL when set, else the requesting host (like canonical links). */
const originOf = (services: AppServices, request: FastifyRequest) => services.config.publicUrl ?? `${request.protocol}://${request.host}`;

const queryValue = (query: Query, name: string) => {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The public utility routes of spec 000 §2.1 (README "Public utility routes"): /{8 digits},
 * /robots.txt, /sitemap.xml, /sitemap/{file}, /sitemap-google-news.xml,
 * /__rss/website-scheduled-content.xml, /css/dragonform.css and /ip-test, and /favicon.ico. /print/content/{id} is a
 * Vike page (src/site/print). Registered before the pages catch-all.
 */
export function registerPublicRoutes(app: FastifyInstance, { services }: { services: AppServices }): void {
  // /{8 digits}: a hook, not a route, so that an unknown or unpublished id simply goes on to the
  // pages catch-all and gets the site's normal 404 page (or a redirect of the redirect table).
  // Callback style: every request passes here, and an async hook costs a promise and a turn each.
  app.addHook('onRequest', (request, reply, done) => {
    const match = request.method === 'GET' || request.method === 'HEAD' ? CONTENT_ID_PATH.exec(request.url) : null;
    if (!match) return done();
    // Answered with the redirect, the request goes no further (done is not called).
    void redirectToContent(request, reply, match[1]!).then((answered) => (answered ? undefined : done()));
  });

  /** The 301 of /{8 digits} to the live item's canonical path; false when there is none. */
  async function redirectToContent(request: FastifyRequest, reply: FastifyReply, id: string): Promise<boolean> {
    try {
      const ctx = await requestContext(services, request);
      const path = await findLiveCanonicalPath(ctx.db, ctx.tenant.id, Number(id), ctx.now);
      if (!path) return false;
      const search = request.url.slice(1 + id.length);
      void reply.code(301).header('location', `${path}${search}`).header('cache-control', FEED_CACHE).send();
      return true;
    } catch (error) {
      // Unknown site or a failing database: the catch-all answers as for any other path.
      request.log.warn({ err: error, url: request.url }, 'Content id redirect skipped');
      return false;
    }
  }

  // Browsers ask for /favicon.ico on every page that names no icon (the admin, error pages): the
  // site's .ico when one is set, else the 32 px icon cut from its logo, as the public pages link them.
  app.get('/favicon.ico', (request, reply) =>
    forSite(services, request, reply, async (ctx) => {
      const { logo, favicon } = await ctx.services.slots.images.get(ctx.tenant.id);
      const href = favicon?.src ?? faviconLinks(logo ? seoAsset(logo) : null, null).find((link) => link.rel === 'icon' && link.sizes?.startsWith('32x'))?.href;
      if (!href) return reply.code(404).header('cache-control', FEED_CACHE).send();
      return reply.code(302).header('location', href).header('cache-control', FEED_CACHE).send();
    }),
  );

  app.get('/robots.txt', (request, reply) =>
    forSite(services, request, reply, async () => {
      const origin = originOf(services, request);
      const body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin/',
        'Disallow: /search',
        // The load-more fragments (docs/public-site.md "Load more"): parts of pages, not pages.
        'Disallow: /__load-more/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        `Sitemap: ${origin}/sitemap-google-news.xml`,
        '',
      ].join('\n');
      return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', FEED_CACHE).send(body);
    }),
  );

  app.get('/sitemap.xml', (request, reply) =>
    forSite(services, request, reply, async (ctx) => reply.header('content-type', XML).header('cache-control', FEED_CACHE).send(await sitemapIndex(ctx))),
  );

  app.get('/sitemap-google-news.xml', (request, reply) =>
    forSite(services, request, reply, async (ctx) => reply.header('content-type', XML).header('cache-control', FEED_CACHE).send(await newsSitemap(ctx))),
  );

  app.get<{ Params: { '*': string } }>('/sitemap/*', (request, reply) =>
    forSite(services, request, reply, async (ctx) => {
      const xml = await sitemapFile(ctx, request.params['*']);
      if (xml === null) return sendPlain(reply, 404, 'Sitemap not found.');
      return reply.header('content-type', XML).header('cache-control', FEED_CACHE).send(xml);
    }),
  );

  app.get<{ Querystring: Query }>('/__rss/website-scheduled-content.xml', (request, reply) =>
    forSite(services, request, reply, async (ctx) => {
      const alias = parseFeedInput(queryValue(request.query, 'input'));
      if (!alias) return sendPlain(reply, 404, 'Section not found: pass input={"sectionAlias":"..."}.');
      const section = await findFeedSection(ctx, alias);
      if (!section) return sendPlain(reply, 404, `Section not found: no section has the alias "${alias.slice(0, 200)}".`);
      return reply.header('content-type', RSS).header('cache-control', FEED_CACHE).send(await sectionFeed(ctx, section));
    }),
  );

  app.get('/css/dragonform.css', async (request, reply) => {
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', STYLESHEET_CACHE).header('etag', DRAGONFORM_ETAG);
    if (request.headers['if-none-match'] === DRAGONFORM_ETAG) return reply.code(304).send();
    return reply.send(DRAGONFORM_CSS);
  });

  app.get('/ip-test', (request, reply) =>
    forSite(services, request, reply, async () => {
      const forwarded = request.headers['x-forwarded-for'];
      const rows: [string, string][] = [
        ['Your address (as this server sees it)', request.ip],
        ['X-Forwarded-For', (Array.isArray(forwarded) ? forwarded.join(', ') : forwarded) || '(not sent)'],
        ['User agent', request.headers['user-agent'] || '(not sent)'],
        ['Proxy headers trusted', services.config.trustProxy ? 'yes (TRUST_PROXY)' : 'no'],
      ];
      const html = `<!doctype html>
  <html lang="en">
  <head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>IP test</title>
  <style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#002049}table{border-collapse:collapse}th,td{text-align:left;padding:.4rem .8rem;border-bottom:1px solid #ddd;vertical-align:top}td{font-family:ui-monospace,monospace;word-break:break-all}</style>
  </head>
  <body>
  <h1>IP test</h1>
  <table>
  ${rows.map(([name, value]) => `<tr><th scope="row">${escapeXml(name)}</th><td>${escapeXml(value)}</td></tr>`).join('\n')}
  </table>
  </body>
  </html>
  `;
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    }),
  );
}
