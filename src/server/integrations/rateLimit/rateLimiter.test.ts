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

  it('reports when a window ends: fixed from the first hit, sliding from the latest', async () => {
    const limiter = make();
    const key = `w-${Math.random()}`;
    const first = await limiter.hit(key, 60_000);
    expect(first.resetAt).toBeGreaterThan(Date.now() + 50_000);
    // A fixed window keeps its end; a sliding hit moves it to windowMs after this hit.
    expect((await limiter.hit(key, 120_000)).resetAt).toBeLessThanOrEqual(first.resetAt + 5);
    expect((await limiter.hit(key, 120_000, { sliding: true })).resetAt).toBeGreaterThan(Date.now() + 110_000);
    expect(await limiter.count(key)).toBe(3);
  });

  it('holds a key for a while, replaces a hold, and releases it', async () => {
    const limiter = make();
    const key = `h-${Math.random()}`;
    expect(await limiter.heldFor(key)).toBe(0);
    await limiter.hold(key, 60_000);
    const held = await limiter.heldFor(key);
    expect(held).toBeGreaterThan(50_000);
    expect(held).toBeLessThanOrEqual(60_000);
    await limiter.hold(key, 2_000);
    expect(await limiter.heldFor(key)).toBeLessThanOrEqual(2_000);
    await limiter.reset(key);
    expect(await limiter.heldFor(key)).toBe(0);
    await limiter.hold(key, 60_000);
    await limiter.hold(key, 0);
    expect(await limiter.heldFor(key)).toBe(0);
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

  it('keeps a sliding window open while hits keep coming', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 5; i += 1) {
      await limiter.hit('s', 100, { sliding: true });
      now += 90;
    }
    expect(await limiter.count('s')).toBe(5);
    now += 11;
    expect(await limiter.count('s')).toBe(0);
  });

  it('counts a hold down and ends it on time', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hold('h', 4_000);
    now = 1_500;
    expect(await limiter.heldFor('h')).toBe(2_500);
    now = 4_000;
    expect(await limiter.heldFor('h')).toBe(0);
  });

  it('stays within its size under a flood of distinct keys, dropping the oldest first', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now, 100);
    for (let i = 0; i < 300; i += 1) {
      await limiter.hit(`flood-${i}`, 600_000);
      now += 1_001;
    }
    expect(await limiter.count('flood-0')).toBe(0);
    expect(await limiter.count('flood-299')).toBe(1);
    let live = 0;
    for (let i = 0; i < 300; i += 1) live += await limiter.count(`flood-${i}`);
    expect(live).toBe(100);
  });
});

// The production path: Redis, when the machine has one (REDIS_URL).
const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('redis rate limiter', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: false, maxRetriesPerRequest: 1 });
  const prefix = `test-rl-${process.pid}-${Date.now()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  behaves(() => createRedisRateLimiter(redis, prefix));

  it('gives every counter an expiry, also a sliding one', async () => {
    const limiter = createRedisRateLimiter(redis, prefix);
    await limiter.hit('fixed', 60_000);
    await limiter.hit('sliding', 60_000, { sliding: true });
    for (const key of ['fixed', 'sliding']) expect(await redis.pttl(prefix + key)).toBeGreaterThan(0);
  });
});
