import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetNewsletterTemplateStreamDocument } from '../../src/gql/graphql.js';
import { newsletterTemplates } from '../../src/server/db/schema/index.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getNewsletterTemplateStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getNewsletterTemplateStream'));

  it('offers only templates with status 1, with their payload name', async () => {
    const data = await execute(server, GetNewsletterTemplateStreamDocument, {});
    const tenantId = await tenantIdOf(server, 'edr');
    const rows = await server.database.db.select().from(newsletterTemplates).where(eq(newsletterTemplates.tenantId, tenantId));
    const active = rows.filter((r) => r.status === 1);
    expect(rows.length).toBeGreaterThan(active.length);
    const nodes = data.getNewsletterTemplateStream.edges.map((e) => e.node);
    expect(nodes.map((n) => n.id).sort()).toEqual(active.map((r) => r.id).sort());
    for (const node of nodes) {
      expect(node.status).toBe(1);
      expect(node.payload.name).toBe(active.find((r) => r.id === node.id)?.payload.name);
    }
    const names = nodes.map((n) => n.payload.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it("never lists another site's templates", async () => {
    const fotId = await tenantIdOf(server, 'fot');
    const data = await execute(server, GetNewsletterTemplateStreamDocument, {});
    const fotRows = await server.database.db
      .select({ id: newsletterTemplates.id })
      .from(newsletterTemplates)
      .where(and(eq(newsletterTemplates.tenantId, fotId)));
    const ids = new Set(data.getNewsletterTemplateStream.edges.map((e) => e.node.id));
    expect(fotRows.some((r) => ids.has(r.id))).toBe(false);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getNewsletterTemplateStream', {}));
});
