import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  assets,
  content,
  contentAuthors,
  contentImages,
  contentIssueSchedules,
  contentWebsiteSchedules,
  persons,
  CONTENT_STATUS,
} from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';
import type { ContentType } from '../../../shared/contentTypes.js';

// Every column but the search vector, which is only ever used inside WHERE clauses.
/** Every column of a content row but the search vector (what ContentRow holds). */
export const { searchVector: _searchVector, ...contentColumns } = getTableColumns(content);

export type ContentRow = Omit<typeof content.$inferSelect, 'searchVector'>;
export type ScheduleRow = typeof contentWebsiteSchedules.$inferSelect;

export interface ContentFilter {
  types?: readonly ContentType[] | null;
  excludeTypes?: readonly ContentType[] | null;
  includeIds?: readonly number[] | null;
  excludeIds?: readonly number[] | null;
  /** Already expanded with descendants when bubbling. */
  sectionIds?: readonly number[] | null;
  scheduleOption?: string | null;
  authorId?: number | null;
  /** Scheduled to this magazine issue (content_issue_schedules). */
  issueId?: number | null;
  /** Filed under this magazine section (in any issue, or in `issueId`). */
  issueSectionId?: number | null;
  requiresImage?: boolean | null;
  startDateAfter?: Date | null;
  startDateBefore?: Date | null;
  publishedAfter?: Date | null;
  publishedBefore?: Date | null;
}

export type ContentSort = { field: 'published' | 'name' | 'startDate' | 'updated' | 'id'; order: 'asc' | 'desc' };

/** The same rule for a row in hand (isLive is the SQL of it). */
export const isLiveRow = (row: Pick<ContentRow, 'status' | 'published' | 'unpublished'>, now: Date): boolean =>
  row.status === CONTENT_STATUS.PUBLISHED && row.published !== null && row.published <= now && (row.unpublished === null || row.unpublished > now);

/** Published and inside its publication window: what a visitor may see. */
export function isLive(now: Date): SQL {
  return and(
    eq(content.status, CONTENT_STATUS.PUBLISHED),
    lte(content.published, now),
    or(isNull(content.unpublished), gt(content.unpublished, now)),
  ) as SQL;
}

function streamWhere(tenantId: number, f: ContentFilter, now: Date): SQL | undefined {
  const s = contentWebsiteSchedules;
  return and(
    eq(content.tenantId, tenantId),
    isLive(now),
    f.types?.length ? inArray(content.type, [...f.types]) : undefined,
    f.excludeTypes?.length ? notInArray(content.type, [...f.excludeTypes]) : undefined,
    f.includeIds ? inArray(content.id, f.includeIds.length ? [...f.includeIds] : [-1]) : undefined,
    f.excludeIds?.length ? notInArray(content.id, [...f.excludeIds]) : undefined,
    f.requiresImage ? isNotNull(content.primaryImageId) : undefined,
    f.startDateAfter ? gte(content.startDate, f.startDateAfter) : undefined,
    f.startDateBefore ? lt(content.startDate, f.startDateBefore) : undefined,
    f.publishedAfter ? gte(content.published, f.publishedAfter) : undefined,
    f.publishedBefore ? lt(content.published, f.publishedBefore) : undefined,
    f.sectionIds || f.scheduleOption
      ? sql`exists (select 1 from ${s} where ${and(
          eq(s.contentId, content.id),
          f.sectionIds ? inArray(s.sectionId, f.sectionIds.length ? [...f.sectionIds] : [-1]) : undefined,
          f.scheduleOption ? eq(s.option, f.scheduleOption) : undefined,
          lte(s.startDate, now),
          or(isNull(s.endDate), gt(s.endDate, now)),
        )})`
      : undefined,
    f.authorId
      ? sql`exists (select 1 from ${contentAuthors} where ${and(
            eq(contentAuthors.contentId, content.id),
            eq(contentAuthors.personId, f.authorId),
          )})`
      : undefined,
    f.issueId != null || f.issueSectionId != null
      ? sql`exists (select 1 from ${contentIssueSchedules} where ${and(
            eq(contentIssueSchedules.contentId, content.id),
            f.issueId != null ? eq(contentIssueSchedules.issueId, f.issueId) : undefined,
            f.issueSectionId != null ? eq(contentIssueSchedules.sectionId, f.issueSectionId) : undefined,
          )})`
      : undefined,
  );
}

export function findContentStream(
  db: Db,
  tenantId: number,
  filter: ContentFilter,
  sort: ContentSort,
  page: PageRequest,
  now: Date,
): Promise<ContentRow[]> {
  const column = {
    published: content.published,
    name: content.name,
    startDate: content.startDate,
    updated: content.updatedAt,
    id: content.id,
  }[sort.field];
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select(contentColumns)
    .from(content)
    .where(streamWhere(tenantId, filter, now))
    .orderBy(sort.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, direction(content.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countContentStream(db: Db, tenantId: number, filter: ContentFilter, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(content).where(streamWhere(tenantId, filter, now));
  return row?.n ?? 0;
}

// The hottest single-row lookup (every content page) is a prepared statement: built once per
// database, planned once per connection.
const preparedById = new WeakMap<Db, ReturnType<typeof prepareById>>();
const prepareById = (db: Db) =>
  db
    .select(contentColumns)
    .from(content)
    .where(and(eq(content.tenantId, sql.placeholder('tenantId')), eq(content.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('content_by_id');

export async function findContentById(db: Db, tenantId: number, id: number): Promise<ContentRow | undefined> {
  let prepared = preparedById.get(db);
  if (!prepared) {
    prepared = prepareById(db);
    preparedById.set(db, prepared);
  }
  const [row] = await prepared.execute({ tenantId, id });
  return row;
}

export function loadContentByIds(db: Db, tenantId: number, ids: readonly number[]): Promise<ContentRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(contentColumns)
    .from(content)
    .where(and(eq(content.tenantId, tenantId), inArray(content.id, [...ids])));
}

export function loadSchedulesByContentIds(db: Db, tenantId: number, ids: readonly number[]): Promise<ScheduleRow[]> {
  if (!ids.length) return Promise.resolve([]);
  const s = contentWebsiteSchedules;
  return db
    .select()
    .from(s)
    .where(and(eq(s.tenantId, tenantId), inArray(s.contentId, [...ids])))
    .orderBy(asc(s.startDate), asc(s.id));
}

export function loadAuthorsByContentIds(db: Db, tenantId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ contentId: contentAuthors.contentId, person: persons })
    .from(contentAuthors)
    .innerJoin(persons, eq(persons.id, contentAuthors.personId))
    .where(and(eq(persons.tenantId, tenantId), inArray(contentAuthors.contentId, [...ids])))
    .orderBy(asc(contentAuthors.position));
}

export function loadImagesByContentIds(db: Db, tenantId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ contentId: contentImages.contentId, asset: assets })
    .from(contentImages)
    .innerJoin(assets, eq(assets.id, contentImages.assetId))
    .where(and(eq(assets.tenantId, tenantId), inArray(contentImages.contentId, [...ids])))
    .orderBy(asc(contentImages.position));
}
