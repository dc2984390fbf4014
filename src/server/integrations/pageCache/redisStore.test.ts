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

  it('purges by tag within the tenant only: marks the pages stale, keeping the rest of the entry and its TTL', async () => {
    await put('v2.8:1:home', ['Content:7', 'content-lists']);
    await put('v2.8:1:story', ['Content:8']);
    await put('v2.8:2:home', ['Content:7'], 2);
    const ttl = await redis.pttl(`${prefix}v2.8:1:home`);
    expect(await cache.purgeTags(1, ['Content:7'])).toBe(1);
    expect(await cache.get('v2.8:1:home')).toEqual({ page: page('<p>v2.8:1:home</p>'), fresh: false });
    const left = await redis.pttl(`${prefix}v2.8:1:home`);
    expect(left).toBeGreaterThan(ttl - 5_000);
    expect(left).toBeLessThanOrEqual(ttl);
    expect(await cache.get('v2.8:1:story')).toMatchObject({ fresh: true });
    expect(await cache.get('v2.8:2:home')).toMatchObject({ fresh: true });
    // The sets stay: a later purge finds the page again.
    expect(await redis.smembers(`${prefix}v2.8:tag:1:Content:7`)).toEqual(['v2.8:1:home']);
    expect(await cache.purgeTags(1, ['content-lists', 'Content:7'])).toBe(1);
    expect(await cache.purgeTags(1, [])).toBe(0);
    expect(await cache.purgeTags(1, ['no-such-tag'])).toBe(0);
  });

  it('keeps a purged entry readable, stale, until its stale TTL ends', async () => {
    await cache.set({ key: 'v2.8:1:brief', tenantId: 1, page: page('<p>brief</p>'), tags: ['Content:9'], freshMs: 100, staleMs: 300 });
    expect(await cache.purgeTags(1, ['Content:9'])).toBe(1);
    expect(await cache.get('v2.8:1:brief')).toMatchObject({ fresh: false });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await cache.get('v2.8:1:brief')).toBeNull();
    // The purge that finds it gone takes it out of the sets, and counts nothing.
    expect(await cache.purgeTags(1, ['Content:9'])).toBe(0);
    expect(await redis.sismember(`${prefix}v2.8:tag:1:Content:9`, 'v2.8:1:brief')).toBe(0);
  });

  it('replaces a purged entry when set again', async () => {
    await put('v2.8:1:again', ['Content:10']);
    await cache.purgeTags(1, ['Content:10']);
    await cache.set({ key: 'v2.8:1:again', tenantId: 1, page: page('<p>new</p>'), tags: ['Content:11'], freshMs: 1_000, staleMs: 60_000 });
    expect(await cache.get('v2.8:1:again')).toEqual({ page: page('<p>new</p>'), fresh: true });
    expect(await cache.purgeTags(1, ['Content:11'])).toBe(1);
    expect(await cache.get('v2.8:1:again')).toMatchObject({ fresh: false, page: { body: '<p>new</p>' } });
  });

  it('marks without parsing: bodies that look like the entry’s own fields, non-ASCII text and markers survive', async () => {
    const tricky = sharedPage({ statusCode: 200, headers: { 'content-type': 'text/html' }, body: '{"freshUntil":99999999999999} — “ünïcode” \u0000 🚀', tags: ['Content:12'] }, 5);
    await cache.set({ key: 'v2.8:1:tricky', tenantId: 1, page: tricky, tags: ['Content:12'], freshMs: 1_000, staleMs: 60_000 });
    const marker = { ...page(''), status: 0, tags: [], variantsOf: 12 };
    await cache.set({ key: 'v2.8:1:marker', tenantId: 1, page: marker, tags: ['Content:12'], freshMs: 1_000, staleMs: 60_000 });
    expect(await cache.purgeTags(1, ['Content:12'])).toBe(2);
    expect(await cache.get('v2.8:1:tricky')).toEqual({ page: tricky, fresh: false });
    expect(await cache.get('v2.8:1:marker')).toEqual({ page: marker, fresh: false });
  });

  it('deletes an entry it cannot mark (an older layout), and takes it out of the sets', async () => {
    await put('v2.8:1:legacy', ['Content:13']);
    const raw = JSON.parse((await redis.get(`${prefix}v2.8:1:legacy`))!) as { freshUntil: number; page: unknown };
    await redis.set(`${prefix}v2.8:1:legacy`, JSON.stringify({ page: raw.page, freshUntil: raw.freshUntil }), 'PX', 60_000);
    expect(await cache.purgeTags(1, ['Content:13'])).toBe(0);
    expect(await cache.get('v2.8:1:legacy')).toBeNull();
    expect(await redis.scard(`${prefix}v2.8:tag:1:Content:13`)).toBe(0);
  });

  it('purges more entries than one script takes', async () => {
    const many = Array.from({ length: 1_203 }, (_, i) => `v2.8:5:p${i}`);
    for (let i = 0; i < many.length; i += 200) await Promise.all(many.slice(i, i + 200).map((key) => put(key, ['content-lists'], 5)));
    expect(await cache.purgeTags(5, ['content-lists'])).toBe(many.length);
    const states = await Promise.all([many[0]!, many[600]!, many[1_202]!].map((key) => cache.get(key)));
    expect(states.map((entry) => entry?.fresh)).toEqual([false, false, false]);
  });

  it('deletes one entry', async () => {
    await put('v2.8:1:gone', ['Content:14']);
    await cache.delete('v2.8:1:gone');
    expect(await cache.get('v2.8:1:gone')).toBeNull();
    expect(await cache.purgeTags(1, ['Content:14'])).toBe(0);
  });

  it('purges a whole tenant: every page of it stale, kept', async () => {
    await put('v2.8:3:a', ['menus'], 3);
    await put('v2.8:3:b', ['settings'], 3);
    await put('v2.8:4:a', ['menus'], 4);
    expect(await cache.purgeTenant(3)).toBe(2);
    expect(await cache.get('v2.8:3:a')).toMatchObject({ fresh: false, page: { body: '<p>v2.8:3:a</p>' } });
    expect(await cache.get('v2.8:3:b')).toMatchObject({ fresh: false });
    expect(await cache.get('v2.8:4:a')).toMatchObject({ fresh: true });
    expect(await cache.purgeTenant(3)).toBe(2);
  });
});
