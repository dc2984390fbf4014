import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentStreamForLeadersWithSchedulesDocument } from '../../src/gql/graphql.js';
import { content, contentWebsiteSchedules, websiteSections } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let edrId: number;
let companies: { id: number; name: string }[];
const section: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  edrId = await tenantIdOf(server, 'edr');
  companies = await server.database.db
    .select({ id: content.id, name: content.name })
    .from(content)
    .where(and(eq(content.tenantId, edrId), eq(content.type, 'Company'), eq(content.status, 1)))
    .orderBy(asc(content.name));
  for (const alias of ['power', 'embedded', 'test-measurement', 'home']) {
    const [row] = await server.database.db.select({ id: websiteSections.id }).from(websiteSections).where(and(eq(websiteSections.tenantId, edrId), eq(websiteSections.alias, alias)));
    section[alias] = row!.id;
  }
  const day = 86_400_000;
  await server.database.db.insert(contentWebsiteSchedules).values([
    // The first company leads in Embedded and Power (listed in tree order), and is featured on Home (not a category).
    { tenantId: edrId, contentId: companies[0]!.id, sectionId: section.embedded!, startDate: new Date(Date.now() - day) },
    { tenantId: edrId, contentId: companies[0]!.id, sectionId: section.power!, startDate: new Date(Date.now() - day) },
    { tenantId: edrId, contentId: companies[0]!.id, sectionId: section.home!, option: 'Featured', startDate: new Date(Date.now() - day) },
    // The second: a schedule that ended, and one that starts tomorrow.
    { tenantId: edrId, contentId: companies[1]!.id, sectionId: section.power!, startDate: new Date(Date.now() - 5 * day), endDate: new Date(Date.now() - day) },
    { tenantId: edrId, contentId: companies[1]!.id, sectionId: section['test-measurement']!, startDate: new Date(Date.now() + day) },
  ]);
});
afterAll(() => server.close());

const ask = async (variables: { sectionId?: number; limit?: number; skip?: number }, tenantKey = 'edr') =>
  (await execute(server, GetContentStreamForLeadersWithSchedulesDocument, variables, { tenantKey })).getContentStreamForLeadersWithSchedules;

describe('getContentStreamForLeadersWithSchedules', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContentStreamForLeadersWithSchedules'));

  it('lists the leaders by name, each with the sections it is scheduled to now (not the leaders section, not Home)', async () => {
    const stream = await ask({});
    expect(stream.totalCount).toBe(companies.length);
    expect(stream.edges.map(({ node }) => node.name)).toEqual(companies.map((c) => c.name));
    expect(stream.edges[0]!.sections.map((s) => s.alias)).toEqual(['power', 'embedded']);
    expect(stream.edges[0]!.sections[0]).toMatchObject({ __typename: 'WebsiteSection', id: section.power, name: 'Power', canonicalPath: '/power' });
    // An ended schedule and one not started yet do not count.
    expect(stream.edges[1]!.sections).toEqual([]);
  });

  it('narrows to the leaders of a section, with paging', async () => {
    const stream = await ask({ sectionId: section.embedded! });
    expect(stream.edges.map(({ node }) => node.id)).toEqual([companies[0]!.id]);
    const page = await ask({ limit: 1, skip: 1 });
    expect(page.edges.map(({ node }) => node.id)).toEqual([companies[1]!.id]);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true });
    const refused = await post(server, 'getContentStreamForLeadersWithSchedules', { limit: 1001 }, { headers: { 'x-tenant-key': 'edr' } });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
  });

  it('is empty while the leaders module is off (fot)', async () => {
    expect(await ask({}, 'fot')).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('refuses bad variables and an unknown site', async () => {
    await expectBadVariablesRefused(server, 'getContentStreamForLeadersWithSchedules', { sectionId: 'power' }, /sectionId.*Int/);
    await expectUnknownTenantRefused(server, 'getContentStreamForLeadersWithSchedules', {});
  });
});
