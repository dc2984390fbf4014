import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteUserImportStreamDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { uploadImport } from '../helpers/siteUserImports.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const stream = (variables: { limit?: number; skip?: number }, tenantKey = 'edr') =>
  execute(server, GetSiteUserImportStreamDocument, variables, { cmsToken: admin, tenantKey }).then((d) => d.getSiteUserImportStream);

describe('getSiteUserImportStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getSiteUserImportStream'));

  it('lists the site’s imports newest first, by pages', async () => {
    const first = (await uploadImport(server, 'email\na@example.com\n', { token: admin, fileName: 'first.csv' })).body.id;
    const second = (await uploadImport(server, 'email\nb@example.com\nc@example.com\n', { token: admin, fileName: encodeURIComponent('Résumé list.csv') })).body.id;
    const all = await stream({});
    expect(all.edges.slice(0, 2).map((e) => [e.node.id, e.node.fileName, e.node.rowCount, e.node.status])).toEqual([
      [second, 'Résumé list.csv', 2, 'uploaded'],
      [first, 'first.csv', 1, 'uploaded'],
    ]);
    const page = await stream({ limit: 1 });
    expect(page.edges).toHaveLength(1);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect((await stream({ limit: 1, skip: 1 })).edges[0]?.node.id).toBe(first);
  });

  it('keeps sites apart', async () => {
    await uploadImport(server, 'email\nd@example.com\n', { token: admin });
    expect((await stream({}, 'fot')).totalCount).toBe(0);
  });

  it('refuses bad input', async () => {
    const headers = { authorization: `Bearer ${admin}` };
    expect(codeOf(await post(server, 'getSiteUserImportStream', { limit: 500 }, { headers }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await post(server, 'getSiteUserImportStream', { skip: -1 }, { headers }))).toBe('BAD_USER_INPUT');
  });

  it('needs manage_site_users', async () => {
    await expectUnauthenticated(server, 'getSiteUserImportStream', {});
    await expectForbidden(server, 'getSiteUserImportStream', {}, (await createUser(server)).token);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getSiteUserImportStream', {}));
});
