import { z } from 'zod';
import { SLUG_MAX_LENGTH, slugify } from './aliases';
import { MESSAGES } from './messages';
import { issueDateSchema } from './newsletterCampaigns';
import { REQUIRED, optionalText, optionalUrl, requiredText } from './settings/fields';
import { checkSettings, type SettingsCheck } from './settings/validate';
import { parseZmagUrl, ZMAG_MESSAGE } from '../site/blocks/ZmagEmbed/zmag';

/**
 * Magazines (000 §2.2 Magazines, §3.2 Publication; 001 §2, §3 "magazine", §9; 002 §2, §3, §7, §9):
 * publications (name, description, logo, subscribe and renew links), their issues (publication,
 * name, mailing date, cover image, digital edition URL, status) and magazine sections. The same
 * rules check the admin forms and the save operations; what needs the database (a unique alias,
 * a section of the issue's publication, images of the site) is checked by the server. See
 * docs/magazines.md.
 */

/** Status 1 is shown on the site (and offered in selects); 0 is hidden. */
export const MAGAZINE_STATUS = { inactive: 0, active: 1 } as const;
export const MAGAZINE_STATUS_LABELS: Record<0 | 1, string> = { 1: 'Active', 0: 'Inactive' };

/** The public site's magazine pages live below this path: /magazine, /magazine/{publication}, /magazine/{publication}/{issue}. */
export const MAGAZINE_ROOT = 'magazine';

/** Layout module keys of the magazine pages (001 §3 "key: module key"): an issue page, and the magazine and publication pages. */
export const ISSUE_LAYOUT_KEY = 'issue';
export const MAGAZINE_LAYOUT_KEY = 'magazine';

export const MAGAZINE_LIMITS = {
  name: 200,
  alias: SLUG_MAX_LENGTH,
  description: 2000,
  sectionName: 100,
  sequence: 10_000,
  /** Admin lists and getIssues answer at most this many per page. */
  page: 200,
} as const;

const ALIAS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const MAGAZINE_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  alias: 'Use lower-case letters, digits and single hyphens, e.g. march-2026.',
  status: 'Status must be 1 (active) or 0 (inactive).',
  sequence: `Enter a whole number from 0 to ${MAGAZINE_LIMITS.sequence}.`,
  publicationMissing: (id: number) => `No magazine publication with id ${id} was found on this site.`,
  issueMissing: (id: number) => `No magazine issue with id ${id} was found on this site.`,
  sectionMissing: (id: number) => `No magazine section with id ${id} was found on this site.`,
  scheduleMissing: (id: number) => `No magazine schedule with id ${id} was found on this site.`,
  contentMissing: (id: number) => `No content item with id ${id} was found on this site.`,
  publicationAliasTaken: (name: string) => `This alias is already used by the publication '${name}'.`,
  issueAliasTaken: (name: string) => `This alias is already used by the issue '${name}' of this publication.`,
  image: "Choose an image from this site's media library.",
  publicationMoved: 'An issue stays with its publication: add a new issue to the other publication instead.',
  sectionOfOtherPublication: "Choose one of the sections of the issue's publication.",
  contentDeleted: 'A deleted item cannot be scheduled to an issue.',
  deletePublication: (name: string, issues: number) =>
    `'${name}' cannot be deleted: it has ${issues} ${issues === 1 ? 'issue' : 'issues'}. Delete ${issues === 1 ? 'it' : 'them'} first, or set the publication inactive.`,
  deleteIssue: (name: string, items: number) =>
    `'${name}' cannot be deleted: ${items} content ${items === 1 ? 'item is' : 'items are'} scheduled to it. Remove ${items === 1 ? 'it' : 'them'} from the issue first, or set the issue inactive.`,
  deleteSection: (name: string, items: number) =>
    `'${name}' cannot be deleted: ${items} content ${items === 1 ? 'item is' : 'items are'} scheduled to it. Move ${items === 1 ? 'it' : 'them'} to another section first.`,
} as const;

const status = () =>
  z
    .number({ error: REQUIRED })
    .refine((v) => v === MAGAZINE_STATUS.active || v === MAGAZINE_STATUS.inactive, MAGAZINE_MESSAGES.status)
    .transform((v) => v as 0 | 1);

/** Empty: the server makes one from the name (unique where it must be). */
const alias = () => optionalText(MAGAZINE_LIMITS.alias).refine((v) => v === '' || ALIAS.test(v), MAGAZINE_MESSAGES.alias);
const imageId = () => z.number({ error: MAGAZINE_MESSAGES.image }).int(MAGAZINE_MESSAGES.image).positive(MAGAZINE_MESSAGES.image).nullable();
const reference = () => z.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED);

export const publicationSchema = z.object({
  name: requiredText(MAGAZINE_LIMITS.name),
  alias: alias(),
  description: optionalText(MAGAZINE_LIMITS.description),
  logoId: imageId(),
  subscribeUrl: optionalUrl(),
  renewUrl: optionalUrl(),
  status: status(),
});
export type PublicationValues = z.output<typeof publicationSchema>;

/** A Zmags viewer address (the zmag_embed block frames only those), or empty. */
const digitalEditionUrl = () =>
  z
    .string()
    .trim()
    .max(2000, 'Enter at most 2000 characters.')
    .refine((v) => v === '' || parseZmagUrl(v) !== null, ZMAG_MESSAGE);

export const issueSchema = z.object({
  publicationId: reference(),
  name: requiredText(MAGAZINE_LIMITS.name),
  alias: alias(),
  mailingDate: issueDateSchema,
  description: optionalText(MAGAZINE_LIMITS.description),
  coverImageId: imageId(),
  digitalEditionUrl: digitalEditionUrl(),
  status: status(),
});
export type IssueValues = z.output<typeof issueSchema>;

export const magazineSectionSchema = z.object({
  publicationId: reference(),
  name: requiredText(MAGAZINE_LIMITS.sectionName),
  sequence: z
    .number({ error: MAGAZINE_MESSAGES.sequence })
    .int(MAGAZINE_MESSAGES.sequence)
    .min(0, MAGAZINE_MESSAGES.sequence)
    .max(MAGAZINE_LIMITS.sequence, MAGAZINE_MESSAGES.sequence),
});
export type MagazineSectionValues = z.output<typeof magazineSectionSchema>;

/** Omitted optional fields read as empty, so a caller may send only what it has. */
export function checkPublication(input: Partial<Record<keyof PublicationValues, unknown>>): SettingsCheck<PublicationValues> {
  return checkSettings(publicationSchema, {
    ...input,
    alias: input.alias ?? '',
    description: input.description ?? '',
    logoId: input.logoId ?? null,
    subscribeUrl: input.subscribeUrl ?? '',
    renewUrl: input.renewUrl ?? '',
  });
}

export function checkIssue(input: Partial<Record<keyof IssueValues, unknown>>): SettingsCheck<IssueValues> {
  return checkSettings(issueSchema, {
    ...input,
    alias: input.alias ?? '',
    description: input.description ?? '',
    coverImageId: input.coverImageId ?? null,
    digitalEditionUrl: input.digitalEditionUrl ?? '',
  });
}

export function checkMagazineSection(input: Partial<Record<keyof MagazineSectionValues, unknown>>): SettingsCheck<MagazineSectionValues> {
  return checkSettings(magazineSectionSchema, { ...input, sequence: input.sequence ?? 0 });
}

/** The alias made from a name ('March 2026' → 'march-2026'); `fallback` when the name has no letters or digits. */
export const aliasFromName = (name: string, fallback: string): string => slugify(name) || fallback;

/** `base`, or `base-2`, `base-3`… — the first that `taken` does not hold, within the alias length. */
export function uniqueMagazineAlias(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAGAZINE_LIMITS.alias - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

// ---------------------------------------------------------------------------------------------
// Public paths

/** /magazine/{publication} */
export const publicationPath = (publicationAlias: string): string => `/${MAGAZINE_ROOT}/${publicationAlias}`;
/** /magazine/{publication}/{issue} */
export const issuePath = (publicationAlias: string, issueAlias: string): string => `/${MAGAZINE_ROOT}/${publicationAlias}/${issueAlias}`;

/**
 * What a page path names below /magazine: the magazine page itself, a publication or an issue
 * (segments as written, not lower-cased: the caller compares and redirects to the canonical
 * spelling). null: not a magazine path.
 */
export function parseMagazinePath(alias: string): { publication: string | null; issue: string | null } | null {
  const segments = alias.split('/');
  if (segments[0]?.toLowerCase() !== MAGAZINE_ROOT) return null;
  if (segments.length === 1) return { publication: null, issue: null };
  if (segments.length > 3 || segments.slice(1).some((segment) => segment === '')) return null;
  return { publication: segments[1]!, issue: segments[2] ?? null };
}

// ---------------------------------------------------------------------------------------------
// The issues blocks

/** How an issues block lays its issues out. */
export const ISSUE_BLOCK_LAYOUTS = ['featured', 'grid', 'single'] as const;
export type IssueBlockLayout = (typeof ISSUE_BLOCK_LAYOUTS)[number];
export const ISSUE_BLOCK_LAYOUT_LABELS: Record<IssueBlockLayout, string> = {
  featured: 'Featured: the newest issue large, then back issues',
  grid: 'Grid of covers',
  single: 'Single issue',
};

/** 001 §9 and 002 §9: "Issues block: 1 issue for single layout, 12 for grid, 13 otherwise". */
export function issuesBlockCount(layout: string): number {
  if (layout === 'single') return 1;
  if (layout === 'grid') return 12;
  return 13;
}

/**
 * The magazine settings' newsletter signup (001 §3 "magazine (newsletter signup site and query)"):
 * the site's address with the query added (its leading '?' optional; parameters the address
 * already has are kept), or null when no site is set or it is not an http(s) address.
 */
export function magazineSignupUrl(settings: { newsletterSignupSite: string; newsletterSignupQuery: string }): string | null {
  const site = settings.newsletterSignupSite.trim();
  if (!site) return null;
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const query = settings.newsletterSignupQuery.trim().replace(/^\?+/, '');
  if (query) {
    for (const [key, value] of new URLSearchParams(query)) if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  }
  return url.toString();
}

/** Whether `value` is a calendar day 'YYYY-MM-DD' of the range issues take (the forms' date input). */
export const isMailingDate = (value: string): boolean => issueDateSchema.safeParse(value).success;

/** For the forms: the required message in the spec's words. */
export const MAGAZINE_REQUIRED = MESSAGES.fieldRequired;
