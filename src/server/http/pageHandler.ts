import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookieHeader } from '../../client/cookies.js';
import { CMS_TOKEN_COOKIE, SITE_LICENSE_COMPANY_COOKIE, SITE_LICENSE_COMPANY_MAX_AGE_SECONDS, SITE_USER_TOKEN_COOKIE } from '../../client/sessionCookies.js';
import type { PageGraphQL } from '../../site/pageContext.js';
import { isUnknownSite, sendUnknownSite } from './unknownSite.js';
import { createContext, resolveRequestTenant, type AppServices, type GraphQLContext } from '../graphql/context.js';
import type { TenantRow } from '../modules/tenants/repo.js';
import { RETRY_AFTER_SECONDS } from '../graphql/errors.js';
import { chooseEncoding, createSharedPageHeaders, matchesEtag, PRIVATE_NO_STORE } from './cacheHeaders.js';
import type { Executor } from '../graphql/execute.js';
import { createDependencyRecorder, recordTag, type DependencyRecorder } from '../integrations/pageCache/dependencies.js';
import { PAGE_CACHE_HEADER, type RenderedPage } from '../integrations/pageCache/index.js';
import { getWebsiteRedirect } from '../modules/redirects/service.js';
import { loadSeoSite } from '../modules/seo/seoSite.js';
import { meteredPage, shownGatedInFull } from '../modules/gating/access.js';
import { decideMeter, METER_COOKIE, parseMeter, serializeMeter, type ContentMeter, type MeterDecision } from '../../shared/meter.js';
import { licenseCompanyFor } from '../modules/ipGating/lookup.js';

/** Renders one page (Vike's renderPage in pages.ts; a stand-in in the page-cache test). null: no page here. */
export type PageRenderer = (init: {
  urlOriginal: string;
  headersOriginal: IncomingHttpHeaders;
  graphql: PageGraphQL;
}) => Promise<RenderedPage | null>;


/**
 * A CMS user browsing the public site is known by the cms_token cookie the admin sets (pages are
 * plain navigations, so no authorization header): the page sees the user for the admin toolbar
 * and preview mode. Such requests bypass the page cache (key.ts), so nothing per-user is cached.
 */
function withCmsBearer(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  if (headers.authorization) return headers;
  const token = parseCookieHeader(typeof headers.cookie === 'string' ? headers.cookie : undefined)[CMS_TOKEN_COOKIE];
  return token ? { ...headers, authorization: `Bearer ${token}` } : headers;
}

/** The content meter cookie of the request (pages are metered; spec 002 §3 "Content meter"). */
function meterCookieOf(headers: IncomingHttpHeaders): string | null {
  return typeof headers.cookie === 'string' ? (parseCookieHeader(headers.cookie)[METER_COOKIE] ?? null) : null;
}

/** The meter's cookie: read by the page's script too (not HttpOnly), it ends with the metering period. */
function meterSetCookie(meter: ContentMeter, secure: boolean): string {
  return `${METER_COOKIE}=${serializeMeter(meter)}; Path=/; Expires=${new Date(meter.expirationTime).toUTCString()}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The reader's login cookie, as the API takes it (x-site-user): member pages (the account, gated
 * content) see the site user. Such requests bypass the shared page cache (key.ts: 'session').
 */
function withCredentials(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const withCms = withCmsBearer(headers);
  if (withCms['x-site-user'] || typeof headers.cookie !== 'string') return withCms;
  const token = parseCookieHeader(headers.cookie)[SITE_USER_TOKEN_COOKIE];
  return token ? { ...withCms, 'x-site-user': `Bearer ${token}` } : withCms;
}

/**
 * The catch-all GET handler of the pages: builds the request's context lazily, hands the page the
 * in-process GraphQL (every result recorded for the page cache's tags), falls back to the redirect
 * table on 404, and goes through the page cache (x-page-cache: HIT | MISS | BYPASS | STALE).
 */
export function createPageHandler({ services, run, renderer }: { services: AppServices; run: Executor; renderer: PageRenderer }) {
  const sharedHeaders = createSharedPageHeaders(services.config.cdn);
  return async function pageHandler(req: FastifyRequest, reply: FastifyReply) {
    const meterHeaders = (decision: MeterDecision): Array<[string, string]> => (decision.changed ? [['set-cookie', meterSetCookie(decision.meter, req.protocol === 'https')]] : []);
    let context: Promise<GraphQLContext> | null = null;
    let site: Promise<TenantRow> | null = null;
    const requestTenant = () => (site ??= resolveRequestTenant(services, req.headers));
    const requestContext = () =>
      (context ??= requestTenant().then((tenant) =>
        createContext(services, { headers: withCredentials(req.headers), meterCookie: meterCookieOf(req.headers), ip: req.ip, protocol: req.protocol, requestId: String(req.id), tenant }),
      ));
    const host = typeof req.headers.host === 'string' ? req.headers.host : 'localhost';
    const cmsSession = Boolean(withCmsBearer(req.headers).authorization);

    const pageGraphQL = (dependencies: DependencyRecorder): PageGraphQL => ({
      // Every result is recorded: the page cache entry carries what the page shows (its tags).
      run: async (document, variables) => dependencies.record(document, await run(document, variables, await requestContext()), run.jsonPaths(document)),
      cmsSession,
      perSite: async (key, compute) => {
        const tenant = await requestTenant();
        const entry = await services.slots.derived.get(tenant.id, key, async () => {
          const own = createDependencyRecorder();
          return { value: await compute(pageGraphQL(own)), tags: own.tags() };
        });
        dependencies.add(...entry.tags);
        return entry.value as never;
      },
      tenant: async () => {
        const ctx = await requestContext();
        return { id: ctx.tenant.id, name: ctx.tenant.name, tenantKey: ctx.tenant.tenantKey };
      },
      seoSite: async () => {
        const site = await loadSeoSite(await requestContext());
        // Settings are a site-wide tag already; the logo (favicons, publisher logo) is an asset.
        if (site.logo) dependencies.add(recordTag('Asset', site.logo.id));
        return site;
      },
    });

    const render = async (dependencies: DependencyRecorder): Promise<RenderedPage | null> => {
      const graphql = pageGraphQL(dependencies);
      const response = await renderer({ urlOriginal: req.url, headersOriginal: req.headers, graphql });
      if (!response) return null;
      // No page here: a redirect of this site (an editor's, or an old path left by an alias change)
      // answers with 301 and the query string kept (spec 002 §2 "Page resolution").
      if (response.statusCode === 404 && !req.url.startsWith('/admin')) {
        const redirect = await requestContext()
          .then((ctx) => getWebsiteRedirect(ctx, req.url, true))
          .catch(() => null);
        if (redirect) return { statusCode: 301, headers: [['location', redirect.to]], body: '' };
      }
      // A gated item shown in full for who the reader is (a crawler, a licensed address, a member)
      // is this reader's page: answered, never kept. A page that used the content meter is the
      // variant of its item for the meter's status, kept for every reader in that state, with this
      // reader's cookie beside it (issue 11: the cache varies by entitlement, never per user).
      const ctx = context ? await context : null;
      if (ctx && shownGatedInFull(ctx)) {
        return { ...response, headers: [...response.headers.filter(([name]) => name.toLowerCase() !== 'cache-control'), ['cache-control', PRIVATE_NO_STORE]] };
      }
      const metered = ctx ? meteredPage(ctx) : null;
      if (metered) return { ...response, variant: { of: metered.contentId, name: metered.status, headers: meterHeaders(metered) } };
      return response;
    };

    // A host (or x-tenant-key / x-domain) of no site: a plain 404 naming the problem, for the pages and
    // the admin alike (unknownSite.ts). Other failures of the lookup (the database) go on as before:
    // the page cache may still answer.
    const unknown = await requestTenant().then(
      () => null,
      (error: unknown) => (isUnknownSite(error) ? error : null),
    );
    if (unknown) return sendUnknownSite(req, reply, unknown.message);
    // A visitor from a site-licence company's addresses reads gated items in full (IP gating): never
    // the shared page, and never kept for others (the lookup reads per-site caches only).
    const licensed = await requestTenant()
      .then((tenant) => licenseCompanyFor({ services, tenant }, req.ip))
      .catch(() => null);
    const { page, state, shared } = await services.pageCache.serve({
      bypass: licensed ? 'licence' : null,
      // A metered item's page: the variant of this reader's meter state, decided as the render would.
      variantOf: async (contentId) => {
        const { membership } = await services.slots.settings.get((await requestTenant()).id);
        if (!membership.contentMetering.enabled) return null;
        const decision = decideMeter(parseMeter(meterCookieOf(req.headers)), contentId, membership.contentMetering, Date.now());
        return { name: decision.status, headers: meterHeaders(decision) };
      },
      request: { method: req.method, url: req.url, headers: req.headers },
      // Only the site is needed to look a page up: no request context (loaders, CMS viewer) on a hit.
      resolveTenant: async () => (await requestTenant()).id,
      tenantHint: `${String(req.headers['x-tenant-key'] ?? '')}|${String(req.headers['x-domain'] ?? '')}|${host}`,
      origin: services.config.publicUrl ?? `${req.protocol}://${host}`,
      appVersion: services.config.appVersion,
      render,
    });
    if (!page) return reply.callNotFound();
    reply.code(page.statusCode);
    for (const [name, value] of page.headers) reply.header(name, value);
    // The company that gives this browser access, for the page's own use (24 hours; never read for gating).
    if (licensed && !req.url.startsWith('/admin')) {
      reply.header('set-cookie', `${SITE_LICENSE_COMPANY_COOKIE}=${encodeURIComponent(licensed.companyName)}; Path=/; Max-Age=${SITE_LICENSE_COMPANY_MAX_AGE_SECONDS}; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`);
    }
    // Admin screens keep Vike's answer (no-store): they are the signed-in user's.
    if (req.url.startsWith('/admin')) return reply.send(page.body);
    reply.header(PAGE_CACHE_HEADER, state);
    // The database cannot be reached: say when to come back (pages from the cache are still served).
    if (page.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (!shared || page.statusCode !== 200) {
      // One visitor's page (CMS user, member, preview, bypass), an error or a miss: never stored.
      if (page.statusCode !== 301 && page.statusCode !== 302) reply.header('cache-control', PRIVATE_NO_STORE);
      return reply.send(page.body);
    }
    // The page every anonymous visitor gets: shared caches may keep it, purged by its tags.
    const tenant = await requestTenant();
    for (const [name, value] of sharedHeaders(tenant.id, shared)) reply.header(name, value);
    // The outage fallback is nobody's to keep: once the site renders again, readers get fresh pages.
    if (state === 'STALE') reply.header('cache-control', PRIVATE_NO_STORE);
    if (matchesEtag(req.headers['if-none-match'], shared.etag)) {
      reply.removeHeader('content-type');
      return reply.code(304).send();
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (encoding) {
      reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? shared.br : shared.gzip);
    }
    return reply.send(page.body);
  };
}
