import { z } from 'zod';
import { countryByAlpha2 } from './countries';
import { EMAIL_PATTERN } from './email';
import { optionalText, optionalUrl, requiredText } from './settings/fields';
import { checkSettings, type SettingsCheck } from './settings/validate';

/**
 * Company updates (issue 14 item 3; spec 000 §2.1 /company-update/{hash}, §2.2
 * /admin/company-updates, §6; 001 §2, §3 "companyUpdate (enabled, notification emails)";
 * docs/company-updates.md). A company proposes changes to its profile — a Company content item —
 * through a link; an editor compares them field by field and accepts or rejects them.
 *
 * Shared by the service (src/server/modules/companyUpdates), the admin screens
 * (src/admin/company-updates) and the public form (src/site/company-update): the fields a company
 * may change, the proposal's schema and limits, and the pure field-by-field diff.
 */

export const COMPANY_UPDATE_STATUSES = ['open', 'submitted', 'accepted', 'rejected', 'revoked'] as const;
export type CompanyUpdateStatus = (typeof COMPANY_UPDATE_STATUSES)[number];

/** How the screens name each status. */
export const COMPANY_UPDATE_STATUS_LABELS: Readonly<Record<CompanyUpdateStatus, string>> = {
  open: 'Link sent',
  submitted: 'Awaiting review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  revoked: 'Revoked',
};

export const COMPANY_UPDATE_LIMITS = {
  name: 255,
  description: 1000,
  text: 255,
  personName: 100,
  phone: 50,
  email: 254,
  contacts: 20,
  products: 30,
  submitterName: 200,
  reviewNote: 2000,
  /** Days a new link works: 1 to 365, 30 unless the editor says otherwise. */
  expiryDays: { min: 1, max: 365, default: 30 },
  /** Bytes of an uploaded logo. */
  logoBytes: 5 * 1024 * 1024,
  /** The admin list's page size. */
  page: 25,
  phrase: 200,
} as const;

/** The words of the service and the screens, in one place. */
export const COMPANY_UPDATE_MESSAGES = {
  disabled: 'Company updates are switched off for this site. Turn them on in the site settings (Company update).',
  linkInvalid: 'This company update link is not valid. Ask the editors for a new link.',
  linkExpired: 'This company update link has expired. Ask the editors for a new link.',
  linkRevoked: 'This company update link was withdrawn by the editors. Ask them for a new link if you still want to update your profile.',
  reviewed: 'Your changes have already been reviewed by the editors. Ask them for a new link to propose more changes.',
  companyGone: 'The company of this link no longer exists on this site.',
  invalid: 'Please correct the highlighted fields.',
  notCompany: 'Choose a company: only Company content items can receive a company update link.',
  notReviewable: (status: CompanyUpdateStatus) =>
    status === 'open' ? 'Nothing has been submitted through this link yet.' : `This company update is already ${COMPANY_UPDATE_STATUS_LABELS[status].toLowerCase()}.`,
  notRevocable: (status: CompanyUpdateStatus) => `This company update is already ${COMPANY_UPDATE_STATUS_LABELS[status].toLowerCase()}: it cannot be revoked.`,
  missing: (id: number) => `No company update with id ${id} was found on this site.`,
  nothingChosen: 'Choose at least one changed field to apply, or reject the update.',
  notChanged: (label: string) => `${label} was not changed by this update.`,
  stale: 'Someone else changed this company update since you opened it. Reload to see their changes, then try again.',
  logoGone: 'The uploaded logo is no longer stored. Reject the update or accept it without the logo.',
} as const;

/** Field keys a company may change, in the order the form and the diff show them. */
export const COMPANY_UPDATE_FIELDS = [
  { key: 'name', label: 'Company name', kind: 'text' },
  { key: 'description', label: 'Description', kind: 'text' },
  { key: 'website', label: 'Website', kind: 'text' },
  { key: 'phone', label: 'Phone', kind: 'text' },
  { key: 'email', label: 'E-mail', kind: 'text' },
  { key: 'address1', label: 'Address line 1', kind: 'text' },
  { key: 'address2', label: 'Address line 2', kind: 'text' },
  { key: 'city', label: 'City', kind: 'text' },
  { key: 'state', label: 'State or region', kind: 'text' },
  { key: 'postalCode', label: 'Postal code', kind: 'text' },
  { key: 'country', label: 'Country', kind: 'text' },
  { key: 'logo', label: 'Logo', kind: 'image' },
  { key: 'contacts', label: 'Contacts', kind: 'list' },
  { key: 'products', label: 'Products', kind: 'list' },
] as const;

export type CompanyUpdateField = (typeof COMPANY_UPDATE_FIELDS)[number]['key'];
export type CompanyUpdateFieldKind = (typeof COMPANY_UPDATE_FIELDS)[number]['kind'];
export const COMPANY_UPDATE_FIELD_KEYS: readonly CompanyUpdateField[] = COMPANY_UPDATE_FIELDS.map((f) => f.key);
export const TEXT_FIELDS = ['name', 'description', 'website', 'phone', 'email', 'address1', 'address2', 'city', 'state', 'postalCode', 'country'] as const;
export type CompanyTextField = (typeof TEXT_FIELDS)[number];

export const isCompanyUpdateField = (value: string): value is CompanyUpdateField => (COMPANY_UPDATE_FIELD_KEYS as readonly string[]).includes(value);
export const companyUpdateFieldLabel = (key: CompanyUpdateField): string => COMPANY_UPDATE_FIELDS.find((f) => f.key === key)?.label ?? key;

/** A person of the company (a Contact content item; `id` null: a new one). */
export interface CompanyContactEntry {
  id: number | null;
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  phone: string;
}

/** A product of the company (a Product content item naming it; `id` null: a new one). */
export interface CompanyProductEntry {
  id: number | null;
  name: string;
  description: string;
  url: string;
  model: string;
}

/**
 * A company profile as the form edits it: the current one (from the content item) or a proposal.
 * `logo` is `asset:{id}` (an image of the site, the company's current logo), `upload:{file}` (an
 * image uploaded through the link, not yet in the media library) or null (none).
 */
export type CompanyProfileDocument = Record<CompanyTextField, string> & {
  logo: string | null;
  contacts: CompanyContactEntry[];
  products: CompanyProductEntry[];
};

export const LOGO_UPLOAD_PATTERN = /^upload:[a-f0-9]{32}\.(?:jpg|png|webp|gif|avif)$/;
export const LOGO_ASSET_PATTERN = /^asset:[1-9]\d{0,9}$/;
export const uploadFileOf = (logo: string | null): string | null => (logo && LOGO_UPLOAD_PATTERN.test(logo) ? logo.slice('upload:'.length) : null);
export const assetIdOf = (logo: string | null): number | null => (logo && LOGO_ASSET_PATTERN.test(logo) ? Number(logo.slice('asset:'.length)) : null);

/** The content editor's phone rule (src/shared/contentFields.ts): digits, spaces, + ( ) . - / x. */
const PHONE = /^[+()\d][\d\s().\-/x+]{3,40}$/i;
const optionalEmail = () =>
  optionalText(COMPANY_UPDATE_LIMITS.email).refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Enter a valid e-mail address.');
const optionalPhone = () => optionalText(COMPANY_UPDATE_LIMITS.phone).refine((v) => v === '' || PHONE.test(v), 'Enter a valid phone number.');
const entryId = () => z.number().int().positive().nullable();

export const companyContactSchema = z
  .object({
    id: entryId(),
    firstName: optionalText(COMPANY_UPDATE_LIMITS.personName),
    lastName: optionalText(COMPANY_UPDATE_LIMITS.personName),
    jobTitle: optionalText(COMPANY_UPDATE_LIMITS.text),
    email: optionalEmail(),
    phone: optionalPhone(),
  })
  .superRefine((v, ctx) => {
    if (v.firstName === '' && v.lastName === '') ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'A contact needs a first or last name.' });
  });

export const companyProductSchema = z.object({
  id: entryId(),
  name: requiredText(COMPANY_UPDATE_LIMITS.text),
  description: optionalText(COMPANY_UPDATE_LIMITS.description),
  url: optionalUrl(),
  model: optionalText(COMPANY_UPDATE_LIMITS.text),
});

/** A proposal as the public form sends it (submitCompanyUpdate's `profile`). */
export const companyProposalSchema = z.object({
  name: requiredText(COMPANY_UPDATE_LIMITS.name),
  description: optionalText(COMPANY_UPDATE_LIMITS.description),
  website: optionalUrl(),
  phone: optionalPhone(),
  email: optionalEmail(),
  address1: optionalText(COMPANY_UPDATE_LIMITS.text),
  address2: optionalText(COMPANY_UPDATE_LIMITS.text),
  city: optionalText(COMPANY_UPDATE_LIMITS.text),
  state: optionalText(COMPANY_UPDATE_LIMITS.text),
  postalCode: optionalText(COMPANY_UPDATE_LIMITS.text),
  country: optionalText(COMPANY_UPDATE_LIMITS.text),
  logo: z
    .string()
    .refine((v) => LOGO_UPLOAD_PATTERN.test(v) || LOGO_ASSET_PATTERN.test(v), 'Upload the logo again.')
    .nullable(),
  contacts: z.array(companyContactSchema).max(COMPANY_UPDATE_LIMITS.contacts, `At most ${COMPANY_UPDATE_LIMITS.contacts} contacts.`),
  products: z.array(companyProductSchema).max(COMPANY_UPDATE_LIMITS.products, `At most ${COMPANY_UPDATE_LIMITS.products} products.`),
});

/** Who sends the proposal. */
export const companySubmitterSchema = z.object({
  submitterName: requiredText(COMPANY_UPDATE_LIMITS.submitterName),
  submitterEmail: requiredText(COMPANY_UPDATE_LIMITS.email).refine((v) => EMAIL_PATTERN.test(v), 'Enter a valid e-mail address.'),
});

/**
 * Checks a proposal; omitted optional parts read as empty, so a caller may send only what it has.
 * Field errors are keyed like the form's fields: `profile.name`, `profile.contacts.0.email`.
 */
export function checkCompanyProposal(input: unknown): SettingsCheck<CompanyProfileDocument> {
  const given = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const withEmpty: Record<string, unknown> = { ...given };
  for (const key of TEXT_FIELDS) if (key !== 'name') withEmpty[key] = given[key] ?? '';
  withEmpty.logo = given.logo ?? null;
  withEmpty.contacts = Array.isArray(given.contacts)
    ? given.contacts.map((c: unknown) => ({ id: null, firstName: '', lastName: '', jobTitle: '', email: '', phone: '', ...(c && typeof c === 'object' ? stripNulls(c) : {}) }))
    : [];
  withEmpty.products = Array.isArray(given.products)
    ? given.products.map((p: unknown) => ({ id: null, description: '', url: '', model: '', ...(p && typeof p === 'object' ? stripNulls(p) : {}) }))
    : [];
  const checked = checkSettings(companyProposalSchema, withEmpty);
  if (!checked.ok) return { ok: false, fieldErrors: prefixed(checked.fieldErrors, 'profile.') };
  const value = checked.value;
  const errors: Record<string, string> = {};
  // One entry per existing item: the same contact or product twice would be applied twice.
  const duplicated = (list: readonly { id: number | null }[], field: string) => {
    const seen = new Set<number>();
    list.forEach((entry, i) => {
      if (entry.id === null) return;
      if (seen.has(entry.id)) errors[`profile.${field}.${i}.id`] = 'This entry is listed twice.';
      seen.add(entry.id);
    });
  };
  duplicated(value.contacts, 'contacts');
  duplicated(value.products, 'products');
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return { ok: true, value };
}

function stripNulls(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key, v]) => v !== null || key === 'id'));
}

const prefixed = (errors: Record<string, string>, prefix: string) => Object.fromEntries(Object.entries(errors).map(([key, message]) => [`${prefix}${key}`, message]));

// ---------------------------------------------------------------------------------------------
// The diff.

export type CompanyUpdateItemChange = 'added' | 'removed' | 'changed' | 'unchanged';

/** One contact or product compared with the company's current one. */
export interface CompanyUpdateDiffItem {
  /** The content item's id (added items: null). */
  id: number | null;
  change: CompanyUpdateItemChange;
  /** The item as it is now (added: null) and as proposed (removed: null), as one line of text. */
  current: string | null;
  proposed: string | null;
  /** Labels of the parts that differ ("Job title", "E-mail"), for changed items. */
  changedParts: string[];
}

/** One field of the profile compared: a text, the logo, or a list compared item by item. */
export interface CompanyUpdateDiffRow {
  field: CompanyUpdateField;
  label: string;
  kind: CompanyUpdateFieldKind;
  /** As shown (lists: a count; the logo: its reference). Empty values are null. */
  current: string | null;
  proposed: string | null;
  changed: boolean;
  /** Lists only: every current and proposed item, in the proposal's order, removed ones last. */
  items: CompanyUpdateDiffItem[];
}

const norm = (value: string | null | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ');
const orNull = (value: string): string | null => (value === '' ? null : value);

/** The country as people read it: 'Netherlands (NL)' for a code, the text otherwise. */
export function countryDisplay(value: string): string {
  const country = value ? countryByAlpha2(value) : undefined;
  return country && value.trim().length === 2 ? `${country.friendlyLabel} (${country.alpha2code})` : value;
}

const CONTACT_PARTS: readonly [keyof CompanyContactEntry, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['jobTitle', 'Job title'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
];
const PRODUCT_PARTS: readonly [keyof CompanyProductEntry, string][] = [
  ['name', 'Name'],
  ['model', 'Model'],
  ['url', 'Link'],
  ['description', 'Description'],
];

/** 'Anneke Visser — Director of Product Marketing · anneke@… · +31 …' */
export function contactLine(c: CompanyContactEntry): string {
  const name = [norm(c.firstName), norm(c.lastName)].filter(Boolean).join(' ');
  const rest = [norm(c.jobTitle), norm(c.email), norm(c.phone)].filter(Boolean).join(' · ');
  return rest ? `${name} — ${rest}` : name;
}

/** 'Kestrel K32R (K32R-300-4M) — https://… · Dual-core …' */
export function productLine(p: CompanyProductEntry): string {
  const name = norm(p.model) ? `${norm(p.name)} (${norm(p.model)})` : norm(p.name);
  const rest = [norm(p.url), norm(p.description)].filter(Boolean).join(' · ');
  return rest ? `${name} — ${rest}` : name;
}

function compareList<T extends { id: number | null }>(
  current: readonly T[],
  proposed: readonly T[],
  parts: readonly [keyof T, string][],
  line: (entry: T) => string,
): CompanyUpdateDiffItem[] {
  const byId = new Map(current.filter((c) => c.id !== null).map((c) => [c.id as number, c]));
  const kept = new Set<number>();
  const items: CompanyUpdateDiffItem[] = proposed.map((entry) => {
    const before = entry.id !== null ? byId.get(entry.id) : undefined;
    if (!before) return { id: null, change: 'added', current: null, proposed: line(entry), changedParts: [] };
    kept.add(before.id as number);
    const changedParts = parts.filter(([key]) => norm(String(before[key] ?? '')) !== norm(String(entry[key] ?? ''))).map(([, label]) => label);
    return { id: before.id, change: changedParts.length ? 'changed' : 'unchanged', current: line(before), proposed: line(entry), changedParts };
  });
  for (const before of current) {
    if (before.id !== null && !kept.has(before.id)) items.push({ id: before.id, change: 'removed', current: line(before), proposed: null, changedParts: [] });
  }
  return items;
}

const countOf = (n: number, one: string, many: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many}`);

/**
 * The proposal compared with the company's current profile, one row per field the company may
 * change (COMPANY_UPDATE_FIELDS order). Texts are compared with surrounding and repeated spaces
 * ignored; contacts and products item by item (by their content id: a proposed entry without one,
 * or naming an item the company does not have, is added; a current item the proposal leaves out is
 * removed). Pure: the screens and the service read the same rows.
 */
export function companyUpdateDiff(current: CompanyProfileDocument, proposed: CompanyProfileDocument): CompanyUpdateDiffRow[] {
  return COMPANY_UPDATE_FIELDS.map(({ key, label, kind }): CompanyUpdateDiffRow => {
    if (key === 'contacts' || key === 'products') {
      const items =
        key === 'contacts'
          ? compareList(current.contacts, proposed.contacts, CONTACT_PARTS, contactLine)
          : compareList(current.products, proposed.products, PRODUCT_PARTS, productLine);
      const [one, many] = key === 'contacts' ? ['contact', 'contacts'] : ['product', 'products'];
      const order = (list: readonly { id: number | null }[]) => list.map((e) => e.id ?? 'new').join(',');
      // A new order of the same items is a change too (the company page lists contacts in order).
      const changed = items.some((item) => item.change !== 'unchanged') || order(current[key]) !== order(proposed[key]);
      return { field: key, label, kind, current: countOf(current[key].length, one, many), proposed: countOf(proposed[key].length, one, many), changed, items };
    }
    if (key === 'logo') {
      return { field: key, label, kind, current: current.logo, proposed: proposed.logo, changed: (current.logo ?? null) !== (proposed.logo ?? null), items: [] };
    }
    const before = norm(current[key]);
    const after = norm(proposed[key]);
    const show = key === 'country' ? countryDisplay : (v: string) => v;
    return { field: key, label, kind, current: orNull(show(before)), proposed: orNull(show(after)), changed: before !== after, items: [] };
  });
}

/** The fields a diff changes (what accept applies when the editor names none). */
export const changedFields = (rows: readonly CompanyUpdateDiffRow[]): CompanyUpdateField[] => rows.filter((row) => row.changed).map((row) => row.field);

/** An empty profile (a company with nothing filled in but its name). */
export function emptyCompanyProfile(name = ''): CompanyProfileDocument {
  return { name, description: '', website: '', phone: '', email: '', address1: '', address2: '', city: '', state: '', postalCode: '', country: '', logo: null, contacts: [], products: [] };
}

/** The company-update page of a link: /company-update/{hash}. */
export const companyUpdatePath = (hash: string) => `/company-update/${hash}`;
/** Where the form uploads a new logo (POST, the image as the body). */
export const companyUpdateLogoPath = (hash: string) => `/company-update/${hash}/logo`;
/** The admin screen of one update. */
export const companyUpdateAdminPath = (id: number) => `/admin/company-updates/${id}`;
/** A link's secret: 43 base64url characters (32 random bytes). */
export const COMPANY_UPDATE_HASH_PATTERN = /^[A-Za-z0-9_-]{43}$/;

