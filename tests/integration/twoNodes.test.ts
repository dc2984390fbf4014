import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  GetSiteSettingsPayloadDocument,
  GetWebLayoutDocument,
  GetWebsiteLayoutPageDocument,
  GetWebsiteMenusDocument,
  GetWebsiteShellSettingsDocument,
  SaveContentDocument,
  SaveSiteSettingsDocument,
  SaveWebLayoutDocument,
  SaveWebsiteMenuDocument,
  type ContentInput,
  type WebLayoutInput,
} from '../../src/gql/graphql.js';
import { openDatabase } from '../../src/server/db/client.js';
import { content, menus } from '../../src/server/db/schema/index.js';
import { createExecutor } from '../../src/server/graphql/execute.js';
import { buildSchema } from '../../src/server/graphql/schema.js';
import { createPageHandler, type PageRenderer } from '../../src/server/http/pageHandler.js';
import { contentInputOf } from '../../src/server/modules/content/write.js';
import type { StoredGrid } from '../../src/shared/layouts/grid.js';
import { adminToken } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { copyOfSeededPostgres, startAppOn, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 10 item 2: two app instances on one PostgreSQL database, each with its own per-site
 * caches and page cache. A save through A is followed at once by a visit to B, over and over: B
 * never answers with what it held before the save (neither from its site cache nor from its page
 * cache), with LISTEN/NOTIFY and, when Redis answers, with the Redis bus and the shared page store.
 */
const seed = inject('seed');
const ROUNDS = 8;

// The stand-in pages render what a real page reads from the site caches: the layout (block titles),
// the shell settings (site name), the menus (footer labels) and the assembled lists (item names).
const renderer: PageRenderer = async ({ urlOriginal, graphql }) => {
  const path = new URL(urlOriginal, 'http://x').pathname;
  const [page, shell, menuList] = await Promise.all([
    graphql.run(GetWebsiteLayoutPageDocument, { alias: path }),
    graphql.run(GetWebsiteShellSettingsDocument, {}),
    graphql.run(GetWebsiteMenusDocument, {}),
  ]);
  const layoutPage = page.getWebsiteLayoutPage;
  if (!layoutPage) return { statusCode: 404, headers: [['content-type', 'text/html']], body: 'not found' };
  const grid = layoutPage.primaryGrid as { rows: { columns: { blocks: { settings: { title?: string }; data: unknown }[] }[] }[] };
  const body = {
    siteName: shell.getWebsiteShellSettings.siteName,
    footer: menuList.getWebsiteMenus.find((menu) => menu.location === 'footer')?.items.map((item) => item.label) ?? [],
    titles: grid.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks.map((block) => block.settings.title ?? ''))),
    data: JSON.stringify(grid),
  };
  return { statusCode: 200, headers: [['content-type', 'text/html;charset=utf-8']], body: `<script type="application/json">${JSON.stringify(body)}</script>` };
};

type PageState = { siteName: string; footer: string[]; titles: string[]; data: string; cache: string | null };

async function visit(node: TestServer, path = '/'): Promise<PageState> {
  const response = await fetch(`${node.url}${path}`, { headers: { 'x-tenant-key': 'edr' } });
  expect(response.status).toBe(200);
  const text = await response.text();
  const json = JSON.parse(/<script type="application\/json">(.*)<\/script>/s.exec(text)?.[1] ?? '{}') as Omit<PageState, 'cache'>;
  return { ...json, cache: response.headers.get('x-page-cache') };
}

function layoutInputOf(layout: Awaited<ReturnType<typeof loadLayout>>): WebLayoutInput {
  const { __typename: _t, ...excludeAds } = layout.excludeAds;
  return {
    id: layout.id,
    version: layout.version,
    name: layout.name,
    type: layout.type,
    key: layout.key,
    aliases: layout.aliases,
    propagate: layout.propagate,
    pageType: layout.pageType,
    contentTypes: layout.contentTypes,
    gatingRequirements: layout.gatingRequirements,
    isGlobal: layout.isGlobal,
    tenantIds: layout.sites.map((site) => site.id),
    hideHeader: layout.hideHeader,
    hideFooter: layout.hideFooter,
    loadMoreType: layout.loadMoreType,
    excludeAds,
    primaryGrid: layout.primaryGrid,
    secondaryGrids: layout.secondaryGrids,
  };
}

async function loadLayout(node: TestServer, token: string, id: number) {
  return (await execute(node, GetWebLayoutDocument, { id }, { cmsToken: token, tenantKey: 'edr' })).getWebLayout;
}

const variants = [
  { name: 'PostgreSQL LISTEN/NOTIFY, a memory page cache on each node', redis: false },
  { name: 'Redis pub/sub and the shared Redis page store', redis: true },
];

describe.skipIf(seed.kind !== 'postgres')('two nodes on one PostgreSQL database', () => {
  describe.each(variants)('$name', ({ redis: withRedis }) => {
    let a: TestServer;
    let b: TestServer;
    let admin: string;
    let edrId: number;
    let drop: () => Promise<void>;
    const clients: Redis[] = [];
    let skip = false;

    beforeAll(async () => {
      if (withRedis) {
        const probe = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0 });
        skip = await probe.connect().then(
          () => false,
          () => true,
        );
        probe.disconnect();
        if (skip) return;
      }
      const copy = await copyOfSeededPostgres();
      drop = copy.drop;
      // Keys of this run's own (both nodes share them): other test files use the same Redis at the
      // same time, so nothing here may flush it.
      const keyPrefix = `two-nodes-${randomUUID()}:`;
      const node = async () => {
        const redis = withRedis ? new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix, maxRetriesPerRequest: 2 }) : null;
        if (redis) clients.push(redis);
        const database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
        return startAppOn(
          database,
          { pageCache: { enabled: true, freshMs: 300_000, staleMs: 600_000, maxBytes: 8 * 1024 * 1024 } },
          { redis, beforeListen: (app, services) => void app.get('/*', createPageHandler({ services, run: createExecutor(buildSchema()), renderer })) },
        );
      };
      [a, b] = [await node(), await node()];
      [admin, edrId] = await Promise.all([adminToken(a), tenantIdOf(a, 'edr')]);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await drop?.();
      for (const client of clients) client.disconnect();
    });

    /** B holds the page (a HIT), A saves, B answers at once: never what it held before. */
    async function check(round: (i: number) => Promise<(page: PageState) => void>) {
      if (skip) return;
      for (let i = 0; i < ROUNDS; i += 1) {
        await visit(b);
        expect((await visit(b)).cache).toBe('HIT');
        const expectNew = await round(i);
        const page = await visit(b);
        expect(page.cache).toBe('MISS');
        expectNew(page);
        // And A agrees.
        expectNew(await visit(a));
      }
    }

    it('a site settings save through A is what B shows next', async () => {
      await check(async (i) => {
        const current = (await execute(a, GetSiteSettingsPayloadDocument, {}, { cmsToken: admin, tenantKey: 'edr' })).getSiteSettingsPayload;
        const payload = current.payload as { general: { siteName: string } };
        const siteName = `Two nodes ${i}`;
        await execute(a, SaveSiteSettingsDocument, { payload: { ...payload, general: { ...payload.general, siteName } }, version: current.version }, { cmsToken: admin, tenantKey: 'edr' });
        return (page) => expect(page.siteName).toBe(siteName);
      });
    });

    it('a menu save through A is what B shows next', async () => {
      await check(async (i) => {
        const [row] = await a.database.db.select({ version: menus.version }).from(menus).where(and(eq(menus.tenantId, edrId), eq(menus.location, 'footer')));
        const label = `Footer link ${i}`;
        await execute(a, SaveWebsiteMenuDocument, { location: 'footer', items: [{ label, url: '/about-us' }], version: row?.version ?? 0 }, { cmsToken: admin, tenantKey: 'edr' });
        return (page) => expect(page.footer).toEqual([label]);
      });
    });

    it('a layout save through A is what B shows next', async () => {
      const home = await execute(a, GetWebsiteLayoutPageDocument, { alias: '/' }, { tenantKey: 'edr' });
      const layoutId = home.getWebsiteLayoutPage?.layoutId;
      expect(layoutId).toBeTypeOf('number');
      await check(async (i) => {
        const input = layoutInputOf(await loadLayout(a, admin, layoutId!));
        const grid = structuredClone(input.primaryGrid) as StoredGrid;
        const title = `Top story ${i}`;
        grid.rows[0]!.columns[0]!.blocks[0]!.settings.title = title;
        await execute(a, SaveWebLayoutDocument, { input: { ...input, primaryGrid: grid } }, { cmsToken: admin, tenantKey: 'edr' });
        return (page) => expect(page.titles[0]).toBe(title);
      });
    });

    it('a content save through A is what B shows next', async () => {
      await check(async (i) => {
        // The newest item of the home page's "Most recent" list, renamed.
        const first = /"id":(\d{8})/.exec((await visit(a)).data)?.[1];
        const id = Number(first);
        expect(id).toBeGreaterThan(0);
        const input = structuredClone(await contentInputOf(a.database.db, edrId, id)) as ContentInput;
        const [row] = await a.database.db.select({ version: content.version }).from(content).where(eq(content.id, id));
        const name = `Renamed on node A, round ${i}`;
        await execute(a, SaveContentDocument, { input: { ...input, name, version: row?.version ?? 0 } }, { cmsToken: admin, tenantKey: 'edr' });
        return (page) => expect(page.data).toContain(name);
      });
    });
  });
});
