import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteUserDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe('getSiteUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'getSiteUser'));

  it('finds a site user by id or by username, with what they hold; null when there is none', async () => {
    const { email, userInfo } = await registerSiteUser(server);
    const byId = await execute(server, GetSiteUserDocument, { id: userInfo.id }, { cmsToken: admin });
    expect(byId.getSiteUser).toMatchObject({ id: userInfo.id, username: email, firstName: 'Ada' });
    const byName = await execute(server, GetSiteUserDocument, { username: email.toUpperCase(), useOmedaCache: true }, { cmsToken: admin });
    expect(byName.getSiteUser?.id).toBe(userInfo.id);
    expect((await execute(server, GetSiteUserDocument, { id: 99999999 }, { cmsToken: admin })).getSiteUser).toBeNull();
    expect(codeOf(await post(server, 'getSiteUser', {}, { headers: { authorization: `Bearer ${admin}` } }))).toBe('BAD_USER_INPUT');
  });

  it('does not find another site’s user', async () => {
    const { userInfo } = await registerSiteUser(server);
    expect((await execute(server, GetSiteUserDocument, { id: userInfo.id }, { cmsToken: admin, tenantKey: 'fot' })).getSiteUser).toBeNull();
  });

  it('needs manage_site_users on the site', async () => {
    await expectUnauthenticated(server, 'getSiteUser', { id: 1 });
    const editor = await createUser(server);
    await expectForbidden(server, 'getSiteUser', { id: 1 }, editor.token);
    const elsewhere = await createUser(server, { role: 'audience_manager', tenantKeys: ['fot'] });
    await expectForbidden(server, 'getSiteUser', { id: 1 }, elsewhere.token);
    const manager = await createUser(server, { role: 'audience_manager' });
    expect(codeOf(await post(server, 'getSiteUser', { id: 1 }, { headers: { authorization: `Bearer ${manager.token}` } }))).toBeUndefined();
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getSiteUser', { id: 1 }));
});
