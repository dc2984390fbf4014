import { describe, expect, it } from 'vitest';
import { createMemoryPageCache } from './memoryStore.js';
import { sharedPage } from './service.js';
import type { CachedPage } from './types.js';

const page = (body: string): CachedPage => sharedPage({ statusCode: 200, headers: { 'content-type': 'text/html' }, body, tags: [] }, 0);

function setup(maxBytes = 1_000_000) {
  let clock = 1_000;
  const cache = createMemoryPageCache({ maxBytes, now: () => clock });
  const put = (key: string, tags: string[] = [], tenantId = 1, body = `<p>${key}</p>`) =>
    cache.set({ key, tenantId, page: page(body), tags, freshMs: 1_000, staleMs: 10_000 });
  return { cache, put, tick: (ms: number) => (clock += ms) };
}

describe('memory page cache', () => {
  it('answers fresh, then stale, then nothing as time passes', async () => {
    const { cache, put, tick } = setup();
    await put('a');
    expect(await cache.get('a')).toMatchObject({ fresh: true, page: { body: '<p>a</p>' } });
    expect(cache.peek?.('a')).toMatchObject({ fresh: true, page: { body: '<p>a</p>' } });
    tick(1_000);
    expect(await cache.get('a')).toMatchObject({ fresh: false });
    expect(cache.peek?.('a')).toMatchObject({ fresh: false });
    tick(9_000);
    expect(await cache.get('a')).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('evicts the least recently used when over its byte budget', async () => {
    const body = 'x'.repeat(400);
    const { cache, put } = setup(1_000);
    await put('a', [], 1, body);
    await put('b', [], 1, body);
    await cache.get('a'); // a is now the most recently used
    await put('c', [], 1, body);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('c')).not.toBeNull();
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });

  it('does not store a page larger than the whole budget', async () => {
    const { cache, put } = setup(100);
    await put('big', [], 1, 'x'.repeat(200));
    expect(await cache.get('big')).toBeNull();
  });

  it('purges by tag within the tenant only: marks the pages stale, keeps them until their stale TTL', async () => {
    const { cache, put, tick } = setup();
    await put('home', ['Content:1', 'content-lists']);
    await put('story', ['Content:2']);
    await put('other-site-home', ['Content:1'], 2);
    const bytes = cache.bytes;
    expect(await cache.purgeTags(1, ['Content:1'])).toBe(1);
    // Not fresh any more, but still there (the outage fallback), with its bytes counted once.
    expect(await cache.get('home')).toMatchObject({ fresh: false, page: { body: '<p>home</p>' } });
    expect(cache.peek?.('home')).toMatchObject({ fresh: false });
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(bytes);
    expect(await cache.get('story')).toMatchObject({ fresh: true });
    expect(await cache.get('other-site-home')).toMatchObject({ fresh: true });
    // The purged page keeps its tags: a later purge finds it again (and counts it, stale as it is).
    expect(await cache.purgeTags(1, ['content-lists', 'Content:1'])).toBe(1);
    // Kept until the end of its stale TTL (10 s after it was stored), then gone.
    tick(9_999);
    expect(await cache.get('home')).toMatchObject({ fresh: false });
    tick(1);
    expect(await cache.get('home')).toBeNull();
    expect(await cache.purgeTags(1, ['content-lists'])).toBe(0);
  });

  it('does not count or keep entries whose stale TTL ended before the purge', async () => {
    const { cache, put, tick } = setup();
    await put('old', ['menus']);
    tick(10_000);
    expect(await cache.purgeTags(1, ['menus'])).toBe(0);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('replaces a purged entry when set again: fresh, with its new tags', async () => {
    const { cache, put } = setup();
    await put('home', ['Content:1']);
    await cache.purgeTags(1, ['Content:1']);
    await put('home', ['Content:3'], 1, '<p>new home</p>');
    expect(await cache.get('home')).toMatchObject({ fresh: true, page: { body: '<p>new home</p>' } });
    expect(cache.size).toBe(1);
    expect(await cache.purgeTags(1, ['Content:1'])).toBe(0);
    expect(await cache.purgeTags(1, ['Content:3'])).toBe(1);
  });

  it('replaces an entry and its tags when set again', async () => {
    const { cache, put } = setup();
    await put('home', ['Content:1']);
    await put('home', ['Content:3']);
    expect(await cache.purgeTags(1, ['Content:1'])).toBe(0);
    expect(await cache.purgeTags(1, ['Content:3'])).toBe(1);
  });

  it('purges a whole tenant: every page of it stale, kept', async () => {
    const { cache, put } = setup();
    await put('a', ['menus']);
    await put('b', ['settings']);
    await put('c', ['menus'], 2);
    expect(await cache.purgeTenant(1)).toBe(2);
    expect(cache.size).toBe(3);
    expect(await cache.get('a')).toMatchObject({ fresh: false, page: { body: '<p>a</p>' } });
    expect(await cache.get('b')).toMatchObject({ fresh: false });
    expect(await cache.get('c')).toMatchObject({ fresh: true });
    expect(await cache.purgeTenant(1)).toBe(2);
  });

  it('deletes one entry and its index entries', async () => {
    const { cache, put } = setup();
    await put('a', ['menus']);
    await put('b', ['menus']);
    await cache.delete('a');
    expect(await cache.get('a')).toBeNull();
    expect(cache.size).toBe(1);
    expect(await cache.purgeTags(1, ['menus'])).toBe(1);
    expect(await cache.purgeTenant(1)).toBe(1);
  });
});
