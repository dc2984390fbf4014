import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveSiteUserWithNewslettersDocument, SubscribeSiteUserNewsletterDocument, UnsubscribeSiteUserNewsletterDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { enableNewsletters, subscriptionRecords, TEST_NEWSLETTERS } from '../helpers/newsletters.js';
import { registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await enableNewsletters(server, 'edr');
});
afterAll(() => server.close());

const asReader = (token: string, tenantKey = 'edr') => ({ headers: { 'x-site-user': `Bearer ${token}`, 'x-tenant-key': tenantKey } });

describe('unsubscribeSiteUserNewsletter', () => {
  it('is served as text', () => expectDocumentServed(server, 'unsubscribeSiteUserNewsletter'));

  it('unsubscribes the logged-in reader: the product is no longer held, the opt out is recorded', async () => {
    const { token, email } = await registerSiteUser(server, { options: { tenantKey: 'edr' } });
    const options = { tenantKey: 'edr', siteUserToken: token };
    await execute(server, SubscribeSiteUserNewsletterDocument, { newsletterId: TEST_NEWSLETTERS.weekly }, options);
    await execute(server, SubscribeSiteUserNewsletterDocument, { newsletterId: TEST_NEWSLETTERS.daily }, options);
    const answer = await execute(server, UnsubscribeSiteUserNewsletterDocument, { newsletterId: TEST_NEWSLETTERS.weekly }, options);
    expect(answer.unsubscribeSiteUserNewsletter).toMatchObject({ __typename: 'SiteUserInfo', newsletters: [TEST_NEWSLETTERS.daily] });
    const active = await execute(server, GetActiveSiteUserWithNewslettersDocument, { useCache: false }, options);
    expect(active.getActiveSiteUserWithNewsletters?.newsletters).toEqual([TEST_NEWSLETTERS.daily]);

    const [latest] = await subscriptionRecords(server, 'edr', email);
    expect(latest).toMatchObject({ productId: TEST_NEWSLETTERS.weekly, action: 'OptOut', source: 'Account', promoCode: null, consent: { country: 'USA', given: false } });

    // Unsubscribing again changes nothing held, and is recorded as asked (from the widget here).
    const again = await execute(server, UnsubscribeSiteUserNewsletterDocument, { newsletterId: TEST_NEWSLETTERS.weekly, source: 'NlWidgetAuthenticated' }, options);
    expect(again.unsubscribeSiteUserNewsletter.newsletters).toEqual([TEST_NEWSLETTERS.daily]);
    expect((await subscriptionRecords(server, 'edr', email))[0]).toMatchObject({ action: 'OptOut', source: 'NlWidgetAuthenticated' });
  });

  it('refuses a visitor, a reader of another site, and a product that is not an enabled newsletter', async () => {
    const { token } = await registerSiteUser(server, { options: { tenantKey: 'edr' } });
    expect(codeOf(await post(server, 'unsubscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly }, { headers: { 'x-tenant-key': 'edr' } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await post(server, 'unsubscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly }, asReader(token, 'fot')))).toBe('UNAUTHENTICATED');
    // A membership's product is never removed through this operation.
    const membership = await post(server, 'unsubscribeSiteUserNewsletter', { newsletterId: 100000 }, asReader(token));
    expect(codeOf(membership)).toBe('BAD_USER_INPUT');
    expect(membership.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ newsletterId: 'This newsletter is not offered on this site.' });
    const fotReader = await registerSiteUser(server, { options: { tenantKey: 'fot' } });
    expect(codeOf(await post(server, 'unsubscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly }, asReader(fotReader.token, 'fot')))).toBe('BAD_USER_INPUT');
  });

  it('refuses missing or ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'unsubscribeSiteUserNewsletter', {}, /newsletterId/);
    await expectBadVariablesRefused(server, 'unsubscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly, source: 'NlWidgetUnauthenticated' }, /source|SiteUserNewsletterSource/);
    await expectUnknownTenantRefused(server, 'unsubscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly });
  });
});
