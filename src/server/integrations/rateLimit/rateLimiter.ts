import type { Redis } from 'ioredis';

/**
 * Counts events per key inside a fixed window. Used to throttle failed logins per account and per
 * address. In memory by default; in Redis when REDIS_URL is set, so every node shares the counts.
 */
export interface RateLimiter {
  /** Adds one event; returns the count in the current window and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      // Bound memory under a flood of distinct keys: drop expired windows now and then.
      if (windows.size > 10_000) for (const k of windows.keys()) current(k);
      return { ...entry };
    },
    count: async (key) => current(key)?.count ?? 0,
    reset: async (key) => void windows.delete(key),
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const count = await redis.incr(k);
      if (count === 1) await redis.pexpire(k, windowMs);
      const ttl = await redis.pttl(k);
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    reset: async (key) => void (await redis.del(prefix + key)),
  };
}
