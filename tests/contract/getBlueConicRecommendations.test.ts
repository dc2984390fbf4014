import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetBlueConicRecommendationsDocument, GetWebsiteLayoutPageDocument } from '../../src/gql/graphql.js';
import { content, contentTaxonomy, websiteSections } from '../../src/server/db/schema/index.js';
import type { PageGrid } from '../../src/site/blocks/types.js';
import { adminToken } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { block, layoutInput, row, saveLayout } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let edrId: number;
let article: { id: number; primarySectionId: number | null; canonicalPath: string };
let termIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  edrId = await tenantIdOf(server, 'edr');
  // An article with terms, in a section with other items.
  const articles = await server.database.db
    .select({ id: content.id, primarySectionId: content.primarySectionId, canonicalPath: content.canonicalPath })
    .from(content)
    .where(and(eq(content.tenantId, edrId), eq(content.type, 'Article'), eq(content.status, 1)))
    .orderBy(content.id);
  for (const candidate of articles) {
    const terms = await server.database.db.select({ termId: contentTaxonomy.termId }).from(contentTaxonomy).where(eq(contentTaxonomy.contentId, candidate.id));
    if (terms.length > 0 && candidate.primarySectionId) {
      article = candidate;
      termIds = terms.map((t) => t.termId);
      break;
    }
  }
});
afterAll(() => server.close());

const ask = async (variables: { contentId?: number; sectionId?: number; limit?: number; profileId?: string }, tenantKey = 'edr') =>
  (await execute(server, GetBlueConicRecommendationsDocument, variables, { tenantKey })).getBlueConicRecommendations;

/** Live rows of the given ids. */
async function rowsOf(ids: number[]) {
  return server.database.db
    .select({ id: content.id, tenantId: content.tenantId, type: content.type, status: content.status, published: content.published, primarySectionId: content.primarySectionId })
    .from(content)
    .where(inArray(content.id, ids));
}

describe('getBlueConicRecommendations', () => {
  it('is served as text', () => expectDocumentServed(server, 'getBlueConicRecommendations'));

  it('recommends 4 live items of the site by default, never the item itself, as recommendation items', async () => {
    expect(article).toBeDefined();
    const items = await ask({ contentId: article.id });
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.id)).not.toContain(article.id);
    for (const item of items) {
      expect(item).toMatchObject({ __typename: 'BlueConicRecommendation', name: expect.any(String), url: expect.stringMatching(/^http:\/\/[^/]+\//), trackingUrl: null });
      expect(item.published).toEqual(expect.any(String));
    }
    const rows = await rowsOf(items.map((item) => item.id));
    for (const row of rows) {
      expect(row.tenantId).toBe(edrId);
      expect(row.status).toBe(1);
      expect(['Page', 'Company', 'Contact']).not.toContain(row.type);
    }
  });

  it('puts items sharing the most terms first, then the same section, newest first within each', async () => {
    const items = await ask({ contentId: article.id, limit: 20 });
    const shared = new Map<number, number>();
    const links = await server.database.db.select({ contentId: contentTaxonomy.contentId, termId: contentTaxonomy.termId }).from(contentTaxonomy).where(inArray(contentTaxonomy.contentId, items.map((item) => item.id)));
    for (const link of links) if (termIds.includes(link.termId)) shared.set(link.contentId, (shared.get(link.contentId) ?? 0) + 1);
    const rows = new Map((await rowsOf(items.map((item) => item.id))).map((row) => [row.id, row]));
    const keys = items.map((item) => [shared.get(item.id) ?? 0, rows.get(item.id)!.primarySectionId === article.primarySectionId ? 1 : 0, new Date(item.published!).getTime()] as const);
    for (let i = 1; i < keys.length; i += 1) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      const inOrder = a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] >= b[2])));
      expect(inOrder, `item ${i} out of order: ${JSON.stringify([a, b])}`).toBe(true);
    }
    expect(shared.get(items[0]!.id) ?? 0).toBeGreaterThan(0);
  });

  it("recommends a section's items first off a content page, and the site's newest without either", async () => {
    const [power] = await server.database.db
      .select({ id: websiteSections.id })
      .from(websiteSections)
      .where(and(eq(websiteSections.tenantId, edrId), eq(websiteSections.alias, 'power')));
    const inPower = await ask({ sectionId: power!.id, limit: 3 });
    expect(inPower).toHaveLength(3);
    const newest = await ask({ limit: 5 });
    const times = newest.map((item) => new Date(item.published!).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('recommends only within the BlueConic settings’ window (start days ago: 90 in the demo)', async () => {
    const items = await ask({ limit: 100 });
    const oldest = Math.min(...items.map((item) => new Date(item.published!).getTime()));
    expect(oldest).toBeGreaterThanOrEqual(Date.now() - 91 * 86_400_000);
  });

  it("answers each site's own items only", async () => {
    const fotId = await tenantIdOf(server, 'fot');
    const items = await ask({ limit: 20 }, 'fot');
    expect(items.length).toBeGreaterThan(0);
    for (const row of await rowsOf(items.map((item) => item.id))) expect(row.tenantId).toBe(fotId);
    // Another site's item leads nowhere: the answer is still this site's newest.
    expect((await ask({ contentId: article.id, limit: 3 }, 'fot')).map((item) => item.id)).toEqual(items.slice(0, 3).map((item) => item.id));
  });

  it('refuses a limit outside 1–100, a content id that is not 8 digits and an unknown section', async () => {
    for (const limit of [0, 101]) {
      const response = await post(server, 'getBlueConicRecommendations', { limit }, { headers: { 'x-tenant-key': 'edr' } });
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ limit: 'Must be between 1 and 100' });
    }
    const id = await post(server, 'getBlueConicRecommendations', { contentId: 123 }, { headers: { 'x-tenant-key': 'edr' } });
    expect(id.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ contentId: 'Must be exactly 8 digits' });
    const section = await post(server, 'getBlueConicRecommendations', { sectionId: 999_999 }, { headers: { 'x-tenant-key': 'edr' } });
    expect(codeOf(section)).toBe('NOT_FOUND');
  });

  it("shares one list among a page's recommendation blocks, by count in page order, wrapping when short", async () => {
    await saveLayout(
      server,
      admin,
      layoutInput({
        type: 'url-override',
        aliases: [article.canonicalPath.replace(/^\//, '')],
        contentTypes: ['Article'],
        primaryGrid: {
          rows: [row('r1', '1_2', [[block('c1', 'content_title'), block('first', 'blueconic_recommendations', { limit: 3 })], [block('second', 'blueconic_recommendations', { limit: 2 })]])],
        },
      }),
    );
    const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias: article.canonicalPath }, { tenantKey: 'edr' })).getWebsiteLayoutPage!;
    const blocks = (page.primaryGrid as PageGrid).rows.flatMap((r) => r.columns.flatMap((c) => c.blocks));
    const ids = (id: string) => ((blocks.find((b) => b.id === id)?.data as { items: { id: number }[] } | undefined)?.items ?? []).map((item) => item.id);
    const five = (await ask({ contentId: article.id, sectionId: article.primarySectionId!, limit: 5 })).map((item) => item.id);
    expect([...ids('first'), ...ids('second')]).toEqual(five);
  });

  it('refuses bad variables and an unknown site', async () => {
    await expectBadVariablesRefused(server, 'getBlueConicRecommendations', { limit: 'four' }, /limit.*Int/);
    await expectUnknownTenantRefused(server, 'getBlueConicRecommendations', {});
  });
});
