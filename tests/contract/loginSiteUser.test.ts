import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveSiteUserWithNewslettersDocument, LoginSiteUserDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { lastMail, registerSiteUser, SITE_USER_PASSWORD, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { tenantIdOf } from '../helpers/db.js';

let server: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy, so a test can speak from several addresses (x-forwarded-for).
  server = await startTestServer({ trustProxy: true, loginThrottle: { humanDelayMs: 10, firstDelayMs: 60_000 } });
});
afterAll(() => server.close());

const FAILED = /^Please try again or use the reset password link below\. If you continue to have issues, please email us at \S+@\S+ and include browser details\.$/;

describe('loginSiteUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'loginSiteUser'));

  it('returns a token (30 days) and the user information; the token identifies the user', async () => {
    const { email } = await registerSiteUser(server);
    const before = Date.now();
    const { loginSiteUser } = await execute(server, LoginSiteUserDocument, { username: email.toUpperCase(), password: SITE_USER_PASSWORD, sessionId: 's-1' });
    expect(loginSiteUser.token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(loginSiteUser.expiresAt)).toBeGreaterThan(before + 29 * 24 * 3600_000);
    expect(loginSiteUser.userInfo).toMatchObject({ username: email, emails: [email], firstName: 'Ada', lastName: 'Reader', countryCode: 'USA', region: 'NY', hasPaid: false });
    const me = await execute(server, GetActiveSiteUserWithNewslettersDocument, {}, { siteUserToken: loginSiteUser.token });
    expect(me.getActiveSiteUserWithNewsletters?.username).toBe(email);
    const dump = JSON.stringify(await server.database.db.execute('select * from site_user_sessions'));
    expect(dump).not.toContain(loginSiteUser.token);
  });

  it('gives the spec’s one message for a wrong password, an unknown account and an unfinished registration', async () => {
    const { email } = await registerSiteUser(server);
    const unfinished = uniqueEmail('unfinished');
    await post(server, 'requestRegisterSiteUser', { input: { email: unfinished, countryCode: 'USA', region: 'NY' } });
    for (const [username, password] of [
      [email, 'not-the-password'],
      [uniqueEmail('nobody'), SITE_USER_PASSWORD],
      [unfinished, SITE_USER_PASSWORD],
    ]) {
      const response = await post(server, 'loginSiteUser', { username, password });
      expect(codeOf(response)).toBe('UNAUTHENTICATED');
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.message).toMatch(FAILED);
    }
  });

  it('is per site: an account of one site cannot log in on another', async () => {
    const { email } = await registerSiteUser(server);
    const elsewhere = await post(server, 'loginSiteUser', { username: email, password: SITE_USER_PASSWORD }, { headers: { 'x-tenant-key': 'fot' } });
    expect(codeOf(elsewhere)).toBe('UNAUTHENTICATED');
  });

  it('throttles repeated failures for an account from one address, and not the right password from another', async () => {
    const { email } = await registerSiteUser(server);
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    // Five free failures, then each failure makes this address wait before trying this account again.
    for (let i = 0; i < 6; i += 1) {
      expect(codeOf(await post(server, 'loginSiteUser', { username: email, password: `wrong-${i}` }, from('203.0.113.7')))).toBe('UNAUTHENTICATED');
    }
    const blocked = await post(server, 'loginSiteUser', { username: email, password: SITE_USER_PASSWORD }, from('203.0.113.7'));
    expect(codeOf(blocked)).toBe('TOO_MANY_REQUESTS');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors?.[0]?.message).toMatch(/^Too many failed login attempts\. Please wait \d+ seconds? and try again\.$/);
    const other = await post(server, 'loginSiteUser', { username: email, password: SITE_USER_PASSWORD }, from('198.51.100.9'));
    expect(codeOf(other)).toBeUndefined();
  });

  it('twenty wrong passwords from twenty addresses lead to the human check and one e-mail; the right password still logs in', async () => {
    const { email } = await registerSiteUser(server);
    for (let i = 0; i < 20; i += 1) {
      const response = await post(server, 'loginSiteUser', { username: email, password: `wrong-${i}` }, { headers: { 'x-forwarded-for': `198.18.${i}.1` } });
      expect(response.body.errors?.[0]?.message).toMatch(FAILED);
    }
    const edr = await tenantIdOf(server, 'edr');
    expect(await server.services.loginThrottle.status({ realm: 'site', account: email, address: '198.18.99.1', tenantId: edr })).toMatchObject({ accountFailures: 20, humanCheck: 'delay' });
    await server.services.loginThrottle.settled();
    const alert = await lastMail(server, email, 'site-login-alert');
    expect(alert?.subject).toContain('Electronic Design Review account');
    expect(alert?.text).toContain('/account/reset-password');
    const right = await post(server, 'loginSiteUser', { username: email, password: SITE_USER_PASSWORD }, { headers: { 'x-forwarded-for': '198.18.200.1' } });
    expect(codeOf(right)).toBeUndefined();
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'loginSiteUser', { username: 'x@example.com' }, /password.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'loginSiteUser', { username: 'x@example.com', password: 'x' });
  });
});
