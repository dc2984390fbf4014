import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAdUnitPatternStreamDocument } from '../../src/gql/graphql.js';
import { adUnitPatterns } from '../../src/server/db/schema/index.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getAdUnitPatternStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getAdUnitPatternStream'));

  it("offers the site's own and the shared active patterns, layout-block ones among them", async () => {
    const data = await execute(server, GetAdUnitPatternStreamDocument, {});
    const edrId = await tenantIdOf(server, 'edr');
    const rows = await server.database.db.select().from(adUnitPatterns);
    const expected = rows.filter((r) => r.status === 1 && (r.tenantId === edrId || r.tenantId === null));
    const nodes = data.getAdUnitPatternStream.edges.map((e) => e.node);
    expect(nodes.map((n) => n.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(nodes.some((n) => n.type === 'layout-block')).toBe(true);
    expect(nodes.some((n) => n.type !== 'layout-block')).toBe(true);
    expect(nodes.some((n) => n.isGlobal)).toBe(true);
    expect(nodes.every((n) => n.status === 1)).toBe(true);
    for (const node of nodes) {
      for (const mapping of node.sizeMapping) expect(mapping.viewport).toHaveLength(2);
    }
  });

  it("never offers another site's own patterns", async () => {
    const fotId = await tenantIdOf(server, 'fot');
    const rows = await server.database.db.select().from(adUnitPatterns);
    const fotOnly = new Set(rows.filter((r) => r.tenantId === fotId).map((r) => r.id));
    const data = await execute(server, GetAdUnitPatternStreamDocument, {});
    expect(data.getAdUnitPatternStream.edges.some((e) => fotOnly.has(e.node.id))).toBe(false);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getAdUnitPatternStream', {}));
});
