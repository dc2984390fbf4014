import type { Redis } from 'ioredis';
import { PAGE_CACHE_KEY_VERSION } from './key.js';
import type { CachedPage, PageCache, PageCacheEntry } from './types.js';

/**
 * The entry as JSON: the compressed bodies as base64. `freshUntil` is written first, so a purge can
 * mark the entry stale without parsing it (MARK_STALE).
 */
interface StoredEntry {
  freshUntil: number;
  page: Omit<CachedPage, 'gzip' | 'br'> & { gzip: string; br: string };
}

/** Entries per purge script: one script over a huge key list would block Redis for longer. */
const PURGE_CHUNK = 500;

/**
 * A purge of some entries, atomic per chunk. KEYS: the purged sets, then the entries; ARGV: the
 * number of sets, then each entry's member name. An entry's leading `{"freshUntil":<n>` becomes
 * `{"freshUntil":0` (stale); the rest of the JSON and the key's TTL stay (KEEPTTL). An entry in
 * another layout (an older build's) is deleted, as purges used to. A member whose entry is gone
 * leaves the sets here, in the same step: a render storing it again adds it back afterwards.
 * Answers how many entries it marked.
 */
const MARK_STALE = `
local sets = tonumber(ARGV[1])
local marked = 0
for i = sets + 1, #KEYS do
  local key = KEYS[i]
  local raw = redis.call('GET', key)
  local last = nil
  if raw then
    local _
    _, last = string.find(raw, '^{"freshUntil":%-?%d+')
  end
  if last then
    redis.call('SET', key, '{"freshUntil":0' .. string.sub(raw, last + 1), 'KEEPTTL')
    marked = marked + 1
  else
    if raw then redis.call('DEL', key) end
    for s = 1, sets do redis.call('SREM', KEYS[s], ARGV[i - sets + 1]) end
  end
end
return marked
`;

/**
 * The page cache shared by every node (REDIS_URL). Layout under the prefix ('pc:' in production,
 * so keys read 'pc:v2.8:...'):
 *   {prefix}{key}                         the entry as JSON, expiring at the end of its stale TTL
 *   {prefix}v2.8:tag:{tenant}:{tag}       set of keys of pages carrying the tag
 *   {prefix}v2.8:tenant:{tenant}          set of every key of the tenant
 * A purge reads the sets (no scan) and marks their entries stale (MARK_STALE): each stays, with its
 * remaining TTL, as the outage fallback until it ends or a new render replaces it. The sets stay
 * too (a later purge finds the entry again); members whose entry is gone are taken out by the
 * purge that finds them missing, and each set expires with its newest entry.
 */
export function createRedisPageCache(redis: Redis, { prefix = 'pc:', now = Date.now }: { prefix?: string; now?: () => number } = {}): PageCache {
  const tagSet = (tenantId: number, tag: string) => `${prefix}${PAGE_CACHE_KEY_VERSION}:tag:${tenantId}:${tag}`;
  const tenantSet = (tenantId: number) => `${prefix}${PAGE_CACHE_KEY_VERSION}:tenant:${tenantId}`;

  async function markSets(sets: string[]): Promise<number> {
    if (sets.length === 0) return 0;
    const keys = await redis.sunion(...sets);
    if (keys.length === 0) return 0;
    // One script per chunk, all in one round trip.
    const marking = redis.pipeline();
    for (let i = 0; i < keys.length; i += PURGE_CHUNK) {
      const chunk = keys.slice(i, i + PURGE_CHUNK);
      marking.eval(MARK_STALE, sets.length + chunk.length, ...sets, ...chunk.map((k) => prefix + k), sets.length, ...chunk);
    }
    let marked = 0;
    for (const [error, count] of (await marking.exec()) ?? []) {
      if (error) throw error;
      marked += Number(count);
    }
    return marked;
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
      // freshUntil first: MARK_STALE rewrites the JSON's start.
      const stored: StoredEntry = { freshUntil: now() + freshMs, page: { ...page, gzip: page.gzip.toString('base64'), br: page.br.toString('base64') } };
      const multi = redis.multi().set(prefix + key, JSON.stringify(stored), 'PX', keepMs);
      for (const set of [...new Set(tags)].map((tag) => tagSet(tenantId, tag)).concat(tenantSet(tenantId))) {
        multi.sadd(set, key).pexpire(set, keepMs);
      }
      await multi.exec();
    },
    purgeTags: (tenantId, tags) => markSets([...new Set(tags)].map((tag) => tagSet(tenantId, tag))),
    purgeTenant: (tenantId) => markSets([tenantSet(tenantId)]),
    async delete(key) {
      // Its set memberships go when a purge finds the entry missing (MARK_STALE).
      await redis.del(prefix + key);
    },
  };
}
