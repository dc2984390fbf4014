import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteSectionsHierarchyDocument } from '../../src/gql/graphql.js';
import { websiteSections } from '../../src/server/db/schema/index.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getWebsiteSectionsHierarchy', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebsiteSectionsHierarchy'));

  it("returns every active section of the site in tree order with full names and ancestors", async () => {
    const data = await execute(server, GetWebsiteSectionsHierarchyDocument, {});
    const sections = data.getWebsiteSectionsHierarchy;
    const tenantId = await tenantIdOf(server, 'edr');
    const rows = await server.database.db
      .select({ id: websiteSections.id })
      .from(websiteSections)
      .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.status, 1)));
    expect(sections.map((s) => s.id).sort()).toEqual(rows.map((r) => r.id).sort());

    const byId = new Map(sections.map((s) => [s.id, s]));
    const seen = new Set<number>();
    for (const section of sections) {
      // Parents come before their children.
      if (section.parentId !== null) expect(seen.has(section.parentId)).toBe(true);
      seen.add(section.id);
      expect(section.hierarchy.at(-1)?.id).toBe(section.id);
      expect(section.hierarchy).toHaveLength(section.depth);
      expect(section.fullName).toBe(section.hierarchy.map((h) => h.name).join(' > '));
      if (section.parentId !== null) expect(section.alias.startsWith(`${byId.get(section.parentId)?.alias}/`)).toBe(true);
    }
    // The demo tree reaches depth 3 (spec: section tree depth 3).
    expect(Math.max(...sections.map((s) => s.depth))).toBe(3);
  });

  it('honours a tenant-key header override and never mixes sites', async () => {
    const edr = await execute(server, GetWebsiteSectionsHierarchyDocument, {});
    const fot = await execute(server, GetWebsiteSectionsHierarchyDocument, {}, { tenantKey: 'fot' });
    const edrIds = new Set(edr.getWebsiteSectionsHierarchy.map((s) => s.id));
    expect(fot.getWebsiteSectionsHierarchy.length).toBeGreaterThan(0);
    expect(fot.getWebsiteSectionsHierarchy.some((s) => edrIds.has(s.id))).toBe(false);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getWebsiteSectionsHierarchy', {}));
});
