import { z } from 'zod';
import { SLUG_MAX_LENGTH, slugify } from './aliases';
import { REQUIRED, optionalText, requiredText } from './settings/fields';
import { checkSettings, type SettingsCheck } from './settings/validate';

/**
 * Memberships (001 §3 "Membership": id, title, alias, status (1 active), isFree, omedaProduct,
 * requiredUserCommonFields, requiredUserDemographicFields, additionalUserDemographicFields). The
 * same rules check the admin form and saveMembership; what needs the database (a unique alias, a
 * unique product id, questions of this site) is checked by the server. See docs/memberships.md.
 */

/** Status 1 is active: only active memberships are offered in selects and on the public site. */
export const MEMBERSHIP_STATUS = { inactive: 0, active: 1 } as const;
export const MEMBERSHIP_STATUS_LABELS: Record<0 | 1, string> = { 1: 'Active', 0: 'Inactive' };

/** The profile fields of a site user (001 §3 "Site user") a membership can require at sign-up. */
export const MEMBERSHIP_COMMON_FIELDS = ['firstName', 'lastName', 'title', 'company', 'city', 'postalCode', 'region', 'countryCode'] as const;
export type MembershipCommonField = (typeof MEMBERSHIP_COMMON_FIELDS)[number];
export const MEMBERSHIP_COMMON_FIELD_LABELS: Record<MembershipCommonField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Job title',
  company: 'Company',
  city: 'City',
  postalCode: 'Postal code',
  region: 'State / province / region',
  countryCode: 'Country',
};

export const MEMBERSHIP_LIMITS = { title: 200, alias: SLUG_MAX_LENGTH, description: 2000, demographicFields: 50 } as const;
/** Product ids are PostgreSQL integers. */
export const MAX_PRODUCT_ID = 2_147_483_647;

const ALIAS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const MEMBERSHIP_MESSAGES = {
  alias: 'Use lower-case letters, digits and single hyphens, e.g. premium-access.',
  status: 'Status must be 1 (active) or 0 (inactive).',
  productId: `Enter a whole number from 1 to ${MAX_PRODUCT_ID}, or leave it empty to have one assigned.`,
  commonField: `Choose from ${MEMBERSHIP_COMMON_FIELDS.join(', ')}.`,
  questionId: 'Choose demographic questions of this site.',
  duplicate: 'Each entry may be chosen only once.',
  tooManyQuestions: `Choose at most ${MEMBERSHIP_LIMITS.demographicFields} questions.`,
  requiredAndAdditional: 'A question cannot be both required and additional.',
  aliasTaken: (title: string) => `This alias is already used by the membership '${title}'.`,
  productTaken: (title: string) => `This product id is already used by the membership '${title}'.`,
  questionMissing: (id: number) => `Question ${id} is not a demographic question of this site.`,
  productHeld: (count: number) =>
    `${count} site ${count === 1 ? 'user holds' : 'users hold'} this membership's product id; it cannot change while it is held.`,
  deleteHeld: (title: string, count: number) =>
    `'${title}' cannot be deleted: ${count} site ${count === 1 ? 'user holds' : 'users hold'} it. Set it inactive instead, so it is no longer offered.`,
  deleteGates: (title: string, count: number) =>
    `'${title}' cannot be deleted: ${count} content ${count === 1 ? 'item requires' : 'items require'} it. Remove it from ${count === 1 ? 'that item' : 'those items'} first, or set it inactive.`,
} as const;

const noDuplicates = <T>(list: T[]) => new Set(list).size === list.length;

const questionIds = () =>
  z
    .array(z.number({ error: MEMBERSHIP_MESSAGES.questionId }).int(MEMBERSHIP_MESSAGES.questionId).positive(MEMBERSHIP_MESSAGES.questionId))
    .max(MEMBERSHIP_LIMITS.demographicFields, MEMBERSHIP_MESSAGES.tooManyQuestions)
    .refine(noDuplicates, MEMBERSHIP_MESSAGES.duplicate);

export const membershipSchema = z
  .object({
    title: requiredText(MEMBERSHIP_LIMITS.title),
    /** Empty: the server makes one from the title (unique on the site). */
    alias: optionalText(MEMBERSHIP_LIMITS.alias).refine((v) => v === '' || ALIAS.test(v), MEMBERSHIP_MESSAGES.alias),
    description: optionalText(MEMBERSHIP_LIMITS.description),
    status: z
      .number({ error: REQUIRED })
      .refine((v) => v === MEMBERSHIP_STATUS.active || v === MEMBERSHIP_STATUS.inactive, MEMBERSHIP_MESSAGES.status)
      .transform((v) => v as 0 | 1),
    isFree: z.boolean({ error: REQUIRED }),
    /** null: the server assigns the next value of audience_product_id_seq on create. */
    omedaProduct: z
      .number({ error: MEMBERSHIP_MESSAGES.productId })
      .int(MEMBERSHIP_MESSAGES.productId)
      .min(1, MEMBERSHIP_MESSAGES.productId)
      .max(MAX_PRODUCT_ID, MEMBERSHIP_MESSAGES.productId)
      .nullable(),
    requiredUserCommonFields: z
      .array(z.enum(MEMBERSHIP_COMMON_FIELDS, { error: MEMBERSHIP_MESSAGES.commonField }))
      .refine(noDuplicates, MEMBERSHIP_MESSAGES.duplicate),
    requiredUserDemographicFields: questionIds(),
    additionalUserDemographicFields: questionIds(),
  })
  .superRefine((value, ctx) => {
    const required = new Set(value.requiredUserDemographicFields);
    if (value.additionalUserDemographicFields.some((id) => required.has(id))) {
      ctx.addIssue({ code: 'custom', path: ['additionalUserDemographicFields'], message: MEMBERSHIP_MESSAGES.requiredAndAdditional });
    }
  });

export type MembershipValues = z.output<typeof membershipSchema>;

/** What a new membership starts from in the form. */
export const NEW_MEMBERSHIP: MembershipValues = {
  title: '',
  alias: '',
  description: '',
  status: MEMBERSHIP_STATUS.active,
  isFree: true,
  omedaProduct: null,
  requiredUserCommonFields: ['firstName', 'lastName', 'countryCode'],
  requiredUserDemographicFields: [],
  additionalUserDemographicFields: [],
};

/**
 * Checks a membership as the form holds it or as saveMembership receives it: omitted lists are
 * empty and an omitted description is '', so a caller may send only what it has.
 */
export function checkMembership(input: Partial<Record<keyof MembershipValues, unknown>>): SettingsCheck<MembershipValues> {
  return checkSettings(membershipSchema, {
    ...input,
    alias: input.alias ?? '',
    description: input.description ?? '',
    omedaProduct: input.omedaProduct ?? null,
    requiredUserCommonFields: input.requiredUserCommonFields ?? [],
    requiredUserDemographicFields: input.requiredUserDemographicFields ?? [],
    additionalUserDemographicFields: input.additionalUserDemographicFields ?? [],
  });
}

/** The alias made from a title ('Premium Access!' → 'premium-access'); 'membership' when the title has no letters or digits. */
export const aliasFromTitle = (title: string): string => slugify(title) || 'membership';

/** `base`, or `base-2`, `base-3`… — the first that `taken` does not hold, within the alias length. */
export function uniqueAlias(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MEMBERSHIP_LIMITS.alias - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
