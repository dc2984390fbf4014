import type { CachedPage, PageCache, PageCacheEntry, PageCacheSetInput } from './types.js';

interface MemoryEntry {
  page: CachedPage;
  tenantId: number;
  tags: readonly string[];
  freshUntil: number;
  staleUntil: number;
  bytes: number;
}

const tagKey = (tenantId: number, tag: string) => `${tenantId}\u0000${tag}`;
const sizeOf = (key: string, page: CachedPage) =>
  Buffer.byteLength(page.body) +
  page.gzip.length +
  page.br.length +
  key.length * 2 +
  page.tags.reduce((n, tag) => n + tag.length * 2, 0) +
  Object.entries(page.headers).reduce((n, [k, v]) => n + k.length + v.length, 0);

/**
 * One process's page cache: bounded by total bytes with least-recently-used eviction (a Map keeps
 * insertion order; a read moves the entry to the end). Tags index keys per tenant so a purge
 * touches only the pages that showed the saved record; it marks them stale (types.ts PageCache).
 */
export function createMemoryPageCache({ maxBytes, now = Date.now }: { maxBytes: number; now?: () => number }): PageCache & {
  readonly bytes: number;
  readonly size: number;
} {
  const entries = new Map<string, MemoryEntry>();
  const byTag = new Map<string, Set<string>>();
  const byTenant = new Map<number, Set<string>>();
  let bytes = 0;

  function remove(key: string): boolean {
    const entry = entries.get(key);
    if (!entry) return false;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const set = byTag.get(tagKey(entry.tenantId, tag));
      set?.delete(key);
      if (set?.size === 0) byTag.delete(tagKey(entry.tenantId, tag));
    }
    const tenantKeys = byTenant.get(entry.tenantId);
    tenantKeys?.delete(key);
    if (tenantKeys?.size === 0) byTenant.delete(entry.tenantId);
    return true;
  }

  /**
   * A purge: the entries stop being fresh but stay (bytes, tags and LRU place unchanged) until
   * their stale TTL ends, the outage fallback; the next request renders them again. Returns how many
   * were marked (already stale ones included; ended ones are dropped, not counted).
   */
  function markStale(keys: Iterable<string>): number {
    const at = now();
    let marked = 0;
    for (const key of [...keys]) {
      const entry = entries.get(key);
      if (!entry) continue;
      if (entry.staleUntil <= at) {
        remove(key);
        continue;
      }
      entry.freshUntil = Math.min(entry.freshUntil, at - 1);
      marked += 1;
    }
    return marked;
  }

  function peek(key: string): PageCacheEntry | null {
    const entry = entries.get(key);
    if (!entry) return null;
    const at = now();
    if (entry.staleUntil <= at) {
      remove(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, entry);
    return { page: entry.page, fresh: at < entry.freshUntil };
  }

  return {
    kind: 'memory',
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
    get: async (key) => peek(key),
    peek,
    async set({ key, tenantId, page, tags, freshMs, staleMs }: PageCacheSetInput) {
      remove(key);
      const size = sizeOf(key, page);
      // A page larger than the whole budget is not worth evicting everything for.
      if (size > maxBytes) return;
      const at = now();
      const unique = [...new Set(tags)];
      entries.set(key, { page, tenantId, tags: unique, freshUntil: at + freshMs, staleUntil: at + Math.max(staleMs, freshMs), bytes: size });
      bytes += size;
      for (const tag of unique) {
        const k = tagKey(tenantId, tag);
        const set = byTag.get(k) ?? new Set<string>();
        set.add(key);
        byTag.set(k, set);
      }
      const tenantKeys = byTenant.get(tenantId) ?? new Set<string>();
      tenantKeys.add(key);
      byTenant.set(tenantId, tenantKeys);
      // Evict the least recently used until the budget holds.
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    async purgeTags(tenantId, tags) {
      const keys = new Set<string>();
      for (const tag of tags) for (const key of byTag.get(tagKey(tenantId, tag)) ?? []) keys.add(key);
      return markStale(keys);
    },
    async purgeTenant(tenantId) {
      return markStale(byTenant.get(tenantId) ?? []);
    },
    async delete(key) {
      remove(key);
    },
  };
}
