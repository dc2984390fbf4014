import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginSiteUserDocument, UpdateSiteUserProfileAdminDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser, SITE_USER_PASSWORD, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe('updateSiteUserProfileAdmin', () => {
  it('is served as text', () => expectDocumentServed(server, 'updateSiteUserProfileAdmin'));

  it('changes names and the login address; the user logs in with the new address', async () => {
    const { email, userInfo } = await registerSiteUser(server);
    const newEmail = uniqueEmail('moved');
    const { updateSiteUserProfileAdmin } = await execute(server, UpdateSiteUserProfileAdminDocument, { id: userInfo.id, firstName: ' Ada ', lastName: '', email: newEmail.toUpperCase() }, { cmsToken: admin });
    expect(updateSiteUserProfileAdmin).toMatchObject({ firstName: 'Ada', lastName: 'Reader', username: newEmail, emails: [newEmail, email] });
    expect((await execute(server, LoginSiteUserDocument, { username: newEmail, password: SITE_USER_PASSWORD })).loginSiteUser.token).toBeTruthy();
  });

  it('refuses an address another user of the site has, a bad address, and an unknown or other site’s user', async () => {
    const headers = { authorization: `Bearer ${admin}` };
    const first = await registerSiteUser(server);
    const second = await registerSiteUser(server);
    const taken = await post(server, 'updateSiteUserProfileAdmin', { id: second.userInfo.id, username: first.email }, { headers });
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(taken.body.errors?.[0]?.message).toBe('Another site user of this site already uses this e-mail address.');
    const bad = await post(server, 'updateSiteUserProfileAdmin', { id: second.userInfo.id, email: 'nope', firstName: 'x'.repeat(201) }, { headers });
    expect(bad.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ email: 'Enter a valid e-mail address', firstName: 'At most 200 characters' });
    expect(codeOf(await post(server, 'updateSiteUserProfileAdmin', { id: 99999999 }, { headers }))).toBe('NOT_FOUND');
    expect(codeOf(await post(server, 'updateSiteUserProfileAdmin', { id: first.userInfo.id }, { headers: { ...headers, 'x-tenant-key': 'fot' } }))).toBe('NOT_FOUND');
  });

  it('needs manage_site_users', async () => {
    await expectUnauthenticated(server, 'updateSiteUserProfileAdmin', { id: 1 });
    await expectForbidden(server, 'updateSiteUserProfileAdmin', { id: 1 }, (await createUser(server)).token);
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'updateSiteUserProfileAdmin', {}, /id.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'updateSiteUserProfileAdmin', { id: 1 });
  });
});
