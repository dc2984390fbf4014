import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteSectionBasicDocument } from '../../src/gql/graphql.js';
import { websiteSections } from '../../src/server/db/schema/index.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function aSection(tenantKey: string, depth: number) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const [row] = await server.database.db
    .select()
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.depth, depth)))
    .limit(1);
  if (!row) throw new Error(`No section of depth ${depth} on ${tenantKey}`);
  return row;
}

describe('getWebsiteSectionBasic', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebsiteSectionBasic'));

  it('answers id, name and alias without a login', async () => {
    const row = await aSection('edr', 3);
    const data = await execute(server, GetWebsiteSectionBasicDocument, { sectionId: row.id });
    expect(data.getWebsiteSectionBasic).toEqual({ __typename: 'WebsiteSection', id: row.id, name: row.name, alias: row.alias });
    expect(row.alias.split('/')).toHaveLength(3);
  });

  it("answers NOT_FOUND for another site's section or an unknown id", async () => {
    const fot = await aSection('fot', 1);
    const response = await post(server, 'getWebsiteSectionBasic', { sectionId: fot.id });
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect(response.status).toBe(404);
    expect(codeOf(await post(server, 'getWebsiteSectionBasic', { sectionId: -1 }))).toBe('NOT_FOUND');
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getWebsiteSectionBasic', { sectionId: 1 }));
});
