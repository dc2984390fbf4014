import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContractsDocument } from '../../src/gql/graphql.js';
import { contracts } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { as, createContract, startContractServer } from '../helpers/contracts.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute } from '../helpers/execute.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, editor } = await startContractServer());
});
afterAll(() => server.close());

const list = (input: Record<string, unknown>) => execute(server, GetContractsDocument, { input }, { cmsToken: manager, tenantKey: 'edr' }).then((d) => d.getContracts);

describe('getContracts', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContracts'));

  it("lists the site's contracts newest first, with the status filter", async () => {
    const tenantId = await tenantIdOf(server, 'edr');
    const rows = await server.database.db.select().from(contracts).where(eq(contracts.tenantId, tenantId));
    const all = await list({ pagination: { limit: 100 } });
    expect(all.totalCount).toBe(rows.length);
    expect(all.edges.map((e) => e.node.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const created = all.edges.map((e) => Date.parse(e.node.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    for (const status of [1, 2, 3]) {
      const some = await list({ status: [status] });
      const expected = (await server.database.db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.tenantId, tenantId), eq(contracts.status, status)))).length;
      expect(expected).toBeGreaterThan(0);
      expect(some.totalCount).toBe(expected);
      expect(some.edges.every((e) => e.node.status === status)).toBe(true);
    }
  });

  it("finds contracts by title and by the contributor's name, and pages", async () => {
    const { contract, contributor } = await createContract(server, manager, { title: 'Zebra crossing column' });
    expect((await list({ phrase: 'zebra CROSSING' })).edges.map((e) => e.node.id)).toEqual([contract.id]);
    const byName = await list({ phrase: contributor.fullName.split(' ')[1] });
    expect(byName.edges.some((e) => e.node.id === contract.id)).toBe(true);
    expect(byName.edges.every((e) => e.node.contributor.fullName.includes(contributor.fullName.split(' ')[1]!) || e.node.title.toLowerCase().includes(contributor.fullName.split(' ')[1]!.toLowerCase()))).toBe(true);
    const first = await list({ pagination: { limit: 2 } });
    const second = await list({ pagination: { limit: 2, skip: 2 } });
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(second.edges[0]?.node.id).not.toBe(first.edges[0]?.node.id);
    expect((await list({ phrase: 'no contract is called this' })).totalCount).toBe(0);
  });

  it('refuses a bad status, a long phrase and a limit above 100', async () => {
    const bad = await as(server, manager).post('getContracts', { input: { status: [4] } });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toBe('status values must be 1 (draft), 2 (sent) or 3 (approved).');
    const long = await as(server, manager).post('getContracts', { input: { phrase: 'x'.repeat(201) } });
    expect(long.body.errors?.[0]?.message).toBe('phrase may be at most 200 characters.');
    const limit = await as(server, manager).post('getContracts', { input: { pagination: { limit: 101 } } });
    expect(limit.body.errors?.[0]?.message).toBe('limit must be between 1 and 100.');
  });

  it('needs a login and manage_contracts, on a known site', async () => {
    await expectUnauthenticated(server, 'getContracts', {});
    await expectForbidden(server, 'getContracts', {}, editor);
    await expectUnknownTenantRefused(server, 'getContracts', {});
  });
});
