import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartExportDocument, type StartExportInput } from '../../src/gql/graphql.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import { exports, magazineIssues } from '../../src/server/db/schema/index.js';
import { tenantIdOf } from '../helpers/db.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { settledExport } from '../helpers/exports.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const start = (input: StartExportInput, token = admin, tenantKey = 'edr') => execute(server, StartExportDocument, { input }, { cmsToken: token, tenantKey }).then((d) => d.startExport);
const fieldErrorsOf = async (input: object) => {
  const response = await post(server, 'startExport', { input }, bearer(admin, 'edr'));
  expect(codeOf(response), JSON.stringify(input)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  return response.body.errors?.[0]?.extensions?.fieldErrors;
};

describe('startExport', () => {
  it('is served as text', () => expectDocumentServed(server, 'startExport'));

  it('queues an export with its filters in their canonical form, which the job then writes', async () => {
    const queued = await start({ kind: 'companies', filters: { statuses: [2, 1, 1] } });
    expect(queued).toMatchObject({
      __typename: 'Export',
      kind: 'companies',
      status: 'queued',
      filters: { statuses: [1, 2], taxonomyTypes: null, leadKind: null, dateFrom: null, dateTo: null },
      rowsDone: 0,
      byteSize: null,
      fileName: expect.stringMatching(/^companies-edr-\d{4}-\d{2}-\d{2}\.csv$/),
      message: 'Queued: the export starts in a moment.',
      requestedByName: expect.any(String),
      downloadUrl: null,
      finishedAt: null,
    });
    const done = await settledExport(server, queued.id, admin);
    expect(done).toMatchObject({ status: 'done', message: null, rowsTotal: done.rowsDone, downloadUrl: expect.stringContaining(`/api/exports/${queued.id}/download?token=`) });
    expect(done.rowsDone).toBeGreaterThan(0);
    expect(Date.parse(done.expiresAt!) - Date.parse(done.finishedAt!)).toBe(7 * 24 * 3600 * 1000);
  });

  it('answers the same export while it is queued or running instead of starting it twice', async () => {
    // One already waiting (its job not yet picked up), with the filters in their canonical form.
    const [waiting] = await server.database.db
      .insert(exports)
      .values({ tenantId: await tenantIdOf(server, 'edr'), kind: 'inquiryLeads', filters: { leadKind: 'contact', dateFrom: '2030-01-01T00:00:00.000Z' }, fileName: 'rmi-report.csv', status: 'queued' })
      .returning();
    const again = await start({ kind: 'inquiryLeads', filters: { leadKind: 'contact', dateFrom: '2030-01-01T00:00:00Z' } });
    expect(again).toMatchObject({ id: waiting!.id, status: 'queued', filters: { leadKind: 'contact', dateFrom: '2030-01-01T00:00:00.000Z', dateTo: null } });
    // Other filters are another export.
    const other = await start({ kind: 'inquiryLeads', filters: { leadKind: 'inquiry', dateFrom: '2030-01-01T00:00:00Z' } });
    expect(other.id).not.toBe(waiting!.id);
    await settledExport(server, other.id, admin);
  });

  it('refuses filters the kind does not take and bad values, on their fields', async () => {
    expect(await fieldErrorsOf({ kind: 'companies', filters: { taxonomyTypes: ['Tag'], leadKind: 'inquiry' } })).toEqual({
      'filters.taxonomyTypes': 'Not a filter of this export.',
      'filters.leadKind': 'Not a filter of this export.',
    });
    expect(await fieldErrorsOf({ kind: 'taxonomy', filters: { statuses: [1] } })).toEqual({ 'filters.statuses': 'Not a filter of this export.' });
    expect(await fieldErrorsOf({ kind: 'companies', filters: { statuses: [5] } })).toEqual({ 'filters.statuses': 'Statuses are 0 (deleted), 1 (published) and 2 (draft).' });
    expect(await fieldErrorsOf({ kind: 'inquiryLeads', filters: { dateFrom: '2030-01-02T00:00:00Z', dateTo: '2030-01-01T00:00:00Z' } })).toEqual({
      'filters.dateTo': 'The end must be after the start.',
    });
    await expectBadVariablesRefused(server, 'startExport', { input: { kind: 'pages' } }, /ExportKind|kind/);
    await expectBadVariablesRefused(server, 'startExport', { input: { kind: 'taxonomy', filters: { taxonomyTypes: ['Nope'] } } }, /TaxonomyType/);
    await expectBadVariablesRefused(server, 'startExport', {}, /\$input.*required|was not provided/);
  });

  it("needs the kind's permission on this site", async () => {
    await expectUnauthenticated(server, 'startExport', { input: { kind: 'companies' } });
    // An editor sees reports (view_common_reports): the RMI export, not companies or taxonomy.
    const editor = (await createUser(server, { role: 'editor' })).token;
    await expectForbidden(server, 'startExport', { input: { kind: 'companies' } }, editor);
    await expectForbidden(server, 'startExport', { input: { kind: 'taxonomy' } }, editor);
    expect((await start({ kind: 'inquiryLeads' }, editor)).kind).toBe('inquiryLeads');
    // A managing editor of fot may export fot's companies, not edr's.
    const fot = (await createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] })).token;
    expect((await start({ kind: 'companies' }, fot, 'fot')).fileName).toMatch(/^companies-fot-/);
    expect(codeOf(await post(server, 'startExport', { input: { kind: 'companies' } }, bearer(fot, 'edr')))).toBe('FORBIDDEN');
  });

  it('queues a print export of an issue of the site that holds content (docs/print-exports.md; the file: tests/integration/printExports.test.ts)', async () => {
    const [issue] = await server.database.db
      .select({ id: magazineIssues.id, name: magazineIssues.name })
      .from(magazineIssues)
      .where(and(eq(magazineIssues.tenantId, await tenantIdOf(server, 'edr')), sql`exists (select 1 from content_issue_schedules s where s.issue_id = ${magazineIssues.id})`))
      .orderBy(desc(magazineIssues.mailingDate))
      .limit(1);
    const queued = await start({ kind: 'print', filters: { issueId: issue!.id } });
    expect(queued).toMatchObject({ kind: 'print', filters: { issueId: issue!.id, issueName: expect.stringContaining(issue!.name), statuses: null }, fileName: expect.stringMatching(/^print-edr-.+\.zip$/) });
    expect(await settledExport(server, queued.id, admin)).toMatchObject({ status: 'done', rowsDone: queued.rowsTotal ?? expect.any(Number) });
    expect(await fieldErrorsOf({ kind: 'print', filters: { issueId: 99999999 } })).toEqual({ 'filters.issueId': 'No issue with id 99999999 was found.' });
    // Without manage_print_export: refused before the issue is looked at.
    const editor = (await createUser(server, { role: 'editor' })).token;
    await expectForbidden(server, 'startExport', { input: { kind: 'print', filters: { issueId: issue!.id } } }, editor);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'startExport', { input: { kind: 'companies' } }));
});
