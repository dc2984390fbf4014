import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetExportStreamDocument, type ExportKind } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { settledExport, startExport } from '../helpers/exports.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
const started: number[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  // Oldest first: companies, taxonomy, leads, companies (published only).
  for (const input of [{ kind: 'companies' as const }, { kind: 'taxonomy' as const }, { kind: 'inquiryLeads' as const }, { kind: 'companies' as const, filters: { statuses: [1] } }]) {
    const row = await startExport(server, input, { token: admin });
    started.push(row.id);
    await settledExport(server, row.id, admin);
  }
  await startExport(server, { kind: 'companies' }, { token: admin, tenantKey: 'fot' });
});
afterAll(() => server.close());

const stream = (args: { kind?: ExportKind; limit?: number; skip?: number } = {}, token = admin, tenantKey = 'edr') =>
  execute(server, GetExportStreamDocument, args, { cmsToken: token, tenantKey }).then((d) => d.getExportStream);
const ids = (connection: Awaited<ReturnType<typeof stream>>) => connection.edges.map((e) => e.node.id);

describe('getExportStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getExportStream'));

  it("lists the site's exports newest first, of one kind or all", async () => {
    const all = await stream();
    expect(all.totalCount).toBe(4);
    expect(ids(all)).toEqual([...started].reverse());
    expect(all.edges[0]!.node).toMatchObject({ __typename: 'Export', kind: 'companies', status: 'done', filters: { statuses: [1] }, requestedByName: expect.any(String) });
    expect(ids(await stream({ kind: 'companies' }))).toEqual([started[3], started[0]]);
    expect(ids(await stream({ kind: 'taxonomy' }))).toEqual([started[1]]);
    const page = await stream({ limit: 2, skip: 1 });
    expect(ids(page)).toEqual([started[2], started[1]]);
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect((await stream({}, admin, 'fot')).totalCount).toBe(1);
  });

  it('refuses bad paging and an unknown kind', async () => {
    for (const args of [{ limit: 0 }, { limit: 101 }, { skip: -1 }]) {
      const response = await post(server, 'getExportStream', args, bearer(admin, 'edr'));
      expect(codeOf(response), JSON.stringify(args)).toBe('BAD_USER_INPUT');
    }
    await expectBadVariablesRefused(server, 'getExportStream', { kind: 'pages' }, /ExportKind|kind/);
  });

  it('shows each user the kinds they may export', async () => {
    await expectUnauthenticated(server, 'getExportStream', {});
    const editor = (await createUser(server, { role: 'editor' })).token;
    const theirs = await stream({}, editor);
    expect(theirs.edges.map((e) => e.node.kind)).toEqual(['inquiryLeads']);
    await expectForbidden(server, 'getExportStream', { kind: 'companies' }, editor);
    const fot = (await createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] })).token;
    expect(codeOf(await post(server, 'getExportStream', {}, bearer(fot, 'edr')))).toBe('FORBIDDEN');
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getExportStream', {}));
});
