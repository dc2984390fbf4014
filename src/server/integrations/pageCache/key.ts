import { createHash } from 'node:crypto';
import { parseCookieHeader } from '../../../client/cookies.js';
import { CMS_TOKEN_COOKIE, SITE_USER_TOKEN_COOKIE } from '../../../client/sessionCookies.js';
import { isSearchCrawler } from '../../modules/gating/body.js';

/** Spec 000 §9: "Page cache key version v2.8". A change of what a key means bumps it. */
export const PAGE_CACHE_KEY_VERSION = 'v2.8';

/** Same name as CACHE_BYPASS_COOKIE of the admin toolbar switch (src/admin/shell/flags.ts; a test keeps them equal). */
export const CACHE_BYPASS_COOKIE_NAME = 'cache_bypass';

/** Query parameters that never change the HTML (campaign tracking): dropped from the key. */
const TRACKING_PARAM = /^(utm_.+|fbclid|gclid|dclid|msclkid)$/i;

/** Longer keys are hashed, so a hostile URL cannot make huge Redis keys. */
const MAX_PLAIN_KEY = 300;

export interface PageKeyInput {
  tenantId: number;
  /** Build version: a deploy changes the asset names the HTML links to. */
  appVersion: string;
  /** protocol://host as rendered into absolute links (canonical, Open Graph) when PUBLIC_URL is not set. */
  origin: string;
  /** The request URL (path and query). */
  url: string;
}

/**
 * A path the URL parser gives back unchanged (no query, no percent sign, no dot segment, no double
 * slash): most page requests, which then need no parsing at all.
 */
const PLAIN_PATH = /^\/[\w.~/-]*$/;
const isPlainPath = (url: string) => PLAIN_PATH.test(url) && !url.includes('//') && !/\/\.\.?(?:\/|$)/.test(url);

/** Path plus the query string with tracking parameters dropped and the rest sorted. */
export function normalisePagePath(url: string): string {
  if (isPlainPath(url)) return url;
  const parsed = new URL(url, 'http://page.invalid');
  const params = [...parsed.searchParams.entries()]
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/**
 * The cache key: version, tenant, build, origin and the normalised path. Nothing else changes the
 * HTML of an anonymous page: the design (classic or new) and every setting are per tenant and
 * purged by tag when saved; logged-in visitors, preview mode and bypass switches are not cached.
 */
export function pageCacheKey({ tenantId, appVersion, origin, url }: PageKeyInput): string {
  const rest = `${appVersion}:${origin.toLowerCase()}${normalisePagePath(url)}`;
  const tail = rest.length > MAX_PLAIN_KEY ? `h:${createHash('sha256').update(rest).digest('hex')}` : rest;
  return `${PAGE_CACHE_KEY_VERSION}:${tenantId}:${tail}`;
}

export interface PageRequestInfo {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Why a request skips the cache, or null when it may be served from it. Only anonymous GET/HEAD
 * requests of public pages are cached: a CMS user (toolbar, cache switch), a site user (account
 * menu, gated content), the bypass switches of spec 000 §2.3 and preview mode all render fresh.
 */
export function pageCacheBypassReason({ method, url, headers }: PageRequestInfo): string | null {
  if (method !== 'GET' && method !== 'HEAD') return 'method';
  const plain = isPlainPath(url);
  const parsed = plain ? null : new URL(url, 'http://page.invalid');
  const pathname = parsed ? parsed.pathname : url;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  const query = parsed?.searchParams;
  if (query?.get('cache-bypass') === 'true' || query?.get('cacheBypass') === 'true') return 'query';
  if (query?.get('preview-mode') === 'true') return 'preview';
  if (first(headers.authorization) || first(headers['x-site-user'])) return 'credentials';
  // Crawlers read gated content in full (spec 002 §4): their pages are never the shared ones.
  if (isSearchCrawler(first(headers['user-agent']))) return 'crawler';
  const cookie = first(headers.cookie);
  if (!cookie) return null;
  const cookies = parseCookieHeader(cookie);
  if (cookies[CACHE_BYPASS_COOKIE_NAME] === 'true') return 'cookie';
  if (cookies[CMS_TOKEN_COOKIE] || cookies[SITE_USER_TOKEN_COOKIE]) return 'session';
  return null;
}

/**
 * Only complete 200 HTML answers are stored. 404s are not: an unmatched path first consults the
 * redirect table, and random paths would only push real pages out of the cache. `private` (or a
 * set-cookie) marks a per-visitor answer. `no-store` does not: Vike sends `no-store, max-age=0` on
 * every page by default, meant for browsers and CDNs (this cache purges on save; they cannot).
 */
export function isStorablePage(status: number, headers: Record<string, string>): boolean {
  if (status !== 200) return false;
  if (!/^text\/html\b/i.test(headers['content-type'] ?? '')) return false;
  if (headers['set-cookie']) return false;
  return !/\bprivate\b/i.test(headers['cache-control'] ?? '');
}
