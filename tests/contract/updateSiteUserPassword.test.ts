import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveSiteUserWithNewslettersDocument, LoginSiteUserDocument, UpdateSiteUserPasswordDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser, SITE_USER_PASSWORD } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = 'another-good-password';
const as = (token: string) => ({ headers: { 'x-site-user': `Bearer ${token}` } });

describe('updateSiteUserPassword', () => {
  it('is served as text', () => expectDocumentServed(server, 'updateSiteUserPassword'));

  it('changes the password when the current one is right; other sessions are logged out, this one stays', async () => {
    const { email, token } = await registerSiteUser(server);
    const other = (await execute(server, LoginSiteUserDocument, { username: email, password: SITE_USER_PASSWORD })).loginSiteUser.token;
    const done = await execute(server, UpdateSiteUserPasswordDocument, { password: SITE_USER_PASSWORD, newPassword: NEW_PASSWORD }, { siteUserToken: token });
    expect(done.updateSiteUserPassword).toBe(true);
    const me = (t: string) => execute(server, GetActiveSiteUserWithNewslettersDocument, {}, { siteUserToken: t }).then((d) => d.getActiveSiteUserWithNewsletters);
    expect(await me(token)).not.toBeNull();
    expect(await me(other)).toBeNull();
    expect(codeOf(await post(server, 'loginSiteUser', { username: email, password: SITE_USER_PASSWORD }))).toBe('UNAUTHENTICATED');
    expect((await execute(server, LoginSiteUserDocument, { username: email, password: NEW_PASSWORD })).loginSiteUser.token).toBeTruthy();
  });

  it('refuses a wrong current password and a short new one, per field', async () => {
    const { token } = await registerSiteUser(server);
    const wrong = await post(server, 'updateSiteUserPassword', { password: 'not-it-at-all', newPassword: NEW_PASSWORD }, as(token));
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ password: 'The current password is incorrect.' });
    const short = await post(server, 'updateSiteUserPassword', { password: SITE_USER_PASSWORD, newPassword: 'short' }, as(token));
    expect(short.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ newPassword: 'Password must be at least 10 characters.' });
  });

  it('is refused without a logged-in user, and for a user of another site', async () => {
    const { token } = await registerSiteUser(server);
    expect(codeOf(await post(server, 'updateSiteUserPassword', { password: 'a', newPassword: NEW_PASSWORD }))).toBe('UNAUTHENTICATED');
    const elsewhere = await post(server, 'updateSiteUserPassword', { password: SITE_USER_PASSWORD, newPassword: NEW_PASSWORD }, { headers: { ...as(token).headers, 'x-tenant-key': 'fot' } });
    expect(codeOf(elsewhere)).toBe('UNAUTHENTICATED');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'updateSiteUserPassword', { password: 'x' }, /newPassword.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'updateSiteUserPassword', { password: 'x', newPassword: 'y' });
  });
});
