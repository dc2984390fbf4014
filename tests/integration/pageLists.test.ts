import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, contentTaxonomy, CONTENT_STATUS } from '../../src/server/db/schema/index.js';
import { loadAssetsByIds } from '../../src/server/modules/assets/repo.js';
import { findContentStream, isLive, loadContentByIds, type ContentFilter, type ContentSort } from '../../src/server/modules/content/repo.js';
import { loadTermsByContentIds } from '../../src/server/modules/taxonomy/repo.js';
import { listResults, listStatement, type ListSpec } from '../../src/server/modules/pages/listSql.js';
import { tenantIdOf } from '../helpers/db.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * A page's lists run as one statement (pages/listSql.ts). Each branch must answer what the
 * getContentStream query answers for the same filter, sort and page, and related content what the
 * full ranking over the site (shared terms, same section, newest) answers.
 */
let server: TestServer;
let edrId: number;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
  edrId = await tenantIdOf(server, 'edr');
});
afterAll(() => server.close());

async function runLists(specs: ListSpec[]) {
  const { text, values, name } = listStatement(edrId, now, specs);
  return listResults(await server.database.sql.query(text, values, name), specs.length);
}

describe('page lists in one statement', () => {
  it('answers each list as getContentStream does', async () => {
    const db = server.database.db;
    const sections = (await db.execute(sql`select id from website_sections where tenant_id = ${edrId} and status = 1 order by id`)) as unknown as { rows: { id: number }[] };
    const sectionIds = sections.rows.map((row) => row.id);
    const [someItem] = await db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, edrId), eq(content.status, CONTENT_STATUS.PUBLISHED))).limit(1);
    const cases: { filter: ContentFilter; sort: ContentSort; limit: number; offset: number }[] = [
      { filter: {}, sort: { field: 'published', order: 'desc' }, limit: 5, offset: 0 },
      { filter: { excludeTypes: ['Page'] }, sort: { field: 'published', order: 'desc' }, limit: 10, offset: 3 },
      { filter: { types: ['Article', 'News'], requiresImage: true }, sort: { field: 'name', order: 'asc' }, limit: 8, offset: 0 },
      { filter: { sectionIds: sectionIds.slice(0, 4) }, sort: { field: 'published', order: 'desc' }, limit: 6, offset: 0 },
      { filter: { sectionIds: sectionIds.slice(0, 1), scheduleOption: 'Featured' }, sort: { field: 'published', order: 'desc' }, limit: 3, offset: 0 },
      { filter: { types: ['Event', 'Webinar'], startDateAfter: new Date(0) }, sort: { field: 'startDate', order: 'asc' }, limit: 10, offset: 0 },
      { filter: { excludeIds: someItem ? [someItem.id] : [] }, sort: { field: 'updated', order: 'desc' }, limit: 4, offset: 1 },
      { filter: { includeIds: someItem ? [someItem.id] : [] }, sort: { field: 'id', order: 'asc' }, limit: 4, offset: 0 },
    ];
    const results = await runLists(cases.map((c) => ({ kind: 'list', ...c })));
    for (const [index, c] of cases.entries()) {
      const expected = await findContentStream(db, edrId, c.filter, c.sort, { limit: c.limit, offset: c.offset }, now);
      // The stream reads one row more to know whether a next page exists.
      expect(results[index]!.map((row) => row.id)).toEqual(expected.slice(0, c.limit).map((row) => row.id));
    }
    expect(results.flat().length).toBeGreaterThan(20);
    // Teaser images and company names come with the rows.
    const rows = results.flat();
    const images = new Map((await loadAssetsByIds(db, edrId, rows.flatMap((row) => (row.primaryImageId ? [row.primaryImageId] : [])))).map((a) => [a.id, a]));
    const companies = new Map((await loadContentByIds(db, edrId, rows.flatMap((row) => (row.companyId ? [row.companyId] : [])))).map((c) => [c.id, c.name]));
    expect(rows.filter((row) => row.image).length).toBeGreaterThan(5);
    for (const row of rows) {
      // The teaser's part of the asset row (pages/listSql.ts reads only what teasers show).
      const asset = row.primaryImageId ? (images.get(row.primaryImageId) ?? null) : null;
      if (asset) expect(asset).toMatchObject(row.image ?? { missing: true });
      else expect(row.image).toBeNull();
      expect(row.companyName).toBe(row.companyId ? (companies.get(row.companyId) ?? null) : null);
    }
  });

  it('ranks related content as the full ranking over the site does', async () => {
    const db = server.database.db;
    const items = await db
      .select({ id: content.id, primarySectionId: content.primarySectionId })
      .from(content)
      .where(and(eq(content.tenantId, edrId), isLive(now), ne(content.type, 'Page')))
      .orderBy(desc(content.published))
      .limit(12);
    for (const item of items) {
      const termIds = (await loadTermsByContentIds(db, edrId, [item.id])).map((row) => row.term.id);
      const [related] = await runLists([{ kind: 'related', contentId: item.id, termIds, sectionId: item.primarySectionId, limit: 6, excludeIds: [] }]);
      // The ranking as written before the statement was bounded: every live item of the site.
      const order: SQL[] = [];
      if (termIds.length) {
        order.push(desc(sql<number>`(select count(*) from ${contentTaxonomy} where ${and(eq(contentTaxonomy.contentId, content.id), inArray(contentTaxonomy.termId, termIds))})`));
      }
      if (item.primarySectionId) order.push(desc(sql<boolean>`coalesce(${content.primarySectionId} = ${item.primarySectionId}, false)`));
      const expected = await db
        .select({ id: content.id })
        .from(content)
        .where(and(eq(content.tenantId, edrId), isLive(now), ne(content.id, item.id), ne(content.type, 'Page')))
        .orderBy(...order, desc(content.published), desc(content.id))
        .limit(6);
      expect(related!.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    }
  });
});
