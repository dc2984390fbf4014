import { describe, expect, it, vi } from 'vitest';
import type { SqlRunner } from '../db/client.js';
import { createMemoryBus } from '../integrations/bus/memoryBus.js';
import type { ChangeBus } from '../integrations/bus/types.js';
import { createSiteCache, type SiteCache } from './siteCache.js';
import { ALL_SITES, type CacheKind, type SiteChange } from './siteChanges.js';

/** The two tables in memory, with a counter of reads and a switch that makes the database fail. */
function fakeDatabase() {
  const versions = new Map<number, number>();
  const changes: SiteChange[] = [];
  const state = { reads: 0, down: false };
  const sql: SqlRunner = {
    async query<T>(text: string, values: readonly unknown[] = []): Promise<T[]> {
      if (state.down) throw new Error('connect ECONNREFUSED');
      await Promise.resolve();
      if (text.startsWith('select tenant_id, version from site_versions')) {
        state.reads += 1;
        const wanted = values[0] as number[] | undefined;
        return [...versions].filter(([scope]) => !wanted || wanted.includes(scope)).map(([tenant_id, version]) => ({ tenant_id, version })) as T[];
      }
      if (text.startsWith('select version, kinds, tags from site_changes')) {
        const [scope, after] = values as [number, number];
        return changes.filter((c) => c.tenantId === scope && c.version > after).map((c) => ({ version: c.version, kinds: c.kinds, tags: c.tags })) as T[];
      }
      throw new Error(`unexpected query ${text}`);
    },
  };
  /** What a save's transaction writes. */
  const commit = (tenantId: number, kinds: CacheKind[], tags: string[] = []): SiteChange => {
    const version = (versions.get(tenantId) ?? 0) + 1;
    versions.set(tenantId, version);
    const change = { tenantId, version, kinds, tags };
    changes.push(change);
    return change;
  };
  return { sql, versions, changes, state, commit };
}

const log = { warn: () => undefined, info: () => undefined };

async function started(db: ReturnType<typeof fakeDatabase>, { strict = false, bus = createMemoryBus() }: { strict?: boolean; bus?: ChangeBus } = {}) {
  const cache = createSiteCache({ sql: db.sql, bus, strict, log });
  const applied: SiteChange[] = [];
  const announced: SiteChange[] = [];
  cache.onChange({ applied: (c) => void applied.push(c), announced: (c) => void announced.push(c) });
  await cache.start();
  return { cache, applied, announced };
}

function countingSlot(cache: SiteCache, kinds: CacheKind[]) {
  const loads: number[] = [];
  const slot = cache.slot({ name: 'test', kinds, load: async (tenantId) => (loads.push(tenantId), `value ${loads.length}`) });
  return { slot, loads };
}

describe('site cache', () => {
  it('loads a slot once per site and keeps it until a change of one of its kinds', async () => {
    const db = fakeDatabase();
    const { cache, applied, announced } = await started(db);
    const { slot, loads } = countingSlot(cache, ['menus']);
    expect(await slot.get(1)).toBe('value 1');
    expect(await slot.get(1)).toBe('value 1');
    expect(await slot.get(2)).toBe('value 2');
    await cache.announce(db.commit(1, ['settings']));
    expect(await slot.get(1)).toBe('value 1');
    await cache.announce(db.commit(1, ['menus'], ['menus']));
    expect(await slot.get(1)).toBe('value 3');
    expect(await slot.get(2)).toBe('value 2');
    expect(loads).toEqual([1, 2, 1]);
    expect(applied.map((c) => c.version)).toEqual([1, 2]);
    expect(announced.map((c) => c.tags)).toEqual([[], ['menus']]);
  });

  it('peek answers only what has finished loading and is still held', async () => {
    const db = fakeDatabase();
    const { cache } = await started(db);
    const { slot } = countingSlot(cache, ['menus']);
    expect(slot.peek(1)).toBeUndefined();
    const loading = slot.get(1);
    expect(slot.peek(1)).toBeUndefined();
    await loading;
    expect(slot.peek(1)).toBe('value 1');
    await cache.announce(db.commit(1, ['menus'], ['menus']));
    expect(slot.peek(1)).toBeUndefined();
    expect(await slot.get(1)).toBe('value 2');
    expect(slot.peek(1)).toBe('value 2');
  });

  it('a change of every site drops the slot for all of them', async () => {
    const db = fakeDatabase();
    const { cache } = await started(db);
    const { slot, loads } = countingSlot(cache, ['layouts']);
    await Promise.all([slot.get(1), slot.get(2)]);
    await cache.announce(db.commit(ALL_SITES, ['layouts']));
    await Promise.all([slot.get(1), slot.get(2)]);
    expect(loads).toEqual([1, 2, 1, 2]);
  });

  it('publishes "site:version" on the bus, and another node catches up from the log in version order', async () => {
    const db = fakeDatabase();
    const messages: string[] = [];
    let deliver: (message: string) => void = () => undefined;
    const bus = (role: 'saver' | 'listener'): ChangeBus => ({
      kind: 'memory',
      publish: async (message) => void messages.push(message),
      start: async ({ onMessage }) => void (role === 'listener' && (deliver = onMessage)),
      close: async () => undefined,
    });
    const saver = await started(db, { bus: bus('saver') });
    const other = await started(db, { bus: bus('listener') });
    const { slot, loads } = countingSlot(other.cache, ['settings']);
    await slot.get(7);
    // Two saves on the first node; the other hears only the second message.
    db.commit(7, ['menus'], ['menus']);
    const second = db.commit(7, ['settings'], ['settings']);
    await saver.cache.announce(second);
    expect(messages).toEqual(['7:2']);
    deliver(messages[0]!);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(other.applied.map((c) => [c.version, c.kinds])).toEqual([
      [1, ['menus']],
      [2, ['settings']],
    ]);
    await slot.get(7);
    expect(loads).toEqual([7, 7]);
    // An old or repeated message changes nothing.
    deliver('7:1');
    deliver('not a message');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(other.applied).toHaveLength(2);
  });

  it('drops everything of a site when the changes it missed are no longer in the log', async () => {
    const db = fakeDatabase();
    const node = await started(db, { strict: true });
    const { slot, loads } = countingSlot(node.cache, ['menus']);
    await slot.get(3);
    db.commit(3, ['settings']);
    db.commit(3, ['settings']);
    db.changes.splice(0, 1); // pruned
    await node.cache.sync(3);
    expect(node.applied.at(-1)).toEqual({ tenantId: 3, version: 2, kinds: [], tags: ['*'] });
    await slot.get(3);
    expect(loads).toEqual([3, 3]);
  });

  it('sync (several nodes) confirms the version before a request trusts the cache, sharing one read among waiting requests', async () => {
    const db = fakeDatabase();
    const node = await started(db, { strict: true });
    const { slot, loads } = countingSlot(node.cache, ['menus']);
    await node.cache.sync(5);
    await slot.get(5);
    const before = db.state.reads;
    // A save on another node whose message has not arrived: the next request still sees it.
    db.commit(5, ['menus']);
    await Promise.all(Array.from({ length: 20 }, () => node.cache.sync(5)));
    expect(node.applied.map((c) => c.version)).toEqual([1]);
    await slot.get(5);
    expect(loads).toEqual([5, 5]);
    // 20 requests: the first read, plus one more for those that came while it was in flight.
    expect(db.state.reads - before).toBeLessThanOrEqual(2);
  });

  it('a request that arrives while a read is in flight waits for a later read, which starts after a short gap', async () => {
    const db = fakeDatabase();
    const node = await started(db, { strict: true });
    const before = db.state.reads;
    const first = node.cache.sync(9);
    // Sent before this request arrived, the first read may miss a commit the request must see.
    const second = node.cache.sync(9);
    const third = node.cache.sync(9);
    await Promise.all([first, second, third]);
    expect(db.state.reads - before).toBe(2);
    expect(node.cache.stats.syncQueries).toBe(2);
  });

  it('a request whose read may start at once, though the gap had not passed when it arrived, is not lost', async () => {
    const db = fakeDatabase();
    const node = await started(db, { strict: true });
    await node.cache.sync(4);
    // The clock moves between the two looks at it (a busy process): first within the gap, then past it.
    const base = performance.now();
    const clock = vi.spyOn(performance, 'now');
    clock.mockReturnValueOnce(base).mockReturnValueOnce(base + 1_000);
    try {
      db.commit(4, ['menus']);
      await expect(node.cache.sync(4)).resolves.toBeUndefined();
    } finally {
      clock.mockRestore();
    }
    expect(node.applied.at(-1)).toMatchObject({ tenantId: 4, version: 1 });
  });

  it('with the embedded database (one node) sync reads nothing', async () => {
    const db = fakeDatabase();
    const node = await started(db);
    const before = db.state.reads;
    await node.cache.sync(1);
    expect(db.state.reads).toBe(before);
  });

  it('keeps serving what it holds when the database cannot answer the version check', async () => {
    const db = fakeDatabase();
    const node = await started(db, { strict: true });
    const { slot } = countingSlot(node.cache, ['menus']);
    await slot.get(1);
    db.state.down = true;
    await expect(node.cache.sync(1)).resolves.toBeUndefined();
    expect(await slot.get(1)).toBe('value 1');
  });

  it('runs a lazy query once (a Drizzle query is a thenable that runs on every await)', async () => {
    const db = fakeDatabase();
    const { cache } = await started(db);
    let runs = 0;
    const lazyQuery: PromiseLike<string[]> = { then: (resolve, reject) => (runs++, Promise.resolve(['row']).then(resolve, reject)) };
    const slot = cache.slot({ name: 'lazy', kinds: ['menus'], load: () => lazyQuery });
    await slot.get(1);
    await slot.get(1);
    await slot.get(1);
    expect(runs).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const db = fakeDatabase();
    const { cache } = await started(db);
    let fail = true;
    const slot = cache.slot({ name: 'flaky', kinds: ['menus'], load: async () => (fail ? Promise.reject(new Error('boom')) : 'ok') });
    await expect(slot.get(1)).rejects.toThrow('boom');
    fail = false;
    expect(await slot.get(1)).toBe('ok');
  });

  it('bounds keyed values per site, least recently used first', async () => {
    const db = fakeDatabase();
    const { cache } = await started(db);
    const keyed = cache.keyed<string>({ name: 'lookups', kinds: ['redirects'], maxPerSite: 2 });
    let loads = 0;
    const load = (value: string) => async () => (loads++, value);
    await keyed.get(1, '/a', load('A'));
    await keyed.get(1, '/b', load('B'));
    await keyed.get(1, '/a', load('A again'));
    await keyed.get(1, '/c', load('C'));
    expect(await keyed.get(1, '/a', load('A3'))).toBe('A');
    expect(await keyed.get(1, '/b', load('B2'))).toBe('B2');
    expect(loads).toBe(4);
    await cache.announce(db.commit(1, ['redirects']));
    expect(await keyed.get(1, '/a', load('A4'))).toBe('A4');
  });

  it('loads the missing keys of a batch together, and forgets values past their TTL', async () => {
    const db = fakeDatabase();
    const { cache } = await started(db);
    const keyed = cache.keyed<string>({ name: 'lists', kinds: ['content'], maxPerSite: 10, ttlMs: 50 });
    const batches: string[][] = [];
    const load = async (missing: readonly string[]) => (batches.push([...missing]), missing.map((key) => `${key}@${batches.length}`));
    expect(await keyed.getMany(1, ['a', 'b', 'a'], load)).toEqual(['a@1', 'b@1', 'a@1']);
    expect(await keyed.getMany(1, ['a', 'c'], load)).toEqual(['a@1', 'c@2']);
    expect(batches).toEqual([['a', 'b'], ['c']]);
    await cache.announce(db.commit(1, ['content']));
    expect(await keyed.getMany(1, ['a'], load)).toEqual(['a@3']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await keyed.getMany(1, ['a'], load)).toEqual(['a@4']);
  });
});
