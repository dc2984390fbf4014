import { and, asc, count, desc, eq, gte, inArray, lte, max } from 'drizzle-orm';
import type { ContentType } from '../../../shared/contentTypes.js';
import type { Db } from '../../db/client.js';
import { CONTENT_STATUS, content, newsletterContentSchedules, newsletterTemplates, websiteSections } from '../../db/schema/index.js';

/**
 * Content scheduled to a newsletter template's issues (table newsletter_content_schedules): every
 * function takes the tenant, and no query reads another site's rows.
 */

export interface TemplateRef {
  id: number;
  status: number;
  payload: unknown;
}

/** The stored entry with the small view of its content item the screens show. */
export interface ScheduleRow {
  id: number;
  templateId: number;
  issueDate: string;
  blockId: string | null;
  position: number;
  content: {
    id: number;
    name: string;
    type: ContentType;
    status: number;
    published: Date | null;
    primarySectionName: string | null;
    teaser: string | null;
  };
}

export interface ScheduleWrite {
  contentId: number;
  blockId: string | null;
}

/**
 * One template of the site. `lock` takes the row lock (inside a transaction): every write to a
 * template's schedules takes it first, so two saves of one issue run one after the other instead
 * of meeting in the unique index.
 */
export async function findTemplate(db: Db, tenantId: number, id: number, { lock = false }: { lock?: boolean } = {}): Promise<TemplateRef | undefined> {
  const query = db
    .select({ id: newsletterTemplates.id, status: newsletterTemplates.status, payload: newsletterTemplates.payload })
    .from(newsletterTemplates)
    .where(and(eq(newsletterTemplates.tenantId, tenantId), eq(newsletterTemplates.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findTemplates(db: Db, tenantId: number, ids: readonly number[]): Promise<TemplateRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: newsletterTemplates.id, status: newsletterTemplates.status, payload: newsletterTemplates.payload })
    .from(newsletterTemplates)
    .where(and(eq(newsletterTemplates.tenantId, tenantId), inArray(newsletterTemplates.id, [...ids])));
}

/** A content item of the site (any status), or undefined. */
export async function findContentItem(db: Db, tenantId: number, id: number): Promise<{ id: number; status: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: content.id, status: content.status, name: content.name })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.id, id)));
  return row;
}

/** Status of each of these ids that is a content item of the site (others are absent from the map). */
export async function contentStatuses(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: content.id, status: content.status })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), inArray(content.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.status]));
}

function selectScheduleRows(db: Db) {
  return db
    .select({
      id: newsletterContentSchedules.id,
      templateId: newsletterContentSchedules.templateId,
      issueDate: newsletterContentSchedules.issueDate,
      blockId: newsletterContentSchedules.blockId,
      position: newsletterContentSchedules.position,
      content: {
        id: content.id,
        name: content.name,
        type: content.type,
        status: content.status,
        published: content.published,
        primarySectionName: websiteSections.name,
        teaser: content.teaser,
      },
    })
    .from(newsletterContentSchedules)
    .innerJoin(content, eq(content.id, newsletterContentSchedules.contentId))
    .leftJoin(websiteSections, eq(websiteSections.id, content.primarySectionId));
}

/** An issue's entries in order (every status: the screen shows a deleted item so it can be taken off). */
export async function findIssueRows(db: Db, tenantId: number, templateId: number, issueDate: string): Promise<ScheduleRow[]> {
  return selectScheduleRows(db)
    .where(
      and(
        eq(newsletterContentSchedules.tenantId, tenantId),
        eq(newsletterContentSchedules.templateId, templateId),
        eq(newsletterContentSchedules.issueDate, issueDate),
        eq(content.tenantId, tenantId),
      ),
    )
    .orderBy(asc(newsletterContentSchedules.position), asc(newsletterContentSchedules.id));
}

/** A content item's schedules, newest issue first. */
export async function findRowsForContent(db: Db, tenantId: number, contentId: number): Promise<ScheduleRow[]> {
  return selectScheduleRows(db)
    .where(and(eq(newsletterContentSchedules.tenantId, tenantId), eq(newsletterContentSchedules.contentId, contentId), eq(content.tenantId, tenantId)))
    .orderBy(desc(newsletterContentSchedules.issueDate), asc(newsletterContentSchedules.templateId), asc(newsletterContentSchedules.id));
}

export async function findRow(db: Db, tenantId: number, id: number): Promise<ScheduleRow | undefined> {
  const [row] = await selectScheduleRows(db).where(and(eq(newsletterContentSchedules.tenantId, tenantId), eq(newsletterContentSchedules.id, id), eq(content.tenantId, tenantId)));
  return row;
}

/** Scheduled items per issue date of a template between two dates (inclusive); dates without any are absent. */
export async function countByDate(db: Db, tenantId: number, templateId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: newsletterContentSchedules.issueDate, count: count() })
    .from(newsletterContentSchedules)
    .where(
      and(
        eq(newsletterContentSchedules.tenantId, tenantId),
        eq(newsletterContentSchedules.templateId, templateId),
        gte(newsletterContentSchedules.issueDate, from),
        lte(newsletterContentSchedules.issueDate, to),
      ),
    )
    .groupBy(newsletterContentSchedules.issueDate);
  return new Map(rows.map((row) => [row.date, Number(row.count)]));
}

/** Replaces an issue's entries: positions 0, 1, 2, … in the given order. Run inside the save's transaction. */
export async function replaceIssue(db: Db, tenantId: number, templateId: number, issueDate: string, entries: readonly ScheduleWrite[]): Promise<void> {
  await db
    .delete(newsletterContentSchedules)
    .where(and(eq(newsletterContentSchedules.tenantId, tenantId), eq(newsletterContentSchedules.templateId, templateId), eq(newsletterContentSchedules.issueDate, issueDate)));
  if (entries.length === 0) return;
  await db.insert(newsletterContentSchedules).values(entries.map((entry, position) => ({ tenantId, templateId, issueDate, contentId: entry.contentId, blockId: entry.blockId, position })));
}

/** The entry of a content item in an issue, if it has one. */
export async function findIssueEntry(db: Db, tenantId: number, templateId: number, issueDate: string, contentId: number): Promise<{ id: number; blockId: string | null } | undefined> {
  const [row] = await db
    .select({ id: newsletterContentSchedules.id, blockId: newsletterContentSchedules.blockId })
    .from(newsletterContentSchedules)
    .where(
      and(
        eq(newsletterContentSchedules.tenantId, tenantId),
        eq(newsletterContentSchedules.templateId, templateId),
        eq(newsletterContentSchedules.issueDate, issueDate),
        eq(newsletterContentSchedules.contentId, contentId),
      ),
    );
  return row;
}

/** Adds an item after the issue's last one. */
export async function appendEntry(db: Db, tenantId: number, templateId: number, issueDate: string, entry: ScheduleWrite): Promise<number> {
  const [last] = await db
    .select({ position: max(newsletterContentSchedules.position) })
    .from(newsletterContentSchedules)
    .where(and(eq(newsletterContentSchedules.tenantId, tenantId), eq(newsletterContentSchedules.templateId, templateId), eq(newsletterContentSchedules.issueDate, issueDate)));
  const position = last?.position == null ? 0 : last.position + 1;
  const [row] = await db
    .insert(newsletterContentSchedules)
    .values({ tenantId, templateId, issueDate, contentId: entry.contentId, blockId: entry.blockId, position })
    .returning({ id: newsletterContentSchedules.id });
  return row!.id;
}

export async function setEntryBlock(db: Db, tenantId: number, id: number, blockId: string | null): Promise<void> {
  await db
    .update(newsletterContentSchedules)
    .set({ blockId })
    .where(and(eq(newsletterContentSchedules.tenantId, tenantId), eq(newsletterContentSchedules.id, id)));
}

export async function deleteEntry(db: Db, tenantId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(newsletterContentSchedules)
    .where(and(eq(newsletterContentSchedules.tenantId, tenantId), eq(newsletterContentSchedules.id, id)))
    .returning({ id: newsletterContentSchedules.id });
  return gone.length > 0;
}

/**
 * For the campaign renderer: the issue's items that go out — published content only (status 1)
 * — by position, then id. `blockId` null: the automatic content lists take the item.
 */
export async function findIssueSchedule(db: Db, tenantId: number, templateId: number, issueDate: string): Promise<{ contentId: number; blockId: string | null; position: number }[]> {
  return db
    .select({ contentId: newsletterContentSchedules.contentId, blockId: newsletterContentSchedules.blockId, position: newsletterContentSchedules.position })
    .from(newsletterContentSchedules)
    .innerJoin(content, eq(content.id, newsletterContentSchedules.contentId))
    .where(
      and(
        eq(newsletterContentSchedules.tenantId, tenantId),
        eq(newsletterContentSchedules.templateId, templateId),
        eq(newsletterContentSchedules.issueDate, issueDate),
        eq(content.tenantId, tenantId),
        eq(content.status, CONTENT_STATUS.PUBLISHED),
      ),
    )
    .orderBy(asc(newsletterContentSchedules.position), asc(newsletterContentSchedules.id));
}
