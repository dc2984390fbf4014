import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmitInquiryDocument, type SubmitInquiryInput } from '../../src/gql/graphql.js';
import { content } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { leadMail, leadsFrom, liveItemOf, setFormSettings } from '../helpers/leads.js';
import { startSiteverify } from '../helpers/recaptcha.js';
import { uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let item: Awaited<ReturnType<typeof liveItemOf>>;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  await setFormSettings(server, 'edr', {
    inquiryForm: { enableRmi: true, sendTo: ['sales@edr.example', 'desk@edr.example'], sendFrom: 'noreply@edr.example', bcc: ['boss@edr.example'], subject: 'Product inquiry' },
  });
  item = await liveItemOf(server, 'edr');
});
afterAll(() => server.close());

let address = 0;
/** Another client address (behind the trusted proxy), so the per-address limit stays out of the way. */
const from = (tenantKey = 'edr') => ({ headers: { 'x-forwarded-for': `198.51.100.${(address += 1) % 250}`, 'x-tenant-key': tenantKey, 'user-agent': 'LeadTest/1.0' } });

const inquiry = (email: string, over: Partial<SubmitInquiryInput> = {}): SubmitInquiryInput => ({
  contentId: item.id,
  name: 'Ada Lovelace',
  email,
  company: 'Analytical Engines',
  phone: '+44 20 7946 0018',
  country: 'GBR',
  message: 'Please send the data sheet.',
  consent: true,
  ...over,
});

describe('submitInquiry', () => {
  it('is served as text', () => expectDocumentServed(server, 'submitInquiry'));

  it('stores the lead and mails it to the inquiry settings: send to, send from, bcc, subject with the item, header image', async () => {
    const email = uniqueEmail('lead');
    const answer = await execute(server, SubmitInquiryDocument, { input: inquiry(` ${email.toUpperCase()} `, { name: 'Ada <b>Lovelace</b>', message: 'Line one\n<script>alert(1)</script>' }) }, { tenantKey: 'edr', headers: from().headers });
    expect(answer.submitInquiry).toEqual({
      __typename: 'LeadSubmitResult',
      ok: true,
      message: `Thank you! Your request for more information about ${item.name} has been sent. We will be in touch soon.`,
    });

    const [lead] = await leadsFrom(server, 'edr', email);
    expect(lead).toMatchObject({
      tenantId: await tenantIdOf(server, 'edr'),
      kind: 'inquiry',
      contentId: item.id,
      name: 'Ada <b>Lovelace</b>',
      email,
      company: 'Analytical Engines',
      phone: '+44 20 7946 0018',
      country: 'GBR',
      subject: null,
      message: 'Line one\n<script>alert(1)</script>',
      consent: { given: true, text: 'Yes, Electronic Design Review and the companies I ask about may contact me about related products and services.' },
      userAgent: 'LeadTest/1.0',
    });
    expect(lead?.ip).toMatch(/^198\.51\.100\.\d+$/);

    const mail = await leadMail(server, 'edr', 'inquiry', email);
    expect(mail).toMatchObject({
      toAddress: 'sales@edr.example, desk@edr.example',
      fromAddress: 'noreply@edr.example',
      replyTo: email,
      bcc: 'boss@edr.example',
      subject: `Product inquiry: ${item.name}`,
      transport: 'outbox',
    });
    // The visitor's words are escaped in the HTML part, never markup.
    expect(mail?.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail?.html).toContain('Line one<br>&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    // The seeded header image of the inquiry settings, as an absolute address.
    expect(mail?.html).toMatch(/<img src="https?:\/\/[^"/]+\/images\/\d+\/\d+\/[\w-]+\.(?:jpg|png)\?w=\d+" alt="Electronic Design Review"/);
    expect(mail?.html).toContain(`${item.canonicalPath}</a>`);
    expect(mail?.text).toContain(`Request more information about ${item.name}`);
    expect(mail?.text).toContain('Company: Analytical Engines\nPhone: +44 20 7946 0018\nCountry: United Kingdom');
    expect(mail?.text).toContain('Message:\nLine one\n<script>alert(1)</script>');
  });

  it('takes an inquiry about no item, and records an unticked consent box', async () => {
    const email = uniqueEmail('lead');
    const answer = await execute(server, SubmitInquiryDocument, { input: inquiry(email, { contentId: null, consent: null, company: null, phone: '', country: 'us' }) }, { tenantKey: 'edr', headers: from().headers });
    expect(answer.submitInquiry).toEqual({ __typename: 'LeadSubmitResult', ok: true, message: 'Thank you! Your request has been sent. We will be in touch soon.' });
    const [lead] = await leadsFrom(server, 'edr', email);
    expect(lead).toMatchObject({ contentId: null, company: null, phone: null, country: 'USA', consent: { given: false } });
    expect((await leadMail(server, 'edr', 'inquiry', email))?.subject).toBe('Product inquiry');
  });

  it('refuses bad input per field and stores nothing', async () => {
    const email = uniqueEmail('bad');
    const bad = await post(server, 'submitInquiry', { input: inquiry('nope', { name: ' ', message: '', phone: 'call me', country: 'Atlantis', company: 'c'.repeat(201) }) }, from());
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe('Please correct issues with this form');
    expect(bad.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({
      name: 'Field is required',
      email: 'Enter a valid e-mail address',
      company: 'Enter at most 200 characters',
      phone: 'Enter a valid phone number',
      country: 'Choose a country from the list',
      message: 'Field is required',
    });
    const long = await post(server, 'submitInquiry', { input: inquiry(email, { message: 'm'.repeat(5001) }) }, from());
    expect(long.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ message: 'Enter at most 5,000 characters' });
    expect(await leadsFrom(server, 'edr', email)).toEqual([]);
  });

  it('needs the item live on this site', async () => {
    const email = uniqueEmail('lead');
    const other = await liveItemOf(server, 'fot');
    const elsewhere = await post(server, 'submitInquiry', { input: inquiry(email, { contentId: other.id }) }, from());
    expect(codeOf(elsewhere)).toBe('NOT_FOUND');
    expect(elsewhere.body.errors?.[0]?.message).toBe('The item you are asking about is not available on this site.');
    expect(codeOf(await post(server, 'submitInquiry', { input: inquiry(email, { contentId: 99999999 }) }, from()))).toBe('NOT_FOUND');
    // Taken off the site (unpublished): no more inquiries about it.
    const gone = await liveItemOf(server, 'edr', 1);
    await server.database.db.update(content).set({ unpublished: new Date(Date.now() - 60_000) }).where(eq(content.id, gone.id));
    expect(codeOf(await post(server, 'submitInquiry', { input: inquiry(email, { contentId: gone.id }) }, from()))).toBe('NOT_FOUND');
    expect(await leadsFrom(server, 'edr', email)).toEqual([]);
  });

  it('is refused while the site has the inquiry form (enableRmi) off', async () => {
    const email = uniqueEmail('lead');
    const fotItem = await liveItemOf(server, 'fot');
    await setFormSettings(server, 'fot', { inquiryForm: { enableRmi: false } });
    const off = await post(server, 'submitInquiry', { input: inquiry(email, { contentId: fotItem.id }) }, from('fot'));
    expect(codeOf(off)).toBe('FORBIDDEN');
    expect(off.body.errors?.[0]?.message).toBe('This site does not take requests for more information at the moment.');
    expect(await leadsFrom(server, 'fot', email)).toEqual([]);
    // Switched on, the same request goes through.
    await setFormSettings(server, 'fot', { inquiryForm: { enableRmi: true } });
    expect((await post(server, 'submitInquiry', { input: inquiry(email, { contentId: fotItem.id }) }, from('fot'))).body.data?.['submitInquiry']).toMatchObject({ ok: true });
  });

  it('limits the requests of one e-mail address (5 an hour), one client address (30) and one site inbox (200)', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i += 1) await execute(server, SubmitInquiryDocument, { input: inquiry(email) }, { tenantKey: 'edr', headers: from().headers });
    const sixth = await post(server, 'submitInquiry', { input: inquiry(email) }, from());
    expect(codeOf(sixth)).toBe('TOO_MANY_REQUESTS');
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors?.[0]?.message).toBe('Too many messages were sent. Please try again in an hour.');
    expect(await leadsFrom(server, 'edr', email)).toHaveLength(5);

    // The client address's count is shared with the site's other mails (sign-ups, registrations).
    const client = { headers: { 'x-forwarded-for': '203.0.113.77', 'x-tenant-key': 'edr' } };
    for (let i = 0; i < 30; i += 1) await server.services.rateLimiter.hit('site-mail:from:203.0.113.77', 3_600_000);
    expect(codeOf(await post(server, 'submitInquiry', { input: inquiry(uniqueEmail()) }, client))).toBe('TOO_MANY_REQUESTS');

    const inbox = `site-form:inbox:${await tenantIdOf(server, 'edr')}:inquiry`;
    const used = await server.services.rateLimiter.count(inbox);
    for (let i = used; i < 200; i += 1) await server.services.rateLimiter.hit(inbox, 3_600_000);
    try {
      expect(codeOf(await post(server, 'submitInquiry', { input: inquiry(uniqueEmail()) }, from()))).toBe('TOO_MANY_REQUESTS');
    } finally {
      await server.services.rateLimiter.reset(inbox);
    }
  });

  it('asks for reCAPTCHA (action inquiry) when the site has keys', async () => {
    const siteverify = await startSiteverify();
    const guarded = await startTestServer({ recaptcha: { siteKey: 'test-site-key', secretKey: 'test-secret', verifyUrl: siteverify.url } });
    try {
      await setFormSettings(guarded, 'edr', { inquiryForm: { enableRmi: true } });
      const email = uniqueEmail('lead');
      const input = inquiry(email);
      const missing = await post(guarded, 'submitInquiry', { input }, { headers: { 'x-tenant-key': 'edr' } });
      expect(codeOf(missing)).toBe('HUMAN_CHECK_REQUIRED');
      expect(missing.body.errors?.[0]?.extensions).toMatchObject({ recaptchaSiteKey: 'test-site-key', recaptchaAction: 'inquiry' });
      expect(codeOf(await post(guarded, 'submitInquiry', { input: { ...input, recaptchaToken: 'robot' } }, { headers: { 'x-tenant-key': 'edr' } }))).toBe('HUMAN_CHECK_REQUIRED');
      // A token of another form's action is refused too.
      expect(codeOf(await post(guarded, 'submitInquiry', { input: { ...input, recaptchaToken: 'person:contact' } }, { headers: { 'x-tenant-key': 'edr' } }))).toBe('HUMAN_CHECK_REQUIRED');
      expect(await leadsFrom(guarded, 'edr', email)).toEqual([]);
      const passed = await post(guarded, 'submitInquiry', { input: { ...input, recaptchaToken: 'person:inquiry' } }, { headers: { 'x-tenant-key': 'edr' } });
      expect(passed.body.data?.['submitInquiry']).toMatchObject({ ok: true });
      expect(siteverify.requests.at(-1)?.get('response')).toBe('person:inquiry');
      expect(await leadsFrom(guarded, 'edr', email)).toHaveLength(1);
    } finally {
      await guarded.close();
      await siteverify.close();
    }
  });

  it('refuses missing or ill-typed variables and an unknown site', async () => {
    await expectBadVariablesRefused(server, 'submitInquiry', { input: { name: 'A', email: 'a@example.com' } }, /message/);
    await expectBadVariablesRefused(server, 'submitInquiry', { input: { ...inquiry('a@example.com'), contentId: 'ten' } }, /contentId|Int/);
    await expectBadVariablesRefused(server, 'submitInquiry', {}, /input/);
    await expectUnknownTenantRefused(server, 'submitInquiry', { input: inquiry('a@example.com') });
  });
});
