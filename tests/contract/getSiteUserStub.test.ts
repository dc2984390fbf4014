import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteUserStubDocument, RequestRegisterSiteUserDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { linkIdFromOutbox, SITE_USER_PASSWORD, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getSiteUserStub', () => {
  it('is served as text', () => expectDocumentServed(server, 'getSiteUserStub'));

  it('tells what a registration link is for, that it was completed once used, and NOT_FOUND for another site', async () => {
    const email = uniqueEmail();
    await execute(server, RequestRegisterSiteUserDocument, { input: { email, countryCode: 'GBR' } });
    const id = await linkIdFromOutbox(server, email, 'site-user-register');
    const { getSiteUserStub } = await execute(server, GetSiteUserStubDocument, { id });
    expect(getSiteUserStub).toEqual({ __typename: 'SiteUserStub', id, email, membershipId: null, countryCode: 'GBR', region: null, registered: false });
    const elsewhere = await post(server, 'getSiteUserStub', { id }, { headers: { 'x-tenant-key': 'fot' } });
    expect(codeOf(elsewhere)).toBe('NOT_FOUND');
    await post(server, 'registerSiteUser', { input: { id, password: SITE_USER_PASSWORD, firstName: 'A', lastName: 'B', company: 'C' } });
    const used = await execute(server, GetSiteUserStubDocument, { id });
    expect(used.getSiteUserStub).toMatchObject({ email, registered: true });
  });

  it('answers NOT_FOUND for an unknown link, never 500', async () => {
    for (const id of ['nope', 'x'.repeat(5000), '']) {
      const response = await post(server, 'getSiteUserStub', { id });
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.body.errors?.[0]?.message).toBe('This registration link is invalid or has expired. Please start your registration again.');
    }
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'getSiteUserStub', {}, /id.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'getSiteUserStub', { id: 'x' });
  });
});
