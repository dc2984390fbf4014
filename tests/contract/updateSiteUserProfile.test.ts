import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateSiteUserProfileDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('updateSiteUserProfile', () => {
  it('is served as text', () => expectDocumentServed(server, 'updateSiteUserProfile'));

  it('changes only the fields sent non-empty, trimmed', async () => {
    const { token } = await registerSiteUser(server, { profile: { title: 'Engineer', city: 'Buffalo' } });
    const { updateSiteUserProfile } = await execute(
      server,
      UpdateSiteUserProfileDocument,
      { input: { firstName: ' Augusta ', lastName: '', title: null, company: 'Analytical Engines', postalCode: '14201' } },
      { siteUserToken: token },
    );
    expect(updateSiteUserProfile).toMatchObject({ firstName: 'Augusta', lastName: 'Reader', title: 'Engineer', company: 'Analytical Engines', city: 'Buffalo', postalCode: '14201', countryCode: 'USA', region: 'NY' });
  });

  it('moves the user to another country with its region, and refuses a region the country lacks', async () => {
    const { token } = await registerSiteUser(server);
    const moved = await execute(server, UpdateSiteUserProfileDocument, { input: { countryCode: 'CA', region: 'ON' } }, { siteUserToken: token });
    expect(moved.updateSiteUserProfile).toMatchObject({ countryCode: 'CAN', region: 'ON' });
    const wrong = await post(server, 'updateSiteUserProfile', { input: { region: 'TX' } }, { headers: { 'x-site-user': `Bearer ${token}` } });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ region: 'Choose a province of Canada' });
    const country = await post(server, 'updateSiteUserProfile', { input: { countryCode: 'ZZZ' } }, { headers: { 'x-site-user': `Bearer ${token}` } });
    expect(country.body.errors?.[0]?.extensions?.['fieldErrors']).toMatchObject({ countryCode: 'Choose a country from the list' });
  });

  it('is refused without a logged-in user', async () => {
    expect(codeOf(await post(server, 'updateSiteUserProfile', { input: { firstName: 'X' } }))).toBe('UNAUTHENTICATED');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'updateSiteUserProfile', {}, /input.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'updateSiteUserProfile', { input: {} });
  });
});
