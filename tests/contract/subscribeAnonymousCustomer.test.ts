import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteShellSettingsDocument, SubscribeAnonymousCustomerDocument } from '../../src/gql/graphql.js';
import { newsletterSignups, siteUsers } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { confirmTokenFromOutbox, enableNewsletters, setAudienceOutage, subscriptionRecords, TEST_NEWSLETTERS } from '../helpers/newsletters.js';
import { startSiteverify } from '../helpers/recaptcha.js';
import { lastMail, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  await enableNewsletters(server, 'edr', { promoCode: 'EDRSITE' });
});
afterAll(() => server.close());

let address = 0;
/** Another client address (behind the trusted proxy) and the site, so the per-address limit stays out of the way. */
const from = (tenantKey = 'edr') => ({ headers: { 'x-forwarded-for': `198.51.100.${(address += 1)}`, 'x-tenant-key': tenantKey } });

const signup = (email: string, over: Record<string, unknown> = {}) => ({ email, omedaProducts: [TEST_NEWSLETTERS.weekly], countryCode: 'USA', regionCode: 'NY', ...over });

describe('subscribeAnonymousCustomer', () => {
  it('is served as text', () => expectDocumentServed(server, 'subscribeAnonymousCustomer'));

  it('keeps the sign-up pending and mails the double opt-in link; nothing is subscribed yet', async () => {
    const email = uniqueEmail('visitor');
    const answer = await execute(
      server,
      SubscribeAnonymousCustomerDocument,
      {
        email: `  ${email.toUpperCase()} `,
        omedaProducts: [TEST_NEWSLETTERS.weekly, TEST_NEWSLETTERS.daily],
        countryCode: 'CAN',
        regionCode: 'QC',
        consent: { country: 'CAN', region: 'QC', compliance: 'CASL', given: true },
      },
      { tenantKey: 'edr', headers: from().headers },
    );
    expect(answer.subscribeAnonymousCustomer).toEqual({
      __typename: 'NewsletterSubscribeResult',
      error: false,
      message: `We have sent an e-mail to ${email}. Please follow the link in it within 7 days to confirm your subscription.`,
    });
    const mail = await lastMail(server, email, 'newsletter-confirm');
    expect(mail?.subject).toBe('Confirm your Electronic Design Review newsletter subscription');
    expect(mail?.text).toContain('- Weekly Briefing\n- Daily News');
    expect(mail?.text).toMatch(/\/newsletter-confirm\?token=[\w-]{43}\n/);
    expect(await confirmTokenFromOutbox(server, email)).toMatch(/^[\w-]{43}$/);

    const edr = await tenantIdOf(server, 'edr');
    const [pending] = await server.database.db.select().from(newsletterSignups).where(and(eq(newsletterSignups.tenantId, edr), eq(newsletterSignups.email, email)));
    expect(pending).toMatchObject({
      productIds: [TEST_NEWSLETTERS.weekly, TEST_NEWSLETTERS.daily],
      countryCode: 'CAN',
      region: 'QC',
      consent: { country: 'CAN', region: 'QC', compliance: 'CASL', given: true },
      // No pk: the site's default.
      promoCode: 'EDRSITE',
      confirmedAt: null,
    });
    expect(pending?.tokenHash).not.toBe(await confirmTokenFromOutbox(server, email));
    expect(pending!.expiresAt.getTime() - pending!.createdAt.getTime()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    // Double opt-in: no customer and no subscription until the link is followed.
    expect(await server.database.db.select().from(siteUsers).where(eq(siteUsers.username, email))).toEqual([]);
    expect(await subscriptionRecords(server, 'edr', email)).toEqual([]);
  });

  it('keys consent GDPR for another country that requires it, and takes the page’s promo code', async () => {
    const email = uniqueEmail('visitor');
    await execute(server, SubscribeAnonymousCustomerDocument, signup(email, { countryCode: 'BR', regionCode: null, consent: { given: true }, promoCode: 'PK1' }), { tenantKey: 'edr', headers: from().headers });
    const [pending] = await server.database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email));
    expect(pending).toMatchObject({ countryCode: 'BRA', consent: { country: 'BRA', compliance: 'GDPR', given: true }, promoCode: 'PK1' });
  });

  it('refuses bad input per field: address, newsletters, country, region and the consent the country requires', async () => {
    const none = await post(server, 'subscribeAnonymousCustomer', signup(uniqueEmail(), { omedaProducts: [] }), from());
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(none.body.errors?.[0]?.message).toBe('Please select a newsletter before continuing');

    const bad = await post(server, 'subscribeAnonymousCustomer', { email: 'nope', omedaProducts: [999999], countryCode: null }, from());
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe('Please correct issues with this form');
    expect(bad.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({
      email: 'Enter a valid e-mail address',
      omedaProducts: 'This newsletter is not offered on this site.',
      countryCode: 'Field is required',
    });

    const region = await post(server, 'subscribeAnonymousCustomer', signup(uniqueEmail(), { regionCode: null }), from());
    expect(region.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ region: 'Field is required' });
    const consent = await post(server, 'subscribeAnonymousCustomer', signup(uniqueEmail(), { countryCode: 'CAN', regionCode: 'ON', consent: { given: false } }), from());
    expect(consent.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ consent: 'Please tick the box to agree to receive the newsletters.' });
    // A newsletter of another site (fot offers none) is refused there.
    const elsewhere = await post(server, 'subscribeAnonymousCustomer', signup(uniqueEmail()), from('fot'));
    expect(elsewhere.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ omedaProducts: 'This newsletter is not offered on this site.' });
  });

  it('limits the mails to one address (3 an hour) and from one client address (30 an hour)', async () => {
    const email = uniqueEmail('visitor');
    for (let i = 0; i < 3; i += 1) await execute(server, SubscribeAnonymousCustomerDocument, signup(email), { tenantKey: 'edr', headers: from().headers });
    const fourth = await post(server, 'subscribeAnonymousCustomer', signup(email), from());
    expect(codeOf(fourth)).toBe('TOO_MANY_REQUESTS');
    expect(fourth.status).toBe(429);
    expect(fourth.body.errors?.[0]?.message).toBe('Too many e-mails were requested. Please check your inbox (and spam folder) or try again in an hour.');
    const client = from();
    for (let i = 0; i < 30; i += 1) await execute(server, SubscribeAnonymousCustomerDocument, signup(uniqueEmail()), { tenantKey: 'edr', headers: client.headers });
    expect(codeOf(await post(server, 'subscribeAnonymousCustomer', signup(uniqueEmail()), client))).toBe('TOO_MANY_REQUESTS');
  });

  it('answers error with the reason while the audience platform is switched off (system outage)', async () => {
    await enableNewsletters(server, 'qa');
    await setAudienceOutage(server, 'qa', true);
    try {
      const email = uniqueEmail('visitor');
      const answer = await post(server, 'subscribeAnonymousCustomer', signup(email), from('qa'));
      expect(answer.body.data?.['subscribeAnonymousCustomer']).toEqual({ __typename: 'NewsletterSubscribeResult', error: true, message: 'Newsletter sign-up is not available at the moment. Please try again later.' });
      expect(await lastMail(server, email, 'newsletter-confirm')).toBeUndefined();
    } finally {
      await setAudienceOutage(server, 'qa', false);
    }
  });

  it('asks for reCAPTCHA (action newsletterSubscribeSignUp) when the site has keys', async () => {
    const siteverify = await startSiteverify();
    const guarded = await startTestServer({ recaptcha: { siteKey: 'test-site-key', secretKey: 'test-secret', verifyUrl: siteverify.url } });
    try {
      await enableNewsletters(guarded, 'edr');
      const variables = signup(uniqueEmail());
      const missing = await post(guarded, 'subscribeAnonymousCustomer', variables);
      expect(codeOf(missing)).toBe('HUMAN_CHECK_REQUIRED');
      expect(missing.body.errors?.[0]?.extensions).toMatchObject({ recaptchaSiteKey: 'test-site-key', recaptchaAction: 'newsletterSubscribeSignUp' });
      expect(codeOf(await post(guarded, 'subscribeAnonymousCustomer', { ...variables, recaptchaToken: 'robot' }))).toBe('HUMAN_CHECK_REQUIRED');
      const passed = await post(guarded, 'subscribeAnonymousCustomer', { ...variables, recaptchaToken: 'person:newsletterSubscribeSignUp' });
      expect(passed.body.data?.['subscribeAnonymousCustomer']).toMatchObject({ error: false });
      expect(siteverify.requests.at(-1)?.get('response')).toBe('person:newsletterSubscribeSignUp');
    } finally {
      await guarded.close();
      await siteverify.close();
    }
  });

  it('offers what the shell lists (getWebsiteShellSettings.newsletters: every enabled newsletter with a product, in order)', async () => {
    const shell = (await execute(server, GetWebsiteShellSettingsDocument, {}, { tenantKey: 'edr' })).getWebsiteShellSettings;
    expect(shell.newsletters).toEqual([
      { __typename: 'WebsiteNewsletter', id: TEST_NEWSLETTERS.weekly, title: 'Weekly Briefing', description: 'The week in review, every Friday.', showInSubscribeBlock: true },
      { __typename: 'WebsiteNewsletter', id: TEST_NEWSLETTERS.daily, title: 'Daily News', description: 'The day’s stories each morning.', showInSubscribeBlock: true },
      { __typename: 'WebsiteNewsletter', id: TEST_NEWSLETTERS.offers, title: 'Partner Offers', description: 'Occasional offers.', showInSubscribeBlock: false },
    ]);
    // Each site its own: fot's (seeded) newsletters are not edr's.
    const fot = (await execute(server, GetWebsiteShellSettingsDocument, {}, { tenantKey: 'fot' })).getWebsiteShellSettings.newsletters;
    expect(fot.map((n) => n.id)).not.toContain(TEST_NEWSLETTERS.weekly);
  });

  it('refuses missing or ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'subscribeAnonymousCustomer', { omedaProducts: [TEST_NEWSLETTERS.weekly] }, /email/);
    await expectBadVariablesRefused(server, 'subscribeAnonymousCustomer', { email: 'a@example.com' }, /omedaProducts/);
    await expectBadVariablesRefused(server, 'subscribeAnonymousCustomer', { email: 'a@example.com', omedaProducts: ['weekly'] }, /omedaProducts|Int/);
    await expectUnknownTenantRefused(server, 'subscribeAnonymousCustomer', signup('a@example.com'));
  });
});
