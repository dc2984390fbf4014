import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetExportDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { download, settledExport, startExport } from '../helpers/exports.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
let companies = 0;
let leads = 0;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  companies = (await startExport(server, { kind: 'companies' }, { token: admin })).id;
  leads = (await startExport(server, { kind: 'inquiryLeads' }, { token: admin })).id;
  await settledExport(server, companies, admin);
  await settledExport(server, leads, admin);
});
afterAll(() => server.close());

const get = (id: number, token = admin, tenantKey = 'edr') => execute(server, GetExportDocument, { id }, { cmsToken: token, tenantKey }).then((d) => d.getExport);

describe('getExport', () => {
  it('is served as text', () => expectDocumentServed(server, 'getExport'));

  it('answers a finished export with its progress, file and a download link of its own', async () => {
    const done = await get(companies);
    expect(done).toMatchObject({
      __typename: 'Export',
      id: companies,
      kind: 'companies',
      status: 'done',
      filters: { statuses: [1, 2] },
      fileName: expect.stringMatching(/^companies-edr-.*\.csv$/),
      message: null,
      requestedByName: expect.any(String),
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(done!.rowsDone).toBe(done!.rowsTotal);
    expect(done!.byteSize).toBeGreaterThan(0);
    expect(done!.downloadUrl).toMatch(new RegExp(`^/api/exports/${companies}/download\\?token=`));
    const file = await download(server, done!.downloadUrl!);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(done!.byteSize);
  });

  it('keeps sites apart and answers null for an unknown id', async () => {
    const fot = (await createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] })).token;
    expect(await get(companies, fot, 'fot')).toBeNull();
    expect(await get(companies, admin, 'fot')).toBeNull();
    expect(await get(999999)).toBeNull();
  });

  it('refuses bad input', async () => {
    await expectBadVariablesRefused(server, 'getExport', { id: 'x' }, /Int/);
    await expectBadVariablesRefused(server, 'getExport', {}, /\$id.*required|was not provided/);
  });

  it("needs the permission of the export's kind", async () => {
    await expectUnauthenticated(server, 'getExport', { id: companies });
    // An editor (view_common_reports) follows the RMI export, not the company export.
    const editor = (await createUser(server, { role: 'editor' })).token;
    expect((await get(leads, editor))?.downloadUrl).toMatch(/^\/api\/exports\//);
    await expectForbidden(server, 'getExport', { id: companies }, editor);
    const fot = (await createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] })).token;
    expect(codeOf(await post(server, 'getExport', { id: companies }, bearer(fot, 'edr')))).toBe('FORBIDDEN');
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getExport', { id: companies }));
});
