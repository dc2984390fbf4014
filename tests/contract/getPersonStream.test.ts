import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetPersonStreamDocument } from '../../src/gql/graphql.js';
import { persons } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getPersonStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getPersonStream'));

  it('lists active persons by name with the selector limit of 9999', async () => {
    const data = await execute(server, GetPersonStreamDocument, { input: { status: [1], pagination: { limit: 9999 } } });
    const tenantId = await tenantIdOf(server, 'edr');
    const active = await server.database.db
      .select({ id: persons.id, fullName: persons.fullName })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), inArray(persons.status, [1])));
    const stream = data.getPersonStream;
    expect(stream.totalCount).toBe(active.length);
    expect(stream.edges.map((e) => e.node.id).sort()).toEqual(active.map((p) => p.id).sort());
    const names = stream.edges.map((e) => e.node.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(stream.edges.every((e) => e.node.status === 1 && e.node.__typename === 'Person')).toBe(true);
    expect(stream.pageInfo.hasNextPage).toBe(false);
  });

  it('includes inactive persons when asked and pages with a cursor', async () => {
    const all = await execute(server, GetPersonStreamDocument, { input: { status: [0, 1] } });
    expect(all.getPersonStream.edges.some((e) => e.node.status === 0)).toBe(true);
    const first = await execute(server, GetPersonStreamDocument, { input: { pagination: { limit: 3 } } });
    expect(first.getPersonStream.edges).toHaveLength(3);
    expect(first.getPersonStream.pageInfo.hasNextPage).toBe(true);
    const second = await execute(server, GetPersonStreamDocument, {
      input: { pagination: { limit: 3, after: first.getPersonStream.pageInfo.endCursor } },
    });
    const firstIds = first.getPersonStream.edges.map((e) => e.node.id);
    expect(second.getPersonStream.edges.map((e) => e.node.id).some((id) => firstIds.includes(id))).toBe(false);
  });

  it('refuses a limit above 9999 and a forged cursor with BAD_USER_INPUT', async () => {
    const tooMany = await post(server, 'getPersonStream', { input: { pagination: { limit: 10000 } } });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.body.errors?.[0]?.message).toBe('limit must be between 1 and 9999.');
    const forged = await post(server, 'getPersonStream', { input: { pagination: { after: 'garbage' } } });
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');
  });

  it('refuses ill-typed variables', () =>
    expectBadVariablesRefused(server, 'getPersonStream', { input: { status: 'active' } }, /status.*Int/));

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getPersonStream', {}));
});
