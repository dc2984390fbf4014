import { z } from 'zod';
import { createGuard } from './guards';
import { MESSAGES } from './messages';
import { isNewsletterBlockType, NEWSLETTER_BLOCK_TYPES, validateNewsletterBlockSettings } from './newsletterBlocks';
import { emailList, intBetween, optionalColour, optionalEmail, optionalText, optionalUrl, requiredText } from './settings/fields';

/**
 * A newsletter template (spec 001 §3 "Newsletter template": "name, description, legacy newsletter
 * id, preheader blurb, styles (width 700, 750 or 800), grid title styles, social links, header
 * (three header styles), footer, subscription links, information links, safe sender text,
 * deployment settings, default testers. Newsletter templates are offered in selects only when
 * status is 1."; §5 "Newsletter template: name", "Newsletter widths: 700, 750, 800"; 000 §3.2
 * "Newsletter template: id, status, payload with name") with its grid (001 §3 "Newsletter grid:
 * two columns at most, layout 1_1 only"). Stored in newsletter_templates.payload; checked here by
 * the admin form and the save alike. See docs/newsletters.md "Templates".
 */

/** 001 §5 "Newsletter widths: 700, 750, 800." */
export const NEWSLETTER_WIDTHS = [700, 750, 800] as const;
export type NewsletterWidth = (typeof NEWSLETTER_WIDTHS)[number];

/** 001 §3 "header (three header styles)": logo on the left with the date on the right, a centred logo, a full-width banner. */
export const NEWSLETTER_HEADER_STYLES = ['logo-left', 'logo-center', 'banner'] as const;
export type NewsletterHeaderStyle = (typeof NEWSLETTER_HEADER_STYLES)[number];

/**
 * Row layouts of a newsletter grid. "Two columns at most, layout 1_1 only": a row is one column
 * across the width ('1') or two equal columns ('1_1'); no other proportion. (A page grid has no
 * one-column row; a newsletter needs it for its stories, so '1' is added here and documented.)
 */
export const NEWSLETTER_ROW_LAYOUTS = ['1', '1_1'] as const;
export type NewsletterRowLayout = (typeof NEWSLETTER_ROW_LAYOUTS)[number];
export const isNewsletterRowLayout = createGuard(NEWSLETTER_ROW_LAYOUTS);
export const NEWSLETTER_MAX_COLUMNS = 2;
export const NEWSLETTER_MAX_ROWS = 30;
export const NEWSLETTER_MAX_BLOCKS_PER_COLUMN = 20;

/** Fonts e-mail clients have (no web fonts in mail). */
export const NEWSLETTER_FONTS = ['Arial, Helvetica, sans-serif', 'Georgia, serif', 'Verdana, Geneva, sans-serif', 'Tahoma, Geneva, sans-serif', "'Times New Roman', Times, serif"] as const;

export const SOCIAL_NETWORKS = ['facebook', 'x', 'linkedin', 'instagram', 'youtube', 'tiktok'] as const;

/** Days of the deployment schedule (Central time, like the ad schedules). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Tokens of the subject pattern: [date] the issue date ('November 27, 2026'), [name] the template's name, [title] the first story's title. */
export const SUBJECT_TOKENS = ['[date]', '[name]', '[title]'] as const;

export const TEMPLATE_LIMITS = {
  links: 12,
  testers: 20,
  text: 2000,
  /**
   * Characters of a template document as saved (JSON). Gmail clips a message over 102 KB, so a
   * template that needs more than this (the seeded ones are under 4,000) already makes e-mails
   * no reader sees whole; each HTML block alone may hold 20,000.
   */
  document: 256_000,
} as const;

export const TEMPLATE_TOO_LARGE = `The template is too large: at most ${TEMPLATE_LIMITS.document.toLocaleString('en-US')} characters as saved. Remove blocks or shorten HTML blocks.`;

const id = z.string().trim().min(1).max(64);
const hex = (fallback: string) => optionalColour().default(fallback);
const link = z.object({ label: requiredText(80), url: z.string().trim().min(1, MESSAGES.fieldRequired).pipe(optionalUrl()) });
const links = () => z.array(link).max(TEMPLATE_LIMITS.links, `At most ${TEMPLATE_LIMITS.links} links.`).default([]);

export const newsletterRowSettingsSchema = z.object({
  layout: z.enum(NEWSLETTER_ROW_LAYOUTS, { error: 'A newsletter row is one column or two equal columns (1_1).' }),
  verticalPadding: intBetween('Vertical padding', 0, 48).default(0),
  horizontalPadding: intBetween('Horizontal padding', 0, 48).default(0),
  backgroundColor: optionalColour().default(''),
  title: optionalText(200).default(''),
});
export type NewsletterRowSettings = z.output<typeof newsletterRowSettingsSchema>;

export const newsletterBlockSchema = z.object({
  id,
  type: z.string().trim().min(1).max(64),
  settings: z.record(z.string(), z.unknown()).default({}),
});
export type NewsletterBlock = z.output<typeof newsletterBlockSchema>;

export const newsletterColumnSchema = z.object({
  id,
  blocks: z.array(newsletterBlockSchema).max(NEWSLETTER_MAX_BLOCKS_PER_COLUMN, `A column holds at most ${NEWSLETTER_MAX_BLOCKS_PER_COLUMN} blocks.`).default([]),
});

export const newsletterRowSchema = z
  .object({
    id,
    settings: newsletterRowSettingsSchema,
    columns: z.array(newsletterColumnSchema).max(NEWSLETTER_MAX_COLUMNS, `A newsletter row has at most ${NEWSLETTER_MAX_COLUMNS} columns.`),
  })
  .superRefine((row, ctx) => {
    const expected = row.settings.layout === '1' ? 1 : 2;
    if (row.columns.length !== expected) ctx.addIssue({ code: 'custom', path: ['columns'], message: `Layout ${row.settings.layout} has ${expected} column${expected === 1 ? '' : 's'}; this row has ${row.columns.length}.` });
  });
export type NewsletterRow = z.output<typeof newsletterRowSchema>;

export const newsletterGridSchema = z.object({
  rows: z.array(newsletterRowSchema).max(NEWSLETTER_MAX_ROWS, `A newsletter has at most ${NEWSLETTER_MAX_ROWS} rows.`).default([]),
});
export type NewsletterGrid = z.output<typeof newsletterGridSchema>;

export const newsletterTemplateSchema = z.object({
  name: requiredText(120),
  description: optionalText(500).default(''),
  legacyNewsletterId: optionalText(60).default(''),
  /** The inbox preview line under the subject (a campaign may override it). */
  preheaderBlurb: optionalText(200).default(''),
  styles: z
    .object({
      width: z.union([z.literal(700), z.literal(750), z.literal(800)], { error: 'Choose a width of 700, 750 or 800 pixels.' }).default(750),
      fontFamily: z.enum(NEWSLETTER_FONTS).default('Arial, Helvetica, sans-serif'),
      backgroundColor: hex('#f1f3f5'),
      contentBackgroundColor: hex('#ffffff'),
      textColor: hex('#212529'),
      linkColor: hex('#1c5fb8'),
      accentColor: hex('#1c5fb8'),
    })
    .default({ width: 750, fontFamily: 'Arial, Helvetica, sans-serif', backgroundColor: '#f1f3f5', contentBackgroundColor: '#ffffff', textColor: '#212529', linkColor: '#1c5fb8', accentColor: '#1c5fb8' }),
  gridTitleStyles: z
    .object({
      color: hex('#1c5fb8'),
      backgroundColor: hex(''),
      fontSize: intBetween('Title size', 12, 32).default(18),
      uppercase: z.boolean().default(true),
      borderColor: hex('#1c5fb8'),
    })
    .default({ color: '#1c5fb8', backgroundColor: '', fontSize: 18, uppercase: true, borderColor: '#1c5fb8' }),
  socialLinks: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS, { error: MESSAGES.fieldRequired }), url: z.string().trim().min(1, MESSAGES.fieldRequired).pipe(optionalUrl()) }))
    .max(SOCIAL_NETWORKS.length)
    .default([]),
  header: z
    .object({
      style: z.enum(NEWSLETTER_HEADER_STYLES, { error: 'Choose a header style.' }).default('logo-left'),
      /** An absolute image address (e-mail clients load images from the web); empty: the site's header logo. */
      logoUrl: optionalUrl().default(''),
      bannerImageUrl: optionalUrl().default(''),
      backgroundColor: hex('#ffffff'),
      text: optionalText(200).default(''),
      showDate: z.boolean().default(true),
    })
    .default({ style: 'logo-left', logoUrl: '', bannerImageUrl: '', backgroundColor: '#ffffff', text: '', showDate: true }),
  footer: z
    .object({
      text: optionalText(TEMPLATE_LIMITS.text).default(''),
      /** The postal address the law asks commercial e-mail to carry (CAN-SPAM, CASL). */
      address: optionalText(300).default(''),
      backgroundColor: hex('#212529'),
      textColor: hex('#ffffff'),
    })
    .default({ text: '', address: '', backgroundColor: '#212529', textColor: '#ffffff' }),
  /** Links about the subscription (manage preferences, subscribe a colleague); the one-click unsubscribe link is always added. */
  subscriptionLinks: links(),
  /** Links about the publisher (privacy policy, advertise, contact us). */
  informationLinks: links(),
  safeSenderText: optionalText(500).default(''),
  deployment: z
    .object({
      /** Days it goes out (Central time); a new campaign's date defaults to the next of them. */
      days: z.array(z.enum(WEEKDAYS)).max(7).default([]),
      /** HH:MM, 24-hour, Central time. */
      time: z
        .string()
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 06:30.')
        .default('06:00'),
      senderName: optionalText(120).default(''),
      senderEmail: optionalEmail().default(''),
      replyTo: optionalEmail().default(''),
      /** Subject of a new campaign: [date], [name] and [title] are replaced. */
      subjectPattern: optionalText(200).default('[name] – [date]'),
      /** The enabled newsletter (audience product id) whose subscribers receive it; null: none chosen yet. */
      productId: z.number().int().positive().nullable().default(null),
    })
    .default({ days: [], time: '06:00', senderName: '', senderEmail: '', replyTo: '', subjectPattern: '[name] – [date]', productId: null }),
  defaultTesters: emailList()
    .refine((list) => list.length <= TEMPLATE_LIMITS.testers, `At most ${TEMPLATE_LIMITS.testers} testers.`)
    .default([]),
  grid: newsletterGridSchema.default({ rows: [] }),
});
export type NewsletterTemplateDocument = z.output<typeof newsletterTemplateSchema>;
export type NewsletterTemplateInputDocument = z.input<typeof newsletterTemplateSchema>;

export const NEWSLETTER_TEMPLATE_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  /** manage_newsletter_templates_basic: content yes, structure no (docs/newsletters.md "Who may edit what"). */
  structureNeedsFullPermission:
    'You may edit the template’s texts, links, testers and block settings, but not its rows, blocks, styles, header style, deployment or status. Ask someone with Manage newsletter templates.',
  createNeedsFullPermission: 'Creating a template needs the Manage newsletter templates permission.',
  duplicateId: (kind: 'row' | 'block', value: string) => `Another ${kind} of this template already has the id '${value}'.`,
  productNotEnabled: 'Choose one of the site’s enabled newsletters (newsletter settings).',
} as const;

/** Every block of the grid with its form path ('grid.rows.0.columns.1.blocks.0'). */
export function newsletterBlocksOf(grid: NewsletterGrid): { path: string; block: NewsletterBlock; rowIndex: number; columnIndex: number }[] {
  return grid.rows.flatMap((row, r) =>
    row.columns.flatMap((column, c) => column.blocks.map((block, b) => ({ path: `grid.rows.${r}.columns.${c}.blocks.${b}`, block, rowIndex: r, columnIndex: c }))),
  );
}

export type TemplateCheck = { ok: true; value: NewsletterTemplateDocument } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The whole check of a template document: the schema, every block's type and settings (by its
 * type's schema, defaults filled), and unique row and block ids. Messages are keyed by the form's
 * field paths ('styles.width', 'grid.rows.0.columns.1.blocks.0.settings.numberOfItems').
 */
export function checkNewsletterTemplate(input: unknown): TemplateCheck {
  return checkTemplate(input, { size: true });
}

/** Stored templates are read with every rule but the size (one saved before the limit still opens). */
function checkTemplate(input: unknown, { size }: { size: boolean }): TemplateCheck {
  const fieldErrors: Record<string, string> = {};
  const parsed = newsletterTemplateSchema.safeParse(input);
  if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  if (!parsed.success) return { ok: false, fieldErrors };
  const value = parsed.data;
  const seen = { row: new Set<string>(), block: new Set<string>() };
  value.grid.rows.forEach((row, r) => {
    if (seen.row.has(row.id)) fieldErrors[`grid.rows.${r}.id`] ??= NEWSLETTER_TEMPLATE_MESSAGES.duplicateId('row', row.id);
    seen.row.add(row.id);
  });
  for (const { path, block } of newsletterBlocksOf(value.grid)) {
    if (seen.block.has(block.id)) fieldErrors[`${path}.id`] ??= NEWSLETTER_TEMPLATE_MESSAGES.duplicateId('block', block.id);
    seen.block.add(block.id);
    if (!isNewsletterBlockType(block.type)) {
      fieldErrors[`${path}.type`] ??= `Unknown newsletter block type '${block.type}'. Choose one of ${NEWSLETTER_BLOCK_TYPES.join(', ')}.`;
      continue;
    }
    const check = validateNewsletterBlockSettings(block.type, block.settings);
    if (check.ok) block.settings = check.value;
    else for (const [field, message] of Object.entries(check.fieldErrors)) fieldErrors[`${path}.settings.${field}`] ??= message;
  }
  if (size && Object.keys(fieldErrors).length === 0 && JSON.stringify(value).length > TEMPLATE_LIMITS.document) fieldErrors.grid = TEMPLATE_TOO_LARGE;
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, value };
}

/**
 * What only manage_newsletter_templates may change: the grid's structure (rows, their layouts and
 * settings, the blocks' ids, types and places), the styles, the header style, the deployment and
 * the legacy id. A basic editor's save must leave this projection as it was.
 */
export function templateStructure(doc: NewsletterTemplateDocument): string {
  return JSON.stringify({
    legacyNewsletterId: doc.legacyNewsletterId,
    styles: doc.styles,
    gridTitleStyles: doc.gridTitleStyles,
    headerStyle: doc.header.style,
    deployment: doc.deployment,
    grid: doc.grid.rows.map((row) => ({ id: row.id, settings: row.settings, columns: row.columns.map((column) => ({ id: column.id, blocks: column.blocks.map((block) => [block.id, block.type]) })) })),
  });
}

/** A new template's document: the defaults and one row with one automatic content list. */
export function newTemplateDocument(name: string, newId: () => string): NewsletterTemplateDocument {
  return newsletterTemplateSchema.parse({
    name,
    grid: { rows: [{ id: newId(), settings: { layout: '1' }, columns: [{ id: newId(), blocks: [{ id: newId(), type: 'content_list', settings: { numberOfItems: 5, title: 'Top stories' } }] }] }] },
  });
}

/** A stored payload read for an editor or the renderer: the schema's defaults filled in (an old or damaged one still opens). */
export function readTemplateDocument(payload: unknown): NewsletterTemplateDocument {
  const check = checkTemplate(payload, { size: false });
  if (check.ok) return check.value;
  const loose = newsletterTemplateSchema.safeParse({ ...(typeof payload === 'object' && payload ? payload : {}), grid: { rows: [] } });
  const name = typeof (payload as { name?: unknown } | null)?.name === 'string' ? ((payload as { name: string }).name || 'Untitled') : 'Untitled';
  return loose.success ? { ...loose.data, grid: { rows: [] } } : newsletterTemplateSchema.parse({ name });
}
