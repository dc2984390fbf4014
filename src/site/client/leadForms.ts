import { recaptchaToken, signInWithHumanCheck, type HumanCheckRequest } from '../../admin/login/humanCheck.js';
import type { Transport } from '../../client/transport.js';
import type { SubmitContactFormInput, SubmitContactFormMutation, SubmitInquiryInput, SubmitInquiryMutation } from '../../gql/graphql.js';
import { COUNTRIES } from '../../shared/countries.js';
import { LEAD_FORM_PANELS } from '../../shared/leads.js';
import { formValues, isChecked, onSubmit, setFormMessage, showPanel } from './formKit.js';
import { siteTransport } from './siteTransport.js';

/**
 * The inquiry and contact form blocks (src/site/blocks/InquiryForm, ContactForm; leadForm.tsx), a
 * chunk loaded only by pages that show one (initBlockScripts). The form is sent with submitInquiry
 * or submitContactForm through the site's transport (the operation's text downloaded from
 * /graphql/mutation/<name>.gql); when the site has reCAPTCHA keys the server asks for the human
 * check and the form sends again with a v3 token of the action it names (humanCheck.ts). Field
 * errors appear beside their fields (formKit); on success the thank-you text replaces the form.
 */

export interface LeadDeps {
  transport: Transport;
  /** A reCAPTCHA token when the server asks for the human check (recaptchaToken in the browser). */
  humanToken?: (request: HumanCheckRequest) => Promise<string>;
}

export type LeadCall = { name: 'submitInquiry'; input: SubmitInquiryInput } | { name: 'submitContactForm'; input: SubmitContactFormInput };

const orNull = (value: string | undefined) => (value ? value : null);

/** The mutation and its input from a lead form's fields (null for an element that is no lead form). */
export function leadCall(form: HTMLFormElement): LeadCall | null {
  const values = formValues(form);
  const common = { name: values.name ?? '', email: values.email ?? '', message: values.message ?? '' };
  if (form.dataset.leadForm === 'contact') return { name: 'submitContactForm', input: { ...common, subject: orNull(values.subject) } };
  if (form.dataset.leadForm !== 'inquiry') return null;
  const contentId = Number(form.dataset.contentId);
  return {
    name: 'submitInquiry',
    input: {
      ...common,
      contentId: Number.isSafeInteger(contentId) && contentId > 0 ? contentId : null,
      company: orNull(values.company),
      phone: orNull(values.phone),
      country: orNull(values.country),
      consent: isChecked(form, 'consent'),
    },
  };
}

/** Puts the countries (alpha-3 codes, by the names readers look for) into the form's empty country select, once. */
export function fillCountries(form: HTMLFormElement): void {
  const select = form.querySelector<HTMLSelectElement>('select[data-lead-country]');
  if (!select || select.options.length > 1) return;
  const doc = select.ownerDocument;
  for (const country of COUNTRIES) {
    const option = doc.createElement('option');
    option.value = country.alpha3code;
    option.textContent = country.friendlyLabel;
    select.append(option);
  }
}

/** Shows the thank-you text in place of the form, and takes the focus there for screen readers. */
export function showThanks(form: HTMLFormElement, message: string): void {
  for (const target of form.querySelectorAll<HTMLElement>('[data-lead-thanks]')) target.textContent = message;
  showPanel(form, LEAD_FORM_PANELS, 'done');
  const done = form.querySelector<HTMLElement>('[data-panel="done"]');
  if (done) {
    done.tabIndex = -1;
    done.focus();
  }
}

async function send(transport: Transport, call: LeadCall, token: string | undefined): Promise<{ ok: boolean; message: string }> {
  if (call.name === 'submitInquiry') {
    const input = token ? { ...call.input, recaptchaToken: token } : call.input;
    return (await transport.mutation<SubmitInquiryMutation>('submitInquiry', { input })).submitInquiry;
  }
  const input = token ? { ...call.input, recaptchaToken: token } : call.input;
  return (await transport.mutation<SubmitContactFormMutation>('submitContactForm', { input })).submitContactForm;
}

/** One lead form: its countries filled in, its submit wired, its send button enabled (once). */
export function initLeadForm(form: HTMLFormElement, { transport, humanToken = recaptchaToken }: LeadDeps): void {
  if (form.dataset.ready === 'true') return;
  fillCountries(form);
  onSubmit(form, async () => {
    const call = leadCall(form);
    if (!call) return;
    let answer: { ok: boolean; message: string } | null = null;
    await signInWithHumanCheck(async (token) => {
      answer = await send(transport, call, token);
    }, humanToken);
    const result = answer as { ok: boolean; message: string } | null;
    if (!result) return;
    if (!result.ok) {
      setFormMessage(form, result.message);
      return;
    }
    showThanks(form, result.message);
  });
  // Disabled in the page's HTML, so the form sends nothing before it is wired.
  for (const button of form.querySelectorAll<HTMLButtonElement>('[data-lead-submit]')) button.disabled = false;
}

/** Every lead form of the page, with the site's transport. */
export function initLeadForms(root: ParentNode = document, deps?: LeadDeps): void {
  const forms = root.querySelectorAll<HTMLFormElement>('form[data-lead-form]');
  if (forms.length === 0) return;
  const resolved = deps ?? { transport: siteTransport() };
  for (const form of forms) initLeadForm(form, resolved);
}
