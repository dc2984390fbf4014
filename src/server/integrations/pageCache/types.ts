/**
 * The public page cache (issue 5 §9): rendered HTML of anonymous public pages, per tenant, path and
 * the state that changes the HTML (key.ts). Entries carry the tags of what the page shows
 * (dependencies.ts) so a save purges exactly the pages that showed the saved record.
 *
 * A purge marks entries stale, it does not delete them (issue 16 item 2): the next request renders
 * the page again (a MISS, so the editor sees the change at once) and stores it; only when that
 * render fails (throws, or answers >= 500, e.g. 503 with the database unreachable) is the stale
 * page served as it is (STALE). Readers never get a stale page while rendering works.
 */

/** One stored answer: only what a replay needs. */
export interface CachedPage {
  status: number;
  /** Headers that matter for a replay (content-type, content-language), lower-case names. */
  headers: Record<string, string>;
  body: string;
  /** When it was rendered (ms since epoch): a replay answers with its age. */
  storedAt: number;
  /** W/"…" of the body: browsers and CDNs revalidate with it (304). */
  etag: string;
  /** What the page shows (its dependency tags): sent to CDNs as Surrogate-Key / Cache-Tag. */
  tags: string[];
  /** The body compressed once, when stored (served to clients that accept it, never compressed per hit). */
  gzip: Buffer;
  br: Buffer;
  /**
   * Set on the marker of an address whose page varies by entitlement to this content item (the
   * content meter): the variants are stored under their own keys (service.ts variantKey).
   */
  variantsOf?: number;
}

export interface PageCacheEntry {
  page: CachedPage;
  /**
   * Within the fresh TTL and not purged since. A stale entry (its fresh TTL over, or marked by a
   * purge) is served only when rendering fails (outage); the page-cache front never answers it.
   */
  fresh: boolean;
}

export interface PageCacheSetInput {
  key: string;
  tenantId: number;
  page: CachedPage;
  /** Dependency tags, e.g. 'Content:10000007', 'WebsiteSection:4', 'content-lists', 'menus'. */
  tags: readonly string[];
  /** Served as a HIT for this long. */
  freshMs: number;
  /** Kept (for STALE answers during an outage) for this long after storing; >= freshMs. */
  staleMs: number;
}

export interface PageCache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<PageCacheEntry | null>;
  /** `get` without a promise: only a store in this process has it (the page-cache front reads through it). */
  peek?(key: string): PageCacheEntry | null;
  set(input: PageCacheSetInput): Promise<void>;
  /**
   * Marks every page of the tenant carrying any of the tags stale: no longer fresh, still kept (with
   * its tags, so a later purge finds it again) until its stale TTL ends or a `set` replaces it.
   * Returns how many entries it marked (already stale ones included).
   */
  purgeTags(tenantId: number, tags: readonly string[]): Promise<number>;
  /** Marks every page of the tenant stale, as purgeTags (a tenant-wide change, e.g. a new design switch or domain). */
  purgeTenant(tenantId: number): Promise<number>;
  /**
   * Drops one entry: a purged page whose fresh render answered that it is gone or moved (404,
   * redirect) must not come back as the outage fallback.
   */
  delete(key: string): Promise<void>;
}

export interface PageCacheSettings {
  enabled: boolean;
  freshMs: number;
  staleMs: number;
  /** Memory store bound (total body bytes, LRU). */
  maxBytes: number;
}

export type PageCacheState = 'HIT' | 'MISS' | 'BYPASS' | 'STALE';
export const PAGE_CACHE_HEADER = 'x-page-cache';
