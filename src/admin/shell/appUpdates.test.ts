import { describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, CHUNK_RELOAD_GUARD_MS } from '../../shared/constants.js';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  installChunkReloadGuard,
  isChunkLoadError,
  isNewerBuild,
  shouldReloadForFailedChunk,
  startBuildCheck,
} from './appUpdates.js';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk reload guard (spec 000 §2.3: reloads once, guarded for 10 seconds)', () => {
  it('allows the first reload and records it', () => {
    const storage = memoryStorage();
    expect(shouldReloadForFailedChunk(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('refuses another reload within 10 s and allows it afterwards', () => {
    const storage = memoryStorage();
    shouldReloadForFailedChunk(storage, 1_000_000);
    expect(shouldReloadForFailedChunk(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForFailedChunk(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('ignores a garbled or future timestamp and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'abc');
    expect(shouldReloadForFailedChunk(storage, 5_000)).toBe(true);
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, '999999999');
    expect(shouldReloadForFailedChunk(storage, 5_000)).toBe(true);
    expect(shouldReloadForFailedChunk(null, 5_000)).toBe(true);
  });

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once on vite:preloadError and on an unhandled failed import, not on other rejections', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    let now = 100_000;
    const remove = installChunkReloadGuard({ target: target as unknown as Window, storage: memoryStorage(), reload, now: () => now });

    const preload = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(preload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preload.defaultPrevented).toBe(true);

    now += 2_000;
    const second = new Event('unhandledrejection', { cancelable: true });
    Object.assign(second, { reason: new TypeError('Failed to fetch dynamically imported module: /a.js') });
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1); // guarded

    now += CHUNK_RELOAD_GUARD_MS;
    const other = new Event('unhandledrejection', { cancelable: true });
    Object.assign(other, { reason: new Error('boom') });
    target.dispatchEvent(other);
    expect(reload).toHaveBeenCalledTimes(1);

    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(2);

    remove();
    now += CHUNK_RELOAD_GUARD_MS;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('hourly build check', () => {
  it('compares the reported version with the running one', () => {
    expect(isNewerBuild('1.0.0', '1.0.1')).toBe(true);
    expect(isNewerBuild('1.0.0', '1.0.0')).toBe(false);
    expect(isNewerBuild('1.0.0', undefined)).toBe(false);
    expect(isNewerBuild('1.0.0', '')).toBe(false);
    expect(isNewerBuild('', '1.0.1')).toBe(false);
  });

  it('asks /healthz every hour and announces a newer build once', async () => {
    let tick: () => void = () => undefined;
    let interval = 0;
    let version = '1.0.0';
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 'ok', version }), { status: 200 }));
    const onNewBuild = vi.fn();
    const stop = startBuildCheck({
      runningVersion: '1.0.0',
      fetch: fetch as unknown as typeof globalThis.fetch,
      onNewBuild,
      setInterval: (handler, ms) => {
        tick = handler;
        interval = ms;
        return 1;
      },
      clearInterval: vi.fn(),
    });
    expect(interval).toBe(BUILD_CHECK_INTERVAL_MS);
    const flush = async () => {
      tick();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await flush();
    expect(fetch).toHaveBeenCalledWith('/healthz', expect.objectContaining({ cache: 'no-store' }));
    expect(onNewBuild).not.toHaveBeenCalled();
    version = '1.1.0';
    await flush();
    await flush();
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('1.1.0');
    stop();
  });

  it('shrugs off a failed check', async () => {
    let tick: () => void = () => undefined;
    const onNewBuild = vi.fn();
    startBuildCheck({
      runningVersion: '1',
      fetch: (async () => {
        throw new TypeError('offline');
      }) as unknown as typeof globalThis.fetch,
      onNewBuild,
      setInterval: (handler) => {
        tick = handler;
        return 1;
      },
      clearInterval: () => undefined,
    });
    tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onNewBuild).not.toHaveBeenCalled();
  });
});
