import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { header, type AppServices } from '../graphql/context.js';
import { loadedLicenseCompanyFor } from '../modules/ipGating/lookup.js';
import type { TenantRow } from '../modules/tenants/repo.js';
import { pageCacheBypassReason, pageCacheKey } from '../integrations/pageCache/key.js';
import { ageOf, bodyBytesOf } from '../integrations/pageCache/service.js';
import { PAGE_CACHE_HEADER, type CachedPage } from '../integrations/pageCache/types.js';
import { chooseEncoding, createSharedPageHeaders, matchesEtag } from './cacheHeaders.js';
import { CONTENT_ID_PATH } from './publicRoutes.js';
import { NUL_IN_URL } from './requestGuards.js';
import type { FastifyBaseLogger } from 'fastify';
import { logRequest } from './requestLog.js';
import { createSecurityHeaders } from './securityHeaders.js';

/** The client's address as Fastify gives it: behind a trusted proxy, the first X-Forwarded-For entry. */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  return typeof forwarded === 'string' && forwarded ? forwarded.split(',')[0]!.trim() : req.socket.remoteAddress;
}

type Variant = 'identity' | 'br' | 'gzip' | 'not-modified';

/**
 * Answers the request (true), or leaves it untouched for Fastify (false): at once when the request
 * cannot be a hit, so other requests go to Fastify in the same turn.
 */
export type PageCacheFront = (req: IncomingMessage, res: ServerResponse) => false | Promise<boolean>;

/**
 * Page-cache hits answered in front of Fastify (issue 10: a hit costs about 40 µs of Fastify's
 * routing, hooks and reply on top of the lookup). Only what the page handler (pageHandler.ts) would
 * answer as a HIT is answered here, with the same status, headers and bytes: an anonymous GET of a
 * page in the memory store, fresh. Everything else — another method, a bypass reason (admin, CMS or
 * member session, preview, the bypass switches), a NUL in the address, a /{8 digits} address (its
 * redirect hook), a proxy's protocol header, a miss, a stale entry, an unknown site, any error —
 * goes to Fastify untouched, whose page handler decides as before. The shared Redis store is read
 * by Fastify's path only (it needs its time bound).
 */
export function createPageCacheFront({ services, log }: { services: AppServices; /** Where request lines go; null: none (LOG_LEVEL above info). */ log: FastifyBaseLogger | null }): PageCacheFront | null {
  const { pageCache, config } = services;
  if (!pageCache.settings.enabled) return null;
  // Only a store in this process can be read without waiting (the shared Redis store needs Fastify's time bound).
  const { peek } = pageCache.store;
  if (!peek) return null;
  const lookup = peek;
  const sharedHeaders = createSharedPageHeaders(config.cdn);
  const securityHeaders = createSecurityHeaders(config);

  // The headers of a stored page's answers, worked out once per page (the memory store hands back
  // the same object on every hit): a flat [name, value, …] list per encoding and for a 304, the
  // same headers Fastify's path sends (content type and HTML security headers not on a 304), ending
  // with the per-answer values (age; content-length but on a 304), filled in just before writeHead
  // (which reads the list at once: no other answer can see them).
  const templates = new WeakMap<CachedPage, Partial<Record<Variant, string[]>>>();
  function headersOf(tenantId: number, page: CachedPage, variant: Variant): string[] {
    let known = templates.get(page);
    if (!known) templates.set(page, (known = {}));
    let list = known[variant];
    if (!list) {
      const answer: Record<string, string> = { ...page.headers, [PAGE_CACHE_HEADER]: 'HIT' };
      for (const [name, value] of sharedHeaders(tenantId, page)) answer[name] = value;
      if (variant === 'not-modified') delete answer['content-type'];
      else if (variant !== 'identity') answer['content-encoding'] = variant;
      // Pages are never stored under /admin or /graphql: the site's policy applies.
      for (const [name, value] of securityHeaders('/', answer['content-type'])) answer[name] = value;
      delete answer.age;
      delete answer['content-length'];
      list = [...Object.entries(answer).flat(), 'age', '0', ...(variant === 'not-modified' ? [] : ['content-length', '0'])];
      known[variant] = list;
    }
    return list;
  }

  /** The answer to a hit once the site's version is confirmed; false: Fastify's path decides. */
  function answer(req: IncomingMessage, res: ServerResponse, url: string, tenant: TenantRow, started: number): boolean {
    try {
      // A licensed address reads gated items in full: Fastify's page handler decides (IP gating).
      // Not held yet (a cold node): the same.
      if (loadedLicenseCompanyFor({ services, tenant }, clientAddress(req, config.trustProxy) ?? '') !== null) return false;
      const host = typeof req.headers.host === 'string' ? req.headers.host : 'localhost';
      const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
      const key = pageCacheKey({ tenantId: tenant.id, appVersion: config.appVersion, origin: config.publicUrl ?? `${protocol}://${host}`, url });
      const entry = lookup(key);
      if (!entry?.fresh || entry.page.status !== 200) return false;
      const page = entry.page;
      let status = 200;
      let list: string[];
      let body: Buffer | null = null;
      if (matchesEtag(req.headers['if-none-match'], page.etag)) {
        status = 304;
        list = headersOf(tenant.id, page, 'not-modified');
        list[list.length - 1] = ageOf(page, Date.now());
      } else {
        const encoding = chooseEncoding(req.headers['accept-encoding']) ?? 'identity';
        const bytes = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : bodyBytesOf(page);
        body = bytes;
        list = headersOf(tenant.id, page, encoding);
        list[list.length - 3] = ageOf(page, Date.now());
        list[list.length - 1] = String(bytes.length);
      }
      res.writeHead(status, list);
      res.end(body);
      if (log) logRequest(log, { id: req.headers['x-request-id'], method: 'GET', url, ip: clientAddress(req, config.trustProxy), status, ms: performance.now() - started });
      return true;
    } catch (error) {
      // Anything unexpected: Fastify's path answers as it always does.
      if (!res.headersSent) return false;
      res.destroy(error as Error);
      return true;
    }
  }

  return function front(req, res) {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith('/') || NUL_IN_URL.test(url) || CONTENT_ID_PATH.test(url) || url.startsWith('/admin')) return false;
    // Fastify works out the protocol from X-Forwarded-Proto when the proxy is trusted: leave those to it.
    if (!config.publicUrl && config.trustProxy && req.headers['x-forwarded-proto'] !== undefined) return false;
    if (pageCacheBypassReason({ method: 'GET', url, headers: req.headers })) return false;
    // Everything below reads what this node holds, without a promise per lookup; what it does not
    // hold yet (a cold node, an unknown site) goes to Fastify, which loads it.
    const hints = { tenantKey: header(req.headers, 'x-tenant-key'), domain: header(req.headers, 'x-domain'), host: header(req.headers, 'host') };
    const tenant = services.tenants.resolveLoaded(hints);
    if (!tenant) return false;
    const started = log ? performance.now() : 0;
    // The one wait of a hit: the site's version confirmed (a save on another node already purged).
    // The sites themselves may have changed meanwhile (a domain moved): then Fastify's path decides.
    return services.siteCache.sync(tenant.id).then(() => services.tenants.resolveLoaded(hints) === tenant && answer(req, res, url, tenant, started));
  };
}
