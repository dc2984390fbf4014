import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveCmsUserDocument } from '../../src/gql/graphql.js';
import { createUser, login, TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('loginCmsUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'loginCmsUser'));

  it('returns a bearer token, its expiration and a refresh token that work', async () => {
    const before = Date.now();
    const result = await login(server, 'admin', TEST_ADMIN_PASSWORD);
    expect(result.bearerToken).toMatch(/^[\w-]{43}$/);
    expect(result.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(result.refreshToken).not.toBe(result.bearerToken);
    const expires = Date.parse(result.bearerTokenExpiration);
    expect(expires).toBeGreaterThan(before + 50 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: result.bearerToken });
    expect(me.getActiveCMSUser).toMatchObject({ username: 'admin', role: 'administrator', isGlobal: 1 });
  });

  it('accepts the e-mail address as the username, in any case', async () => {
    const result = await login(server, 'ADMIN@example.com', TEST_ADMIN_PASSWORD);
    expect(result.bearerToken).toBeTruthy();
  });

  it('stores tokens only as hashes', async () => {
    const { bearerToken, refreshToken } = await login(server, 'admin', TEST_ADMIN_PASSWORD);
    const dump = JSON.stringify((await server.database.db.execute('select * from cms_sessions')) as unknown);
    expect(dump).not.toContain(bearerToken);
    expect(dump).not.toContain(refreshToken);
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    const wrong = await post(server, 'loginCmsUser', { username: 'admin', password: 'not-the-password' });
    const unknown = await post(server, 'loginCmsUser', { username: 'nobody-here', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(codeOf(response)).toBe('UNAUTHENTICATED');
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.message).toBe('The username or password is incorrect.');
    }
  });

  it('refuses a site-specific user on a site that is not theirs', async () => {
    const user = await createUser(server, { tenantKeys: ['fot'] });
    const elsewhere = await post(server, 'loginCmsUser', { username: user.username, password: user.password });
    expect(codeOf(elsewhere)).toBe('FORBIDDEN');
    expect(elsewhere.body.errors?.[0]?.message).toBe('Your account does not have access to this site.');
    const home = await login(server, user.username, user.password, { tenantKey: 'fot' });
    expect(home.bearerToken).toBeTruthy();
  });

  it('throttles repeated failures per account with a clear message, even for the right password', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 5; i += 1) {
      const response = await post(server, 'loginCmsUser', { username: user.username, password: `wrong-${i}` });
      expect(codeOf(response)).toBe('UNAUTHENTICATED');
    }
    const blocked = await post(server, 'loginCmsUser', { username: user.username, password: user.password });
    expect(codeOf(blocked)).toBe('TOO_MANY_REQUESTS');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors?.[0]?.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'loginCmsUser', { username: 'admin' }, /password.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'loginCmsUser', { username: 'admin', password: 'x' });
  });
});
