import { setIn } from 'final-form';
import type { GetNewsletterTemplateQuery, NewsletterTemplateInput } from '../../gql/graphql.js';
import { zonedDateParts } from '../../shared/dates.js';
import { MESSAGES } from '../../shared/messages.js';
import { defaultNewsletterBlockSettings, isNewsletterBlockType } from '../../shared/newsletterBlocks.js';
import {
  NEWSLETTER_WIDTHS,
  WEEKDAYS,
  checkNewsletterTemplate,
  newTemplateDocument,
  newsletterTemplateSchema,
  readTemplateDocument,
  type NewsletterGrid,
  type NewsletterTemplateDocument,
  type NewsletterWidth,
} from '../../shared/newsletterTemplates.js';
import { randomId, type NewId } from '../layouts/grid/gridState.js';
import { overDefaults } from '../layouts/layoutForm.js';

/**
 * The newsletter template form's values and their way to and from the API (spec 001 §3
 * "Newsletter template"). The form holds the template document as it is stored
 * (src/shared/newsletterTemplates.ts) plus the record's status, so the paths of the server's
 * messages ('styles.width', 'grid.rows.0.columns.1.blocks.0.settings.numberOfItems',
 * 'deployment.productId') are the paths of the fields.
 */
export type EditableTemplate = GetNewsletterTemplateQuery['getNewsletterTemplate'];

export interface TemplateFormValues extends NewsletterTemplateDocument {
  /** '1' active (offered in selects), '0' inactive: a radio group holds strings. */
  status: string | null;
}

/** What the screen says to a basic editor (manage_newsletter_templates_basic). */
export const BASIC_EDITOR_NOTE = 'You can edit texts, links, testers and block settings; rows, blocks, styles and deployment need Manage newsletter templates.';


/** Block settings over their type's defaults, so every field of a block's form has a value. */
function withBlockDefaults(grid: NewsletterGrid): NewsletterGrid {
  return {
    rows: grid.rows.map((row) => ({
      ...row,
      columns: row.columns.map((column) => ({
        ...column,
        blocks: column.blocks.map((block) => (isNewsletterBlockType(block.type) ? { ...block, settings: overDefaults(defaultNewsletterBlockSettings(block.type), block.settings) } : block)),
      })),
    })),
  };
}

/**
 * A new template: the shared defaults and first row (newTemplateDocument, its block's settings
 * over their type's defaults), active, with the name left for the editor to type.
 */
export function newTemplateValues(newId: NewId = randomId): TemplateFormValues {
  const document = newTemplateDocument('New template', newId);
  return { ...document, name: '', grid: withBlockDefaults(document.grid), status: '1' };
}

/**
 * A stored template as the form edits it. The server checked it on save; a block setting that no
 * longer passes (a rule tightened since) is kept and reported by the form's check. Only a document
 * whose shape does not read at all falls back to the shared reader, which keeps what it can and
 * drops the grid: `unreadable` lets the screen say so before a save stores that.
 */
export function templateFormValues(template: Pick<EditableTemplate, 'status' | 'document'>): { values: TemplateFormValues; unreadable: boolean } {
  const status = template.status === 0 ? '0' : '1';
  const parsed = newsletterTemplateSchema.safeParse(template.document);
  if (parsed.success) return { values: { ...parsed.data, grid: withBlockDefaults(parsed.data.grid), status }, unreadable: false };
  return { values: { ...readTemplateDocument(template.document), status }, unreadable: true };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** The colour picker holds null for "no colour"; the document says ''. */
const colour = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = <T>(value: readonly T[] | null | undefined): T[] => (Array.isArray(value) ? [...value] : []);

/**
 * The template document the server expects, built key by key from the form (nothing else rides
 * along: not the status, not a key the editor may have added), with the kit's empty values as the
 * document writes them. Numbers are sent as they are: an emptied number is refused by the check.
 */
export function toTemplateDocument(values: TemplateFormValues): NewsletterTemplateDocument {
  const { styles, gridTitleStyles, header, footer, deployment } = values;
  return {
    name: text(values.name),
    description: text(values.description),
    legacyNewsletterId: text(values.legacyNewsletterId),
    preheaderBlurb: text(values.preheaderBlurb),
    styles: {
      width: styles.width,
      fontFamily: styles.fontFamily,
      backgroundColor: colour(styles.backgroundColor),
      contentBackgroundColor: colour(styles.contentBackgroundColor),
      textColor: colour(styles.textColor),
      linkColor: colour(styles.linkColor),
      accentColor: colour(styles.accentColor),
    },
    gridTitleStyles: {
      color: colour(gridTitleStyles.color),
      backgroundColor: colour(gridTitleStyles.backgroundColor),
      fontSize: gridTitleStyles.fontSize,
      uppercase: gridTitleStyles.uppercase === true,
      borderColor: colour(gridTitleStyles.borderColor),
    },
    socialLinks: list(values.socialLinks).map((link) => ({ network: link?.network, url: text(link?.url) })),
    header: {
      style: header.style,
      logoUrl: text(header.logoUrl),
      bannerImageUrl: text(header.bannerImageUrl),
      backgroundColor: colour(header.backgroundColor),
      text: text(header.text),
      showDate: header.showDate === true,
    },
    footer: {
      text: text(footer.text),
      address: text(footer.address),
      backgroundColor: colour(footer.backgroundColor),
      textColor: colour(footer.textColor),
    },
    subscriptionLinks: list(values.subscriptionLinks).map((link) => ({ label: text(link?.label), url: text(link?.url) })),
    informationLinks: list(values.informationLinks).map((link) => ({ label: text(link?.label), url: text(link?.url) })),
    safeSenderText: text(values.safeSenderText),
    deployment: {
      // In the week's order, whatever order they were ticked in.
      days: WEEKDAYS.filter((day) => list(deployment.days).includes(day)),
      time: text(deployment.time),
      senderName: text(deployment.senderName),
      senderEmail: text(deployment.senderEmail),
      replyTo: text(deployment.replyTo),
      subjectPattern: text(deployment.subjectPattern),
      productId: typeof deployment.productId === 'number' ? deployment.productId : null,
    },
    defaultTesters: list(values.defaultTesters).map((email) => text(email).trim()).filter((email) => email !== ''),
    grid: {
      rows: list(values.grid?.rows).map((row) => ({
        id: row.id,
        settings: {
          layout: row.settings.layout,
          verticalPadding: row.settings.verticalPadding,
          horizontalPadding: row.settings.horizontalPadding,
          backgroundColor: colour(row.settings.backgroundColor),
          title: text(row.settings.title),
        },
        columns: list(row.columns).map((column) => ({
          id: column.id,
          blocks: list(column.blocks).map((block) => ({ id: block.id, type: block.type, settings: { ...block.settings } })),
        })),
      })),
    },
  };
}

const statusOf = (value: string | null | undefined): number | null => (value === '1' ? 1 : value === '0' ? 0 : null);

/** saveNewsletterTemplate's input: no id to create; the id and the version the edit started from to update. */
export function toTemplateInput(values: TemplateFormValues, existing: { id: number; version: number } | null): NewsletterTemplateInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    status: statusOf(values.status) ?? 1,
    document: toTemplateDocument(values),
  };
}

/** Every rule the server applies to the document (checkNewsletterTemplate), as flat messages by form path. */
export function templateFormErrors(values: TemplateFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (statusOf(values.status) === null) errors.status = MESSAGES.fieldRequired;
  const check = checkNewsletterTemplate(toTemplateDocument(values));
  if (!check.ok) for (const [path, message] of Object.entries(check.fieldErrors)) if (path !== '_') errors[path] ??= message;
  return errors;
}

/** The same, nested as final-form wants them (undefined when valid). */
export function validateTemplateForm(values: TemplateFormValues): object | undefined {
  const flat = templateFormErrors(values);
  if (Object.keys(flat).length === 0) return undefined;
  return Object.entries(flat).reduce<object>((errors, [path, message]) => setIn(errors, path, message), {});
}

/** The server's message paths as form paths (a path under 'document.' names the document's field). */
export function toFormErrorPaths(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([path, message]) => [path.replace(/^document\./, ''), message]));
}

const SECTION_NAMES: Record<string, string> = {
  styles: 'Styles',
  gridTitleStyles: 'Grid title styles',
  header: 'Header',
  footer: 'Footer',
  socialLinks: 'Social links',
  subscriptionLinks: 'Subscription links',
  informationLinks: 'Information links',
  deployment: 'Deployment',
  defaultTesters: 'Default testers',
};

function humanPath(parts: readonly string[]): string {
  return parts.map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())).join(' › ');
}

/** Where a message belongs, in words: 'Grid, row 1, column 2, block 1: number of items', 'Styles › width'. */
export function describeTemplateErrorPath(path: string): string {
  const grid = /^grid\.rows\.(\d+)(?:\.columns\.(\d+)(?:\.blocks\.(\d+))?)?(?:\.(?:settings\.)?(.+))?$/.exec(path);
  if (grid) {
    const [, row, column, block, rest] = grid;
    const parts = ['Grid', `row ${Number(row) + 1}`];
    if (column !== undefined) parts.push(`column ${Number(column) + 1}`);
    if (block !== undefined) parts.push(`block ${Number(block) + 1}`);
    return rest ? `${parts.join(', ')}: ${humanPath(rest.split('.'))}` : parts.join(', ');
  }
  const [first = '', ...rest] = path.split('.');
  const section = SECTION_NAMES[first];
  if (section) return rest.length > 0 ? `${section} › ${humanPath(rest)}` : section;
  return humanPath(path.split('.')).replace(/^./, (c) => c.toUpperCase());
}

/** The template's width as the list shows it (700, 750 or 800), or null when the document is not at hand. */
export function templateWidth(document: unknown): NewsletterWidth | null {
  const width = (document as { styles?: { width?: unknown } } | null | undefined)?.styles?.width;
  return (NEWSLETTER_WIDTHS as readonly unknown[]).includes(width) ? (width as NewsletterWidth) : null;
}

/** Today in Central time (the deployment's clock), 'YYYY-MM-DD': the preview's default issue date. */
export function todayInCentralTime(now: Date = new Date()): string {
  const { year, month, day } = zonedDateParts(now);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
