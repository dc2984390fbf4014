import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAdUnitAdminPatternStreamDocument } from '../../src/gql/graphql.js';
import { adUnitPatterns } from '../../src/server/db/schema/index.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await adminToken(server);
});
afterAll(() => server.close());

describe('getAdUnitAdminPatternStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getAdUnitAdminPatternStream'));

  it("lists the site's own and the shared patterns, inactive ones included", async () => {
    const data = await execute(server, GetAdUnitAdminPatternStreamDocument, {}, { cmsToken: token });
    const edrId = await tenantIdOf(server, 'edr');
    const rows = await server.database.db.select().from(adUnitPatterns);
    const expected = rows.filter((r) => r.tenantId === edrId || r.tenantId === null);
    const nodes = data.getAdUnitAdminPatternStream.edges.map((e) => e.node);
    expect(nodes.map((n) => n.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(nodes.some((n) => n.type === 'layout-block')).toBe(true);
    expect(nodes.some((n) => n.type !== 'layout-block')).toBe(true);
    expect(nodes.some((n) => n.isGlobal)).toBe(true);
    expect(nodes.some((n) => n.status === 0)).toBe(true);
    for (const node of nodes) {
      for (const mapping of node.sizeMapping) expect(mapping.viewport).toHaveLength(2);
    }
  });

  it("never lists another site's own patterns", async () => {
    const fotId = await tenantIdOf(server, 'fot');
    const rows = await server.database.db.select().from(adUnitPatterns);
    const fotOnly = new Set(rows.filter((r) => r.tenantId === fotId).map((r) => r.id));
    const data = await execute(server, GetAdUnitAdminPatternStreamDocument, {}, { cmsToken: token });
    expect(data.getAdUnitAdminPatternStream.edges.some((e) => fotOnly.has(e.node.id))).toBe(false);
  });

  it('needs a login and the permission', async () => {
    await expectUnauthenticated(server, 'getAdUnitAdminPatternStream', {});
    const editor = await createUser(server, { role: 'editor' });
    await expectForbidden(server, 'getAdUnitAdminPatternStream', {}, editor.token);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getAdUnitAdminPatternStream', {}));
});
