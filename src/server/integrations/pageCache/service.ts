import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createDependencyRecorder, type DependencyRecorder } from './dependencies.js';
import { isStorablePage, pageCacheBypassReason, pageCacheKey, type PageRequestInfo } from './key.js';
import type { CachedPage, PageCache, PageCacheSettings, PageCacheState } from './types.js';

/** What the page renderer answers (Vike's httpResponse, or a redirect of the redirect table). */
export interface RenderedPage {
  statusCode: number;
  headers: Array<[string, string]>;
  /** A replay answers with bytes: encoding a large page again on every hit would cost more than the lookup. */
  body: string | Buffer;
  /**
   * This answer is one entitlement variant of the page of content item `of` (the content meter's
   * status, issue 11): kept for every reader in the same state under the page's address and the
   * variant's name, never as the page of everyone. `headers` are this reader's (the meter cookie):
   * sent with this answer, never stored.
   */
  variant?: PageVariant;
}

/** A variant of a page and what this reader's answer carries besides the stored page. */
export interface PageVariant {
  of: number;
  name: string;
  headers: Array<[string, string]>;
}

export interface ServePageInput {
  request: PageRequestInfo;
  /** Resolves the site of the request (may throw when the database is down). */
  resolveTenant: () => Promise<number>;
  /** Host-derived name the last resolved tenant is remembered under, for outages. */
  tenantHint: string;
  origin: string;
  appVersion: string;
  /** Renders the page; every GraphQL result it uses goes through the recorder. null: no page here. */
  render: (dependencies: DependencyRecorder) => Promise<RenderedPage | null>;
  /** A reason of this visitor's to skip the cache that the request alone does not show (a licensed address). */
  bypass?: string | null;
  /**
   * For an address whose page varies by entitlement to content item `contentId`: the variant this
   * request gets (with this reader's headers), decided before the lookup; null when it cannot be
   * decided here (the page is rendered).
   */
  variantOf?: (contentId: number) => Promise<Omit<PageVariant, 'of'> | null>;
}

export interface ServedPage {
  page: RenderedPage | null;
  state: PageCacheState;
  /**
   * The page as every anonymous visitor gets it (ETag, tags, compressed bodies), for a page the
   * cache may keep; null for an answer of one visitor (BYPASS), one that is not kept (errors, 404)
   * and an entitlement variant (kept here, but never by a shared cache: it follows a cookie).
   */
  shared: CachedPage | null;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PageCacheService {
  readonly store: PageCache;
  readonly settings: PageCacheSettings;
  serve(input: ServePageInput): Promise<ServedPage>;
  /**
   * Marks the tenant's pages carrying any of the tags stale (issue 16 item 2): the next request
   * renders the page again (MISS: the editor sees the save at once) and stores it; the old page is
   * kept only as the outage fallback, served (STALE) when that render throws or answers >= 500.
   * Readers are not served the stale page while rendering works (no stale-while-revalidate after a
   * save). Never throws: a failure is logged, the save stands. Renders that overlapped it are not
   * stored. `store: false` only does the latter (the shared Redis store is purged once, by the
   * node that saved; site changes come through src/server/cache).
   */
  purge(tenantId: number, tags: readonly string[], options?: { store?: boolean }): Promise<void>;
  /** Marks every page of the tenant stale, as purge. */
  purgeTenant(tenantId: number, options?: { store?: boolean }): Promise<void>;
}

const STORE_TIMEOUT_MS = 1_000;

/** Headers a replay needs; caching headers are the page handler's (the same for HIT and MISS). */
const KEPT_HEADERS = new Set(['content-type', 'content-language']);

/** A weak validator of the body: equal for its identity, gzip and brotli forms. */
export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The page as stored: its ETag, tags, and the body compressed once (gzip level 6, brotli quality 5:
 * most of the size win for a few milliseconds, paid once per page version, not per hit).
 */
export function sharedPage(page: { statusCode: number; headers: Record<string, string>; body: string; tags: string[] }, storedAt: number): CachedPage {
  const bytes = Buffer.from(page.body, 'utf8');
  return {
    status: page.statusCode,
    headers: Object.fromEntries(Object.entries(page.headers).filter(([name]) => KEPT_HEADERS.has(name))),
    body: page.body,
    storedAt,
    etag: etagOf(page.body),
    tags: page.tags,
    gzip: gzipSync(bytes, { level: 6 }),
    br: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  };
}

const headerRecord = (headers: Array<[string, string]>): Record<string, string> =>
  Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));

/** The UTF-8 bytes of a cached body, encoded once per entry object (the memory store keeps the object). */
const encoded = new WeakMap<CachedPage, Buffer>();

export function bodyBytesOf(page: CachedPage): Buffer {
  let body = encoded.get(page);
  if (!body) {
    body = Buffer.from(page.body, 'utf8');
    encoded.set(page, body);
  }
  return body;
}

/** The Age header of a stored page: whole seconds since it was rendered. */
export const ageOf = (page: CachedPage, now: number) => String(Math.max(0, Math.floor((now - page.storedAt) / 1000)));

function replay(page: CachedPage, now: number, extra: Array<[string, string]> = []): RenderedPage {
  return { statusCode: page.status, headers: [...Object.entries(page.headers), ['age', ageOf(page, now)], ...extra], body: bodyBytesOf(page) };
}

/**
 * What an address whose page varies by entitlement stores under its own key: which item it varies
 * by. Its status is not a page's (nothing answers it, the page-cache front included); the variants
 * are stored under the key and the variant's name (variantKey), and the marker carries their tags
 * so a purge drops it with them.
 */
export function variantsMarker(contentId: number, tags: string[], storedAt: number): CachedPage {
  return { status: VARIANTS_MARKER_STATUS, headers: {}, body: '', storedAt, etag: '', tags, gzip: Buffer.alloc(0), br: Buffer.alloc(0), variantsOf: contentId };
}

export const VARIANTS_MARKER_STATUS = 0;

/** A rendered page as this reader gets it: an entitlement variant with the reader's headers. */
const answered = (page: RenderedPage | null): RenderedPage | null => (page?.variant ? { ...page, headers: [...page.headers, ...page.variant.headers] } : page);
export const variantKey = (key: string, name: string) => `${key}|variant:${name}`;

export function createPageCacheService({
  store,
  settings,
  log,
  now = Date.now,
}: {
  store: PageCache;
  settings: PageCacheSettings;
  log: Logger;
  now?: () => number;
}): PageCacheService {
  // Last tenant resolved per host, so a stale page can still be found when the database is down.
  const knownTenants = new Map<string, number>();
  // Purges seen by this process per tenant: a render that overlapped a purge is not stored, since
  // it may have read the data from before the save.
  const purgeGeneration = new Map<number, number>();
  const bumpGeneration = (tenantId: number) => purgeGeneration.set(tenantId, (purgeGeneration.get(tenantId) ?? 0) + 1);

  // A store that hangs (Redis unreachable, commands queued) must not hang pages or saves: give up
  // after a bound and carry on as if the cache were empty.
  async function safely<T>(what: string, work: () => Promise<T>, fallback: T, timeoutMs = STORE_TIMEOUT_MS): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      return await Promise.race([work(), timeout]);
    } catch (error) {
      log.warn({ err: error }, `page cache ${what} failed`);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }

  async function tenantOf(input: ServePageInput): Promise<number | null> {
    try {
      const id = await input.resolveTenant();
      if (knownTenants.size > 10_000) knownTenants.clear();
      knownTenants.set(input.tenantHint, id);
      return id;
    } catch {
      return knownTenants.get(input.tenantHint) ?? null;
    }
  }

  const stale = (page: CachedPage, chosen: Omit<PageVariant, 'of'> | null): ServedPage =>
    chosen ? { page: replay(page, now(), chosen.headers), state: 'STALE', shared: null } : { page: replay(page, now()), state: 'STALE', shared: page };

  return {
    store,
    settings,
    async serve(input) {
      const reason = settings.enabled ? (pageCacheBypassReason(input.request) ?? input.bypass ?? null) : 'disabled';
      if (reason === 'disabled') {
        // No cache here, but still one page for every anonymous visitor (CDNs may keep it).
        const dependencies = createDependencyRecorder();
        const page = answered(await input.render(dependencies));
        const headers = page ? headerRecord(page.headers) : {};
        const shared =
          page && !page.variant && isStorablePage(page.statusCode, headers)
            ? sharedPage({ statusCode: page.statusCode, headers, body: typeof page.body === 'string' ? page.body : page.body.toString('utf8'), tags: dependencies.tags() }, now())
            : null;
        return { page, state: 'BYPASS', shared };
      }
      if (reason) return { page: answered(await input.render(createDependencyRecorder())), state: 'BYPASS', shared: null };
      const tenantId = await tenantOf(input);
      // Unknown site: the renderer answers with the tenant error, nothing to cache.
      if (tenantId === null) return { page: answered(await input.render(createDependencyRecorder())), state: 'BYPASS', shared: null };
      const key = pageCacheKey({ tenantId, appVersion: input.appVersion, origin: input.origin, url: input.request.url });
      // The memory store cannot hang: no timer on the hot path. Redis gets the bound.
      const read = (at: string) => (store.kind === 'memory' ? store.get(at) : safely('read', () => store.get(at), null));
      let entry = await read(key);
      const held = entry !== null;
      // An address that varies by entitlement: the reader's variant, decided before the lookup and
      // before the fresh check (a purged marker, stale, still leads to its variants).
      let chosen: Omit<PageVariant, 'of'> | null = null;
      if (entry?.page.variantsOf !== undefined) {
        chosen = (await input.variantOf?.(entry.page.variantsOf)) ?? null;
        entry = chosen ? await read(variantKey(key, chosen.name)) : null;
      }
      // Fresh: a HIT. Not fresh (its fresh TTL over, or purged by a save): rendered again below,
      // the stale entry kept only for when that render fails.
      if (entry?.fresh) return chosen ? { page: replay(entry.page, now(), chosen.headers), state: 'HIT', shared: null } : { page: replay(entry.page, now()), state: 'HIT', shared: entry.page };

      const generation = purgeGeneration.get(tenantId) ?? 0;
      const dependencies = createDependencyRecorder();
      let page: RenderedPage | null;
      try {
        page = await input.render(dependencies);
      } catch (error) {
        if (!entry) throw error;
        log.error({ err: error, url: input.request.url }, 'rendering failed: serving the stale cached page');
        return stale(entry.page, chosen);
      }
      if (page && page.statusCode >= 500 && entry) {
        log.error({ status: page.statusCode, url: input.request.url }, 'rendering answered an error: serving the stale cached page');
        return stale(entry.page, chosen);
      }
      const headers = page ? headerRecord(page.headers) : {};
      if (!page || !isStorablePage(page.statusCode, headers)) {
        // The address now answers that the page is gone or moved (a save unpublished or moved it):
        // its stale page must not come back as the outage fallback.
        if (held && (!page || (page.statusCode >= 300 && page.statusCode < 500))) {
          await (store.kind === 'memory' ? store.delete(key) : safely('delete', () => store.delete(key), undefined));
        }
        return { page: answered(page), state: 'MISS', shared: null };
      }
      const body = typeof page.body === 'string' ? page.body : page.body.toString('utf8');
      const shared = sharedPage({ statusCode: page.statusCode, headers, body, tags: dependencies.tags() }, now());
      // A render that overlapped a purge may show what the save replaced: answered, not kept.
      const keep = (purgeGeneration.get(tenantId) ?? 0) === generation;
      const put = (at: string, stored: CachedPage) =>
        safely('write', () => store.set({ key: at, tenantId, page: stored, tags: stored.tags, freshMs: settings.freshMs, staleMs: settings.staleMs }), undefined);
      const { variant } = page;
      if (variant) {
        // The render decided the variant itself: stored under its name, the address marked.
        if (keep) await Promise.all([put(key, variantsMarker(variant.of, shared.tags, shared.storedAt)), put(variantKey(key, variant.name), shared)]);
        return { page: answered(page), state: 'MISS', shared: null };
      }
      if (keep) await put(key, shared);
      return { page, state: 'MISS', shared };
    },
    async purge(tenantId, tags, { store: inStore = true } = {}) {
      bumpGeneration(tenantId);
      if (tags.length === 0 || !inStore) return;
      await safely('purge', () => store.purgeTags(tenantId, tags), 0);
    },
    async purgeTenant(tenantId, { store: inStore = true } = {}) {
      bumpGeneration(tenantId);
      if (!inStore) return;
      await safely('purge', () => store.purgeTenant(tenantId), 0);
    },
  };
}
