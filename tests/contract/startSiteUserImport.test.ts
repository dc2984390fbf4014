import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartSiteUserImportDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { settledImport, uploadImport } from '../helpers/siteUserImports.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const upload = async () => (await uploadImport(server, `email\n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com\n`, { token: admin })).body;
const input = (file: { id: number; version: number }) => ({ id: file.id, version: file.version, mapping: [{ field: 'email', column: 0 }], existing: 'skip' });

describe('startSiteUserImport', () => {
  it('is served as text', () => expectDocumentServed(server, 'startSiteUserImport'));

  it('saves the mapping and options and queues the import, which the job then runs', async () => {
    const file = await upload();
    const queued = (await execute(server, StartSiteUserImportDocument, { input: input(file) }, { cmsToken: admin, tenantKey: 'edr' })).startSiteUserImport;
    expect(queued).toMatchObject({ id: file.id, status: 'queued', existing: 'skip', mapping: [{ field: 'email', column: 0 }], version: file.version + 1 });
    expect(await settledImport(server, file.id, admin)).toMatchObject({ status: 'done', createdCount: 1 });
  });

  it('refuses an import of another site, a stale version and bad options', async () => {
    const file = await upload();
    const headers = (tenantKey = 'edr') => ({ authorization: `Bearer ${admin}`, 'x-tenant-key': tenantKey });
    expect(codeOf(await post(server, 'startSiteUserImport', { input: input(file) }, { headers: headers('fot') }))).toBe('NOT_FOUND');
    expect(codeOf(await post(server, 'startSiteUserImport', { input: { ...input(file), version: file.version + 5 } }, { headers: headers() }))).toBe('CONFLICT');
    const bad = await post(server, 'startSiteUserImport', { input: { ...input(file), existing: 'merge', membershipExpiration: '2030-01-01T00:00:00Z' } }, { headers: headers() });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ existing: 'Choose skip or update', membershipExpiration: 'Choose the membership first' });
    await expectBadVariablesRefused(server, 'startSiteUserImport', { input: { id: file.id } }, /version|mapping|existing/);
  });

  it('needs manage_site_users', async () => {
    const file = await upload();
    await expectUnauthenticated(server, 'startSiteUserImport', { input: input(file) });
    await expectForbidden(server, 'startSiteUserImport', { input: input(file) }, (await createUser(server)).token);
  });

  it('refuses an unknown tenant', async () => expectUnknownTenantRefused(server, 'startSiteUserImport', { input: input(await upload()) }));
});
