import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmNewsletterSubscriptionDocument,
  GetActiveSiteUserWithNewslettersDocument,
  RegisterSiteUserDocument,
  RequestRegisterSiteUserDocument,
  SubscribeAnonymousCustomerDocument,
} from '../../src/gql/graphql.js';
import { newsletterSignups, siteUserProducts, siteUsers } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { confirmTokenFromOutbox, enableNewsletters, setAudienceOutage, subscriptionRecords, testNewsletters, TEST_NEWSLETTERS } from '../helpers/newsletters.js';
import { linkIdFromOutbox, registerSiteUser, SITE_USER_PASSWORD, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await enableNewsletters(server, 'edr', { promoCode: 'EDRSITE' });
});
afterAll(() => server.close());

const edr = { tenantKey: 'edr' };

/** A visitor's sign-up from Canada (consent given); returns the link's token. */
async function signUp(email: string, products: number[] = [TEST_NEWSLETTERS.weekly, TEST_NEWSLETTERS.daily]): Promise<string> {
  await execute(
    server,
    SubscribeAnonymousCustomerDocument,
    { email, omedaProducts: products, countryCode: 'CAN', regionCode: 'ON', consent: { given: true }, promoCode: 'PK7' },
    edr,
  );
  return confirmTokenFromOutbox(server, email);
}

const confirm = (token: string, options = edr) => execute(server, ConfirmNewsletterSubscriptionDocument, { token }, options).then((d) => d.confirmNewsletterSubscription);

describe('confirmNewsletterSubscription', () => {
  it('is served as text', () => expectDocumentServed(server, 'confirmNewsletterSubscription'));

  it('subscribes a new address as a customer without a login and records each opt in with the sign-up’s consent', async () => {
    const email = uniqueEmail('visitor');
    const token = await signUp(email);
    expect(await confirm(token)).toEqual({ __typename: 'NewsletterSubscribeResult', error: false, message: 'Your subscription is confirmed: Weekly Briefing, Daily News. Thank you!' });

    const [customer] = await server.database.db.select().from(siteUsers).where(eq(siteUsers.username, email));
    // The audience store's customer: a site user who cannot log in (no password, not active).
    expect(customer).toMatchObject({ status: 0, passwordHash: null, registration: null, countryCode: 'CAN', region: 'ON' });
    const held = await server.database.db.select().from(siteUserProducts).where(eq(siteUserProducts.userId, customer!.id));
    expect(held.map((p) => p.productId).sort()).toEqual([TEST_NEWSLETTERS.weekly, TEST_NEWSLETTERS.daily]);
    expect(held.every((p) => p.source === 'NlWidgetUnauthenticated')).toBe(true);

    const records = await subscriptionRecords(server, 'edr', email);
    expect(records.map((r) => r.productId).sort()).toEqual([TEST_NEWSLETTERS.weekly, TEST_NEWSLETTERS.daily]);
    const [signup] = await server.database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email));
    for (const record of records) {
      expect(record).toMatchObject({
        siteUserId: customer!.id,
        action: 'OptIn',
        source: 'NlWidgetUnauthenticated',
        promoCode: 'PK7',
        signupId: signup!.id,
        consent: { country: 'CAN', region: 'ON', compliance: 'CASL', given: true },
      });
    }
    expect(signup?.confirmedAt).toBeInstanceOf(Date);
  });

  it('works once: the link used again says so and records nothing more', async () => {
    const email = uniqueEmail('visitor');
    const token = await signUp(email, [TEST_NEWSLETTERS.weekly]);
    await confirm(token);
    expect(await confirm(token)).toEqual({ __typename: 'NewsletterSubscribeResult', error: false, message: 'Your subscription was already confirmed. Thank you!' });
    expect(await subscriptionRecords(server, 'edr', email)).toHaveLength(1);
  });

  it('gives the newsletters to an existing member, and a newsletter-only customer keeps them when registering later', async () => {
    const member = await registerSiteUser(server, { options: edr });
    await confirm(await signUp(member.email, [TEST_NEWSLETTERS.daily]));
    const active = await execute(server, GetActiveSiteUserWithNewslettersDocument, { useCache: false }, { ...edr, siteUserToken: member.token });
    expect(active.getActiveSiteUserWithNewsletters?.newsletters).toEqual([TEST_NEWSLETTERS.daily]);
    expect((await subscriptionRecords(server, 'edr', member.email))[0]).toMatchObject({ siteUserId: active.getActiveSiteUserWithNewsletters?.id });

    const subscriber = uniqueEmail('subscriber');
    await confirm(await signUp(subscriber, [TEST_NEWSLETTERS.weekly]));
    await execute(server, RequestRegisterSiteUserDocument, { input: { email: subscriber, countryCode: 'CAN', region: 'ON' } }, edr);
    const id = await linkIdFromOutbox(server, subscriber, 'site-user-register');
    const registered = await execute(server, RegisterSiteUserDocument, { input: { id, password: SITE_USER_PASSWORD, firstName: 'Sub', lastName: 'Scriber' } }, edr);
    expect(registered.registerSiteUser.userInfo.newsletters).toEqual([TEST_NEWSLETTERS.weekly]);
  });

  it('leaves out a newsletter the site stopped offering, and answers error when none is left', async () => {
    const email = uniqueEmail('visitor');
    const token = await signUp(email, [TEST_NEWSLETTERS.weekly]);
    const other = uniqueEmail('visitor');
    const both = await signUp(other);
    await enableNewsletters(server, 'edr', { newsletters: testNewsletters().filter((n) => n.productId !== TEST_NEWSLETTERS.weekly) });
    try {
      expect(await confirm(token)).toEqual({ __typename: 'NewsletterSubscribeResult', error: true, message: 'This newsletter is not offered on this site.' });
      expect(await confirm(both)).toMatchObject({ error: false, message: 'Your subscription is confirmed: Daily News. Thank you!' });
      expect((await subscriptionRecords(server, 'edr', other)).map((r) => r.productId)).toEqual([TEST_NEWSLETTERS.daily]);
    } finally {
      await enableNewsletters(server, 'edr', { promoCode: 'EDRSITE' });
    }
  });

  it('refuses an unknown, expired or other site’s link (NOT_FOUND), and waits while the audience platform is off', async () => {
    const email = uniqueEmail('visitor');
    const token = await signUp(email, [TEST_NEWSLETTERS.weekly]);
    // Another site does not know the link.
    const elsewhere = await post(server, 'confirmNewsletterSubscription', { token }, { headers: { 'x-tenant-key': 'fot' } });
    expect(codeOf(elsewhere)).toBe('NOT_FOUND');
    expect(elsewhere.body.errors?.[0]?.message).toBe('This confirmation link is invalid or has expired. Please sign up again.');
    for (const bad of ['', 'x'.repeat(201), 'no-such-token']) {
      expect(codeOf(await post(server, 'confirmNewsletterSubscription', { token: bad }, { headers: { 'x-tenant-key': 'edr' } }))).toBe('NOT_FOUND');
    }
    // While the outage switch is on nothing is confirmed, and the link still works afterwards.
    await setAudienceOutage(server, 'edr', true);
    try {
      expect(await confirm(token)).toMatchObject({ error: true, message: 'Newsletter sign-up is not available at the moment. Please try again later.' });
    } finally {
      await setAudienceOutage(server, 'edr', false);
    }
    expect(await confirm(token)).toMatchObject({ error: false });

    const late = uniqueEmail('visitor');
    const expired = await signUp(late, [TEST_NEWSLETTERS.weekly]);
    await server.database.db.update(newsletterSignups).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(newsletterSignups.email, late));
    expect(codeOf(await post(server, 'confirmNewsletterSubscription', { token: expired }, { headers: { 'x-tenant-key': 'edr' } }))).toBe('NOT_FOUND');
    expect(await subscriptionRecords(server, 'edr', late)).toEqual([]);
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'confirmNewsletterSubscription', {}, /token/);
    await expectUnknownTenantRefused(server, 'confirmNewsletterSubscription', { token: 'x' });
  });
});
