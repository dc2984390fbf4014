import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisPageCache } from './redisStore.js';
import { sharedPage } from './service.js';
import type { CachedPage } from './types.js';

const page = (body: string): CachedPage => sharedPage({ statusCode: 200, headers: { 'content-type': 'text/html' }, body, tags: [] }, 1);

// The shared store of production, when the machine has a Redis (REDIS_URL); skipped otherwise.
const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('redis page cache', () => {
  const redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
  // A prefix of its own per run, removed at the end.
  const prefix = `test-pc-${randomUUID()}:`;
  let clock = Date.now();
  const cache = createRedisPageCache(redis, { prefix, now: () => clock });
  const put = (key: string, tags: string[], tenantId = 1, staleMs = 60_000) =>
    cache.set({ key, tenantId, page: page(`<p>${key}</p>`), tags, freshMs: 1_000, staleMs });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('stores under the v2.8 namespace and answers fresh, then stale', async () => {
    await put('v2.8:1:a', ['Content:1']);
    expect(await redis.exists(`${prefix}v2.8:1:a`)).toBe(1);
    expect(await redis.smembers(`${prefix}v2.8:tag:1:Content:1`)).toEqual(['v2.8:1:a']);
    expect(await cache.get('v2.8:1:a')).toEqual({ page: page('<p>v2.8:1:a</p>'), fresh: true });
    clock += 1_000;
    expect(await cache.get('v2.8:1:a')).toMatchObject({ fresh: false });
    expect(await cache.get('v2.8:1:missing')).toBeNull();
  });

  it('expires entries at the end of the stale TTL', async () => {
    await put('v2.8:1:short', [], 1, 50);
    const ttl = await redis.pttl(`${prefix}v2.8:1:short`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1_000);
  });

  it('purges by tag within the tenant only', async () => {
    await put('v2.8:1:home', ['Content:7', 'content-lists']);
    await put('v2.8:1:story', ['Content:8']);
    await put('v2.8:2:home', ['Content:7'], 2);
    expect(await cache.purgeTags(1, ['Content:7'])).toBe(1);
    expect(await cache.get('v2.8:1:home')).toBeNull();
    expect(await cache.get('v2.8:1:story')).not.toBeNull();
    expect(await cache.get('v2.8:2:home')).not.toBeNull();
    expect(await redis.exists(`${prefix}v2.8:tag:1:Content:7`)).toBe(0);
    expect(await cache.purgeTags(1, [])).toBe(0);
  });

  it('purges a whole tenant', async () => {
    await put('v2.8:3:a', ['menus'], 3);
    await put('v2.8:3:b', ['settings'], 3);
    await put('v2.8:4:a', ['menus'], 4);
    expect(await cache.purgeTenant(3)).toBe(2);
    expect(await cache.get('v2.8:3:a')).toBeNull();
    expect(await cache.get('v2.8:3:b')).toBeNull();
    expect(await cache.get('v2.8:4:a')).not.toBeNull();
  });
});
