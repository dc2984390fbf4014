import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveSiteUserWithNewslettersDocument, SimulateSiteUserDocument } from '../../src/gql/graphql.js';
import { siteUserSessions } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { isNotNull } from 'drizzle-orm';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe('simulateSiteUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'simulateSiteUser'));

  it('gives the CMS user a site-user token for a day, recorded as a simulation', async () => {
    const { email } = await registerSiteUser(server);
    const before = Date.now();
    const { simulateSiteUser } = await execute(server, SimulateSiteUserDocument, { username: email }, { cmsToken: admin });
    expect(simulateSiteUser.userInfo.username).toBe(email);
    const expires = Date.parse(simulateSiteUser.expiresAt);
    expect(expires).toBeGreaterThan(before + 23 * 3600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    const me = await execute(server, GetActiveSiteUserWithNewslettersDocument, {}, { siteUserToken: simulateSiteUser.token });
    expect(me.getActiveSiteUserWithNewsletters?.username).toBe(email);
    const simulated = await server.database.db.select().from(siteUserSessions).where(isNotNull(siteUserSessions.simulatedBy));
    expect(simulated.length).toBeGreaterThan(0);
  });

  it('refuses an unknown user, an unfinished registration and another site’s user', async () => {
    const headers = { authorization: `Bearer ${admin}` };
    expect(codeOf(await post(server, 'simulateSiteUser', { username: uniqueEmail('nobody') }, { headers }))).toBe('NOT_FOUND');
    const unfinished = uniqueEmail('unfinished');
    await post(server, 'requestRegisterSiteUser', { input: { email: unfinished, countryCode: 'FRA' } });
    const response = await post(server, 'simulateSiteUser', { username: unfinished }, { headers });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('This site user has not completed the registration (or is disabled), so you cannot sign in as them.');
    const { email } = await registerSiteUser(server);
    expect(codeOf(await post(server, 'simulateSiteUser', { username: email }, { headers: { ...headers, 'x-tenant-key': 'fot' } }))).toBe('NOT_FOUND');
  });

  it('needs manage_site_users', async () => {
    await expectUnauthenticated(server, 'simulateSiteUser', { username: 'a@example.com' });
    await expectForbidden(server, 'simulateSiteUser', { username: 'a@example.com' }, (await createUser(server)).token);
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'simulateSiteUser', {}, /username.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'simulateSiteUser', { username: 'a@example.com' });
  });
});
