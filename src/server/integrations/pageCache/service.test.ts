import { describe, expect, it, vi } from 'vitest';
import { createMemoryPageCache } from './memoryStore.js';
import { createPageCacheService, type RenderedPage, type ServePageInput } from './service.js';
import type { PageCache } from './types.js';

const html = (body: string, statusCode = 200): RenderedPage => ({ statusCode, headers: [['content-type', 'text/html'], ['x-other', '1']], body });

function setup(broken?: PageCache) {
  let clock = 0;
  const store = broken ?? createMemoryPageCache({ maxBytes: 1_000_000, now: () => clock });
  const log = { warn: vi.fn(), error: vi.fn() };
  const service = createPageCacheService({ store, settings: { enabled: true, freshMs: 1_000, staleMs: 10_000, maxBytes: 1_000_000 }, log, now: () => clock });
  const serve = (render: ServePageInput['render'], over: Partial<ServePageInput> = {}) =>
    service.serve({
      request: { method: 'GET', url: '/', headers: {} },
      resolveTenant: async () => 1,
      tenantHint: 'localhost',
      origin: 'http://localhost',
      appVersion: '1',
      render,
      ...over,
    });
  return { service, serve, log, tick: (ms: number) => (clock += ms) };
}

describe('page cache service', () => {
  it('answers MISS, then HIT with the stored headers only', async () => {
    const { serve, tick } = setup();
    expect((await serve(async () => html('one'))).state).toBe('MISS');
    tick(500);
    const hit = await serve(async () => html('two'));
    expect(hit.state).toBe('HIT');
    // A replay answers with the page's bytes, encoded once.
    expect(hit.page?.body).toEqual(Buffer.from('one'));
    expect(Object.fromEntries(hit.page?.headers ?? [])).toEqual({ 'content-type': 'text/html', age: '0' });
  });

  it('re-renders after the fresh TTL', async () => {
    const { serve, tick } = setup();
    await serve(async () => html('one'));
    tick(1_000);
    const again = await serve(async () => html('two'));
    expect(again).toMatchObject({ state: 'MISS', page: { body: 'two' } });
  });

  it('bypasses without reading or storing', async () => {
    const { serve } = setup();
    const bypass = await serve(async () => html('fresh'), { request: { method: 'GET', url: '/?cache-bypass=true', headers: {} } });
    expect(bypass.state).toBe('BYPASS');
    expect((await serve(async () => html('x'), { request: { method: 'GET', url: '/', headers: { cookie: 'cms_token=a' } } })).state).toBe('BYPASS');
    expect((await serve(async () => html('y'))).state).toBe('MISS');
  });

  it('purges by tag: the next request renders again', async () => {
    const { service, serve } = setup();
    await serve(async (deps) => {
      deps.add('Content:7');
      return html('one');
    });
    await service.purge(1, ['Content:8']);
    expect((await serve(async () => html('two'))).state).toBe('HIT');
    await service.purge(1, ['Content:7']);
    expect((await serve(async () => html('two'))).state).toBe('MISS');
  });

  it('after a purge renders again; a failing render serves the old page as STALE, a good one replaces it', async () => {
    const { service, serve, tick } = setup();
    const tagged = (body: string) => async (deps: { add(...tags: string[]): void }) => {
      deps.add('Content:7');
      return html(body);
    };
    await serve(tagged('before the save'));
    tick(100);
    await service.purge(1, ['Content:7']);
    // Still well within the fresh TTL, but purged: not a HIT, and the old page only when rendering fails.
    const down = await serve(async () => Promise.reject(new Error('database down')));
    expect(down).toMatchObject({ state: 'STALE', page: { statusCode: 200, body: Buffer.from('before the save') } });
    expect(down.shared?.body).toBe('before the save');
    expect((await serve(async () => html('unavailable', 503))).state).toBe('STALE');
    // The purge keeps marking it: the old page stays the fallback until a render replaces it.
    await service.purge(1, ['content-lists', 'Content:7']);
    expect((await serve(async () => Promise.reject(new Error('down')))).state).toBe('STALE');
    const fresh = await serve(tagged('after the save'));
    expect(fresh).toMatchObject({ state: 'MISS', page: { body: 'after the save' } });
    expect(await serve(tagged('never rendered'))).toMatchObject({ state: 'HIT', page: { body: Buffer.from('after the save') } });
  });

  it('after a purge of the whole site, the same', async () => {
    const { service, serve } = setup();
    await serve(async () => html('old design'));
    await service.purgeTenant(1);
    expect(await serve(async () => Promise.reject(new Error('down')))).toMatchObject({ state: 'STALE', page: { body: Buffer.from('old design') } });
    expect(await serve(async () => html('new design'))).toMatchObject({ state: 'MISS', page: { body: 'new design' } });
    expect((await serve(async () => html('x'))).state).toBe('HIT');
  });

  it('drops a purged page whose address now answers that it is gone or moved: no fallback for it', async () => {
    const { service, serve } = setup();
    for (const [path, gone] of [
      ['/unpublished', html('Page not found', 404)],
      ['/moved', { statusCode: 301, headers: [['location', '/elsewhere']], body: '' } as RenderedPage],
      ['/no-page', null],
    ] as Array<[string, RenderedPage | null]>) {
      const request = { method: 'GET', url: path, headers: {} };
      await serve(async () => html('published'), { request });
      await service.purge(1, ['menus']);
      expect((await serve(async () => gone, { request })).state).toBe('MISS');
      await expect(serve(async () => Promise.reject(new Error('database down')), { request })).rejects.toThrow('database down');
    }
    // A 5xx answer keeps it (that is the outage), and so does a page that is only not kept (one reader's).
    await serve(async () => html('published'));
    await service.purge(1, ['menus']);
    expect((await serve(async () => ({ ...html('mine'), headers: [['content-type', 'text/html'], ['cache-control', 'private']] }))).state).toBe('MISS');
    expect((await serve(async () => Promise.reject(new Error('down')))).state).toBe('STALE');
  });

  it('keeps a purged entitlement variant as the fallback of its readers, behind its marker', async () => {
    const { service, serve } = setup();
    const variantOf = async () => ({ name: 'allowed', headers: [['set-cookie', 'meter=2']] as Array<[string, string]> });
    const metered = (body: string) => async (deps: { add(...tags: string[]): void }): Promise<RenderedPage> => {
      deps.add('Content:7');
      return { ...html(body), variant: { of: 7, name: 'allowed', headers: [['set-cookie', 'meter=1']] } };
    };
    const first = await serve(metered('metered article'), { variantOf });
    expect(first).toMatchObject({ state: 'MISS', shared: null });
    expect((await serve(metered('x'), { variantOf })).state).toBe('HIT');
    await service.purge(1, ['Content:7']);
    const stale = await serve(async () => Promise.reject(new Error('database down')), { variantOf });
    expect(stale).toMatchObject({ state: 'STALE', shared: null, page: { body: Buffer.from('metered article') } });
    expect(stale.page?.headers).toContainEqual(['set-cookie', 'meter=2']);
    expect(await serve(metered('metered, edited'), { variantOf })).toMatchObject({ state: 'MISS', page: { body: 'metered, edited' } });
    expect(await serve(metered('x'), { variantOf })).toMatchObject({ state: 'HIT', page: { body: Buffer.from('metered, edited') } });
  });

  it('does not store a render that overlapped a purge', async () => {
    const { service, serve } = setup();
    await serve(async () => {
      await service.purge(1, ['Content:1']);
      return html('maybe old');
    });
    expect((await serve(async () => html('new'))).state).toBe('MISS');
  });

  it('serves the stale page when rendering throws or answers 5xx, else the error', async () => {
    const { serve, tick, log } = setup();
    await expect(serve(async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await serve(async () => html('good'));
    tick(5_000);
    const stale = await serve(async () => Promise.reject(new Error('database down')));
    expect(stale).toMatchObject({ state: 'STALE', page: { statusCode: 200, body: Buffer.from('good') } });
    expect(Object.fromEntries(stale.page?.headers ?? []).age).toBe('5');
    expect((await serve(async () => html('oops', 503))).state).toBe('STALE');
    expect(log.error).toHaveBeenCalled();
    tick(6_000);
    expect((await serve(async () => html('oops', 503))).page?.statusCode).toBe(503);
  });

  it('finds the stale page when the tenant cannot be resolved (database down)', async () => {
    const { serve, tick } = setup();
    await serve(async () => html('good'));
    tick(2_000);
    const stale = await serve(async () => Promise.reject(new Error('down')), { resolveTenant: () => Promise.reject(new Error('down')) });
    expect(stale.state).toBe('STALE');
  });

  it('never fails a page or a save because the store fails', async () => {
    const broken: PageCache = {
      kind: 'redis',
      get: () => Promise.reject(new Error('ECONNREFUSED')),
      set: () => Promise.reject(new Error('ECONNREFUSED')),
      purgeTags: () => Promise.reject(new Error('ECONNREFUSED')),
      purgeTenant: () => Promise.reject(new Error('ECONNREFUSED')),
      delete: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const { service, serve, log } = setup(broken);
    expect(await serve(async () => html('ok'))).toMatchObject({ state: 'MISS', page: { body: 'ok' } });
    await expect(service.purge(1, ['menus'])).resolves.toBeUndefined();
    await expect(service.purgeTenant(1)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(4);
  });

  it('gives up on a store that does not answer', async () => {
    vi.useFakeTimers();
    try {
      const hanging: PageCache = {
        kind: 'redis',
        get: () => new Promise(() => undefined),
        set: () => new Promise(() => undefined),
        purgeTags: () => new Promise(() => undefined),
        purgeTenant: () => new Promise(() => undefined),
        delete: () => new Promise(() => undefined),
      };
      const { service, serve } = setup(hanging);
      const served = serve(async () => html('ok'));
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await served).toMatchObject({ state: 'MISS', page: { body: 'ok' } });
      const purged = service.purge(1, ['menus']);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(purged).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores nothing but 200 HTML', async () => {
    const { serve } = setup();
    await serve(async () => html('missing', 404));
    expect((await serve(async () => html('missing', 404))).state).toBe('MISS');
  });
});
