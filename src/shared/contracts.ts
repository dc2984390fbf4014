import { z } from 'zod';
import { formatDisplayDate } from './dates';
import { REQUIRED, emailList, optionalText, requiredText } from './settings/fields';
import { checkSettings, withDefaults, type SettingsCheck } from './settings/validate';

/**
 * Contracts with contributors (000 §2.1 /contract/{id}, §2.2 Contracts, §3.2 "Contract: id,
 * approved (timestamp), contributor with fullName", §6 manage_contracts; issue 14 item 2): a
 * contract names a contributor (a person), a rate and payment terms, and terms in rich text built
 * from the site's template; it goes Draft → Sent → Approved. The same rules check the admin forms
 * and the saves. See docs/contracts.md.
 */

/** 1 draft (being written), 2 sent (the contributor has a live link), 3 approved (read-only). */
export const CONTRACT_STATUS = { draft: 1, sent: 2, approved: 3 } as const;
export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = { 1: 'Draft', 2: 'Sent', 3: 'Approved' };
export const CONTRACT_STATUS_COLORS: Record<ContractStatus, string> = { 1: 'gray', 2: 'blue', 3: 'green' };
export const isContractStatus = (value: number): value is ContractStatus => value === 1 || value === 2 || value === 3;

/** What the rate is per (the contracts.rate_unit column). */
export const RATE_UNITS = ['flat', 'article', 'word', 'hour'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const RATE_UNIT_LABELS: Record<RateUnit, string> = { flat: 'Flat fee', article: 'Per article', word: 'Per word', hour: 'Per hour' };
export const isRateUnit = (value: string): value is RateUnit => (RATE_UNITS as readonly string[]).includes(value);

export const CONTRACT_LIMITS = {
  title: 200,
  description: 2000,
  paymentTerms: 2000,
  /** The terms' HTML (a long contract is some 30,000 characters of markup). */
  terms: 100_000,
  signatureName: 200,
  /** $1,000,000.00: a typing slip, not a contract, above it. */
  amountCents: 100_000_000,
  mailSubject: 200,
  /** Addresses told when a contributor approves. */
  approvalNotify: 20,
  mailIntro: 2000,
  phrase: 200,
  /** The admin list answers at most this many a page. */
  page: 100,
} as const;

export const CONTRACT_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  missing: (id: number) => `No contract with id ${id} was found on this site.`,
  contributorMissing: 'Choose a person of this site as the contributor.',
  amount: `Enter an amount from $0.00 to ${formatMoney(CONTRACT_LIMITS.amountCents)}.`,
  rateUnit: `Choose one of: ${RATE_UNITS.join(', ')}.`,
  approvedReadOnly: 'This contract was approved by the contributor and can no longer be changed.',
  approvedNotDeleted: 'An approved contract cannot be deleted: it is the record of what the contributor agreed to.',
  noEmail: (name: string) => `${name} has no e-mail address. Add one on the person's page (/admin/persons), then send the contract.`,
  noTerms: 'Add the terms before sending the contract.',
  /** What a wrong, old or foreign link is told: the same as an unknown contract, so nothing is revealed. */
  linkInvalid: 'This link does not work. Ask the sender for a new link.',
  signatureRequired: 'Type your full name as your signature.',
  mustAgree: 'Tick “I agree” to approve the contract.',
  alreadyApproved: (when: string, name: string) => `This contract was already approved on ${when} by ${name}. Nothing was changed.`,
  notApprovedYet: 'The PDF of this contract is available once it is approved.',
} as const;

export function formatMoney(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** '$950.00 flat fee', '$0.50 per word'; '' without an amount. */
export function formatRate(amountCents: number | null | undefined, unit: string): string {
  if (amountCents === null || amountCents === undefined) return '';
  const money = formatMoney(amountCents);
  return unit === 'flat' || !isRateUnit(unit) ? `${money} flat fee` : `${money} per ${unit}`;
}

/** When something happened, as contracts show it: 'June 15, 2025, 2:00 PM' (Central time). */
export const formatContractDateTime = (value: Date | string): string => `${formatDisplayDate(value, { withTime: true })} CT`;

// ── Placeholders ────────────────────────────────────────────────────────────────────────────────

/** The template's placeholders, in bracket form like the site's other tokens ([issuename]); matched ignoring case. */
export const CONTRACT_PLACEHOLDERS = [
  { token: 'contributor', label: "The contributor's full name" },
  { token: 'title', label: "The contract's title" },
  { token: 'description', label: "The contract's description" },
  { token: 'rate', label: 'The rate with its unit, e.g. $950.00 per article' },
  { token: 'paymentterms', label: 'The payment terms' },
  { token: 'sitename', label: "The site's name" },
  { token: 'date', label: 'The day the terms are filled, e.g. June 15, 2025' },
] as const;
export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number]['token'];
export type PlaceholderValues = Record<ContractPlaceholder, string>;

const KNOWN = new Set<string>(CONTRACT_PLACEHOLDERS.map((p) => p.token));
/** A bracketed word: '[contributor]', '[Title]'. '[1]' or '[see below]' are not tokens. */
const TOKEN = /\[([A-Za-z][A-Za-z0-9_-]{0,39})\]/g;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export interface FilledTemplate {
  text: string;
  /** Tokens the template names that are no placeholder ('[fee]'), as written, each once: left in the text. */
  unknown: string[];
  /** Known placeholders without a value in `values`: left as written too. */
  unfilled: string[];
}

/**
 * Fills the placeholders of a template: each known token (any letter case) becomes its value —
 * HTML-escaped unless `html` is false (a mail's subject and plain text) — and newlines in a value
 * become <br> in HTML. Unknown tokens, and known ones without a value, are left as written and
 * reported, so an editor sees a misspelt [contributer] instead of losing it.
 */
export function fillContractTemplate(template: string, values: Partial<PlaceholderValues>, { html = true }: { html?: boolean } = {}): FilledTemplate {
  const unknown = new Set<string>();
  const unfilled = new Set<string>();
  const text = template.replace(TOKEN, (whole, name: string) => {
    const key = name.toLowerCase();
    if (!KNOWN.has(key)) {
      unknown.add(whole);
      return whole;
    }
    const value = values[key as ContractPlaceholder];
    if (value === undefined) {
      unfilled.add(whole);
      return whole;
    }
    return html ? escapeHtml(value).replace(/\r?\n/g, '<br>') : value;
  });
  return { text, unknown: [...unknown], unfilled: [...unfilled] };
}

export interface PlaceholderSource {
  contributorName: string;
  title: string;
  description: string | null;
  amountCents: number | null;
  rateUnit: string;
  paymentTerms: string | null;
  siteName: string;
  /** The day of [date]. */
  date: Date;
}

/** The placeholders' values for a contract. */
export function contractPlaceholderValues(source: PlaceholderSource): PlaceholderValues {
  return {
    contributor: source.contributorName,
    title: source.title,
    description: source.description ?? '',
    rate: formatRate(source.amountCents, source.rateUnit),
    paymentterms: source.paymentTerms ?? '',
    sitename: source.siteName,
    date: formatDisplayDate(source.date),
  };
}

/** Sample values for the settings screen's preview. */
export const SAMPLE_PLACEHOLDER_SOURCE: Omit<PlaceholderSource, 'siteName' | 'date'> = {
  contributorName: 'Jordan Example',
  title: 'Feature article: a sample assignment',
  description: 'One feature article of about 1,500 words with two figures.',
  amountCents: 95000,
  rateUnit: 'article',
  paymentTerms: 'Net 30 days from acceptance of the final article.',
};

// ── The contract form ───────────────────────────────────────────────────────────────────────────

const amountSchema = z
  .number({ error: REQUIRED })
  .int(CONTRACT_MESSAGES.amount)
  .min(0, CONTRACT_MESSAGES.amount)
  .max(CONTRACT_LIMITS.amountCents, CONTRACT_MESSAGES.amount);

export const contractSchema = z.object({
  contributorId: z.number({ error: REQUIRED }).int().positive(CONTRACT_MESSAGES.contributorMissing),
  title: requiredText(CONTRACT_LIMITS.title),
  description: optionalText(CONTRACT_LIMITS.description),
  amountCents: amountSchema,
  rateUnit: z.enum(RATE_UNITS, { error: CONTRACT_MESSAGES.rateUnit }),
  paymentTerms: optionalText(CONTRACT_LIMITS.paymentTerms),
  terms: z.string().max(CONTRACT_LIMITS.terms, `Enter at most ${CONTRACT_LIMITS.terms} characters.`),
});
export type ContractValues = z.output<typeof contractSchema>;

export interface ContractInputShape {
  contributorId?: number | null;
  title?: string | null;
  description?: string | null;
  amountCents?: number | null;
  rateUnit?: string | null;
  paymentTerms?: string | null;
  terms?: string | null;
}

/** Checks a contract as the form and saveContract send it ('' for empty text). */
export function checkContract(input: ContractInputShape): SettingsCheck<ContractValues> {
  return checkSettings(contractSchema, {
    contributorId: input.contributorId ?? undefined,
    title: input.title ?? '',
    description: input.description ?? '',
    amountCents: input.amountCents ?? undefined,
    rateUnit: input.rateUnit ?? '',
    paymentTerms: input.paymentTerms ?? '',
    terms: input.terms ?? '',
  });
}

/** The contributor's approval form (the public page). */
export function checkApproval(input: { signatureName?: string | null; agreed?: boolean | null }): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = (input.signatureName ?? '').trim();
  if (name === '') errors.signatureName = CONTRACT_MESSAGES.signatureRequired;
  else if (name.length > CONTRACT_LIMITS.signatureName) errors.signatureName = `Enter at most ${CONTRACT_LIMITS.signatureName} characters.`;
  if (input.agreed !== true) errors.agreed = CONTRACT_MESSAGES.mustAgree;
  return errors;
}

// ── Settings (tenant_settings key contractSettings) ─────────────────────────────────────────────

export const contractSettingsSchema = z.object({
  /** The terms template (rich HTML) with placeholders. */
  termsTemplate: z.string().max(CONTRACT_LIMITS.terms, `Enter at most ${CONTRACT_LIMITS.terms} characters.`),
  /** What a new contract starts with. */
  defaultPaymentTerms: optionalText(CONTRACT_LIMITS.paymentTerms),
  defaultRateUnit: z.enum(RATE_UNITS, { error: CONTRACT_MESSAGES.rateUnit }),
  /** The mail that sends the link (plain text; placeholders filled). */
  mailSubject: requiredText(CONTRACT_LIMITS.mailSubject),
  mailIntro: optionalText(CONTRACT_LIMITS.mailIntro),
  /** Told when a contributor approves; empty: the editor who created the contract. */
  approvalNotify: emailList().refine((list) => list.length <= CONTRACT_LIMITS.approvalNotify, `Enter at most ${CONTRACT_LIMITS.approvalNotify} addresses.`),
});
export type ContractSettings = z.output<typeof contractSettingsSchema>;

export const DEFAULT_CONTRACT_TERMS_TEMPLATE = [
  '<h2>[title]</h2>',
  '<p>This agreement is made on [date] between <strong>[sitename]</strong> (the publisher) and <strong>[contributor]</strong> (the contributor).</p>',
  '<h3>The work</h3>',
  '<p>[description]</p>',
  '<h3>Payment</h3>',
  '<ul><li>Rate: [rate]</li><li>Payment terms: [paymentterms]</li></ul>',
  '<h3>Rights</h3>',
  '<p>The contributor grants the publisher the right to publish the work in print and online. The contributor confirms the work is original.</p>',
].join('');

export const DEFAULT_CONTRACT_SETTINGS: ContractSettings = {
  termsTemplate: DEFAULT_CONTRACT_TERMS_TEMPLATE,
  defaultPaymentTerms: 'Net 30 days from acceptance of the work.',
  defaultRateUnit: 'flat',
  mailSubject: 'Your contract with [sitename]: [title]',
  mailIntro: 'Hello [contributor],\n\nPlease read the contract below and approve it if you agree.',
  approvalNotify: [],
};

export function contractSettingsWithDefaults(stored: unknown): ContractSettings {
  const value = withDefaults(DEFAULT_CONTRACT_SETTINGS, stored);
  return { ...value, defaultRateUnit: isRateUnit(value.defaultRateUnit) ? value.defaultRateUnit : 'flat' };
}

export function checkContractSettings(input: unknown): SettingsCheck<ContractSettings> {
  return checkSettings(contractSettingsSchema, withDefaults(DEFAULT_CONTRACT_SETTINGS, input, { keepMismatched: true }));
}

/** The public page of a contract and its PDF, for the contributor's link. */
export const contractPagePath = (id: number) => `/contract/${id}`;
/** The editor's screen of a contract. */
export const contractAdminPath = (id: number) => `/admin/contract/${id}`;
export const contractPdfPath = (id: number) => `/contract/${id}/pdf`;
/** The CMS download of any contract's PDF (a short-lived link signed for the session). */
export const contractAdminPdfPath = (id: number) => `/api/contracts/${id}/pdf`;
