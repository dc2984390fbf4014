import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rateLimiter.js';

function behaves(make: () => RateLimiter) {
  it('counts hits per key inside the window and resets', async () => {
    const limiter = make();
    const key = `k-${Math.random()}`;
    expect((await limiter.hit(key, 60_000)).count).toBe(1);
    expect((await limiter.hit(key, 60_000)).count).toBe(2);
    expect(await limiter.count(key)).toBe(2);
    expect(await limiter.count(`${key}-other`)).toBe(0);
    await limiter.reset(key);
    expect(await limiter.count(key)).toBe(0);
  });
}

describe('memory rate limiter', () => {
  behaves(() => createMemoryRateLimiter());
  it('forgets a window once it has ended', async () => {
    let now = 1_000;
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('a', 100);
    now = 1_101;
    expect(await limiter.count('a')).toBe(0);
    expect((await limiter.hit('a', 100)).count).toBe(1);
  });
});

// The production path: Redis, when the machine has one (REDIS_URL).
const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('redis rate limiter', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: false, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());
  behaves(() => createRedisRateLimiter(redis, `test-rl-${process.pid}:`));
});
