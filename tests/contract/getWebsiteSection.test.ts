import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteSectionDocument } from '../../src/gql/graphql.js';
import { content, contentWebsiteSchedules, websiteSections } from '../../src/server/db/schema/index.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The seeded section of a site with the most live scheduled content. */
async function busiestSection(tenantKey: string) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const now = new Date();
  const s = contentWebsiteSchedules;
  const [row] = await server.database.db
    .select({ id: s.sectionId, n: sql<number>`count(distinct ${content.id})::int` })
    .from(s)
    .innerJoin(content, eq(content.id, s.contentId))
    .where(
      and(
        eq(s.tenantId, tenantId),
        eq(content.status, 1),
        lte(content.published, now),
        or(isNull(content.unpublished), gt(content.unpublished, now)),
        lte(s.startDate, now),
        or(isNull(s.endDate), gt(s.endDate, now)),
      ),
    )
    .groupBy(s.sectionId)
    .orderBy(desc(sql`count(distinct ${content.id})`))
    .limit(1);
  if (!row) throw new Error(`No scheduled content on ${tenantKey}`);
  return row;
}

describe('getWebsiteSection', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebsiteSection'));

  it('answers anyone with the section, its children and its newest live scheduled content', async () => {
    const busiest = await busiestSection('edr');
    const page = (await execute(server, GetWebsiteSectionDocument, { sectionId: busiest.id, limit: 2 })).getWebsiteSection;
    const [row] = await server.database.db.select().from(websiteSections).where(eq(websiteSections.id, busiest.id));
    expect(page.section).toMatchObject({ __typename: 'WebsiteSection', id: busiest.id, name: row?.name, alias: row?.alias, canonicalPath: `/${row?.alias}`, version: row?.version });
    expect(page.section.hierarchy.at(-1)?.id).toBe(busiest.id);
    expect(page.content.totalCount).toBe(busiest.n);
    expect(page.content.edges.length).toBe(Math.min(2, busiest.n));
    expect(page.content.pageInfo.hasNextPage).toBe(busiest.n > 2);
    const dates = page.content.edges.map((e) => Date.parse(e.node.published ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const children = await server.database.db.select({ id: websiteSections.id }).from(websiteSections).where(eq(websiteSections.parentId, busiest.id));
    expect(page.children.map((c) => c.id).sort()).toEqual(children.map((c) => c.id).sort());
  });

  it('defaults to 50 items and refuses a limit outside 1–1000', async () => {
    const busiest = await busiestSection('edr');
    const page = (await execute(server, GetWebsiteSectionDocument, { sectionId: busiest.id })).getWebsiteSection;
    expect(page.content.edges.length).toBe(Math.min(50, busiest.n));
    for (const limit of [0, 1001]) {
      const response = await post(server, 'getWebsiteSection', { sectionId: busiest.id, limit });
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ limit: 'Must be between 1 and 1000' });
    }
  });

  it("answers NOT_FOUND for an unknown id and for another site's section", async () => {
    expect(codeOf(await post(server, 'getWebsiteSection', { sectionId: 99999999 }))).toBe('NOT_FOUND');
    const fotSection = await busiestSection('fot');
    const fromEdr = await post(server, 'getWebsiteSection', { sectionId: fotSection.id });
    expect(codeOf(fromEdr)).toBe('NOT_FOUND');
    expect(fromEdr.body.errors?.[0]?.message).toBe(`No section with id ${fotSection.id} was found on this site.`);
    const onFot = await post(server, 'getWebsiteSection', { sectionId: fotSection.id }, onSite('fot'));
    expect(onFot.status).toBe(200);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getWebsiteSection', { sectionId: 1 }));
});
