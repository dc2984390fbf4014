import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveSiteUserWithNewslettersDocument, LoginSiteUserDocument, RequestSiteUserPasswordResetDocument, ResetSiteUserPasswordDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { linkIdFromOutbox, registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = 'a-brand-new-password';

describe('resetSiteUserPassword', () => {
  it('is served as text', () => expectDocumentServed(server, 'resetSiteUserPassword'));

  it('sets the new password from the link, logs in, and logs every other session out; the link works once', async () => {
    const { email, token: oldSession } = await registerSiteUser(server);
    await execute(server, RequestSiteUserPasswordResetDocument, { username: email });
    const id = await linkIdFromOutbox(server, email, 'site-user-reset');
    const { resetSiteUserPassword } = await execute(server, ResetSiteUserPasswordDocument, { id, password: NEW_PASSWORD });
    expect(resetSiteUserPassword.userInfo.username).toBe(email);
    const me = (token: string) => execute(server, GetActiveSiteUserWithNewslettersDocument, {}, { siteUserToken: token }).then((d) => d.getActiveSiteUserWithNewsletters);
    expect(await me(resetSiteUserPassword.token)).not.toBeNull();
    expect(await me(oldSession)).toBeNull();
    expect((await execute(server, LoginSiteUserDocument, { username: email, password: NEW_PASSWORD })).loginSiteUser.token).toBeTruthy();
    const again = await post(server, 'resetSiteUserPassword', { id, password: NEW_PASSWORD });
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(again.body.errors?.[0]?.message).toBe('This password reset link is invalid or has expired. Please request a new one.');
  });

  it('refuses a short password (the link stays usable) and a registration link', async () => {
    const { email } = await registerSiteUser(server);
    await execute(server, RequestSiteUserPasswordResetDocument, { username: email });
    const id = await linkIdFromOutbox(server, email, 'site-user-reset');
    const short = await post(server, 'resetSiteUserPassword', { id, password: 'short' });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(short.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ password: 'Password must be at least 10 characters.' });
    expect(codeOf(await post(server, 'resetSiteUserPassword', { id, password: NEW_PASSWORD }))).toBeUndefined();
    const registration = await linkIdFromOutbox(server, email, 'site-user-register');
    expect(codeOf(await post(server, 'resetSiteUserPassword', { id: registration, password: NEW_PASSWORD }))).toBe('NOT_FOUND');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'resetSiteUserPassword', { id: 'x' }, /password.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'resetSiteUserPassword', { id: 'x', password: NEW_PASSWORD });
  });
});
