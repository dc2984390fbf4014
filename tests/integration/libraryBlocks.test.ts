import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteLayoutPageDocument, SaveWebLayoutDocument } from '../../src/gql/graphql.js';
import { websiteSections } from '../../src/server/db/schema/index.js';
import { createContext } from '../../src/server/graphql/context.js';
import { findContentStream, type ContentFilter, type ContentSort } from '../../src/server/modules/content/repo.js';
import { createPageDataPool } from '../../src/server/modules/pages/dataApi.js';
import { loadContentList } from '../../src/site/blocks/ContentList/load.js';
import { contentListSettings } from '../../src/site/blocks/ContentList/settings.js';
import { blockSettings, homePage } from '../../src/site/blocks/fixtures.js';
import type { PageGrid, SectionOverview, TeaserItem } from '../../src/site/blocks/types.js';
import { loadWebinars, splitInstant, type WebinarsData } from '../../src/site/blocks/Webinars/load.js';
import { webinarsSettings } from '../../src/site/blocks/Webinars/settings.js';
import { adminToken } from '../helpers/auth.js';
import { announceDirectChange, tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { block, layoutInput, row } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The block library's server side against the seeded database: the webinars block's two lists
 * (002 §5 "upcoming webinars ascending, then past ones descending") and the section overview's
 * child lists answer what getContentStream answers, de-duplicated with the page's other lists, and
 * a page showing all five new blocks still reads its lists in one statement.
 */
let server: TestServer;
let edrId: number;
let resourcesId: number;

beforeAll(async () => {
  server = await startTestServer();
  edrId = await tenantIdOf(server, 'edr');
  const [resources] = await server.database.db
    .select({ id: websiteSections.id })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, edrId), eq(websiteSections.alias, 'resources')));
  resourcesId = resources!.id;
});
afterAll(() => server.close());

const contextOf = () => createContext(server.services, { headers: { 'x-tenant-key': 'edr' }, ip: '127.0.0.1', protocol: 'http' });
const stream = (now: Date, filter: ContentFilter, sort: ContentSort, limit: number) =>
  findContentStream(server.database.db, edrId, filter, sort, { limit, offset: 0 }, now).then((rows) => rows.slice(0, limit).map((row) => row.id));
const idsOf = (items: TeaserItem[]) => items.map((item) => item.id);
/** Content changed: every node drops the site's cached lists, as a save does. */
const listsDropped = () => announceDirectChange(server, { tenantId: edrId, tags: ['content-lists'] });

/** The statements `run` sends to the database. */
async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; lists: number; texts: string[] }> {
  const texts: string[] = [];
  const stop = server.database.observe((text) => texts.push(text));
  try {
    const result = await run();
    return { result, lists: texts.filter((text) => text.startsWith('select l.*')).length, texts };
  } finally {
    stop();
  }
}

describe('webinars block data', () => {
  it('takes the upcoming webinars by start ascending, then fills with past ones by start descending', async () => {
    for (const limit of [1, 3, 8]) {
      const ctx = await contextOf();
      const api = createPageDataPool(ctx, { reserves: [limit], pageContentId: null }).forBlock(0);
      const loaded = await loadWebinars({ settings: blockSettings(webinarsSettings, { limit }), page: homePage, api });
      const split = splitInstant(Date.now());
      const upcoming = await stream(ctx.now, { types: ['Webinar'], startDateAfter: split }, { field: 'startDate', order: 'asc' }, limit);
      const past = await stream(ctx.now, { types: ['Webinar'], startDateBefore: split }, { field: 'startDate', order: 'desc' }, limit);
      expect(upcoming.length, 'the seed has upcoming webinars').toBeGreaterThanOrEqual(1);
      expect(past.length, 'the seed has past webinars').toBeGreaterThanOrEqual(1);
      const items = loaded!.data.items;
      expect(items.map(({ item }) => item.id), `limit ${limit}`).toEqual([...upcoming, ...past].slice(0, limit));
      expect(items.map(({ upcoming: soon }) => soon)).toEqual(items.map(({ item }) => upcoming.includes(item.id)));
      for (const { item } of items) expect(item).toMatchObject({ type: 'Webinar', eventDateRange: expect.any(String) });
    }
  });

  it('is de-duplicated with an earlier list of the page, takes exactly what it shows, and loads in the one list statement', async () => {
    await listsDropped();
    const ctx = await contextOf();
    const pool = createPageDataPool(ctx, { reserves: [2, 4], pageContentId: null });
    const { result, lists } = await statementsOf(async () => {
      const run = async <T>(index: number, load: () => Promise<T>) => {
        try {
          return await load();
        } finally {
          pool.done(index);
        }
      };
      return Promise.all([
        // The two latest-starting webinars (upcoming ones), before the webinars block in page order.
        run(0, () =>
          loadContentList({ settings: blockSettings(contentListSettings, { includeContentTypes: ['Webinar'], sortField: 'startDate', sortOrder: 'desc', limit: 2 }), page: homePage, api: pool.forBlock(0) }),
        ),
        run(1, () => loadWebinars({ settings: blockSettings(webinarsSettings, { limit: 4 }), page: homePage, api: pool.forBlock(1) })),
      ]);
    });
    expect(lists).toBe(1);
    const [first, webinars] = result as [{ data: { items: TeaserItem[] } } | null, { data: WebinarsData } | null];
    const earlier = idsOf(first!.data.items);
    const shown = webinars!.data.items.map(({ item }) => item.id);
    expect(earlier).toHaveLength(2);
    expect(shown).toHaveLength(4);
    for (const id of earlier) expect(shown).not.toContain(id);
    // Exactly what the page shows is used: the past list's extra rows are not marked.
    expect(pool.usedContentIds().sort()).toEqual([...earlier, ...shown].sort());
  });
});

describe('section overview data', () => {
  it("lists each child section in tree order with its newest live items, as getContentStream does", async () => {
    const ctx = await contextOf();
    const api = createPageDataPool(ctx, { reserves: [0], pageContentId: null }).forBlock(0);
    const overview = (await api.sectionOverview({ sectionId: resourcesId, itemsPerSection: 2, teaserMaxLength: 0 })) as SectionOverview;
    const tree = await ctx.loaders.sectionTree();
    expect(overview.section).toMatchObject({ id: resourcesId, name: 'Resources', path: '/resources', description: 'Webinars, events, white papers, videos and podcasts.' });
    const children = tree.ordered.filter((node) => node.parentId === resourcesId);
    const expected = [];
    for (const child of children) {
      const ids = await stream(ctx.now, { sectionIds: tree.withDescendants(child.id) }, { field: 'published', order: 'desc' }, 2);
      if (ids.length) expected.push({ name: child.name, ids });
    }
    expect(expected.length).toBeGreaterThan(2);
    expect(overview.children.map((child) => ({ name: child.section.name, ids: idsOf(child.items) }))).toEqual(expected);
    expect(overview.children[0]!.section).toMatchObject({ name: 'Webinars', path: '/resources/webinars', description: 'Live and on-demand webinars.' });
    // A section without child sections, and one that does not exist.
    const webinars = overview.children[0]!.section.id;
    expect(await api.sectionOverview({ sectionId: webinars, itemsPerSection: 2, teaserMaxLength: 0 })).toMatchObject({ children: [] });
    expect(await api.sectionOverview({ sectionId: 987654, itemsPerSection: 2, teaserMaxLength: 0 })).toBeNull();
  });
});

describe('a page with the five library blocks', () => {
  it('assembles them, drops none that has data, and reads every list in one statement', async () => {
    const admin = await adminToken(server);
    const target = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await execute(
      server,
      SaveWebLayoutDocument,
      {
        input: layoutInput({
          name: 'Library blocks on Resources',
          type: 'section',
          aliases: ['resources'],
          primaryGrid: {
            rows: [
              row('r1', '2_1', [
                [block('b1', 'carousel', { title: 'Picks', sectionBubbling: true, limit: 4 }), block('b2', 'section_overview', { itemsPerSection: 2 })],
                [block('b3', 'countdown', { targetDate: target, label: 'Summit starts in' }), block('b4', 'webinars', { title: 'Webinars', limit: 3 }), block('b5', 'content_image_grid', { sectionBubbling: true, limit: 4, columns: 2 })],
              ]),
            ],
          },
        }),
      },
      { cmsToken: admin },
    );
    const page = () => execute(server, GetWebsiteLayoutPageDocument, { alias: '/resources' }).then((data) => data.getWebsiteLayoutPage!);
    await page();
    await listsDropped();
    const { result, lists, texts } = await statementsOf(page);
    expect(lists, texts.join('\n---\n')).toBe(1);
    const blocks = (result.primaryGrid as PageGrid).rows.flatMap((r) => r.columns.flatMap((c) => c.blocks));
    expect(blocks.map((b) => b.type)).toEqual(['carousel', 'section_overview', 'countdown', 'webinars', 'content_image_grid']);
    expect(result.hasErrors).toBe(false);
    const data = Object.fromEntries(blocks.map((b) => [b.type, b.data as Record<string, unknown>]));
    expect(data.countdown).toEqual({ target, ended: false });
    expect((data.carousel!.items as TeaserItem[]).length).toBe(4);
    expect((data.content_image_grid!.items as TeaserItem[]).every((item) => item.image !== null)).toBe(true);
    // The lists of the page share out their items: no item twice (the overview is not a list).
    const listed = [...(data.carousel!.items as TeaserItem[]), ...(data.webinars!.items as WebinarsData['items']).map(({ item }) => item), ...(data.content_image_grid!.items as TeaserItem[])].map((item) => item.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect(result.usedContentIds).toEqual(expect.arrayContaining(listed));
    expect((data.section_overview as unknown as SectionOverview).children.length).toBeGreaterThan(2);
  });
});
