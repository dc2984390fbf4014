import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetNextSecondaryGridDocument,
  GetWebsiteLayoutPageDocument,
  SaveContentDocument,
  SaveWebsiteSectionDocument,
  type GetNextSecondaryGridQueryVariables,
} from '../../src/gql/graphql.js';
import type { PageGrid, TeaserItem } from '../../src/site/blocks/types.js';
import { adminToken } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { block, layoutInput, row, saveLayout } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// Load more, grid mode (issue 13 item 3; spec 002 §4 "Load more", §7 "Next secondary grid"): the
// layout's secondary grids are listed unrendered with the page and fetched one by one, each list
// leaving out what the page and the grids before it show; paging stops at an under-filled grid,
// the last grid or the site's maxPageScrolls.

let server: TestServer;
let admin: string;
let alias: string;
/** The section's 5 articles, newest first. */
let articles: number[];

const list = (id: string, limit: number) => block(id, 'content_list', { limit, sectionBubbling: true, display: 'list' });

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  const section = (await execute(server, SaveWebsiteSectionDocument, { input: { name: `Load more grids ${process.pid}` } }, { cmsToken: admin })).saveWebsiteSection;
  alias = `/${section.alias}`;
  articles = [];
  for (const day of [5, 4, 3, 2, 1]) {
    const input = { type: 'Article' as const, status: 1, name: `Grid item ${day}`, primarySectionId: section.id, published: `2025-02-0${day}T12:00:00.000Z` };
    articles.push((await execute(server, SaveContentDocument, { input }, { cmsToken: admin })).saveContent.id);
  }
  // The section's own layout: 2 items, then grids of 2 (one switched off), a rich text grid last.
  await saveLayout(
    server,
    admin,
    layoutInput({
      name: 'Contract load more grids',
      type: 'section',
      aliases: [section.alias],
      loadMoreType: 'custom-click',
      primaryGrid: { rows: [row('p1', '1_1', [[list('pl', 2)], []])] },
      secondaryGrids: [
        { id: 'g1', rows: [row('g1r', '1_1', [[list('g1l', 2)], []])] },
        { id: 'off', render: false, rows: [row('offr', '1_1', [[list('offl', 2)], []])] },
        { id: 'g2', rows: [row('g2r', '1_1', [[list('g2l', 2)], []])] },
        { id: 'g3', rows: [row('g3r', '1_1', [[list('g3l', 2)], []])] },
      ],
    }),
  );
});
afterAll(() => server.close());

const grid = async (variables: Partial<GetNextSecondaryGridQueryVariables>, tenantKey?: string) =>
  (await execute(server, GetNextSecondaryGridDocument, { alias, secondaryGridIndex: 0, ...variables }, tenantKey ? { tenantKey } : {})).getNextSecondaryGrid;

const itemsOf = (value: unknown) =>
  ((value as PageGrid | null)?.rows ?? []).flatMap((r) => r.columns.flatMap((c) => c.blocks.flatMap((b) => ((b.data as { items?: TeaserItem[] } | null)?.items ?? []).map((item) => item.id))));

describe('getNextSecondaryGrid', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNextSecondaryGrid'));

  it('lists the secondary grids unrendered with the page, which may load more', async () => {
    const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias })).getWebsiteLayoutPage!;
    expect(page.loadMoreType).toEqual({ __typename: 'PageLoadMoreType', type: 'custom-click', maxPageScrolls: 8, allowPaging: true });
    // The grid whose render flag is off is not offered.
    expect(page.secondaryGrid).toEqual(['g1', 'g2', 'g3'].map((id) => ({ id, render: false, rows: [], hasErrors: false, hasUnderFilledBlocks: false })));
    expect(page.usedContentIds).toEqual(articles.slice(0, 2));
  });

  it('answers each grid with the next items, leaving out what is above, until a grid is under-filled', async () => {
    const first = await grid({ secondaryGridIndex: 0, excludeContentIds: articles.slice(0, 2) });
    expect(first).toMatchObject({ secondaryGridIndex: 0, hasUnderFilledBlocks: false, hasErrors: false, allowPaging: true, excludeIssueIds: [] });
    expect(itemsOf(first!.nextSecondaryGrid)).toEqual(articles.slice(2, 4));
    expect(first!.usedContentIds).toEqual(articles.slice(2, 4));
    expect(first!.excludeContentIds).toEqual(articles.slice(0, 4));
    expect((first!.nextSecondaryGrid as PageGrid).render).toBe(true);

    const second = await grid({ secondaryGridIndex: 1, excludeContentIds: first!.excludeContentIds });
    expect(itemsOf(second!.nextSecondaryGrid)).toEqual(articles.slice(4));
    // One item for a list of two: paging stops (002 §4).
    expect(second).toMatchObject({ hasUnderFilledBlocks: true, allowPaging: false, excludeContentIds: articles });

    // Asked anyway: a grid whose list found nothing is dropped to no rows, and paging stays stopped.
    const third = await grid({ secondaryGridIndex: 2, excludeContentIds: articles });
    expect(third).toMatchObject({ allowPaging: false, nextSecondaryGrid: { id: 'g3', rows: [] } });
  });

  it('answers no grid past the layout’s grids', async () => {
    expect(await grid({ secondaryGridIndex: 3 })).toMatchObject({ nextSecondaryGrid: null, allowPaging: false, usedContentIds: [] });
  });

  it('follows the seeded section layout: the next items of a large section', async () => {
    const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias: '/resources' })).getWebsiteLayoutPage!;
    expect(page).toMatchObject({ name: 'Section pages', loadMoreType: { type: 'custom-click', allowPaging: true } });
    const more = await grid({ alias: '/resources', secondaryGridIndex: 0, excludeContentIds: page.usedContentIds });
    const shown = itemsOf(more!.nextSecondaryGrid);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((id) => page.usedContentIds.includes(id))).toEqual([]);
    expect(itemsOf(page.primaryGrid).filter((id) => shown.includes(id))).toEqual([]);
  });

  it('answers null where nothing lives, and for another site', async () => {
    expect(await grid({ alias: '/no/such/section' })).toBeNull();
    expect(await grid({}, 'fot')).toBeNull();
  });

  it('refuses an index outside 0–7, too many ids and ill-typed variables, and an unknown site', async () => {
    for (const variables of [{ secondaryGridIndex: 8 }, { secondaryGridIndex: -1 }, { excludeContentIds: Array.from({ length: 1001 }, (_, i) => i + 1) }, { excludeContentIds: [0] }]) {
      const response = await post(server, 'getNextSecondaryGrid', { alias, secondaryGridIndex: 0, ...variables });
      expect(response.status).toBeLessThan(500);
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
    }
    await expectBadVariablesRefused(server, 'getNextSecondaryGrid', { alias, secondaryGridIndex: 'first' }, /Int/);
    await expectUnknownTenantRefused(server, 'getNextSecondaryGrid', { alias, secondaryGridIndex: 0 });
  });
});
