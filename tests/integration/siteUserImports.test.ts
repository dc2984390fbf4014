import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartSiteUserImportDocument } from '../../src/gql/graphql.js';
import { memberships, siteUserImports, siteUserProducts, siteUsers } from '../../src/server/db/schema/index.js';
import { resumeSiteUserImports, runSiteUserImport } from '../../src/server/modules/siteUserImports/service.js';
import { adminToken, createUser } from '../helpers/auth.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { settledImport, uploadImport } from '../helpers/siteUserImports.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * Issue 11 item 6: site users imported from a CSV file through the upload route and the job queue
 * (pg-boss on this test's database): every row checked first, nothing imported from a file with a
 * bad row, existing readers skipped or updated, a membership granted, a crashed worker's import
 * taken over and never run twice.
 */
let server: TestServer;
let admin = '';
let edr = 0;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  edr = await tenantIdOf(server, 'edr');
});
afterAll(() => server.close());

const marker = () => `imp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const usersLike = async (pattern: string) =>
  server.database.db
    .select()
    .from(siteUsers)
    .where(and(eq(siteUsers.tenantId, edr), sql`${siteUsers.username} like ${`%${pattern}%`}`))
    .orderBy(siteUsers.username);

const start = (input: Record<string, unknown>) => execute(server, StartSiteUserImportDocument, { input: input as never }, { cmsToken: admin, tenantKey: 'edr' }).then((d) => d.startSiteUserImport);

describe('uploading a CSV file', () => {
  it('stores it and answers its columns, first rows, row count and a guessed mapping', async () => {
    const csv = '\uFEFFE-mail,First Name,Surname,"Company, Inc.",Country,State\r\nada@example.com,Ada,Lovelace,"Engines, Ltd",USA,NY\r\n"bob@example.com",Bob,"Smith ""Jr""",,CAN,ON\r\n';
    const { status, body } = await uploadImport(server, csv, { token: admin });
    expect(status).toBe(201);
    expect(body.columns).toEqual(['E-mail', 'First Name', 'Surname', 'Company, Inc.', 'Country', 'State']);
    expect(body.rowCount).toBe(2);
    expect(body.sampleRows[1]).toEqual(['bob@example.com', 'Bob', 'Smith "Jr"', '', 'CAN', 'ON']);
    expect(body.mapping).toEqual([
      { field: 'email', column: 0 },
      { field: 'firstName', column: 1 },
      { field: 'lastName', column: 2 },
      { field: 'region', column: 5 },
      { field: 'countryCode', column: 4 },
    ]);
  });

  it('refuses what is not a CSV file of readers, keeping nothing of it', async () => {
    const before = (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(siteUserImports))[0]!.n;
    expect(await uploadImport(server, '', { token: admin })).toMatchObject({ status: 400 });
    expect(await uploadImport(server, 'email\n', { token: admin })).toMatchObject({ status: 400, body: { message: 'The file has no rows after the header.' } });
    const broken = await uploadImport(server, 'email,name\n"unclosed@example.com,Ann\n', { token: admin });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^The file could not be read as CSV: /);
    expect((await server.database.db.select({ n: sql<number>`count(*)::int` }).from(siteUserImports))[0]!.n).toBe(before);
  });

  it('needs manage_site_users before the body is read', async () => {
    expect((await uploadImport(server, 'email\na@example.com\n')).status).toBe(401);
    const viewer = await createUser(server);
    expect((await uploadImport(server, 'email\na@example.com\n', { token: viewer.token })).status).toBe(403);
  });
});

describe('importing', () => {
  it('imports every row of a clean file, skips readers already on the site and grants the membership', async () => {
    const m = marker();
    const [premium] = await server.database.db.select().from(memberships).where(and(eq(memberships.tenantId, edr), eq(memberships.alias, 'premium')));
    const existing = await uploadImport(server, `email,first\n${m}-old@example.com,Old\n`, { token: admin });
    await start({ id: existing.body.id, version: existing.body.version, mapping: existing.body.mapping, existing: 'skip' });
    expect(await settledImport(server, existing.body.id, admin)).toMatchObject({ status: 'done', createdCount: 1 });

    const rows = [`${m}-old@example.com,Renamed,Acme,USA,NY`, `${m}-a@example.com,Ann,Acme,USA,CA`, `${m}-b@example.com,Bea,,CAN,ON`];
    const upload = await uploadImport(server, `email,first,company,country,state\n${rows.join('\n')}\n`, { token: admin });
    const expiration = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const queued = await start({ id: upload.body.id, version: upload.body.version, mapping: upload.body.mapping, existing: 'skip', membershipId: premium!.id, membershipExpiration: expiration });
    expect(queued.status).toBe('queued');
    const done = await settledImport(server, upload.body.id, admin);
    expect(done).toMatchObject({ status: 'done', createdCount: 2, skippedCount: 1, updatedCount: 0, errorCount: 0, processed: 3, phase: null });
    const users = await usersLike(m);
    expect(users.map((u) => [u.username, u.firstName, u.company, u.countryCode, u.region, u.status])).toEqual([
      [`${m}-a@example.com`, 'Ann', 'Acme', 'USA', 'CA', 1],
      [`${m}-b@example.com`, 'Bea', null, 'CAN', 'ON', 1],
      [`${m}-old@example.com`, 'Old', null, null, null, 1],
    ]);
    const granted = await server.database.db.select().from(siteUserProducts).where(eq(siteUserProducts.productId, premium!.omedaProduct!));
    for (const user of users) expect(granted.find((p) => p.userId === user.id)?.expiresAt?.toISOString()).toBe(expiration);
  });

  it('updates readers already on the site when asked', async () => {
    const m = marker();
    const first = await uploadImport(server, `email,first\n${m}@example.com,Before\n`, { token: admin });
    await start({ id: first.body.id, version: first.body.version, mapping: first.body.mapping, existing: 'skip' });
    await settledImport(server, first.body.id, admin);
    const second = await uploadImport(server, `email,first\n${m.toUpperCase()}@EXAMPLE.COM,After\n`, { token: admin });
    await start({ id: second.body.id, version: second.body.version, mapping: second.body.mapping, existing: 'update' });
    expect(await settledImport(server, second.body.id, admin)).toMatchObject({ status: 'done', createdCount: 0, updatedCount: 1 });
    expect((await usersLike(m)).map((u) => u.firstName)).toEqual(['After']);
  });

  it('imports nothing from a file with a bad row, and says which rows and why', async () => {
    const m = marker();
    const csv = `email,country,state\n${m}-1@example.com,USA,NY\nnot-an-address,USA,NY\n${m}-3@example.com,Narnia,\n${m}-1@example.com,USA,NY\n${m}-5@example.com,USA,\n`;
    const upload = await uploadImport(server, csv, { token: admin });
    await start({ id: upload.body.id, version: upload.body.version, mapping: upload.body.mapping, existing: 'skip' });
    const failed = await settledImport(server, upload.body.id, admin);
    expect(failed).toMatchObject({ status: 'failed', errorCount: 4, createdCount: 0, message: 'Nothing was imported: 4 rows have problems. Correct the file and upload it again.' });
    expect(failed.errors).toEqual([
      { row: 3, field: 'email', message: 'E-mail address: "not-an-address" is not an e-mail address' },
      { row: 4, field: 'countryCode', message: 'Country: Choose a country from the list' },
      { row: 5, field: 'email', message: `E-mail address: ${m}-1@example.com is also on row 2` },
      { row: 6, field: 'region', message: 'State / province: Field is required' },
    ]);
    expect(await usersLike(m)).toEqual([]);
  });

  it('refuses a mapping without the e-mail, a column twice, a membership of no site, and a second start', async () => {
    const upload = await uploadImport(server, `email,first\n${marker()}@example.com,Ann\n`, { token: admin });
    const { id, version } = upload.body;
    const fieldErrorsOf = async (input: Record<string, unknown>) => {
      const response = await post(server, 'startSiteUserImport', { input: { id, version, existing: 'skip', ...input } }, { headers: { authorization: `Bearer ${admin}`, 'x-tenant-key': 'edr' } });
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      return response.body.errors?.[0]?.extensions?.fieldErrors;
    };
    expect(await fieldErrorsOf({ mapping: [{ field: 'firstName', column: 1 }] })).toEqual({ mapping: 'Map a column to the e-mail address' });
    expect(await fieldErrorsOf({ mapping: [{ field: 'email', column: 0 }, { field: 'firstName', column: 0 }] })).toEqual({ 'mapping.1.column': 'Each column can fill one field' });
    expect(await fieldErrorsOf({ mapping: [{ field: 'email', column: 7 }] })).toMatchObject({ 'mapping.0.column': 'Choose a column of the file' });
    expect(await fieldErrorsOf({ mapping: [{ field: 'email', column: 0 }], membershipId: 999999 })).toEqual({ membershipId: 'Choose a membership of this site' });
    await start({ id, version, mapping: [{ field: 'email', column: 0 }], existing: 'skip' });
    expect(await fieldErrorsOf({ version: version + 1, mapping: [{ field: 'email', column: 0 }] })).toEqual({ id: 'This import has already been started' });
  });
});

describe('a crashed worker', () => {
  it('is taken over once its heartbeat is old, and a job delivered again does nothing', async () => {
    const m = marker();
    const upload = await uploadImport(server, `email\n${m}@example.com\n`, { token: admin });
    // As a worker that claimed it would have left it: alive a moment ago.
    const claimedBy = (heartbeatAt: Date) =>
      server.database.db
        .update(siteUserImports)
        .set({ status: 'running', worker: 'dead-node:1:x', heartbeatAt, mapping: [{ field: 'email', column: 0 }], options: { existing: 'skip', membershipId: null, membershipExpiration: null }, attempts: 1 })
        .where(eq(siteUserImports.id, upload.body.id));
    await claimedBy(new Date());
    // A live worker's import is left alone.
    await runSiteUserImport(server.services, upload.body.id, 'taker');
    expect((await usersLike(m)).length).toBe(0);
    // Its worker has been silent for two minutes: taken over and imported.
    await claimedBy(new Date(Date.now() - 120_000));
    await runSiteUserImport(server.services, upload.body.id, 'taker');
    const [row] = await server.database.db.select().from(siteUserImports).where(eq(siteUserImports.id, upload.body.id));
    expect(row).toMatchObject({ status: 'done', worker: 'taker', createdCount: 1, attempts: 2 });
    // Delivered again (pg-boss retries an expired job): done already, nothing happens.
    await runSiteUserImport(server.services, upload.body.id, 'late');
    expect((await usersLike(m)).length).toBe(1);
    expect((await server.database.db.select().from(siteUserImports).where(eq(siteUserImports.id, upload.body.id)))[0]).toMatchObject({ worker: 'taker', attempts: 2 });
  });

  it('is queued again at start-up: an import left queued by a stopped server runs', async () => {
    const m = marker();
    const upload = await uploadImport(server, `email\n${m}@example.com\n`, { token: admin });
    // Queued, but its job was lost (as if the server stopped before pg-boss had it).
    await server.database.db
      .update(siteUserImports)
      .set({ status: 'queued', mapping: [{ field: 'email', column: 0 }], options: { existing: 'skip', membershipId: null, membershipExpiration: null } })
      .where(eq(siteUserImports.id, upload.body.id));
    expect(await resumeSiteUserImports(server.services)).toBeGreaterThanOrEqual(1);
    expect(await settledImport(server, upload.body.id, admin)).toMatchObject({ status: 'done', createdCount: 1 });
  });
});
