import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmitContactFormDocument, type SubmitContactFormInput } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { leadMail, leadsFrom, setFormSettings } from '../helpers/leads.js';
import { startSiteverify } from '../helpers/recaptcha.js';
import { uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  await setFormSettings(server, 'edr', { contactUs: { sendTo: ['editors@edr.example'], sendFrom: 'web@edr.example', bcc: ['archive@edr.example', 'chief@edr.example'], subject: 'Reader mail' } });
});
afterAll(() => server.close());

let address = 0;
const from = (tenantKey = 'edr') => ({ headers: { 'x-forwarded-for': `192.0.2.${(address += 1) % 250}`, 'x-tenant-key': tenantKey } });

const message = (email: string, over: Partial<SubmitContactFormInput> = {}): SubmitContactFormInput => ({
  name: 'Grace Hopper',
  email,
  subject: 'A correction',
  message: 'The article says 1948; it was 1947.',
  ...over,
});

describe('submitContactForm', () => {
  it('is served as text', () => expectDocumentServed(server, 'submitContactForm'));

  it('stores the message and mails it to the contact-us settings with their bcc and subject', async () => {
    const email = uniqueEmail('reader');
    const answer = await execute(server, SubmitContactFormDocument, { input: message(email, { subject: 'A correction\r\nBcc: evil@example.com' }) }, { tenantKey: 'edr', headers: from().headers });
    expect(answer.submitContactForm).toEqual({ __typename: 'LeadSubmitResult', ok: true, message: 'Thank you for your message! We will get back to you soon.' });

    const [lead] = await leadsFrom(server, 'edr', email);
    expect(lead).toMatchObject({
      tenantId: await tenantIdOf(server, 'edr'),
      kind: 'contact',
      contentId: null,
      name: 'Grace Hopper',
      subject: 'A correction Bcc: evil@example.com',
      message: 'The article says 1948; it was 1947.',
      consent: null,
    });

    const mail = await leadMail(server, 'edr', 'contact-form', email);
    expect(mail).toMatchObject({
      toAddress: 'editors@edr.example',
      fromAddress: 'web@edr.example',
      replyTo: email,
      bcc: 'archive@edr.example, chief@edr.example',
      // One line: the visitor cannot add headers through the subject.
      subject: 'Reader mail: A correction Bcc: evil@example.com',
    });
    expect(mail?.html).toContain('<h1');
    expect(mail?.html).toContain('Message from Grace Hopper');
    // No header image in the contact-us settings: none in the mail.
    expect(mail?.html).not.toContain('<img');
    expect(mail?.text).toContain('Subject: A correction Bcc: evil@example.com\n\nMessage:\nThe article says 1948; it was 1947.');
  });

  it('sends from MAIL_FROM when the settings name no sender, with the default subject', async () => {
    await setFormSettings(server, 'fot', { contactUs: { sendTo: ['desk@fot.example'], sendFrom: '', bcc: [], subject: '' } });
    const email = uniqueEmail('reader');
    await execute(server, SubmitContactFormDocument, { input: message(email, { subject: null }) }, { tenantKey: 'fot', headers: from('fot').headers });
    const mail = await leadMail(server, 'fot', 'contact-form', email);
    expect(mail).toMatchObject({ toAddress: 'desk@fot.example', fromAddress: null, bcc: null, subject: 'Contact us' });
  });

  it('refuses bad input per field and stores nothing', async () => {
    const bad = await post(server, 'submitContactForm', { input: { name: '', email: 'grace@', subject: 's'.repeat(201), message: '  ' } }, from());
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe('Please correct issues with this form');
    expect(bad.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({
      name: 'Field is required',
      email: 'Enter a valid e-mail address',
      subject: 'Enter at most 200 characters',
      message: 'Field is required',
    });
    expect(await leadsFrom(server, 'edr', 'grace@')).toEqual([]);
  });

  it('is refused while the contact-us settings name no recipient', async () => {
    await setFormSettings(server, 'fot', { contactUs: { sendTo: [] } });
    try {
      const email = uniqueEmail('reader');
      const off = await post(server, 'submitContactForm', { input: message(email) }, from('fot'));
      expect(codeOf(off)).toBe('FORBIDDEN');
      expect(off.body.errors?.[0]?.message).toBe('Messages cannot be sent from this site at the moment. Please try again later.');
      expect(await leadsFrom(server, 'fot', email)).toEqual([]);
    } finally {
      await setFormSettings(server, 'fot', { contactUs: { sendTo: ['desk@fot.example'] } });
    }
  });

  it('limits the messages of one e-mail address (5 an hour) and one client address (30, with the site’s other mails)', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i += 1) await execute(server, SubmitContactFormDocument, { input: message(email) }, { tenantKey: 'edr', headers: from().headers });
    const sixth = await post(server, 'submitContactForm', { input: message(email) }, from());
    expect(codeOf(sixth)).toBe('TOO_MANY_REQUESTS');
    expect(sixth.body.errors?.[0]?.message).toBe('Too many messages were sent. Please try again in an hour.');
    expect(await leadsFrom(server, 'edr', email)).toHaveLength(5);

    const client = { headers: { 'x-forwarded-for': '203.0.113.9', 'x-tenant-key': 'edr' } };
    for (let i = 0; i < 30; i += 1) await execute(server, SubmitContactFormDocument, { input: message(uniqueEmail()) }, { tenantKey: 'edr', headers: client.headers });
    expect(codeOf(await post(server, 'submitContactForm', { input: message(uniqueEmail()) }, client))).toBe('TOO_MANY_REQUESTS');
  });

  it('asks for reCAPTCHA (action contact) when the site has keys', async () => {
    const siteverify = await startSiteverify();
    const guarded = await startTestServer({ recaptcha: { siteKey: 'test-site-key', secretKey: 'test-secret', verifyUrl: siteverify.url } });
    try {
      const email = uniqueEmail('reader');
      const onEdr = { headers: { 'x-tenant-key': 'edr' } };
      const missing = await post(guarded, 'submitContactForm', { input: message(email) }, onEdr);
      expect(codeOf(missing)).toBe('HUMAN_CHECK_REQUIRED');
      expect(missing.body.errors?.[0]?.extensions).toMatchObject({ recaptchaSiteKey: 'test-site-key', recaptchaAction: 'contact' });
      expect(codeOf(await post(guarded, 'submitContactForm', { input: { ...message(email), recaptchaToken: 'person:inquiry' } }, onEdr))).toBe('HUMAN_CHECK_REQUIRED');
      expect(await leadsFrom(guarded, 'edr', email)).toEqual([]);
      const passed = await post(guarded, 'submitContactForm', { input: { ...message(email), recaptchaToken: 'person:contact' } }, onEdr);
      expect(passed.body.data?.['submitContactForm']).toMatchObject({ ok: true });
      // The seeded contact-us settings of the demo site.
      expect((await leadMail(guarded, 'edr', 'contact-form', email))?.toAddress).toBe('editors@edr-demo.example');
    } finally {
      await guarded.close();
      await siteverify.close();
    }
  });

  it('refuses missing or ill-typed variables and an unknown site', async () => {
    await expectBadVariablesRefused(server, 'submitContactForm', { input: { name: 'A', message: 'x' } }, /email/);
    await expectBadVariablesRefused(server, 'submitContactForm', { input: { ...message('a@example.com'), subject: ['x'] } }, /subject|String/);
    await expectUnknownTenantRefused(server, 'submitContactForm', { input: message('a@example.com') });
  });
});
