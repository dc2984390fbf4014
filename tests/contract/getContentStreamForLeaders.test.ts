import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentStreamForLeadersDocument, GetWebsiteLayoutPageDocument } from '../../src/gql/graphql.js';
import { content, contentWebsiteSchedules, websiteSections } from '../../src/server/db/schema/index.js';
import type { PageGrid } from '../../src/site/blocks/types.js';
import { adminToken } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { block, layoutInput, row, saveLayout } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// The demo's leaders program: edr has the leaders module on and its site settings name the
// Companies section as the leaders section; fot has the module off.
let server: TestServer;
let admin: string;
let edrId: number;
let companies: { id: number; name: string }[];
let powerId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  edrId = await tenantIdOf(server, 'edr');
  companies = await server.database.db
    .select({ id: content.id, name: content.name })
    .from(content)
    .where(and(eq(content.tenantId, edrId), eq(content.type, 'Company'), eq(content.status, 1)))
    .orderBy(asc(content.name));
  const [power] = await server.database.db.select({ id: websiteSections.id }).from(websiteSections).where(and(eq(websiteSections.tenantId, edrId), eq(websiteSections.alias, 'power')));
  powerId = power!.id;
  // The first company is a leader in Power (a schedule there); the second was, until yesterday.
  await server.database.db.insert(contentWebsiteSchedules).values([
    { tenantId: edrId, contentId: companies[0]!.id, sectionId: powerId, option: 'Standard', startDate: new Date(Date.now() - 86_400_000) },
    { tenantId: edrId, contentId: companies[1]!.id, sectionId: powerId, option: 'Standard', startDate: new Date(Date.now() - 5 * 86_400_000), endDate: new Date(Date.now() - 86_400_000) },
  ]);
});
afterAll(() => server.close());

const ask = async (variables: { sectionId?: number; limit?: number; skip?: number }, tenantKey = 'edr') =>
  (await execute(server, GetContentStreamForLeadersDocument, variables, { tenantKey })).getContentStreamForLeaders;

describe('getContentStreamForLeaders', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContentStreamForLeaders'));

  it("lists the leaders section's live companies by name", async () => {
    expect(companies.length).toBeGreaterThanOrEqual(3);
    const stream = await ask({});
    expect(stream.totalCount).toBe(companies.length);
    expect(stream.edges.map(({ node }) => node.name)).toEqual(companies.map((c) => c.name));
    expect(stream.edges[0]!.node).toMatchObject({ __typename: 'Content', type: 'Company', canonicalPath: expect.stringMatching(/^\/companies\//) });
    expect(stream.pageInfo.hasNextPage).toBe(false);
  });

  it('lists the leaders of a section: those also scheduled there now', async () => {
    const stream = await ask({ sectionId: powerId });
    expect(stream.edges.map(({ node }) => node.id)).toEqual([companies[0]!.id]);
    expect(stream.totalCount).toBe(1);
  });

  it('pages with limit 1–1000 (default 1000) and skip', async () => {
    const page = await ask({ limit: 2, skip: 1 });
    expect(page.edges.map(({ node }) => node.id)).toEqual(companies.slice(1, 3).map((c) => c.id));
    expect(page.pageInfo.hasNextPage).toBe(companies.length > 3);
    for (const limit of [0, 1001]) {
      const response = await post(server, 'getContentStreamForLeaders', { limit }, { headers: { 'x-tenant-key': 'edr' } });
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ limit: 'Must be between 1 and 1000' });
    }
    const missing = await post(server, 'getContentStreamForLeaders', { sectionId: 999_999 }, { headers: { 'x-tenant-key': 'edr' } });
    expect(codeOf(missing)).toBe('NOT_FOUND');
  });

  it('is empty while the leaders module is off (fot)', async () => {
    expect(await ask({}, 'fot')).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('is what the leaders block shows', async () => {
    await saveLayout(
      server,
      admin,
      layoutInput({
        type: 'module',
        key: 'leaders-contract',
        aliases: ['leaders-contract'],
        primaryGrid: { rows: [row('r1', '1_2', [[block('all', 'leaders', { limit: 2 })], [block('power', 'leaders', { sectionId: powerId })]])] },
      }),
    );
    const page = (await execute(server, GetWebsiteLayoutPageDocument, { alias: '/leaders-contract' }, { tenantKey: 'edr' })).getWebsiteLayoutPage!;
    const blocks = (page.primaryGrid as PageGrid).rows.flatMap((r) => r.columns.flatMap((c) => c.blocks));
    const names = (id: string) => (blocks.find((b) => b.id === id)?.data as { title: string; groups: { companies: { name: string }[] }[] }).groups.flatMap((g) => g.companies.map((c) => c.name));
    expect((blocks[0]!.data as { title: string }).title).toBe('Industry Leaders');
    expect(names('all')).toEqual(companies.slice(0, 2).map((c) => c.name));
    expect(names('power')).toEqual([companies[0]!.name]);
  });

  it('refuses bad variables and an unknown site', async () => {
    await expectBadVariablesRefused(server, 'getContentStreamForLeaders', { limit: 'all' }, /limit.*Int/);
    await expectUnknownTenantRefused(server, 'getContentStreamForLeaders', {});
  });
});
