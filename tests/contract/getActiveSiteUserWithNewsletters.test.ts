import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveSiteUserWithNewslettersDocument } from '../../src/gql/graphql.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { registerSiteUser, requiredAnswers } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { memberships } from '../../src/server/db/schema/index.js';
import { and, eq } from 'drizzle-orm';
import { tenantIdOf } from '../helpers/db.js';
import { enableNewsletters, TEST_NEWSLETTERS } from '../helpers/newsletters.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Registration holds only the site's enabled newsletters.
  await enableNewsletters(server, 'edr');
});
afterAll(() => server.close());

const me = (token: string | null, options: { tenantKey?: string } = {}) =>
  execute(server, GetActiveSiteUserWithNewslettersDocument, { useCache: true }, { siteUserToken: token, ...options }).then((d) => d.getActiveSiteUserWithNewsletters);

describe('getActiveSiteUserWithNewsletters', () => {
  it('is served as text', () => expectDocumentServed(server, 'getActiveSiteUserWithNewsletters'));

  it('answers the logged-in user with memberships held, newsletters, favourites and missing memberships', async () => {
    const edr = await tenantIdOf(server, 'edr');
    const [basic] = await server.database.db.select().from(memberships).where(and(eq(memberships.tenantId, edr), eq(memberships.alias, 'basic')));
    const answers = await requiredAnswers(server, basic!.requiredUserDemographicFields);
    const { token } = await registerSiteUser(server, { profile: { membershipId: basic!.id, countryCode: 'USA', region: 'CA', newsletters: [TEST_NEWSLETTERS.weekly], demographics: answers } });
    const info = await me(token);
    expect(info).toMatchObject({ memberships: [basic!.id], newsletters: [TEST_NEWSLETTERS.weekly], favoriteContent: [], hasPaid: false, region: 'CA' });
    expect(info?.missingMemberships).not.toContain(basic!.id);
    expect(info?.missingMemberships.length).toBeGreaterThan(0);
    expect(info?.hashedId).toMatch(/^[\w-]{24}$/);
  });

  it('answers null without a token, with an unknown token, and on another site', async () => {
    const { token } = await registerSiteUser(server);
    expect(await me(null)).toBeNull();
    expect(await me('x'.repeat(43))).toBeNull();
    expect(await me(token, { tenantKey: 'fot' })).toBeNull();
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getActiveSiteUserWithNewsletters', {}));
});
