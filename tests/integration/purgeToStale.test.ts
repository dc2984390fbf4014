import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentDocument, GetContentStreamDocument, SaveContentDocument, type ContentInput } from '../../src/gql/graphql.js';
import { content } from '../../src/server/db/schema/index.js';
import { RETRY_AFTER_SECONDS } from '../../src/server/graphql/errors.js';
import { createExecutor, OperationError } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { pageCacheKey } from '../../src/server/integrations/pageCache/key.js';
import type { RenderedPage } from '../../src/server/integrations/pageCache/service.js';
import { contentInputOf } from '../../src/server/modules/content/write.js';
import { adminToken } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Security issue 16 item 2: a save marks the pages it tags stale instead of deleting them. With the
 * database up the next visit renders the page again (MISS, the change shows at once); with the
 * database down the old page is still served (200, x-page-cache: STALE), as it would be for a page
 * whose fresh TTL had merely run out. A single draft save tags the home page, a section's list and
 * an article page (with its "more stories" list) through 'content-lists'.
 *
 * Stand-in pages as in pageCache.test.ts (the test server renders no Vike pages): they run the real
 * typed documents in process, so the tags are the real ones; a data failure with status 503 is the
 * error screen's 503, as the pages' +data hooks make it (hostileInput.test.ts).
 */
const run = createExecutor(buildSchema());
const EDR = { 'x-tenant-key': 'edr' };

const html = (body: string): RenderedPage => ({
  statusCode: 200,
  headers: [
    ['content-type', 'text/html;charset=utf-8'],
    ['cache-control', 'no-store, max-age=0'],
  ],
  body,
});
const names = (edges: Array<{ node: { id: number; name: string | null } }>) => edges.map((e) => `<li data-id="${e.node.id}">${e.node.name ?? ''}</li>`).join('');

const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  const path = new URL(urlOriginal, 'http://x').pathname;
  try {
    if (path === '/') {
      const latest = await graphql.run(GetContentStreamDocument, { limit: 5, excludeContentTypes: ['Page'] });
      return html(`<main class="home"><ul>${names(latest.getContentStream.edges)}</ul></main>`);
    }
    const section = /^\/section\/(\d+)$/.exec(path);
    if (section) {
      const list = await graphql.run(GetContentStreamDocument, { sectionId: Number(section[1]), limit: 5 });
      return html(`<main class="section"><ul>${names(list.getContentStream.edges)}</ul></main>`);
    }
    const story = /^\/story\/(\d+)$/.exec(path);
    if (story) {
      const [item, more] = await Promise.all([
        graphql.run(GetContentDocument, { id: Number(story[1]) }),
        graphql.run(GetContentStreamDocument, { limit: 3, excludeContentIds: [Number(story[1])], excludeContentTypes: ['Page'] }),
      ]);
      return html(`<article><h1>${item.getContent?.name ?? ''}</h1><aside><ul>${names(more.getContentStream.edges)}</ul></aside></article>`);
    }
    return { statusCode: 404, headers: [['content-type', 'text/html']], body: 'Page not found' };
  } catch (error) {
    if (error instanceof OperationError && error.status === 503) return { statusCode: 503, headers: [['content-type', 'text/html;charset=utf-8']], body: `503 - ${error.message}` };
    throw error;
  }
};

const variants = [
  { name: 'the memory page cache', redis: false },
  { name: 'the shared Redis page cache', redis: true },
];

describe.each(variants)('a save with $name', ({ redis: withRedis }) => {
  let server: TestServer;
  let client: Redis | null = null;
  let skip = false;
  let admin: string;
  let edrId: number;
  let paths: { home: string; section: string; story: string };
  let storyId: number;

  beforeAll(async () => {
    if (withRedis) {
      // A key prefix of this run's own: other tests' servers on the same Redis purge the same tenant ids.
      client = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1, keyPrefix: `test-purge-${randomUUID()}:` });
      skip = await client.connect().then(
        () => false,
        () => true,
      );
      if (skip) {
        client.disconnect();
        client = null;
        return;
      }
    }
    server = await startTestServer(
      // Fresh for a minute: only a purge can make these pages not fresh within the test.
      { pageCache: { enabled: true, freshMs: 60_000, staleMs: 600_000, maxBytes: 8 * 1024 * 1024 } },
      { redis: client, beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run, renderer })) },
    );
    [admin, edrId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr')]);
    // A published item with a section: its page, its section's list and the home page.
    const [item] = await server.database.db
      .select({ id: content.id, sectionId: content.primarySectionId })
      .from(content)
      .where(and(eq(content.tenantId, edrId), eq(content.status, 1), eq(content.type, 'Article'), isNotNull(content.primarySectionId)))
      .limit(1);
    storyId = item!.id;
    paths = { home: '/', section: `/section/${item!.sectionId}`, story: `/story/${item!.id}` };
  });
  // The outage test closed the database already: closing it again is not the point here.
  afterAll(async () => {
    await server?.close().catch(() => undefined);
    if (client) {
      const keys = await client.keys(`${client.options.keyPrefix}*`);
      // KEYS answers with the prefix; DEL adds it again.
      if (keys.length) await client.del(...keys.map((key) => key.slice(String(client!.options.keyPrefix).length)));
      client.disconnect();
    }
  });

  const get = (path: string) => fetch(`${server.url}${path}`, { headers: EDR, redirect: 'manual' });
  const state = (response: Response) => response.headers.get('x-page-cache');
  const stored = (path: string) => server.services.pageCache.store.get(pageCacheKey({ tenantId: edrId, appVersion: server.config.appVersion, origin: server.url, url: path }));

  /** Each page rendered and stored, then answered from the cache: its body. */
  async function fill(path: string): Promise<string> {
    const first = await get(path);
    expect(first.status, path).toBe(200);
    const body = await first.text();
    const again = await get(path);
    expect(state(again), path).toBe('HIT');
    expect(await again.text()).toBe(body);
    return body;
  }

  async function saveContent(input: ContentInput) {
    return (await execute(server, SaveContentDocument, { input }, { cmsToken: admin, tenantKey: 'edr' })).saveContent;
  }

  it('with the database up, the next visit after a save renders the change (MISS), then is a HIT', async (test) => {
    if (skip) test.skip();
    for (const path of Object.values(paths)) await fill(path);
    const input = structuredClone(await contentInputOf(server.database.db, edrId, storyId)) as ContentInput;
    const [row] = await server.database.db.select({ version: content.version }).from(content).where(eq(content.id, storyId));
    await saveContent({ ...input, name: 'Renamed: the editor sees it at once', version: row!.version });

    const story = await get(paths.story);
    expect(story.status).toBe(200);
    expect(state(story)).toBe('MISS');
    expect(await story.text()).toContain('<h1>Renamed: the editor sees it at once</h1>');
    const again = await get(paths.story);
    expect(state(again)).toBe('HIT');
    expect(await again.text()).toContain('<h1>Renamed: the editor sees it at once</h1>');
    // The list pages were purged by the same save: rendered again too.
    for (const path of [paths.home, paths.section]) {
      const page = await get(path);
      expect(state(page), path).toBe('MISS');
      expect(state(await get(path)), path).toBe('HIT');
    }
  });

  it('a draft save makes the pages stale, not gone: with the database down they answer 200, STALE, with the old page', async (test) => {
    if (skip) test.skip();
    const before: Record<string, string> = {};
    for (const path of Object.values(paths)) before[path] = await fill(path);
    expect(before[paths.home]).toContain('<li data-id=');
    expect(before[paths.story]).toContain('<aside><ul><li');

    // A new draft shows nowhere, but every page with a list carries 'content-lists'.
    const draft = await saveContent({ type: 'Article', status: 2, name: 'A draft nobody sees yet' });
    expect(draft.status).toBe(2);

    // Purged: not fresh any more (the next visit with the database up would render: a MISS), but
    // still held with the old page. Not requested again here: that would store a new one.
    for (const path of Object.values(paths)) {
      const entry = await stored(path);
      expect(entry, path).not.toBeNull();
      expect(entry?.fresh, path).toBe(false);
      expect(entry?.page.body, path).toBe(before[path]);
    }

    await server.database.close();

    for (const path of Object.values(paths)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(state(response), path).toBe('STALE');
      // The fallback is not for a CDN or browser to keep once the site renders again.
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(await response.text(), path).toBe(before[path]);
    }
    // A page the cache never held is the 503 of the outage.
    const never = await get('/story/10000001?never-cached=1');
    expect(never.status).toBe(503);
    expect(never.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });
});
