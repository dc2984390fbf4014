import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDirectChange, tenantIdOf } from '../helpers/db.js';
import { SubscribeSiteUserNewsletterDocument, UpdateSiteUserProfileDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { enableNewsletters, subscriptionRecords, TEST_NEWSLETTERS } from '../helpers/newsletters.js';
import { registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await enableNewsletters(server, 'edr', { promoCode: 'EDRSITE' });
});
afterAll(() => server.close());

const asReader = (token: string, tenantKey = 'edr') => ({ headers: { 'x-site-user': `Bearer ${token}`, 'x-tenant-key': tenantKey } });

describe('subscribeSiteUserNewsletter', () => {
  it('is served as text', () => expectDocumentServed(server, 'subscribeSiteUserNewsletter'));

  it('subscribes the logged-in reader: the product is held, the answer lists it, the subscription is recorded', async () => {
    const { token, email } = await registerSiteUser(server, { options: { tenantKey: 'edr' } });
    const answer = await execute(server, SubscribeSiteUserNewsletterDocument, { newsletterId: TEST_NEWSLETTERS.weekly }, { tenantKey: 'edr', siteUserToken: token });
    expect(answer.subscribeSiteUserNewsletter).toMatchObject({ __typename: 'SiteUserInfo', username: email, newsletters: [TEST_NEWSLETTERS.weekly] });
    // Newsletters are not memberships.
    expect(answer.subscribeSiteUserNewsletter.memberships).not.toContain(TEST_NEWSLETTERS.weekly);

    const [record] = await subscriptionRecords(server, 'edr', email);
    expect(record).toMatchObject({
      email,
      siteUserId: answer.subscribeSiteUserNewsletter.id,
      productId: TEST_NEWSLETTERS.weekly,
      action: 'OptIn',
      source: 'Account',
      // No pk sent: the site's default (the subscribe block's promo code).
      promoCode: 'EDRSITE',
      // The registration's country (USA, NY) asks for no compliance: keyed none, no box to have ticked.
      consent: { country: 'USA', region: 'NY', compliance: null, given: false },
    });
    expect(typeof record?.consent.at).toBe('string');
  });

  it('records the consent keyed CASL, given by the opt in, for a reader in Canada', async () => {
    const { token, email } = await registerSiteUser(server, { options: { tenantKey: 'edr' } });
    const options = { tenantKey: 'edr', siteUserToken: token };
    await execute(server, UpdateSiteUserProfileDocument, { input: { countryCode: 'CAN', region: 'ON' } }, options);
    await execute(server, SubscribeSiteUserNewsletterDocument, { newsletterId: TEST_NEWSLETTERS.daily }, options);
    expect((await subscriptionRecords(server, 'edr', email))[0]?.consent).toMatchObject({ country: 'CAN', region: 'ON', compliance: 'CASL', given: true });
  });

  it('takes the widget source and the page’s promo code; a second subscribe keeps one product', async () => {
    const { token, email } = await registerSiteUser(server, { options: { tenantKey: 'edr' } });
    const run = (newsletterId: number) =>
      execute(server, SubscribeSiteUserNewsletterDocument, { newsletterId, promoCode: 'PK-42', source: 'NlWidgetAuthenticated' }, { tenantKey: 'edr', siteUserToken: token });
    await run(TEST_NEWSLETTERS.daily);
    // A newsletter the subscribe block does not show is still offered to a reader (the account lists every one).
    const answer = await run(TEST_NEWSLETTERS.offers);
    expect([...answer.subscribeSiteUserNewsletter.newsletters].sort()).toEqual([TEST_NEWSLETTERS.daily, TEST_NEWSLETTERS.offers]);
    expect((await run(TEST_NEWSLETTERS.daily)).subscribeSiteUserNewsletter.newsletters).toHaveLength(2);
    const records = await subscriptionRecords(server, 'edr', email);
    expect(records).toHaveLength(3);
    expect(records.every((r) => r.source === 'NlWidgetAuthenticated' && r.promoCode === 'PK-42' && r.action === 'OptIn')).toBe(true);
  });

  it('refuses a visitor, a reader of another site, and a product that is not an enabled newsletter of the site', async () => {
    const { token } = await registerSiteUser(server, { options: { tenantKey: 'edr' } });
    const visitor = await post(server, 'subscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly }, { headers: { 'x-tenant-key': 'edr' } });
    expect(codeOf(visitor)).toBe('UNAUTHENTICATED');
    expect(visitor.status).toBe(401);
    // The edr reader's token names nobody on fot.
    expect(codeOf(await post(server, 'subscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly }, asReader(token, 'fot')))).toBe('UNAUTHENTICATED');
    // fot offers none of edr's newsletters.
    const fotReader = await registerSiteUser(server, { options: { tenantKey: 'fot' } });
    const elsewhere = await post(server, 'subscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly }, asReader(fotReader.token, 'fot'));
    expect(codeOf(elsewhere)).toBe('BAD_USER_INPUT');
    expect(elsewhere.body.errors?.[0]?.message).toBe('This newsletter is not offered on this site.');
    expect(elsewhere.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ newsletterId: 'This newsletter is not offered on this site.' });
    // A membership's product (or any other) is not a newsletter.
    expect(codeOf(await post(server, 'subscribeSiteUserNewsletter', { newsletterId: 100000 }, asReader(token)))).toBe('BAD_USER_INPUT');
  });

  it('offers nothing while the site’s newsletters module is off', async () => {
    const { token } = await registerSiteUser(server, { options: { tenantKey: 'edr' } });
    const edr = await tenantIdOf(server, 'edr');
    await server.database.db.execute(sql`update tenant_modules set newsletters = false where tenant_id = ${edr}`);
    await announceDirectChange(server, { tenantId: edr, kinds: ['modules'] });
    try {
      const refused = await post(server, 'subscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly }, asReader(token));
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.body.errors?.[0]?.message).toBe('This newsletter is not offered on this site.');
    } finally {
      await server.database.db.execute(sql`update tenant_modules set newsletters = true where tenant_id = ${edr}`);
      await announceDirectChange(server, { tenantId: edr, kinds: ['modules'] });
    }
  });

  it('refuses missing or ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'subscribeSiteUserNewsletter', {}, /newsletterId/);
    await expectBadVariablesRefused(server, 'subscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly, source: 'Registration' }, /source|SiteUserNewsletterSource/);
    await expectBadVariablesRefused(server, 'subscribeSiteUserNewsletter', { newsletterId: 'weekly' }, /newsletterId|Int/);
    await expectUnknownTenantRefused(server, 'subscribeSiteUserNewsletter', { newsletterId: TEST_NEWSLETTERS.weekly });
  });
});
