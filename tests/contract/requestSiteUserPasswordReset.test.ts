import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestSiteUserPasswordResetDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { lastMail, registerSiteUser, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('requestSiteUserPasswordReset', () => {
  it('is served as text', () => expectDocumentServed(server, 'requestSiteUserPasswordReset'));

  it('e-mails a single-use link for an account, and answers the same for an unknown address', async () => {
    const { email } = await registerSiteUser(server);
    const known = await execute(server, RequestSiteUserPasswordResetDocument, { username: email.toUpperCase(), path: '/account' });
    expect(known.requestSiteUserPasswordReset).toBe(true);
    expect((await lastMail(server, email, 'site-user-reset'))?.text).toMatch(/\/account\/reset-password\?id=[\w-]{43}&redirectTo=%2Faccount/);
    const unknown = uniqueEmail('nobody');
    expect((await execute(server, RequestSiteUserPasswordResetDocument, { username: unknown })).requestSiteUserPasswordReset).toBe(true);
    expect(await lastMail(server, unknown, 'site-user-reset')).toBeUndefined();
  });

  it('does not send a link to another site’s account', async () => {
    const { email } = await registerSiteUser(server);
    await execute(server, RequestSiteUserPasswordResetDocument, { username: email }, { tenantKey: 'fot' });
    expect(await lastMail(server, email, 'site-user-reset')).toBeUndefined();
  });

  it('refuses an address that is not one, and more than three e-mails an hour to one recipient', async () => {
    const bad = await post(server, 'requestSiteUserPasswordReset', { username: 'nope' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ username: 'Enter a valid e-mail address' });
    const { email } = await registerSiteUser(server);
    for (let i = 0; i < 3; i += 1) await execute(server, RequestSiteUserPasswordResetDocument, { username: email });
    expect(codeOf(await post(server, 'requestSiteUserPasswordReset', { username: email }))).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'requestSiteUserPasswordReset', {}, /username.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'requestSiteUserPasswordReset', { username: 'a@example.com' });
  });
});
