import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveSiteUserWithNewslettersDocument, LogoutSiteUserDocument } from '../../src/gql/graphql.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('logoutSiteUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'logoutSiteUser'));

  it('revokes the token sent: it identifies nobody afterwards', async () => {
    const { token } = await registerSiteUser(server);
    const me = () => execute(server, GetActiveSiteUserWithNewslettersDocument, {}, { siteUserToken: token });
    expect((await me()).getActiveSiteUserWithNewsletters).not.toBeNull();
    expect((await execute(server, LogoutSiteUserDocument, {}, { siteUserToken: token })).logoutSiteUser).toBe(true);
    expect((await me()).getActiveSiteUserWithNewsletters).toBeNull();
  });

  it('answers true without a token or with an unknown one (idempotent)', async () => {
    expect((await execute(server, LogoutSiteUserDocument, {})).logoutSiteUser).toBe(true);
    expect((await execute(server, LogoutSiteUserDocument, {}, { siteUserToken: 'not-a-token' })).logoutSiteUser).toBe(true);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'logoutSiteUser', {}));
});
