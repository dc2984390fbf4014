import { issueDateSchema } from '../../../shared/newsletterCampaigns.js';
import { newsletterBlocksOf, readTemplateDocument } from '../../../shared/newsletterTemplates.js';
import type { Permission } from '../../../shared/permissions.js';
import { stripTags, truncateAtWord } from '../../../shared/text.js';
import type { Db } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { requirePermission } from '../cmsAuth/access.js';
import { recordHistory } from '../history/repo.js';
import {
  appendEntry,
  contentStatuses,
  countByDate,
  deleteEntry,
  findContentItem,
  findIssueEntry,
  findIssueRows,
  findRow,
  findRowsForContent,
  findTemplate,
  findTemplates,
  replaceIssue,
  setEntryBlock,
  type ScheduleRow,
  type ScheduleWrite,
  type TemplateRef,
} from './repo.js';

/**
 * Content scheduled to a newsletter template's issues (000 §2.2 /admin/newsletter-content; 001 §3
 * "Newsletter block types": content_list population_mode automatic or manual; docs/newsletters.md
 * "Newsletter content"). An issue is a template and a Central time calendar day; its entries are
 * ordered. An entry without a block goes to the template's automatic content lists (in position
 * order, numberOfItems each, in grid order); one with a block is pinned to that manual content list.
 */

/** Who reads and writes an issue's list. */
const NEWSLETTER: Permission[] = ['manage_newsletter_campaigns', 'manage_newsletter_templates', 'manage_newsletter_templates_basic'];
/** The content editor's panel also lets an editor schedule their story. */
const CONTENT_EDITOR: Permission[] = [...NEWSLETTER, 'manage_content'];
const ENTITY = 'NewsletterIssueContent';

export const NEWSLETTER_CONTENT_LIMITS = { entries: 200, summaryDays: 14, maxSummaryDays: 62, teaser: 200 } as const;

export const NEWSLETTER_CONTENT_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  tooMany: `An issue holds at most ${NEWSLETTER_CONTENT_LIMITS.entries} items.`,
  issueFull: `This issue already holds ${NEWSLETTER_CONTENT_LIMITS.entries} items: take one off first.`,
  duplicate: 'This item is already in the list.',
  contentMissing: (id: number) => `No content item with id ${id} was found on this site.`,
  contentDeleted: 'This content item is deleted: take it off the list (or restore it first).',
  templateInactive: 'Choose an active newsletter template.',
  unknownBlock: (blockId: string) => `This template has no block '${blockId}'. Choose one of its manual content lists, or Automatic.`,
  notManual: (label: string) => `'${label}' is not a manual content list. Choose one of the template's manual content lists, or Automatic.`,
  days: `Choose from 1 to ${NEWSLETTER_CONTENT_LIMITS.maxSummaryDays} days.`,
} as const;

const templateMissing = (id: number) => notFound(`No newsletter template with id ${id} was found on this site.`);
const contentMissing = (id: number) => notFound(NEWSLETTER_CONTENT_MESSAGES.contentMissing(id));
const scheduleMissing = (id: number) => notFound(`No newsletter schedule with id ${id} was found on this site.`);

/** What an issue needs of its template: the name and the content lists (by block id). */
interface TemplateInfo {
  id: number;
  status: number;
  name: string;
  contentLists: Map<string, { title: string; mode: 'automatic' | 'manual' }>;
  /** Every block id of the grid with its type (for the message about a block that is no content list). */
  blocks: Map<string, { type: string; title: string }>;
}

function templateInfo(ref: TemplateRef): TemplateInfo {
  const doc = readTemplateDocument(ref.payload);
  const contentLists = new Map<string, { title: string; mode: 'automatic' | 'manual' }>();
  const blocks = new Map<string, { type: string; title: string }>();
  for (const { block } of newsletterBlocksOf(doc.grid)) {
    const title = typeof block.settings.title === 'string' ? block.settings.title : '';
    blocks.set(block.id, { type: block.type, title });
    if (block.type === 'content_list') contentLists.set(block.id, { title, mode: block.settings.populationMode === 'manual' ? 'manual' : 'automatic' });
  }
  return { id: ref.id, status: ref.status, name: doc.name, contentLists, blocks };
}

/** The message for a blockId that names no manual content list of the template, or null when it does. */
function blockError(template: TemplateInfo, blockId: string | null): string | null {
  if (blockId === null) return null;
  const list = template.contentLists.get(blockId);
  if (list?.mode === 'manual') return null;
  const block = template.blocks.get(blockId);
  if (!block) return NEWSLETTER_CONTENT_MESSAGES.unknownBlock(blockId);
  return NEWSLETTER_CONTENT_MESSAGES.notManual(block.title || blockId);
}

/** '' and white space mean Automatic. */
const normaliseBlockId = (blockId: string | null | undefined): string | null => (blockId == null || blockId.trim() === '' ? null : blockId.trim());

function dateError(value: string): string | null {
  const parsed = issueDateSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a date such as 2026-11-27.');
}

function requireDate(field: string, value: string): string {
  const error = dateError(value);
  if (error) throw badInput(NEWSLETTER_CONTENT_MESSAGES.invalid, { [field]: error });
  return value.trim();
}

export interface NewsletterScheduleView {
  id: number;
  templateId: number;
  templateName: string;
  issueDate: string;
  blockId: string | null;
  blockTitle: string | null;
  position: number;
  content: Omit<ScheduleRow['content'], 'teaser'> & { teaser: string | null };
}

function toView(row: ScheduleRow, template: TemplateInfo | undefined): NewsletterScheduleView {
  const list = row.blockId === null ? undefined : template?.contentLists.get(row.blockId);
  const teaser = row.content.teaser ? stripTags(row.content.teaser) : '';
  return {
    id: row.id,
    templateId: row.templateId,
    templateName: template?.name ?? '',
    issueDate: row.issueDate,
    blockId: row.blockId,
    blockTitle: list?.mode === 'manual' ? list.title || row.blockId : null,
    position: row.position,
    content: { ...row.content, teaser: teaser ? truncateAtWord(teaser, NEWSLETTER_CONTENT_LIMITS.teaser) : null },
  };
}

/** What a history row keeps of an issue's list (`name` labels the row in /admin/history). */
function issueSnapshot(template: TemplateInfo, issueDate: string, rows: readonly ScheduleRow[]) {
  return {
    name: `${template.name} – ${issueDate}`,
    templateId: template.id,
    issueDate,
    entries: rows.map((row) => ({ contentId: row.content.id, name: row.content.name, blockId: row.blockId })),
  };
}

async function recordIssueHistory(tx: Db, ctx: GraphQLContext, template: TemplateInfo, issueDate: string, before: readonly ScheduleRow[], after: readonly ScheduleRow[]) {
  const action = before.length === 0 ? 'create' : after.length === 0 ? 'delete' : 'update';
  await recordHistory(tx, ctx, {
    entityType: ENTITY,
    entityId: `${template.id}:${issueDate}`,
    action,
    before: before.length === 0 ? null : issueSnapshot(template, issueDate, before),
    after: after.length === 0 ? null : issueSnapshot(template, issueDate, after),
    tenantId: ctx.tenant.id,
  });
}

async function loadTemplate(db: Db, ctx: GraphQLContext, templateId: number, lock = false): Promise<TemplateInfo> {
  const ref = await findTemplate(db, ctx.tenant.id, templateId, { lock });
  if (!ref) throw templateMissing(templateId);
  return templateInfo(ref);
}

export async function getNewsletterContentSchedules(ctx: GraphQLContext, templateId: number, issueDate: string): Promise<NewsletterScheduleView[]> {
  requirePermission(ctx, ...NEWSLETTER);
  const date = requireDate('issueDate', issueDate);
  const template = await loadTemplate(ctx.db, ctx, templateId);
  const rows = await findIssueRows(ctx.db, ctx.tenant.id, template.id, date);
  return rows.map((row) => toView(row, template));
}

/** 'YYYY-MM-DD' plus n calendar days (UTC arithmetic on the calendar day, so no time zone shifts it). */
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export async function getNewsletterScheduleSummary(ctx: GraphQLContext, templateId: number, from: string, days: number | null | undefined): Promise<{ date: string; count: number }[]> {
  requirePermission(ctx, ...NEWSLETTER);
  const start = requireDate('from', from);
  const length = days ?? NEWSLETTER_CONTENT_LIMITS.summaryDays;
  if (!Number.isInteger(length) || length < 1 || length > NEWSLETTER_CONTENT_LIMITS.maxSummaryDays) throw badInput(NEWSLETTER_CONTENT_MESSAGES.days, { days: NEWSLETTER_CONTENT_MESSAGES.days });
  const template = await loadTemplate(ctx.db, ctx, templateId);
  const dates = Array.from({ length }, (_, i) => addDays(start, i));
  const counts = await countByDate(ctx.db, ctx.tenant.id, template.id, dates[0]!, dates[dates.length - 1]!);
  return dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

export async function getNewsletterSchedulesForContent(ctx: GraphQLContext, contentId: number): Promise<NewsletterScheduleView[]> {
  requirePermission(ctx, ...CONTENT_EDITOR);
  const tenantId = ctx.tenant.id;
  if (!(await findContentItem(ctx.db, tenantId, contentId))) throw contentMissing(contentId);
  const rows = await findRowsForContent(ctx.db, tenantId, contentId);
  const templates = new Map((await findTemplates(ctx.db, tenantId, [...new Set(rows.map((row) => row.templateId))])).map((ref) => [ref.id, templateInfo(ref)]));
  return rows.map((row) => toView(row, templates.get(row.templateId)));
}

export interface NewsletterContentSchedulesInput {
  templateId: number;
  issueDate: string;
  entries: readonly { contentId: number; blockId?: string | null }[];
}

/**
 * Replaces the issue's list with `entries` (positions = their order) in one transaction, after
 * checking every entry: a content item of this site that is not deleted, listed once, and a block
 * that is one of the template's manual content lists. Clearing the list of an inactive template is
 * allowed; filling it is not. Answers the new list and writes one history row.
 */
export async function saveNewsletterContentSchedules(ctx: GraphQLContext, input: NewsletterContentSchedulesInput): Promise<NewsletterScheduleView[]> {
  requirePermission(ctx, ...NEWSLETTER);
  const errors: Record<string, string> = {};
  const issueError = dateError(input.issueDate);
  if (issueError) errors.issueDate = issueError;
  if (input.entries.length > NEWSLETTER_CONTENT_LIMITS.entries) errors.entries = NEWSLETTER_CONTENT_MESSAGES.tooMany;
  if (Object.keys(errors).length > 0) throw badInput(NEWSLETTER_CONTENT_MESSAGES.invalid, errors);
  const entries: ScheduleWrite[] = input.entries.map((entry) => ({ contentId: entry.contentId, blockId: normaliseBlockId(entry.blockId) }));
  // Every entry's problems are answered at once (duplicates here, the rest against the database).
  const seen = new Set<number>();
  entries.forEach((entry, i) => {
    if (seen.has(entry.contentId)) errors[`entries.${i}.contentId`] = NEWSLETTER_CONTENT_MESSAGES.duplicate;
    seen.add(entry.contentId);
  });
  const issueDate = input.issueDate.trim();
  const tenantId = ctx.tenant.id;

  return ctx.db.transaction(async (tx) => {
    const template = await loadTemplate(tx, ctx, input.templateId, true);
    if (entries.length > 0 && template.status !== 1) throw badInput(NEWSLETTER_CONTENT_MESSAGES.templateInactive, { templateId: NEWSLETTER_CONTENT_MESSAGES.templateInactive });
    const statuses = await contentStatuses(tx, tenantId, entries.map((entry) => entry.contentId));
    entries.forEach((entry, i) => {
      const status = statuses.get(entry.contentId);
      const key = `entries.${i}.contentId`;
      if (status === undefined) errors[key] ??= NEWSLETTER_CONTENT_MESSAGES.contentMissing(entry.contentId);
      else if (status === 0) errors[key] ??= NEWSLETTER_CONTENT_MESSAGES.contentDeleted;
      const block = blockError(template, entry.blockId);
      if (block) errors[`entries.${i}.blockId`] = block;
    });
    if (Object.keys(errors).length > 0) throw badInput(NEWSLETTER_CONTENT_MESSAGES.invalid, errors);
    const before = await findIssueRows(tx, tenantId, template.id, issueDate);
    await replaceIssue(tx, tenantId, template.id, issueDate, entries);
    const after = await findIssueRows(tx, tenantId, template.id, issueDate);
    await recordIssueHistory(tx, ctx, template, issueDate, before, after);
    return after.map((row) => toView(row, template));
  });
}

export interface ScheduleContentInput {
  contentId: number;
  templateId: number;
  issueDate: string;
  blockId?: string | null;
}

/**
 * The content editor's "schedule to a newsletter": appends the item at the end of the issue, or —
 * when it is already there — keeps its place and sets the block. Answers the item's entry.
 */
export async function scheduleContentToNewsletter(ctx: GraphQLContext, input: ScheduleContentInput): Promise<NewsletterScheduleView> {
  requirePermission(ctx, ...CONTENT_EDITOR);
  const issueDate = requireDate('issueDate', input.issueDate);
  const blockId = normaliseBlockId(input.blockId);
  const tenantId = ctx.tenant.id;

  return ctx.db.transaction(async (tx) => {
    const item = await findContentItem(tx, tenantId, input.contentId);
    if (!item) throw contentMissing(input.contentId);
    const template = await loadTemplate(tx, ctx, input.templateId, true);
    const errors: Record<string, string> = {};
    if (item.status === 0) errors.contentId = NEWSLETTER_CONTENT_MESSAGES.contentDeleted;
    if (template.status !== 1) errors.templateId = NEWSLETTER_CONTENT_MESSAGES.templateInactive;
    const block = blockError(template, blockId);
    if (block) errors.blockId = block;
    if (Object.keys(errors).length > 0) throw badInput(NEWSLETTER_CONTENT_MESSAGES.invalid, errors);

    const before = await findIssueRows(tx, tenantId, template.id, issueDate);
    const existing = await findIssueEntry(tx, tenantId, template.id, issueDate, item.id);
    if (existing) {
      if (existing.blockId !== blockId) await setEntryBlock(tx, tenantId, existing.id, blockId);
    } else {
      if (before.length >= NEWSLETTER_CONTENT_LIMITS.entries) throw badInput(NEWSLETTER_CONTENT_MESSAGES.issueFull, { issueDate: NEWSLETTER_CONTENT_MESSAGES.issueFull });
      await appendEntry(tx, tenantId, template.id, issueDate, { contentId: item.id, blockId });
    }
    const after = await findIssueRows(tx, tenantId, template.id, issueDate);
    await recordIssueHistory(tx, ctx, template, issueDate, before, after);
    const entry = after.find((row) => row.content.id === item.id);
    if (!entry) throw new Error(`The schedule of content ${item.id} vanished inside its own transaction.`);
    return toView(entry, template);
  });
}

/** Takes one entry off its issue (the others keep their order). */
export async function removeNewsletterContentSchedule(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, ...CONTENT_EDITOR);
  const tenantId = ctx.tenant.id;
  return ctx.db.transaction(async (tx) => {
    const row = await findRow(tx, tenantId, id);
    if (!row) throw scheduleMissing(id);
    const template = await loadTemplate(tx, ctx, row.templateId, true);
    const before = await findIssueRows(tx, tenantId, template.id, row.issueDate);
    if (!(await deleteEntry(tx, tenantId, id))) throw scheduleMissing(id);
    const after = before.filter((entry) => entry.id !== id);
    await recordIssueHistory(tx, ctx, template, row.issueDate, before, after);
    return true;
  });
}
