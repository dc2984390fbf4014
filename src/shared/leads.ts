import { countryByAlpha2, countryByAlpha3 } from './countries';
import { EMAIL_PATTERN } from './email';
import { MESSAGES } from './messages';

/**
 * The public forms that send a message to the site's staff (spec 002 §2 "contact forms", "inquiry
 * form"; 001 §3 site settings inquiryForm / contactUs): the limits, words and pure checks the forms
 * (src/site/blocks/InquiryForm, ContactForm; src/site/client/leadForms.ts) and the service
 * (src/server/modules/leads) share. docs/public-site.md "Forms".
 */

export const LEAD_KINDS = ['inquiry', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Longest text each field takes (characters, after trimming). */
export const LEAD_LIMITS = { name: 200, email: 254, company: 200, phone: 50, subject: 200, message: 5000 } as const;

/** The panel group of a lead form: 'form', then 'done' with the thank-you text (formKit.showPanel). */
export const LEAD_FORM_PANELS = 'lead-form';

/** The reCAPTCHA v3 actions of the two forms. */
export const LEAD_RECAPTCHA_ACTIONS: Readonly<Record<LeadKind, string>> = { inquiry: 'inquiry', contact: 'contact' };

export const LEAD_TEXT = {
  /** 002 §8 "Form errors", as every public form says it. */
  formErrors: 'Please correct issues with this form',
  emailInvalid: 'Enter a valid e-mail address',
  phoneInvalid: 'Enter a valid phone number',
  countryUnknown: 'Choose a country from the list',
  tooLong: (max: number) => `Enter at most ${max.toLocaleString('en-US')} characters`,
  inquiryTitle: (item: string) => `Request more information about ${item}`,
  inquiryThanks: (item: string | null) =>
    item ? `Thank you! Your request for more information about ${item} has been sent. We will be in touch soon.` : 'Thank you! Your request has been sent. We will be in touch soon.',
  contactThanks: 'Thank you for your message! We will get back to you soon.',
  inquiryOff: 'This site does not take requests for more information at the moment.',
  contactOff: 'Messages cannot be sent from this site at the moment. Please try again later.',
  itemNotFound: 'The item you are asking about is not available on this site.',
  tooMany: 'Too many messages were sent. Please try again in an hour.',
  humanCheckFailed: 'The security check could not confirm that you are a person. Please try again.',
} as const;

/** The words of the inquiry form's consent box; what was shown is stored with the lead. */
export const inquiryConsentText = (siteName: string) => `Yes, ${siteName} and the companies I ask about may contact me about related products and services.`;

/** What a lead records of the consent box: whether it was ticked, the words beside it, and when. */
export interface LeadConsent {
  given: boolean;
  text: string;
  at: string;
}

export interface InquiryFields {
  name?: string | null;
  email?: string | null;
  company?: string | null;
  phone?: string | null;
  country?: string | null;
  message?: string | null;
}

export interface ContactFields {
  name?: string | null;
  email?: string | null;
  subject?: string | null;
  message?: string | null;
}

export interface CheckedInquiry {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  /** ISO alpha-3 code. */
  country: string | null;
  message: string;
}

export interface CheckedContact {
  name: string;
  email: string;
  subject: string | null;
  message: string;
}

export type LeadCheck<T> = { ok: true; value: T } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** One line: no line breaks or control characters (it goes into a mail's subject and table), spaces collapsed. */
const line = (value: string | null | undefined): string =>
  (value ?? '')
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Several lines: Windows line ends made plain, other control characters dropped, outer space trimmed. */
const text = (value: string | null | undefined): string =>
  (value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();

const PHONE_PATTERN = /^\+?[0-9 ()./-]{4,}(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;

class Checker {
  readonly fieldErrors: Record<string, string> = {};

  required(name: keyof typeof LEAD_LIMITS, value: string): string {
    if (value === '') this.fieldErrors[name] = MESSAGES.fieldRequired;
    else this.limit(name, value);
    return value;
  }

  optional(name: keyof typeof LEAD_LIMITS, value: string): string | null {
    if (value === '') return null;
    this.limit(name, value);
    return value;
  }

  email(value: string): string {
    const email = this.required('email', value).toLowerCase();
    if (email !== '' && !this.fieldErrors.email && !EMAIL_PATTERN.test(email)) this.fieldErrors.email = LEAD_TEXT.emailInvalid;
    return email;
  }

  result<T>(value: T): LeadCheck<T> {
    return Object.keys(this.fieldErrors).length > 0 ? { ok: false, message: LEAD_TEXT.formErrors, fieldErrors: this.fieldErrors } : { ok: true, value };
  }

  private limit(name: keyof typeof LEAD_LIMITS, value: string): void {
    if (value.length > LEAD_LIMITS[name]) this.fieldErrors[name] = LEAD_TEXT.tooLong(LEAD_LIMITS[name]);
  }
}

/** A country code (alpha-3, or alpha-2) as its alpha-3 code; undefined when unknown. */
export function leadCountry(code: string): string | undefined {
  const value = code.trim();
  return (value.length === 2 ? countryByAlpha2(value) : countryByAlpha3(value))?.alpha3code;
}

/** The inquiry form's fields: name, e-mail and message required; company, phone and country optional. */
export function checkInquiry(input: InquiryFields): LeadCheck<CheckedInquiry> {
  const c = new Checker();
  const name = c.required('name', line(input.name));
  const email = c.email(line(input.email));
  const company = c.optional('company', line(input.company));
  const phone = c.optional('phone', line(input.phone));
  if (phone !== null && !c.fieldErrors.phone && !PHONE_PATTERN.test(phone)) c.fieldErrors.phone = LEAD_TEXT.phoneInvalid;
  const countryCode = line(input.country);
  const country = countryCode === '' ? null : (leadCountry(countryCode) ?? null);
  if (countryCode !== '' && country === null) c.fieldErrors.country = LEAD_TEXT.countryUnknown;
  const message = c.required('message', text(input.message));
  return c.result({ name, email, company, phone, country, message });
}

/** The contact form's fields: name, e-mail and message required; subject optional. */
export function checkContact(input: ContactFields): LeadCheck<CheckedContact> {
  const c = new Checker();
  const name = c.required('name', line(input.name));
  const email = c.email(line(input.email));
  const subject = c.optional('subject', line(input.subject));
  const message = c.required('message', text(input.message));
  return c.result({ name, email, subject, message });
}
