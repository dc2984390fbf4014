import type { SqlRunner } from '../db/client.js';
import type { ChangeBus } from '../integrations/bus/index.js';
import { ALL_SITES, readChangesAfter, readVersions, type CacheKind, type SiteChange } from './siteChanges.js';

/**
 * What a change does beyond the slots (the page cache registers here). A change with the tag '*'
 * means "everything of the scope" (a node that fell too far behind).
 */
export interface ChangeListener {
  /** On every node, for every change, in version order per site: what the node holds itself. */
  applied(change: SiteChange): Promise<void> | void;
  /** On the node that saved, once: what all nodes share (the Redis page store). */
  announced(change: SiteChange): Promise<void> | void;
}

interface Logger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** One value per site, loaded on first use and kept until a change of one of its kinds. */
export interface SiteSlot<T> {
  get(tenantId: number): Promise<T>;
  /**
   * The value held for the site, when it has finished loading; undefined otherwise (never loaded,
   * loading, failed, dropped). For paths that must not wait: the page-cache front answers a hit
   * without a promise per lookup and leaves anything not yet held to the normal path.
   */
  peek(tenantId: number): T | undefined;
}

/** Values per site and key (redirect lookups, derived page parts, lists), bounded per site. */
export interface KeyedSiteSlot<T> {
  get(tenantId: number, key: string, load: () => PromiseLike<T>): Promise<T>;
  /** Several keys at once: the missing ones are loaded together (one statement for a page's lists). */
  getMany(tenantId: number, keys: readonly string[], loadMissing: (missing: readonly string[]) => PromiseLike<readonly T[]>): Promise<T[]>;
}

export interface SiteCache {
  /** Reads the stored versions and starts listening to the bus. */
  start(): Promise<void>;
  close(): Promise<void>;
  slot<T>(options: { name: string; kinds: readonly CacheKind[]; load: (tenantId: number) => PromiseLike<T> }): SiteSlot<T>;
  /** `ttlMs`: values also expire with time (what depends on the clock, such as scheduled items). */
  keyed<T>(options: { name: string; kinds: readonly CacheKind[]; maxPerSite: number; ttlMs?: number }): KeyedSiteSlot<T>;
  /**
   * The read barrier of a request: resolves once this node has applied every change of the site
   * (and of every site) committed before the call, so nothing cached is older than what a save on
   * another node has already answered. A no-op with the embedded database (one node).
   */
  sync(tenantId: number): Promise<void>;
  /** After a save's commit: apply here at once, then tell the other nodes. */
  announce(change: SiteChange | null | undefined): Promise<void>;
  /** Called for every applied change (the page cache registers here). */
  onChange(listener: ChangeListener): void;
  /** Counters for tests and the bench. */
  readonly stats: { syncQueries: number; loads: number; applied: number; dropped: number };
}

interface SlotEntry<T> {
  value: Promise<T>;
  /** Set once `value` has resolved (SiteSlot.peek). */
  loaded?: { value: T };
  /** Date.now() after which the value is not used again (keyed slots with a TTL). */
  expires?: number;
}

/** A slot's bookkeeping the cache needs to invalidate it. */
interface Invalidatable {
  kinds: ReadonlySet<CacheKind>;
  drop(scope: number): void;
}

/** Runs a load once and keeps its outcome (a thenable's `then` is called exactly once). */
const settle = async <T>(load: () => PromiseLike<T>): Promise<T> => load();

/** The shortest time between two version reads (`sync`); a request waits at most this for its read to start. */
const SYNC_GAP_MS = 2;

/** How long a request waits for the version read before it trusts what it holds (database trouble). */
const SYNC_TIMEOUT_MS = 2_000;

/**
 * Per-site in-process caches (rule 11): tenants, settings, menus, layouts, sections, modules,
 * redirects... Saves bump the site's version in their transaction and announce it after the
 * commit; every node applies the change (drops the slots of its kinds, purges the page cache) when
 * the bus tells it, and — on PostgreSQL, where other nodes may exist — confirms the site's version
 * before a request reads anything cached (`sync`), catching up from site_changes when behind.
 */
export function createSiteCache({ sql, bus, strict, log }: { sql: SqlRunner; bus: ChangeBus; strict: boolean; log: Logger }): SiteCache {
  const applied = new Map<number, number>();
  const slots: Invalidatable[] = [];
  const listeners: ChangeListener[] = [];
  const stats = { syncQueries: 0, loads: 0, applied: 0, dropped: 0 };
  // Catch-ups run one at a time per scope, in version order.
  const catchUps = new Map<number, Promise<void>>();

  const dropScope = (scope: number, kinds: readonly CacheKind[] | null) => {
    for (const slot of slots) if (kinds === null || kinds.some((kind) => slot.kinds.has(kind))) slot.drop(scope);
  };

  async function apply(change: SiteChange) {
    stats.applied += 1;
    dropScope(change.tenantId, change.kinds);
    for (const listener of listeners) await listener.applied(change);
  }

  /** Runs `work` after every earlier piece of work of the scope: changes apply in version order. */
  function serially(scope: number, work: () => Promise<void>): Promise<void> {
    const next = (catchUps.get(scope) ?? Promise.resolve()).then(work);
    const settled = next.catch((error: unknown) => log.warn({ err: error, scope }, 'site cache: applying a change failed'));
    catchUps.set(scope, settled);
    void settled.finally(() => {
      if (catchUps.get(scope) === settled) catchUps.delete(scope);
    });
    return next;
  }

  /** Applies the changes of `scope` after the applied version, up to at least `target`. */
  async function catchUpNow(scope: number, target: number): Promise<void> {
    const from = applied.get(scope) ?? 0;
    if (target <= from) return;
    const changes = await readChangesAfter(sql, scope, from);
    if (changes.length === 0 || changes[0]!.version !== from + 1) {
      // Pruned rows (a node far behind): drop everything held for the scope.
      stats.dropped += 1;
      dropScope(scope, null);
      const last = Math.max(changes.at(-1)?.version ?? 0, target);
      applied.set(scope, last);
      for (const listener of listeners) await listener.applied({ tenantId: scope, version: last, kinds: [], tags: ['*'] });
      return;
    }
    for (const change of changes) {
      applied.set(scope, change.version);
      await apply(change);
    }
  }

  const catchUp = (scope: number, target: number) => serially(scope, () => catchUpNow(scope, target));

  // Version reads are shared: a request joins the next read that starts after it arrived (one that
  // is already in flight may have been sent before a commit the request must see). Reads start at
  // most every SYNC_GAP_MS: under load each one answers for every request of its window (a read
  // per request, back to back, was most of a cached page's cost), and a request waits at most that.
  type Waiting = { scopes: Set<number>; promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void };
  let reading = false;
  let lastStart = -Infinity;
  let queued: Waiting | null = null;
  let timer: NodeJS.Timeout | null = null;

  function readAndCatchUp(scopes: Set<number>): Promise<void> {
    stats.syncQueries += 1;
    reading = true;
    lastStart = performance.now();
    const read = readVersions(sql, [...scopes]);
    // The next read may start once this one has answered and the gap has passed.
    void read
      .catch(() => undefined)
      .then(() => {
        reading = false;
        if (queued) startQueuedSoon();
      });
    return read.then((versions) => Promise.all([...scopes].map((scope) => catchUp(scope, versions.get(scope) ?? 0)))).then(() => undefined);
  }

  function startQueued() {
    timer = null;
    const waiting = queued;
    if (!waiting || reading) return;
    queued = null;
    readAndCatchUp(waiting.scopes).then(waiting.resolve, waiting.reject);
  }

  function startQueuedSoon() {
    if (timer) return;
    const wait = lastStart + SYNC_GAP_MS - performance.now();
    if (wait <= 0) startQueued();
    else timer = setTimeout(startQueued, wait);
  }

  function versionBarrier(tenantId: number): Promise<void> {
    if (!reading && !queued && performance.now() - lastStart >= SYNC_GAP_MS) return readAndCatchUp(new Set([ALL_SITES, tenantId]));
    if (!queued) {
      let resolve = () => {};
      let reject: (error: unknown) => void = () => {};
      const promise = new Promise<void>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      queued = { scopes: new Set(), promise, resolve, reject };
    }
    queued.scopes.add(ALL_SITES).add(tenantId);
    // Taken first: starting may begin the read at once (the gap has passed meanwhile), which clears `queued`.
    const { promise } = queued;
    if (!reading) startQueuedSoon();
    return promise;
  }

  // Every request of a read's window waits for the same read: one time bound per read, not per request.
  const bounded = new WeakMap<Promise<void>, Promise<void>>();
  function withinBound(barrier: Promise<void>): Promise<void> {
    let answer = bounded.get(barrier);
    if (!answer) {
      answer = new Promise<void>((resolve) => {
        // The database is unreachable: what is cached still serves (pages keep answering in an outage).
        const trust = (error: unknown) => {
          clearTimeout(timer);
          if (error) log.warn({ err: error }, 'site cache: version check failed; serving what is cached');
          resolve();
        };
        const timer = setTimeout(() => trust(new Error(`no answer within ${SYNC_TIMEOUT_MS} ms`)), SYNC_TIMEOUT_MS);
        barrier.then(() => trust(null), (error: unknown) => trust(error ?? new Error('version check failed')));
      });
      bounded.set(barrier, answer);
    }
    return answer;
  }

  function onMessage(message: string) {
    const [scopeText, versionText] = message.split(':');
    const scope = Number(scopeText);
    const version = Number(versionText);
    if (!Number.isInteger(scope) || !Number.isInteger(version)) return;
    if (version <= (applied.get(scope) ?? 0)) return;
    void catchUp(scope, version).catch(() => undefined);
  }

  return {
    stats,
    async start() {
      for (const [scope, version] of await readVersions(sql, null)) applied.set(scope, version);
      await bus.start({
        onMessage,
        // Messages sent while the connection was down are lost: re-read every version.
        onReconnect: () =>
          void readVersions(sql, null)
            .then((versions) => Promise.all([...versions].map(([scope, version]) => catchUp(scope, version))))
            .catch((error: unknown) => log.warn({ err: error }, 'site cache: re-reading versions failed')),
      });
    },
    close: () => bus.close(),

    slot<T>({ kinds, load }: { name: string; kinds: readonly CacheKind[]; load: (tenantId: number) => PromiseLike<T> }): SiteSlot<T> {
      const entries = new Map<number, SlotEntry<T>>();
      slots.push({
        kinds: new Set(kinds),
        drop: (scope) => (scope === ALL_SITES ? entries.clear() : void entries.delete(scope)),
      });
      return {
        get(tenantId) {
          const hit = entries.get(tenantId);
          if (hit) return hit.value;
          stats.loads += 1;
          // A real promise: a Drizzle query is a lazy thenable that would run again on every await.
          const entry: SlotEntry<T> = { value: settle(() => load(tenantId)) };
          entries.set(tenantId, entry);
          entry.value.then((value) => void (entry.loaded = { value }), () => undefined);
          // A failed load is not kept; a load overlapped by a change was dropped by it (the map no
          // longer holds this entry), so its value serves only the requests that were waiting.
          entry.value.catch(() => {
            if (entries.get(tenantId) === entry) entries.delete(tenantId);
          });
          return entry.value;
        },
        peek(tenantId) {
          return entries.get(tenantId)?.loaded?.value;
        },
      };
    },

    keyed<T>({ kinds, maxPerSite, ttlMs }: { name: string; kinds: readonly CacheKind[]; maxPerSite: number; ttlMs?: number }): KeyedSiteSlot<T> {
      const sites = new Map<number, Map<string, SlotEntry<T>>>();
      slots.push({
        kinds: new Set(kinds),
        drop: (scope) => (scope === ALL_SITES ? sites.clear() : void sites.delete(scope)),
      });
      const entriesOf = (tenantId: number) => {
        let entries = sites.get(tenantId);
        if (!entries) {
          entries = new Map();
          sites.set(tenantId, entries);
        }
        return entries;
      };
      /** A live entry, moved to the end (least recently used goes first). */
      const lookup = (entries: Map<string, SlotEntry<T>>, key: string) => {
        const hit = entries.get(key);
        if (!hit) return undefined;
        entries.delete(key);
        if (hit.expires !== undefined && hit.expires <= Date.now()) return undefined;
        entries.set(key, hit);
        return hit;
      };
      const keep = (entries: Map<string, SlotEntry<T>>, key: string, value: Promise<T>) => {
        stats.loads += 1;
        const entry: SlotEntry<T> = { value, ...(ttlMs ? { expires: Date.now() + ttlMs } : {}) };
        entries.set(key, entry);
        if (entries.size > maxPerSite) entries.delete(entries.keys().next().value!);
        // A failed load is not kept.
        value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
        return value;
      };
      return {
        get(tenantId, key, load) {
          const entries = entriesOf(tenantId);
          return lookup(entries, key)?.value ?? keep(entries, key, settle(load));
        },
        async getMany(tenantId, keys, loadMissing) {
          const entries = entriesOf(tenantId);
          const found = keys.map((key) => lookup(entries, key)?.value);
          const missing = [...new Set(keys.filter((_key, index) => !found[index]))];
          const loading = new Map<string, Promise<T>>();
          if (missing.length) {
            const loaded = settle(() => loadMissing(missing));
            missing.forEach((key, index) => loading.set(key, keep(entries, key, loaded.then((values) => values[index] as T))));
          }
          return Promise.all(keys.map((key, index) => found[index] ?? loading.get(key)!));
        },
      };
    },

    sync(tenantId) {
      return strict ? withinBound(versionBarrier(tenantId)) : Promise.resolve();
    },

    async announce(change) {
      if (!change) return;
      const scope = change.tenantId;
      await serially(scope, async () => {
        const current = applied.get(scope) ?? 0;
        if (change.version === current + 1) {
          applied.set(scope, change.version);
          await apply(change);
        } else if (change.version > current) {
          // Another change of the site committed in between: apply the whole run in order.
          await catchUpNow(scope, change.version);
        }
      }).catch(() => undefined);
      // The shared parts (the Redis page store) are purged by the node that saved, once.
      for (const listener of listeners) await listener.announced(change);
      await bus.publish(`${scope}:${change.version}`);
    },

    onChange(listener) {
      listeners.push(listener);
    },
  };
}
