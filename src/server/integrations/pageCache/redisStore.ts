import type { Redis } from 'ioredis';
import { PAGE_CACHE_KEY_VERSION } from './key.js';
import type { CachedPage, PageCache, PageCacheEntry } from './types.js';

/** The entry as JSON: the compressed bodies as base64. */
interface StoredEntry {
  page: Omit<CachedPage, 'gzip' | 'br'> & { gzip: string; br: string };
  freshUntil: number;
}

/**
 * The page cache shared by every node (REDIS_URL). Layout under the prefix ('pc:' in production,
 * so keys read 'pc:v2.8:...'):
 *   {prefix}{key}                         the entry as JSON, expiring at the end of its stale TTL
 *   {prefix}v2.8:tag:{tenant}:{tag}       set of keys of pages carrying the tag
 *   {prefix}v2.8:tenant:{tenant}          set of every key of the tenant
 * A purge reads the sets and deletes the keys and the sets: no scan. Set members whose entry has
 * expired are harmless (deleting a missing key); each set expires with its newest entry.
 */
export function createRedisPageCache(redis: Redis, { prefix = 'pc:', now = Date.now }: { prefix?: string; now?: () => number } = {}): PageCache {
  const tagSet = (tenantId: number, tag: string) => `${prefix}${PAGE_CACHE_KEY_VERSION}:tag:${tenantId}:${tag}`;
  const tenantSet = (tenantId: number) => `${prefix}${PAGE_CACHE_KEY_VERSION}:tenant:${tenantId}`;

  async function dropSets(sets: string[]): Promise<number> {
    if (sets.length === 0) return 0;
    const keys = await redis.sunion(...sets);
    const pipeline = redis.pipeline();
    // Delete in chunks: one DEL with a huge argument list blocks Redis for longer.
    for (let i = 0; i < keys.length; i += 500) pipeline.del(...keys.slice(i, i + 500).map((k) => prefix + k));
    pipeline.del(...sets);
    await pipeline.exec();
    return keys.length;
  }

  return {
    kind: 'redis',
    async get(key): Promise<PageCacheEntry | null> {
      const raw = await redis.get(prefix + key);
      if (!raw) return null;
      try {
        const stored = JSON.parse(raw) as StoredEntry;
        const page: CachedPage = { ...stored.page, gzip: Buffer.from(stored.page.gzip, 'base64'), br: Buffer.from(stored.page.br, 'base64') };
        return { page, fresh: now() < stored.freshUntil };
      } catch {
        return null;
      }
    },
    async set({ key, tenantId, page, tags, freshMs, staleMs }) {
      const keepMs = Math.max(staleMs, freshMs);
      const stored: StoredEntry = { page: { ...page, gzip: page.gzip.toString('base64'), br: page.br.toString('base64') }, freshUntil: now() + freshMs };
      const multi = redis.multi().set(prefix + key, JSON.stringify(stored), 'PX', keepMs);
      for (const set of [...new Set(tags)].map((tag) => tagSet(tenantId, tag)).concat(tenantSet(tenantId))) {
        multi.sadd(set, key).pexpire(set, keepMs);
      }
      await multi.exec();
    },
    purgeTags: (tenantId, tags) => dropSets([...new Set(tags)].map((tag) => tagSet(tenantId, tag))),
    purgeTenant: (tenantId) => dropSets([tenantSet(tenantId)]),
  };
}
