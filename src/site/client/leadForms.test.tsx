// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TransportError } from '../../client/errors.js';
import ContactFormBlock from '../blocks/ContactForm/Block';
import { contactFormSettings, type ContactFormSettings } from '../blocks/ContactForm/settings';
import InquiryFormBlock from '../blocks/InquiryForm/Block';
import type { InquiryFormData } from '../blocks/InquiryForm/load';
import { inquiryFormSettings, type InquiryFormSettings } from '../blocks/InquiryForm/settings';
import { blockSettings, contentPage, loadedBlock } from '../blocks/fixtures';
import { initBlockScripts } from './initSite';
import { fillCountries, initLeadForm, leadCall } from './leadForms.js';
import { fakeTransport, fieldErrorOf, fill, graphQLError, messageOf, renderView, resetBrowserState, settle, submit, type Handler } from './testKit.js';

afterEach(resetBrowserState);

const renderInquiry = (settings: Record<string, unknown> = {}) =>
  renderView(
    <InquiryFormBlock
      block={loadedBlock<InquiryFormData, InquiryFormSettings>('inquiry_form', blockSettings(inquiryFormSettings, settings), { contentId: 10000001, itemName: 'GaN chargers' })}
      page={contentPage}
    />,
  );
const renderContact = () => renderView(<ContactFormBlock block={loadedBlock<Record<string, never>, ContactFormSettings>('contact_form', blockSettings(contactFormSettings), {})} page={contentPage} />);
const formOf = () => document.querySelector<HTMLFormElement>('form[data-lead-form]')!;
const shown = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector);
  return Boolean(element) && !element?.closest('[hidden]');
};

function fillInquiry() {
  fill('name', ' Ada Lovelace ');
  fill('email', 'ada@example.com');
  fill('company', 'Analytical Engines');
  fill('country', 'GBR');
  fill('message', 'The data sheet, please.');
}

describe('the lead forms’ pure parts', () => {
  it('reads an inquiry: the page’s item, trimmed fields, empty ones as null, the consent box', () => {
    renderInquiry();
    const form = formOf();
    fillCountries(form);
    fillInquiry();
    expect(leadCall(form)).toEqual({
      name: 'submitInquiry',
      input: { contentId: 10000001, name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', phone: null, country: 'GBR', message: 'The data sheet, please.', consent: false },
    });
    document.querySelector<HTMLInputElement>('input[name="consent"]')!.checked = true;
    expect(leadCall(form)?.input).toMatchObject({ consent: true });
  });

  it('reads a contact message, and nothing from another form', () => {
    renderContact();
    fill('name', 'Grace');
    fill('email', 'grace@example.com');
    fill('message', 'Hello');
    expect(leadCall(formOf())).toEqual({ name: 'submitContactForm', input: { name: 'Grace', email: 'grace@example.com', subject: null, message: 'Hello' } });
    const other = document.createElement('form');
    expect(leadCall(other)).toBeNull();
  });

  it('fills the country select once, by the names readers look for', () => {
    renderInquiry();
    const form = formOf();
    fillCountries(form);
    fillCountries(form);
    const options = Array.from(form.querySelectorAll<HTMLOptionElement>('select[name="country"] option'));
    expect(options.length).toBeGreaterThan(240);
    expect(options[0]).toMatchObject({ value: '', textContent: 'Choose a country' });
    expect(options.find((option) => option.value === 'DEU')?.textContent).toBe('Germany');
  });
});

describe('sending a lead form', () => {
  function setup(handler: Handler, humanToken?: () => Promise<string>) {
    renderInquiry();
    const fake = fakeTransport({ submitInquiry: handler });
    initLeadForm(formOf(), { transport: fake.transport, ...(humanToken ? { humanToken } : {}) });
    return { ...fake, form: formOf() };
  }

  it('enables the send button once wired, sends submitInquiry and shows the thank-you text', async () => {
    renderInquiry();
    expect(document.querySelector<HTMLButtonElement>('[data-lead-submit]')!.disabled).toBe(true);
    const { calls, form } = setup(() => ({ submitInquiry: { __typename: 'LeadSubmitResult', ok: true, message: 'Thank you! Your request has been sent.' } }));
    expect(form.dataset.ready).toBe('true');
    expect(document.querySelector<HTMLButtonElement>('[data-lead-submit]')!.disabled).toBe(false);
    fillInquiry();
    submit(form);
    await settle();
    expect(calls).toEqual([{ name: 'submitInquiry', variables: { input: expect.objectContaining({ contentId: 10000001, email: 'ada@example.com', country: 'GBR' }) } }]);
    expect(shown('[data-panel="done"]')).toBe(true);
    expect(shown('[data-panel="form"]')).toBe(false);
    expect(document.querySelector('[data-lead-thanks]')?.textContent).toBe('Thank you! Your request has been sent.');
    expect(document.activeElement).toBe(document.querySelector('[data-panel="done"]'));
  });

  it('shows the server’s field errors beside their fields', async () => {
    const { form } = setup(() => {
      throw graphQLError('Please correct issues with this form', 'BAD_USER_INPUT', { email: 'Enter a valid e-mail address', message: 'Field is required' });
    });
    submit(form);
    await settle();
    expect(fieldErrorOf(form, 'email')).toBe('Enter a valid e-mail address');
    expect(fieldErrorOf(form, 'message')).toBe('Field is required');
    expect(messageOf(form)).toBe('Please correct issues with this form');
    expect(form.querySelector('input[name="email"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(shown('[data-panel="form"]')).toBe(true);
  });

  it('gets a reCAPTCHA token of the action the server names, and sends again with it', async () => {
    const asked: unknown[] = [];
    const { calls, form } = setup(
      (variables) => {
        const input = variables.input as Record<string, unknown>;
        if (!input.recaptchaToken) {
          throw new TransportError('The security check could not confirm that you are a person.', {
            status: 429,
            code: 'HUMAN_CHECK_REQUIRED',
            graphQLErrors: [{ message: 'check', extensions: { code: 'HUMAN_CHECK_REQUIRED', recaptchaSiteKey: 'site-key', recaptchaAction: 'inquiry' } }],
          });
        }
        return { submitInquiry: { __typename: 'LeadSubmitResult', ok: true, message: 'Thanks' } };
      },
      async (...args: unknown[]) => {
        asked.push(...args);
        return 'token-1';
      },
    );
    fillInquiry();
    submit(form);
    await settle();
    await settle();
    expect(asked).toEqual([{ siteKey: 'site-key', action: 'inquiry' }]);
    expect(calls.map((call) => (call.variables.input as Record<string, unknown>).recaptchaToken)).toEqual([undefined, 'token-1']);
    expect(document.querySelector('[data-lead-thanks]')?.textContent).toBe('Thanks');
  });

  it('shows any other refusal as the form’s message (too many messages)', async () => {
    const { form } = setup(() => {
      throw graphQLError('Too many messages were sent. Please try again in an hour.', 'TOO_MANY_REQUESTS');
    });
    submit(form);
    await settle();
    expect(messageOf(form)).toBe('Too many messages were sent. Please try again in an hour.');
  });

  it('is loaded lazily by the block scripts of a page that shows a lead form', async () => {
    renderContact();
    // The page's own transport is built (nothing is sent): only the wiring is checked here.
    await initBlockScripts(document);
    expect(formOf().dataset.ready).toBe('true');
    expect(document.querySelector<HTMLButtonElement>('[data-lead-submit]')!.disabled).toBe(false);
  });
});
