import { consentKeyFor, countryByAlpha2, countryByAlpha3 } from '../../../shared/countries.js';
import type { SiteUserConsent } from '../../db/schema/index.js';
import type { DemographicAnswer } from '../../integrations/audience/index.js';
import { EMAIL_PATTERN } from '../../../shared/email.js';
import { PROFILE_FIELDS, PROFILE_LABELS, type ProfileField } from '../../../shared/siteUserProfile.js';

/**
 * Rules of the site-user profile shared by registration, the profile update and the admin
 * (pure functions: unit-tested in profile.test.ts).
 */

export { PROFILE_FIELDS, PROFILE_LABELS, type ProfileField };
export type ProfileInput = Partial<Record<ProfileField, string | null | undefined>>;

const MAX_FIELD_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;

/** Lower-case trimmed e-mail, or null when it is not an address. */
export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}

/** The country of an ISO alpha-3 (the spec's CAN) or alpha-2 code. */
export function countryOf(code: string | null | undefined) {
  const value = code?.trim().toUpperCase() ?? '';
  if (!value) return undefined;
  return value.length === 2 ? countryByAlpha2(value) : countryByAlpha3(value);
}

/**
 * The profile fields sent non-empty, trimmed (spec: "the profile update sends only non-empty
 * fields"), with per-field problems: too long, an unknown country, a region the country does not
 * have, a missing region where the country has regions.
 */
export function cleanProfile(input: ProfileInput, current: { countryCode?: string | null; region?: string | null } = {}) {
  const values: Partial<Record<ProfileField, string>> = {};
  const errors: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = input[field]?.trim();
    if (!value) continue;
    if (value.length > MAX_FIELD_LENGTH) errors[field] = `At most ${MAX_FIELD_LENGTH} characters`;
    else values[field] = value;
  }
  const countryCode = values.countryCode ?? current.countryCode ?? null;
  if (values.countryCode !== undefined) {
    const country = countryOf(values.countryCode);
    if (!country) errors['countryCode'] = 'Choose a country from the list';
    else values.countryCode = country.alpha3code;
  }
  const country = countryOf(countryCode);
  const region = values.region ?? (values.countryCode !== undefined ? undefined : current.region) ?? undefined;
  if (country?.regions) {
    const options = country.regions.options;
    if (region !== undefined && !options.some((option) => option.value === region)) errors['region'] = `Choose a ${country.regions.label.toLowerCase()} of ${country.friendlyLabel}`;
    if (region === undefined && values.countryCode !== undefined) errors['region'] = 'Field is required';
  } else if (values.region !== undefined && country) {
    errors['region'] = `${country.friendlyLabel} has no regions to choose from`;
  }
  return { values, errors };
}

/** Required common fields the profile still lacks (a membership's requiredUserCommonFields). */
export function missingRequired(profile: Partial<Record<ProfileField, string | null>>, required: readonly string[]): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => required.includes(field) && !profile[field]?.trim());
}

/**
 * The consent recorded at the e-mail step: the key of the country that requires compliance (CASL
 * for CAN, otherwise GDPR: spec 002 §3 "Consent object") and whether the box was ticked (it is
 * shown only when the country requires it; unchecked is false).
 */
export function consentOf(input: { country?: string | null; region?: string | null; given?: boolean | null } | null | undefined, now: Date): SiteUserConsent | null {
  const country = countryOf(input?.country);
  if (!country) return null;
  const compliance = country.compliance === 'required' ? consentKeyFor(country.alpha3code) : null;
  return { country: country.alpha3code, region: input?.region?.trim() || null, compliance, given: compliance ? Boolean(input?.given) : false, at: now.toISOString() };
}

export interface DemographicInput {
  questionId: number;
  answerIds?: readonly string[] | null;
  answerText?: string | null;
}

/**
 * Demographic answers as stored: value ids converted to numbers (spec: "demographic answers are
 * converted to numbers"); a value that is not a whole number is an error of that question. Empty
 * answers are left out (only non-empty fields are sent).
 */
export function convertDemographics(input: readonly DemographicInput[] | null | undefined): { answers: DemographicAnswer[]; errors: Record<string, string> } {
  const answers: DemographicAnswer[] = [];
  const errors: Record<string, string> = {};
  for (const item of input ?? []) {
    const ids: number[] = [];
    for (const raw of item.answerIds ?? []) {
      const text = raw.trim();
      if (!text) continue;
      const value = Number(text);
      if (!Number.isSafeInteger(value) || value < 0) errors[`demographics.${item.questionId}`] = 'Choose an answer from the list';
      else if (!ids.includes(value)) ids.push(value);
    }
    const answerText = item.answerText?.trim().slice(0, 1000) || null;
    if (ids.length > 0 || answerText) answers.push({ questionId: item.questionId, answerIds: ids, answerText });
  }
  return { answers, errors };
}
