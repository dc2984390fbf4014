import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestSiteUserChangeUsernameDocument, SetOmedaCustomerDocument } from '../../src/gql/graphql.js';
import { adminToken } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { lastMail, registerSiteUser, SITE_USER_PASSWORD, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const as = (token: string) => ({ headers: { 'x-site-user': `Bearer ${token}` } });

describe('requestSiteUserChangeUsername', () => {
  it('is served as text', () => expectDocumentServed(server, 'requestSiteUserChangeUsername'));

  it('checks the password and mails a confirmation link to the new address', async () => {
    const { token } = await registerSiteUser(server);
    const newEmail = uniqueEmail('new');
    const done = await execute(server, RequestSiteUserChangeUsernameDocument, { password: SITE_USER_PASSWORD, newUsername: newEmail }, { siteUserToken: token });
    expect(done.requestSiteUserChangeUsername).toBe(true);
    expect((await lastMail(server, newEmail, 'site-user-change-email'))?.text).toMatch(/\/account\/change-email\?id=[\w-]{43}/);
  });

  it('refuses a wrong password, a bad or unchanged address, and an address another account uses', async () => {
    const { email, token } = await registerSiteUser(server);
    const other = await registerSiteUser(server);
    const wrong = await post(server, 'requestSiteUserChangeUsername', { password: 'not-my-password', newUsername: uniqueEmail() }, as(token));
    expect(wrong.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ password: 'The current password is incorrect.' });
    const bad = await post(server, 'requestSiteUserChangeUsername', { password: SITE_USER_PASSWORD, newUsername: 'nope' }, as(token));
    expect(bad.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ newUsername: 'Enter a valid e-mail address' });
    const same = await post(server, 'requestSiteUserChangeUsername', { password: SITE_USER_PASSWORD, newUsername: email }, as(token));
    expect(same.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ newUsername: 'This is already your e-mail address.' });
    const taken = await post(server, 'requestSiteUserChangeUsername', { password: SITE_USER_PASSWORD, newUsername: other.email }, as(token));
    expect(codeOf(taken)).toBe('CONFLICT');
  });

  it('is refused once the account has paid (customer service changes that address)', async () => {
    const { email, token } = await registerSiteUser(server);
    const admin = await adminToken(server);
    await execute(server, SetOmedaCustomerDocument, { email, products: [{ id: 424242, amount: 20 }] }, { cmsToken: admin });
    const paid = await post(server, 'requestSiteUserChangeUsername', { password: SITE_USER_PASSWORD, newUsername: uniqueEmail() }, as(token));
    expect(codeOf(paid)).toBe('FORBIDDEN');
    expect(paid.body.errors?.[0]?.message).toBe('The e-mail address of an account with a paid membership is changed by customer service. Please contact us.');
  });

  it('is refused without a logged-in user', async () => {
    expect(codeOf(await post(server, 'requestSiteUserChangeUsername', { password: 'x', newUsername: uniqueEmail() }))).toBe('UNAUTHENTICATED');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'requestSiteUserChangeUsername', { password: 'x' }, /newUsername.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'requestSiteUserChangeUsername', { password: 'x', newUsername: 'a@example.com' });
  });
});
