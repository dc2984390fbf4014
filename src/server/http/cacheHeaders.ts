import type { Config } from '../config.js';

/**
 * The caching headers of public pages (issue 10 item 6). A page every anonymous visitor gets alike
 * may be kept by shared caches (a CDN) for a while and revalidated by browsers with its ETag; what
 * one visitor gets (a CMS user, a member, preview, a bypass) is private and never stored.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Browsers revalidate every time (304 when unchanged); shared caches keep it `CDN_MAX_AGE_SECONDS`. */
export function publicCacheControl(cdn: Config['cdn']): string {
  const stale = cdn.staleSeconds > 0 ? `, stale-while-revalidate=${cdn.staleSeconds}, stale-if-error=${cdn.staleSeconds}` : '';
  return `public, max-age=0, s-maxage=${cdn.maxAgeSeconds}${stale}`;
}

/** The site's own key (purges everything of the site) and one per page-cache tag, per site. */
export function surrogateKeysOf(tenantId: number, tags: readonly string[]): string[] {
  const site = `s${tenantId}`;
  return [site, ...tags.filter((tag) => tag !== '*').map((tag) => `${site}:${tag}`)];
}

/** Surrogate-Key (Fastly and others: space-separated) and Cache-Tag (Cloudflare: comma-separated). */
export function surrogateHeaders(keys: readonly string[]): Array<[string, string]> {
  return [
    ['surrogate-key', keys.join(' ')],
    ['cache-tag', keys.join(',')],
  ];
}

/**
 * The caching headers of a shared page (Cache-Control, ETag, Vary, Surrogate-Key, Cache-Tag), worked
 * out once per stored page object (the memory store hands back the same object on every hit).
 */
export function createSharedPageHeaders(cdn: Config['cdn']): (tenantId: number, page: { etag: string; tags: string[] }) => ReadonlyArray<readonly [string, string]> {
  const cacheControl = publicCacheControl(cdn);
  const known = new WeakMap<object, ReadonlyArray<readonly [string, string]>>();
  return (tenantId, page) => {
    let headers = known.get(page);
    if (!headers) {
      headers = [['cache-control', cacheControl], ['etag', page.etag], ['vary', 'accept-encoding'], ...surrogateHeaders(surrogateKeysOf(tenantId, page.tags))];
      known.set(page, headers);
    }
    return headers;
  };
}

/** Whether If-None-Match names this (weak) ETag: the client's copy is current (304). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The best encoding the client accepts among the stored ones (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding ?? '').toLowerCase();
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}
