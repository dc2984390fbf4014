import { and, eq } from 'drizzle-orm';
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCacheKey } from '../../src/server/integrations/pageCache/key.js';
import { GetContentDocument, GetContentStreamDocument, SaveContentDocument, SaveWebsiteMenuDocument, SaveWebsiteRedirectDocument, type ContentInput } from '../../src/gql/graphql.js';
import { content, menus } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { contentInputOf } from '../../src/server/modules/content/write.js';
import { adminToken } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The page cache through the real page handler of pages.ts. The test server renders no Vike pages
 * (a build per run would slow the suite), so a stand-in renderer plays the pages: it runs the same
 * typed documents in process through pageContext.graphql, so the dependency tags are the real ones.
 */
let server: TestServer;
let admin: string;
let edrId: number;
let renders = 0;
/** Requests that reached Fastify (the page-cache front answers hits of GET before it). */
let throughFastify = 0;
let failing = false;
const FRESH_MS = 1_500;
const EDR = { 'x-tenant-key': 'edr' };

// The headers Vike answers a page with (its default cache-control is for browsers and CDNs).
const html = (body: string) => ({
  statusCode: 200,
  headers: [
    ['content-type', 'text/html;charset=utf-8'],
    ['cache-control', 'no-store, max-age=0'],
  ] as Array<[string, string]>,
  body,
});

const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  renders += 1;
  if (failing) throw new Error('connect ECONNREFUSED (database unavailable)');
  const path = new URL(urlOriginal, 'http://x').pathname;
  if (path === '/') {
    const latest = await graphql.run(GetContentStreamDocument, { limit: 5, excludeContentTypes: ['Page'] });
    return html(`<ul>${latest.getContentStream.edges.map((e) => `<li data-id="${e.node.id}">${e.node.name}</li>`).join('')}</ul>`);
  }
  const story = /^\/story\/(\d+)$/.exec(path);
  if (story) {
    const item = await graphql.run(GetContentDocument, { id: Number(story[1]) });
    return html(`<h1>${item.getContent?.name ?? ''}</h1>`);
  }
  return { statusCode: 404, headers: [['content-type', 'text/html']], body: 'Page not found' };
};

/** The body bytes as sent (not decoded), through node:http. */
function rawBody(path: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${server.url}${path}`, { headers: { ...EDR, 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    });
    request.on('error', reject);
  });
}

let otherId = 0;

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.url}${path}`, { method, headers: { ...EDR, ...headers }, redirect: 'manual' });
const state = (response: Response) => response.headers.get('x-page-cache');

async function saveName(id: number, name: string) {
  // The stored editable document, as the editor would send it back (the server's type has readonly lists).
  const input = structuredClone(await contentInputOf(server.database.db, edrId, id)) as ContentInput;
  const [row] = await server.database.db.select({ version: content.version }).from(content).where(eq(content.id, id));
  await execute(server, SaveContentDocument, { input: { ...input, name, version: row?.version ?? 0 } }, { cmsToken: admin, tenantKey: 'edr' });
}

beforeAll(async () => {
  server = await startTestServer(
    { pageCache: { enabled: true, freshMs: FRESH_MS, staleMs: 60_000, maxBytes: 8 * 1024 * 1024 } },
    {
      beforeListen: (app, services) => {
        app.addHook('onRequest', (_request, _reply, done) => {
          throughFastify += 1;
          done();
        });
        app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer }));
      },
    },
  );
  [admin, edrId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr')]);
});
afterAll(() => server.close());

describe('public page cache', () => {
  it('answers MISS, then HIT with the same bytes, without rendering again', async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    expect(state(first)).toBe('MISS');
    const body = await first.text();
    const before = renders;
    const second = await get('/?utm_source=newsletter');
    expect(state(second)).toBe('HIT');
    expect(second.headers.get('content-type')).toBe('text/html;charset=utf-8');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400');
    expect(await second.text()).toBe(body);
    expect(state(await get('/', {}, 'HEAD'))).toBe('HIT');
    expect(renders).toBe(before);
  });

  it.each([['identity'], ['gzip'], ['br']])(
    'answers a GET hit (%s) before Fastify with the headers of Fastify’s own hit',
    async (encoding) => {
      await get('/story/10000007');
      const before = { fastify: throughFastify, renders };
      const front = await get('/story/10000007', { 'accept-encoding': encoding });
      expect(throughFastify).toBe(before.fastify);
      // HEAD goes through Fastify's page handler, which answers the same hit without a body.
      const fastify = await get('/story/10000007', { 'accept-encoding': encoding }, 'HEAD');
      expect(throughFastify).toBe(before.fastify + 1);
      expect(renders).toBe(before.renders);
      // Transport headers (date, connection, keep-alive) and the age in seconds aside.
      const headersOf = (response: Response) => [...response.headers].filter(([name]) => !['date', 'age', 'connection', 'keep-alive'].includes(name)).sort();
      expect(headersOf(front)).toEqual(headersOf(fastify));
      expect(front.headers.get('x-page-cache')).toBe('HIT');
      expect(front.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(front.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      expect(Number(front.headers.get('age'))).toBeGreaterThanOrEqual(0);
      expect(await front.text()).toContain('<h1>');
    },
  );

  it('leaves to Fastify what is not an anonymous hit, and answers 304s before it', async () => {
    const first = await get('/story/10000007');
    const etag = first.headers.get('etag')!;
    let before = throughFastify;
    const notModified = await get('/story/10000007', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(throughFastify).toBe(before);
    expect(notModified.headers.get('content-type')).toBeNull();
    expect(notModified.headers.get('etag')).toBe(etag);
    for (const [path, headers] of [
      ['/story/10000007', { cookie: 'cms_token=abc' }],
      ['/story/10000007?preview-mode=true', {}],
      ['/story/10000007', { authorization: 'Bearer x' }],
      ['/no-such-page', {}],
    ] as Array<[string, Record<string, string>]>) {
      before = throughFastify;
      await get(path, headers);
      expect(throughFastify, path).toBe(before + 1);
    }
    // Fastify's NUL guard and the /{8 digits} redirect answer before this test's hook runs.
    expect((await get('/story/%00')).status).toBe(400);
    expect((await get('/10000007')).status).toBe(301);
    // An unknown site is Fastify's to answer too.
    before = throughFastify;
    const unknown = await fetch(`${server.url}/story/10000007`, { headers: { 'x-tenant-key': 'no-such-site' } });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(throughFastify).toBe(before + 1);
  });

  it.each([
    ['the cache-bypass query value', '/?cache-bypass=true', {}],
    ['the cacheBypass query value', '/?cacheBypass=true', {}],
    ['preview mode', '/?preview-mode=true', {}],
    ['the toolbar cookie', '/', { cookie: 'cache_bypass=true' }],
    ['a CMS session cookie', '/', { cookie: 'cms_token=abc' }],
    ['a site user cookie', '/', { cookie: 'site_user_token=abc' }],
  ])('bypasses the cache for %s', async (_label, path, headers) => {
    await get('/');
    const before = renders;
    const response = await get(path, headers);
    expect(response.status).toBe(200);
    expect(state(response)).toBe('BYPASS');
    expect(renders).toBe(before + 1);
  });

  it('keeps sites apart', async () => {
    await get('/');
    expect(state(await get('/', { 'x-tenant-key': 'fot' }))).toBe('MISS');
  });

  it('does not store 404s', async () => {
    expect(state(await get('/no-such-page'))).toBe('MISS');
    expect(state(await get('/no-such-page'))).toBe('MISS');
  });

  it('purges the pages showing an item when it is saved, and only those', async () => {
    const home = await (await get('/')).text();
    const shownId = Number(/data-id="(\d+)"/.exec(home)?.[1]);
    otherId = Number([...home.matchAll(/data-id="(\d+)"/g)][1]?.[1]);
    expect(shownId).toBeGreaterThan(0);
    expect(otherId).toBeGreaterThan(0);
    await get(`/story/${otherId}`);
    expect(state(await get(`/story/${otherId}`))).toBe('HIT');
    expect(state(await get('/'))).toBe('HIT');

    await saveName(shownId, 'Renamed right before the next visit');
    const after = await get('/');
    expect(state(after)).toBe('MISS');
    expect(await after.text()).toContain('Renamed right before the next visit');
    // The other item's page shows neither the saved item nor a list.
    expect(state(await get(`/story/${otherId}`))).toBe('HIT');
    await saveName(otherId, 'The other one, renamed');
    const story = await get(`/story/${otherId}`);
    expect(state(story)).toBe('MISS');
    expect(await story.text()).toContain('The other one, renamed');
  });

  it('purges every page when a menu is saved', async () => {
    await get('/');
    expect(state(await get('/'))).toBe('HIT');
    const [menu] = await server.database.db
      .select({ version: menus.version })
      .from(menus)
      .where(and(eq(menus.tenantId, edrId), eq(menus.location, 'footer')));
    await execute(server, SaveWebsiteMenuDocument, { location: 'footer', items: [], version: menu?.version ?? 0 }, { cmsToken: admin, tenantKey: 'edr' });
    expect(state(await get('/'))).toBe('MISS');
  });

  it('purges every page when a redirect is saved', async () => {
    await get('/');
    expect(state(await get('/'))).toBe('HIT');
    await execute(server, SaveWebsiteRedirectDocument, { input: { from: '/page-cache-old', to: '/' } }, { cmsToken: admin, tenantKey: 'edr' });
    expect(state(await get('/'))).toBe('MISS');
    const redirected = await get('/page-cache-old?a=1');
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe('/?a=1');
  });

  it('gives a shared page what a CDN needs: ETag, Vary, Surrogate-Key and Cache-Tag with its tags', async () => {
    const miss = await get('/?cdn-check=1');
    expect(state(miss)).toBe('MISS');
    const hit = await get('/?cdn-check=1');
    expect(state(hit)).toBe('HIT');
    for (const response of [miss, hit]) {
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400');
      expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]{27}"$/);
      expect(response.headers.get('vary')).toBe('accept-encoding');
      const keys = response.headers.get('surrogate-key')?.split(' ') ?? [];
      expect(keys).toEqual(expect.arrayContaining([`s${edrId}`, `s${edrId}:content-lists`, `s${edrId}:menus`, `s${edrId}:settings`]));
      expect(keys.some((key) => new RegExp(`^s${edrId}:Content:\\d{8}$`).test(key))).toBe(true);
      expect(response.headers.get('cache-tag')).toBe(keys.join(','));
    }
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
  });

  it('answers 304 to a current ETag, on a hit and on a miss', async () => {
    const first = await get('/?etag-check=1');
    const etag = first.headers.get('etag')!;
    const notModified = await get('/?etag-check=1', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');
    expect((await get('/?etag-check=1', { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
    // A save purges the page, and it renders again the same: the client's copy is still current.
    const [menu] = await server.database.db.select({ version: menus.version }).from(menus).where(and(eq(menus.tenantId, edrId), eq(menus.location, 'mega_2')));
    await execute(server, SaveWebsiteMenuDocument, { location: 'mega_2', items: [], version: menu?.version ?? 0 }, { cmsToken: admin, tenantKey: 'edr' });
    const afterSave = await get('/?etag-check=1', { 'if-none-match': etag });
    expect(state(afterSave)).toBe('MISS');
    expect(afterSave.status).toBe(304);
  });

  it('serves the body compressed once, when stored: brotli or gzip as the client accepts', async () => {
    const plain = await (await get('/?zip-check=1')).text();
    const br = await fetch(`${server.url}/?zip-check=1`, { headers: { ...EDR, 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(plain);
    const gzip = await fetch(`${server.url}/?zip-check=1`, { headers: { ...EDR, 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(plain);
    // The bytes sent are the stored ones: no compression per hit.
    const raw = await rawBody('/?zip-check=1', 'br');
    const key = pageCacheKey({ tenantId: edrId, appVersion: server.config.appVersion, origin: server.url, url: '/?zip-check=1' });
    const entry = await server.services.pageCache.store.get(key);
    expect(entry?.page.br.equals(raw)).toBe(true);
  });

  it('keeps one visitor’s page private: no-store, no ETag, no keys', async () => {
    for (const headers of [{ cookie: 'cms_token=abc' }, { cookie: 'site_user_token=abc' }]) {
      const response = await get('/', headers);
      expect(state(response)).toBe('BYPASS');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('surrogate-key')).toBeNull();
    }
    expect((await get('/?preview-mode=true')).headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/no-such-page')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves the stale page when rendering fails, and the error when there is none', async () => {
    await get('/');
    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 100));
    failing = true;
    try {
      const stale = await get('/');
      expect(stale.status).toBe(200);
      expect(state(stale)).toBe('STALE');
      expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(1);
      expect(await stale.text()).toContain('<ul>');
      expect((await get('/never-rendered')).status).toBe(500);
    } finally {
      failing = false;
    }
    expect(state(await get('/'))).toBe('MISS');
  });
});
