import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMembershipStreamDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getMembershipStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getMembershipStream'));

  it('offers only active memberships with status 1', async () => {
    const active = await execute(server, GetMembershipStreamDocument, { status: 1 });
    const all = await execute(server, GetMembershipStreamDocument, {});
    const nodes = active.getMembershipStream.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((m) => m.status === 1)).toBe(true);
    expect(all.getMembershipStream.edges.some((e) => e.node.status === 0)).toBe(true);
    expect(all.getMembershipStream.totalCount).toBeGreaterThan(active.getMembershipStream.totalCount);
    const paid = nodes.find((m) => !m.isFree);
    expect(paid?.omedaProduct).not.toBeNull();
    for (const m of nodes) {
      expect(m.alias).toMatch(/^[a-z0-9-]+$/);
      expect(Array.isArray(m.requiredUserCommonFields)).toBe(true);
    }
  });

  it('finds one membership by id, and none of another site', async () => {
    const all = await execute(server, GetMembershipStreamDocument, {});
    const first = all.getMembershipStream.edges[0]?.node;
    if (!first) throw new Error('no memberships seeded');
    const one = await execute(server, GetMembershipStreamDocument, { id: first.id });
    expect(one.getMembershipStream.edges.map((e) => e.node.id)).toEqual([first.id]);
    const elsewhere = await execute(server, GetMembershipStreamDocument, { id: first.id }, { tenantKey: 'fot' });
    expect(elsewhere.getMembershipStream.totalCount).toBe(0);
  });

  it('refuses a status other than 0 or 1', async () => {
    const response = await post(server, 'getMembershipStream', { status: 7 });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    await expectBadVariablesRefused(server, 'getMembershipStream', { status: 'active' }, /status.*Int/);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getMembershipStream', { status: 1 }));
});
