import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteWebsiteSectionDocument, SaveWebsiteSectionDocument, type WebsiteSectionInput } from '../../src/gql/graphql.js';
import { content, history, websiteSections } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let viewerOnly: string;
let fotManager: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ manager, editor: viewerOnly, fotManager } = await siteManagerTokens(server));
});
afterAll(() => server.close());

const save = async (input: WebsiteSectionInput) => (await execute(server, SaveWebsiteSectionDocument, { input }, { cmsToken: manager })).saveWebsiteSection;
const attempt = (id: number, version: number, token = manager, tenantKey?: string) => post(server, 'deleteWebsiteSection', { id, version }, bearer(token, tenantKey));

describe('deleteWebsiteSection', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteWebsiteSection'));

  it('needs a login and manage_site_sections', async () => {
    const section = await save({ name: 'Guarded' });
    await expectUnauthenticated(server, 'deleteWebsiteSection', { id: section.id, version: 1 });
    await expectForbidden(server, 'deleteWebsiteSection', { id: section.id, version: 1 }, viewerOnly);
  });

  it('deletes an empty section and records it in history', async () => {
    const section = await save({ name: 'Short Lived' });
    const data = await execute(server, DeleteWebsiteSectionDocument, { id: section.id, version: section.version }, { cmsToken: manager });
    expect(data.deleteWebsiteSection).toBe(true);
    expect(await server.database.db.select().from(websiteSections).where(eq(websiteSections.id, section.id))).toEqual([]);
    const rows = await server.database.db.select().from(history).where(and(eq(history.entityType, 'WebsiteSection'), eq(history.entityId, String(section.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete']);
    expect(codeOf(await attempt(section.id, section.version))).toBe('NOT_FOUND');
  });

  it('refuses a section with child sections or content, naming the counts', async () => {
    const parent = await save({ name: 'Has Kids' });
    await save({ name: 'Kid One', parentId: parent.id });
    await save({ name: 'Kid Two', parentId: parent.id });
    const response = await attempt(parent.id, parent.version);
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('"Has Kids" cannot be deleted: it still has 2 child sections. Move or remove them first.');

    const tenantId = await tenantIdOf(server, 'edr');
    const [used] = await server.database.db
      .select({ id: websiteSections.id, name: websiteSections.name, version: websiteSections.version })
      .from(websiteSections)
      .innerJoin(content, eq(content.primarySectionId, websiteSections.id))
      .where(eq(websiteSections.tenantId, tenantId))
      .limit(1);
    if (!used) throw new Error('No seeded section with content');
    const withContent = await attempt(used.id, used.version);
    expect(codeOf(withContent)).toBe('BAD_USER_INPUT');
    expect(withContent.body.errors?.[0]?.message).toMatch(new RegExp(`^"${used.name}" cannot be deleted: it still has .*\\d+ content items? \\(primary or scheduled\\)\\. Move or remove them first\\.$`));
  });

  it('refuses a stale version with CONFLICT', async () => {
    const section = await save({ name: 'Edited Twice' });
    await save({ id: section.id, version: section.version, name: 'Edited Twice', description: 'changed' });
    const response = await attempt(section.id, section.version);
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.body.errors?.[0]?.extensions?.currentVersion).toBe(2);
  });

  it("cannot delete another site's section", async () => {
    const section = await save({ name: 'Not Yours' });
    expect(codeOf(await attempt(section.id, section.version, fotManager, 'fot'))).toBe('NOT_FOUND');
    expect(await server.database.db.select().from(websiteSections).where(eq(websiteSections.id, section.id))).toHaveLength(1);
  });
});
