import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContractStreamForSelectDocument } from '../../src/gql/graphql.js';
import { contracts } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await adminToken(server);
});
afterAll(() => server.close());

describe('getContractStreamForSelect', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContractStreamForSelect'));

  it("lists the site's contracts with approval and contributor, limit 1000", async () => {
    const data = await execute(server, GetContractStreamForSelectDocument, { input: { pagination: { limit: 1000 } } }, { cmsToken: token });
    const tenantId = await tenantIdOf(server, 'edr');
    const rows = await server.database.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.tenantId, tenantId));
    const stream = data.getContractStreamForSelect;
    expect(stream.totalCount).toBe(rows.length);
    expect(stream.edges.map((e) => e.node.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(stream.edges.some((e) => e.node.approved !== null)).toBe(true);
    expect(stream.edges.some((e) => e.node.approved === null)).toBe(true);
    for (const { node } of stream.edges) {
      expect(node.contributor.__typename).toBe('Person');
      expect(node.contributor.fullName.length).toBeGreaterThan(0);
      if (node.approved) expect(Number.isNaN(Date.parse(node.approved))).toBe(false);
    }
  });

  it('refuses a limit above 1000', async () => {
    const response = await post(server, 'getContractStreamForSelect', { input: { pagination: { limit: 1001 } } }, { headers: { authorization: `Bearer ${token}` } });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('limit must be between 1 and 1000.');
  });

  it('refuses ill-typed variables', () =>
    expectBadVariablesRefused(server, 'getContractStreamForSelect', { input: { pagination: { limit: 'all' } } }, /limit.*Int/));

  it('needs a login and the permission', async () => {
    await expectUnauthenticated(server, 'getContractStreamForSelect', {});
    const editor = await createUser(server, { role: 'editor' });
    await expectForbidden(server, 'getContractStreamForSelect', {}, editor.token);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getContractStreamForSelect', {}));
});
