import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestRegisterSiteUserDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { lastMail, linkIdFromOutbox, registerSiteUser, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';
import { startSiteverify } from '../helpers/recaptcha.js';
import { siteUsers } from '../../src/server/db/schema/index.js';
import { eq } from 'drizzle-orm';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

let address = 0;
const fresh = () => ({ headers: { 'x-forwarded-for': `192.0.2.${(address += 1)}` } });

describe('requestRegisterSiteUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'requestRegisterSiteUser'));

  it('e-mails a single-use link to the registration step and records country, region and consent', async () => {
    const email = uniqueEmail();
    const done = await execute(server, RequestRegisterSiteUserDocument, {
      input: { email: `  ${email.toUpperCase()} `, countryCode: 'CAN', region: 'QC', consent: { given: true }, path: '/news/story?x=1', sessionId: 'abc' },
    });
    expect(done.requestRegisterSiteUser).toBe(true);
    const mail = await lastMail(server, email, 'site-user-register');
    expect(mail?.text).toMatch(/\/account\/registration\?id=[\w-]{43}&redirectTo=%2Fnews%2Fstory%3Fx%3D1/);
    expect(await linkIdFromOutbox(server, email, 'site-user-register')).toMatch(/^[\w-]{43}$/);
    const [row] = await server.database.db.select().from(siteUsers).where(eq(siteUsers.username, email));
    expect(row).toMatchObject({ status: 0, countryCode: 'CAN', region: 'QC', passwordHash: null, consent: { country: 'CAN', compliance: 'CASL', given: true } });
  });

  it('keys consent GDPR for a country that requires it besides Canada, and records none elsewhere', async () => {
    const brazil = uniqueEmail();
    await execute(server, RequestRegisterSiteUserDocument, { input: { email: brazil, countryCode: 'BRA', consent: { given: false } } }, fresh());
    const germany = uniqueEmail();
    await execute(server, RequestRegisterSiteUserDocument, { input: { email: germany, countryCode: 'DE', consent: { given: true } } }, fresh());
    const rows = await server.database.db.select().from(siteUsers);
    expect(rows.find((r) => r.username === brazil)?.consent).toMatchObject({ compliance: 'GDPR', given: false });
    expect(rows.find((r) => r.username === germany)?.consent).toMatchObject({ country: 'DEU', compliance: null, given: false });
  });

  it('answers the same for an existing member, who is told by e-mail to log in instead', async () => {
    const { email } = await registerSiteUser(server, { options: fresh() });
    const again = await execute(server, RequestRegisterSiteUserDocument, { input: { email, countryCode: 'USA', region: 'NY' } }, fresh());
    expect(again.requestRegisterSiteUser).toBe(true);
    expect((await lastMail(server, email, 'site-user-register-existing'))?.text).toContain('/account/login');
  });

  it('refuses a bad address, a missing country, a region the country lacks and an unknown membership, per field', async () => {
    const response = await post(server, 'requestRegisterSiteUser', { input: { email: 'not-an-address', membershipId: 999999 } }, fresh());
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('Please correct issues with this form');
    expect(response.body.errors?.[0]?.extensions?.['fieldErrors']).toMatchObject({
      email: 'Enter a valid e-mail address',
      countryCode: 'Field is required',
      membershipId: 'This membership is not available. Please choose another one.',
    });
    const region = await post(server, 'requestRegisterSiteUser', { input: { email: uniqueEmail(), countryCode: 'USA', region: 'XX' } }, fresh());
    expect(region.body.errors?.[0]?.extensions?.['fieldErrors']).toMatchObject({ region: expect.stringMatching(/^Choose a state of /) });
    const missingRegion = await post(server, 'requestRegisterSiteUser', { input: { email: uniqueEmail(), countryCode: 'USA' } }, fresh());
    expect(missingRegion.body.errors?.[0]?.extensions?.['fieldErrors']).toMatchObject({ region: 'Field is required' });
  });

  it('limits the e-mails sent to one recipient (3 an hour) and asked from one client address (30 an hour)', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) await execute(server, RequestRegisterSiteUserDocument, { input: { email, countryCode: 'FRA' } }, fresh());
    const fourth = await post(server, 'requestRegisterSiteUser', { input: { email, countryCode: 'FRA' } }, fresh());
    expect(codeOf(fourth)).toBe('TOO_MANY_REQUESTS');
    expect(fourth.body.errors?.[0]?.message).toBe('Too many e-mails were requested. Please check your inbox (and spam folder) or try again in an hour.');
    const from = fresh();
    for (let i = 0; i < 30; i += 1) await execute(server, RequestRegisterSiteUserDocument, { input: { email: uniqueEmail(), countryCode: 'FRA' } }, from);
    expect(codeOf(await post(server, 'requestRegisterSiteUser', { input: { email: uniqueEmail(), countryCode: 'FRA' } }, from))).toBe('TOO_MANY_REQUESTS');
  });

  it('asks for reCAPTCHA when the site has keys: no or a bad token is refused, a good one passes', async () => {
    const siteverify = await startSiteverify();
    const guarded = await startTestServer({ recaptcha: { siteKey: 'test-site-key', secretKey: 'test-secret', verifyUrl: siteverify.url } });
    try {
      const input = { email: uniqueEmail(), countryCode: 'FRA' };
      const missing = await post(guarded, 'requestRegisterSiteUser', { input });
      expect(codeOf(missing)).toBe('HUMAN_CHECK_REQUIRED');
      expect(missing.body.errors?.[0]?.extensions).toMatchObject({ recaptchaSiteKey: 'test-site-key', recaptchaAction: 'register' });
      expect(codeOf(await post(guarded, 'requestRegisterSiteUser', { input: { ...input, recaptchaToken: 'robot' } }))).toBe('HUMAN_CHECK_REQUIRED');
      expect(codeOf(await post(guarded, 'requestRegisterSiteUser', { input: { ...input, recaptchaToken: 'person:register' } }))).toBeUndefined();
      expect(codeOf(await post(guarded, 'requestSiteUserPasswordReset', { username: input.email }))).toBe('HUMAN_CHECK_REQUIRED');
      expect(codeOf(await post(guarded, 'requestSiteUserPasswordReset', { username: input.email, recaptchaToken: 'person:reset' }))).toBeUndefined();
    } finally {
      await guarded.close();
      await siteverify.close();
    }
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'requestRegisterSiteUser', { input: {} }, /email/);
    await expectUnknownTenantRefused(server, 'requestRegisterSiteUser', { input: { email: 'a@example.com' } });
  });
});
