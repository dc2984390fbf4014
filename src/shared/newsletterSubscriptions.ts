import { consentKeyFor, countryByAlpha2, countryByAlpha3, type ConsentKey, type Country } from './countries';
import { EMAIL_PATTERN } from './email';
import { MESSAGES } from './messages';

/**
 * Newsletter subscriptions (spec 002 §4 "Newsletters and favourites", §5 "Anonymous newsletter
 * subscribe", §7 subscribeSiteUserNewsletter / unsubscribeSiteUserNewsletter /
 * subscribeAnonymousCustomer, §8): the words of the public site and the pure rules the server
 * and the footer form share (unit-tested in newsletterSubscriptions.test.ts). docs/newsletters.md.
 */

/** 002 §5 and §8, verbatim. */
export const NEWSLETTER_TEXT = {
  /** 002 §5 / §8 "No newsletter selected". */
  noneSelected: 'Please select a newsletter before continuing',
  /** 002 §5 / §8 "Form errors". */
  formErrors: 'Please correct issues with this form',
  /** 002 §8 "Subscribe success". */
  subscribed: "You're all done! You will now receive updates from the newsletter(s) you selected.",
  /** 002 §8 "Opt in failed". */
  optInFailed: 'Newsletter opt in failed. Please try again or contact support for assistance.',
  /** 002 §8 "Opt out failed". */
  optOutFailed: 'Newsletter opt out failed. Please try again or contact support for assistance.',
  /** 002 §8 "Opt in / opt out success". */
  optInDone: 'Newsletter opt in successful!',
  optOutDone: 'Newsletter opt out successful!',
  /** 002 §8 "All newsletters subscribed". */
  allSubscribed: 'Congrats, you have subscribed to all of our newsletters! Please check back later to see if we have added any new ones.',
  /** 002 §8 "No newsletters available". */
  noneAvailable: 'There are no newsletters currently available, please check back later.',
  /** 002 §5 "Logged-in users opting out are asked …". */
  optOutConfirm: 'Are you sure you wish to opt out from this newsletter?',
} as const;

/** Our words, where the spec names a behaviour but no wording. */
export const NEWSLETTER_MESSAGES = {
  emailInvalid: 'Enter a valid e-mail address',
  notOffered: 'This newsletter is not offered on this site.',
  consentRequired: 'Please tick the box to agree to receive the newsletters.',
  countryUnknown: 'Choose a country from the list',
  tooManyMails: 'Too many e-mails were requested. Please check your inbox (and spam folder) or try again in an hour.',
  humanCheckFailed: 'The security check could not confirm that you are a person. Please try again.',
  unavailable: 'Newsletter sign-up is not available at the moment. Please try again later.',
  confirmationSent: (email: string) =>
    `We have sent an e-mail to ${email}. Please follow the link in it within 7 days to confirm your subscription.`,
  linkInvalid: 'This confirmation link is invalid or has expired. Please sign up again.',
  confirmed: (titles: readonly string[]) =>
    titles.length > 0 ? `Your subscription is confirmed: ${titles.join(', ')}. Thank you!` : 'Your subscription is confirmed. Thank you!',
  alreadyConfirmed: 'Your subscription was already confirmed. Thank you!',
} as const;

/** A double opt-in link works for 7 days (like a registration link). */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The public page of the confirmation link (?token=…). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter-confirm';
/** At most this many newsletters in one sign-up (the settings allow 50). */
export const MAX_NEWSLETTERS_PER_SIGNUP = 50;
export const MAX_EMAIL_LENGTH = 254;

/** The Consent object (002 §3) as a subscription records it: keyed CASL for CAN, GDPR elsewhere where required. */
export interface NewsletterConsent {
  country: string | null;
  region: string | null;
  compliance: ConsentKey | null;
  /** The box was ticked (false when the country asks for none: it is not shown). */
  given: boolean;
  /** ISO time the consent was recorded. */
  at: string;
}

/** Lower-case trimmed e-mail, or null when it is not an address. */
export function normaliseNewsletterEmail(value: string | null | undefined): string | null {
  const email = (value ?? '').trim().toLowerCase();
  return email.length > 0 && email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}

/** The country of an ISO alpha-3 (CAN) or alpha-2 (CA) code. */
export function newsletterCountryOf(code: string | null | undefined): Country | undefined {
  const value = code?.trim().toUpperCase() ?? '';
  if (value.length === 2) return countryByAlpha2(value);
  return value.length === 3 ? countryByAlpha3(value) : undefined;
}

/** The compliance key a country asks for (002 §3 "Consent object"), or null when it requires none. */
export function complianceOf(country: Country | undefined): ConsentKey | null {
  return country?.compliance === 'required' ? consentKeyFor(country.alpha3code) : null;
}

/** The consent recorded for a country: CASL for CAN, GDPR for another country that requires compliance, else none. */
export function newsletterConsent(
  input: { country: Country | undefined; region: string | null; given: boolean | null | undefined },
  now: Date,
): NewsletterConsent {
  const compliance = complianceOf(input.country);
  return { country: input.country?.alpha3code ?? null, region: input.region, compliance, given: compliance ? Boolean(input.given) : false, at: now.toISOString() };
}

export interface AnonymousSubscribeInput {
  email: string;
  omedaProducts: readonly number[];
  countryCode?: string | null;
  regionCode?: string | null;
  consent?: { country?: string | null; region?: string | null; compliance?: string | null; given?: boolean | null } | null;
}

export interface CheckedAnonymousSubscribe {
  email: string;
  productIds: number[];
  countryCode: string;
  region: string | null;
  consent: NewsletterConsent;
}

export type AnonymousSubscribeCheck =
  | { ok: true; value: CheckedAnonymousSubscribe }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * 002 §5 "Anonymous newsletter subscribe": an e-mail address; at least one newsletter, each one the
 * site offers (`offered`: the product ids of its enabled newsletters); a country; a region when the
 * country has regions (one of them); the consent box ticked when the country requires compliance.
 * The consent is keyed by the country chosen, whatever the caller says its key is.
 */
export function checkAnonymousSubscribe(input: AnonymousSubscribeInput, offered: ReadonlySet<number>, now: Date): AnonymousSubscribeCheck {
  const fieldErrors: Record<string, string> = {};
  const email = normaliseNewsletterEmail(input.email);
  if (!email) fieldErrors['email'] = input.email.trim() ? NEWSLETTER_MESSAGES.emailInvalid : MESSAGES.fieldRequired;

  const productIds = [...new Set(input.omedaProducts)];
  if (productIds.length === 0) fieldErrors['omedaProducts'] = NEWSLETTER_TEXT.noneSelected;
  else if (productIds.length > MAX_NEWSLETTERS_PER_SIGNUP || productIds.some((id) => !offered.has(id))) fieldErrors['omedaProducts'] = NEWSLETTER_MESSAGES.notOffered;

  const countryText = input.countryCode?.trim() ?? '';
  const country = newsletterCountryOf(countryText);
  if (!countryText) fieldErrors['countryCode'] = MESSAGES.fieldRequired;
  else if (!country) fieldErrors['countryCode'] = NEWSLETTER_MESSAGES.countryUnknown;

  const regionText = input.regionCode?.trim() || null;
  let region: string | null = null;
  if (country?.regions) {
    const match = regionText ? country.regions.options.find((option) => option.value.toUpperCase() === regionText.toUpperCase()) : undefined;
    if (!regionText) fieldErrors['region'] = MESSAGES.fieldRequired;
    else if (!match) fieldErrors['region'] = `Choose a ${country.regions.label.toLowerCase()} of ${country.friendlyLabel}`;
    else region = match.value;
  } else if (regionText && country) {
    fieldErrors['region'] = `${country.friendlyLabel} has no regions to choose from`;
  }

  const consent = newsletterConsent({ country, region, given: input.consent?.given }, now);
  if (consent.compliance && !consent.given) fieldErrors['consent'] = NEWSLETTER_MESSAGES.consentRequired;

  if (Object.keys(fieldErrors).length > 0 || !email || !country) {
    // A missing choice of newsletter alone is the spec's own message; anything else the form's.
    const onlyNoneSelected = Object.keys(fieldErrors).length === 1 && fieldErrors['omedaProducts'] === NEWSLETTER_TEXT.noneSelected;
    return { ok: false, message: onlyNoneSelected ? NEWSLETTER_TEXT.noneSelected : NEWSLETTER_TEXT.formErrors, fieldErrors };
  }
  return { ok: true, value: { email, productIds, countryCode: country.alpha3code, region, consent } };
}

/** The promo code sent with a sign-up: the page's pk, else the site's default; trimmed, at most 100 characters, or null. */
export function promoCodeFor(sent: string | null | undefined, ...defaults: ReadonlyArray<string | null | undefined>): string | null {
  for (const candidate of [sent, ...defaults]) {
    const code = candidate?.trim().slice(0, 100);
    if (code) return code;
  }
  return null;
}
