import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteUserImportDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { uploadImport } from '../helpers/siteUserImports.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
let id = 0;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  id = (await uploadImport(server, 'Email,Given name\nann@example.com,Ann\n', { token: admin })).body.id;
});
afterAll(() => server.close());

const get = (importId: number, tenantKey = 'edr') => execute(server, GetSiteUserImportDocument, { id: importId }, { cmsToken: admin, tenantKey }).then((d) => d.getSiteUserImport);

describe('getSiteUserImport', () => {
  it('is served as text', () => expectDocumentServed(server, 'getSiteUserImport'));

  it('answers an uploaded file with its columns, first rows and guessed mapping', async () => {
    expect(await get(id)).toMatchObject({
      id,
      fileName: 'readers.csv',
      status: 'uploaded',
      columns: ['Email', 'Given name'],
      sampleRows: [['ann@example.com', 'Ann']],
      rowCount: 1,
      mapping: [
        { field: 'email', column: 0 },
        { field: 'firstName', column: 1 },
      ],
      errors: [],
      createdByName: expect.any(String),
    });
  });

  it('keeps sites apart and answers null for an unknown id', async () => {
    expect(await get(id, 'fot')).toBeNull();
    expect(await get(999999)).toBeNull();
  });

  it('refuses bad input', async () => {
    await expectBadVariablesRefused(server, 'getSiteUserImport', { id: 'x' }, /Int/);
    await expectBadVariablesRefused(server, 'getSiteUserImport', {}, /\$id.*required|was not provided/);
  });

  it('needs manage_site_users', async () => {
    await expectUnauthenticated(server, 'getSiteUserImport', { id });
    await expectForbidden(server, 'getSiteUserImport', { id }, (await createUser(server)).token);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getSiteUserImport', { id }));
});
