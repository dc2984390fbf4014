import type { Redis } from 'ioredis';

/**
 * Counts events per key inside a window, and holds keys for a while (back-off). Used by the
 * sign-in throttle (loginThrottle.ts) and the mail and password-check limits. In memory by
 * default; in Redis when REDIS_URL is set, so every node shares the counts.
 */
export interface RateLimiter {
  /**
   * Adds one event; returns the count in the current window and when the window ends. A fixed
   * window starts with the first event; a sliding one ends `windowMs` after the latest event.
   */
  hit(key: string, windowMs: number, options?: { sliding?: boolean }): Promise<{ count: number; resetAt: number }>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Holds a key for `ms` from now, replacing an earlier hold (a back-off). */
  hold(key: string, ms: number): Promise<void>;
  /** Milliseconds until the hold of a key ends; 0 when it is not held. */
  heldFor(key: string): Promise<number>;
}

/** Live entries kept in memory before the oldest are dropped (a flood of distinct addresses). */
const MEMORY_MAX_ENTRIES = 100_000;

export function createMemoryRateLimiter(now: () => number = Date.now, maxEntries = MEMORY_MAX_ENTRIES): RateLimiter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  let nextSweep = 0;
  // Bound memory: drop ended windows at most once a second, then the oldest entries if still too many.
  const sweep = () => {
    if (entries.size <= maxEntries / 2 || now() < nextSweep) return;
    nextSweep = now() + 1000;
    for (const key of entries.keys()) current(key);
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(key);
    }
  };
  // Map order is insertion order: re-inserting a touched entry keeps the oldest first.
  const store = (key: string, entry: { count: number; resetAt: number }) => {
    entries.delete(key);
    entries.set(key, entry);
    sweep();
  };
  return {
    async hit(key, windowMs, options) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      if (options?.sliding) entry.resetAt = now() + windowMs;
      store(key, entry);
      return { ...entry };
    },
    count: async (key) => current(key)?.count ?? 0,
    reset: async (key) => void entries.delete(key),
    async hold(key, ms) {
      if (ms <= 0) entries.delete(key);
      else store(key, { count: 1, resetAt: now() + ms });
    },
    heldFor: async (key) => {
      const entry = current(key);
      return entry ? Math.max(entry.resetAt - now(), 0) : 0;
    },
  };
}

type MultiResult = Array<[Error | null, unknown]> | null;

function resultsOf(results: MultiResult): unknown[] {
  if (!results) throw new Error('Redis transaction was discarded');
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

export function createRedisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    // One transaction each, so a counter never outlives its window (no INCR without its expiry).
    async hit(key, windowMs, options) {
      const k = prefix + key;
      const multi = options?.sliding
        ? redis.multi().incr(k).pexpire(k, windowMs).pttl(k)
        : redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k);
      const values = resultsOf(await multi.exec());
      const count = Number(options?.sliding ? values[0] : values[1]);
      const ttl = Number(values[2]);
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    reset: async (key) => void (await redis.del(prefix + key)),
    async hold(key, ms) {
      if (ms <= 0) await redis.del(prefix + key);
      else await redis.set(prefix + key, 1, 'PX', Math.ceil(ms));
    },
    heldFor: async (key) => Math.max(await redis.pttl(prefix + key), 0),
  };
}
