import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTaxonomyStreamDocument } from '../../src/gql/graphql.js';
import { taxonomyTerms } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getTaxonomyStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getTaxonomyStream'));

  it('returns terms of every type of the site', async () => {
    const data = await execute(server, GetTaxonomyStreamDocument, {});
    const types = new Set(data.getTaxonomyStream.edges.map((e) => e.node.type));
    expect([...types].sort()).toEqual(['Bin', 'Location', 'Organization', 'Person', 'Tag']);
    const tenantId = await tenantIdOf(server, 'edr');
    const rows = await server.database.db
      .select({ id: taxonomyTerms.id })
      .from(taxonomyTerms)
      .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.status, 1)));
    expect(data.getTaxonomyStream.totalCount).toBe(rows.length);
  });

  it('filters by includeTypes and includeIds, with parent ids for hierarchies', async () => {
    const locations = await execute(server, GetTaxonomyStreamDocument, { includeTypes: ['Location'] });
    const nodes = locations.getTaxonomyStream.edges.map((e) => e.node);
    expect(nodes.every((n) => n.type === 'Location')).toBe(true);
    const child = nodes.find((n) => n.parentId !== null);
    expect(child?.fullName).toContain(' > ');
    const picked = nodes.slice(0, 2).map((n) => n.id);
    const byIds = await execute(server, GetTaxonomyStreamDocument, { includeIds: picked });
    expect(byIds.getTaxonomyStream.edges.map((e) => e.node.id).sort()).toEqual([...picked].sort());
  });

  it("never returns another site's terms", async () => {
    const fot = await execute(server, GetTaxonomyStreamDocument, {}, { tenantKey: 'fot' });
    const edr = await execute(server, GetTaxonomyStreamDocument, {});
    const edrIds = new Set(edr.getTaxonomyStream.edges.map((e) => e.node.id));
    expect(fot.getTaxonomyStream.edges.some((e) => edrIds.has(e.node.id))).toBe(false);
    const cross = await execute(server, GetTaxonomyStreamDocument, { includeIds: [...edrIds].slice(0, 5) }, { tenantKey: 'fot' });
    expect(cross.getTaxonomyStream.totalCount).toBe(0);
  });

  it('refuses ill-typed variables', () =>
    expectBadVariablesRefused(server, 'getTaxonomyStream', { includeIds: ['one'] }, /includeIds.*Int/));

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getTaxonomyStream', {}));
});
