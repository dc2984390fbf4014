import { and, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { content, contentWebsiteSchedules } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';
import type { ContentType } from '../../../shared/contentTypes.js';
import type { ContentRow } from './repo.js';
import { containsPattern } from '../../db/like.js';

const { searchVector: _searchVector, ...contentColumns } = getTableColumns(content);

export type AdminDateField = 'published' | 'updated' | 'created' | 'startDate';
export type AdminSortField = 'published' | 'name' | 'startDate' | 'updated' | 'created' | 'id' | 'type' | 'status';
export type AdminSort = { field: AdminSortField; order: 'asc' | 'desc' };

export interface AdminContentFilter {
  types?: readonly ContentType[] | null;
  includeIds?: readonly number[] | null;
  statuses?: readonly number[] | null;
  /** Already expanded with descendants when bubbling. */
  sectionIds?: readonly number[] | null;
  dateField: AdminDateField;
  dateFrom?: Date | null;
  dateTo?: Date | null;
  /** Trimmed, non-empty. */
  phrase?: string | null;
  /** Set when the phrase is an 8-digit id. */
  phraseId?: number | null;
}

/**
 * What keeps the admin list's cost independent of the catalogue's size (docs/scale.md):
 * - `countLimit`: the total is counted exactly up to this many items; past it the list says
 *   "more than countLimit" (the rows still page on: only the count stops).
 * - `phraseScanLimit`: a phrase reads at most this many of the site's items that contain it, and
 *   one more to tell whether there are more (from the text indexes, in storage order, before the
 *   other filters); when there are, the list holds the matches among the items read, sorted, and
 *   says that the search was capped.
 * - `nameMatchesBelow`: "name contains" joins the full text when that finds fewer of the list's
 *   items than this (a page: typing in progress), see findAdminPhraseMatches.
 */
export interface AdminListLimits {
  countLimit: number;
  phraseScanLimit: number;
  nameMatchesBelow: number;
}

export const ADMIN_LIST_LIMITS: Readonly<AdminListLimits> = Object.freeze({ countLimit: 1000, phraseScanLimit: 1000, nameMatchesBelow: 25 });

/** Phrases shorter than this match names by full text only: "name contains" needs a trigram. */
export const NAME_CONTAINS_MIN_LENGTH = 3;

export interface AdminCount {
  /** Exact when `exact`, otherwise a lower bound (the limit the count stopped at, or the matches a capped phrase collected). */
  count: number;
  exact: boolean;
}

export interface AdminContentList {
  rows: ContentRow[];
  /** The total; runs a statement only when there was none to read it from (no phrase). */
  count: () => Promise<AdminCount>;
  /** More items contain the phrase than `phraseScanLimit`: the rows come from the first ones read only. */
  phraseCapped: boolean;
}

const DATE_COLUMNS = {
  published: content.published,
  updated: content.updatedAt,
  created: content.createdAt,
  startDate: content.startDate,
} as const;

const SORT_COLUMNS = {
  published: content.published,
  name: content.name,
  startDate: content.startDate,
  updated: content.updatedAt,
  created: content.createdAt,
  id: content.id,
  type: content.type,
  status: content.status,
} as const;

/** A limit or a tenant id written into the statement: only ever a small non-negative integer of ours. */
function integer(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a non-negative integer: ${value}`);
  return sql.raw(String(value));
}

const sectionIdsOf = (f: AdminContentFilter): number[] | null => (f.sectionIds ? (f.sectionIds.length ? [...f.sectionIds] : [-1]) : null);

/**
 * The editor's notion of "in a section": its primary section, or any schedule to it (past,
 * present or future — the admin list is not the live site), tested row by row while a page walks
 * the sort order. The `offset 0` keeps the EXISTS a probe of the schedules' content_id index per
 * row: without it PostgreSQL turned it into a hashed set of every schedule of the sections
 * (21,000 rows, 5 ms at 100,000 items) before the first row. The count has its own shape
 * (countAdminContent).
 */
function inSections(sectionIds: number[]): SQL {
  const s = contentWebsiteSchedules;
  return or(
    inArray(content.primarySectionId, sectionIds),
    sql`exists (select 1 from ${s} where ${and(eq(s.contentId, content.id), inArray(s.sectionId, sectionIds))} offset 0)`,
  ) as SQL;
}

/** Every filter but the phrase, the tenant and (with `sections: false`) the sections. */
function otherFilters(f: AdminContentFilter, { sections = true } = {}): SQL | undefined {
  const dateColumn = DATE_COLUMNS[f.dateField];
  const sectionIds = sections ? sectionIdsOf(f) : null;
  return and(
    f.types?.length ? inArray(content.type, [...f.types]) : undefined,
    f.includeIds ? inArray(content.id, f.includeIds.length ? [...f.includeIds] : [-1]) : undefined,
    f.statuses?.length ? inArray(content.status, [...f.statuses]) : undefined,
    f.dateFrom ? gte(dateColumn, f.dateFrom) : undefined,
    f.dateTo ? lt(dateColumn, f.dateTo) : undefined,
    sectionIds ? inSections(sectionIds) : undefined,
  );
}

const orderOf = (sort: AdminSort, key: SQLWrapper, id: SQLWrapper) =>
  sort.order === 'asc' ? sql`${key} asc nulls last, ${id} asc` : sql`${key} desc nulls last, ${id} desc`;

/** A page of the list without a phrase: the sort order's index, walked for one page. */
function findAdminContent(db: Db, tenantId: number, filter: AdminContentFilter, sort: AdminSort, page: PageRequest): Promise<ContentRow[]> {
  return db
    .select(contentColumns)
    .from(content)
    .where(and(eq(content.tenantId, tenantId), otherFilters(filter)))
    .orderBy(orderOf(sort, SORT_COLUMNS[sort.field], content.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

/**
 * The number of items without a phrase, counted up to `limit` (`select count(*)` over a
 * `limit + 1` subquery): at most limit + 1 index entries or rows, whatever the catalogue holds.
 * The limit is part of the text, not a parameter: the server plans Drizzle's statements
 * generically (db/client.ts), and a generic plan does not know a parameter's limit.
 */
export async function countAdminContent(db: Db, tenantId: number, filter: AdminContentFilter, limit: number): Promise<AdminCount> {
  const sectionIds = sectionIdsOf(filter);
  if (sectionIds) return countInSections(db, tenantId, filter, sectionIds, limit);
  const where = and(eq(content.tenantId, tenantId), otherFilters(filter));
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${content} where ${where} limit ${integer(limit + 1)}) capped`);
  const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  return n > limit ? { count: limit, exact: false } : { count: n, exact: true };
}

/**
 * The count of a section filter: the ids of the two sources (primary section, schedules) are
 * each read from an index, up to `limit + 1` entries apiece, then the other filters are tested
 * on those items by primary key. Walking an order and testing each row instead stops early only
 * when the sections hold a large share of the site (a small section made it read every item),
 * and collecting both sources whole grows with the section (40 ms for a large one at 100,000
 * items). When a source has more entries than the limit, the count is a lower bound.
 */
async function countInSections(db: Db, tenantId: number, filter: AdminContentFilter, sectionIds: number[], limit: number): Promise<AdminCount> {
  const s = contentWebsiteSchedules;
  const cap = integer(limit + 1);
  const rest = otherFilters(filter, { sections: false });
  // Section ids are the site's own (the service resolves them in its tree): the sources need no
  // tenant test, which keeps them index-only; the count tests it anyway. `= any(array(…))` makes
  // the count read the collected ids by primary key (as `in (…)`, a hash join read the whole site).
  const matching = rest
    ? sql`select 1 from ${content} where ${content.id} = any(array(select id from scheduled union select id from primaried)) and ${and(eq(content.tenantId, tenantId), rest)}`
    : sql`select id from scheduled union select id from primaried`;
  const result = await db.execute(sql`with scheduled as (select ${s.contentId} as id from ${s} where ${inArray(s.sectionId, sectionIds)} limit ${cap}),
      primaried as (select p.id from ${content} p where p.primary_section_id in ${sectionIds} limit ${cap})
    select (select count(*)::int from scheduled) as scheduled, (select count(*)::int from primaried) as primaried,
      (select count(*)::int from (${matching} limit ${cap}) m) as n`);
  const row = rowsOf<{ scheduled: number; primaried: number; n: number }>(result)[0];
  const n = Number(row?.n ?? 0);
  const complete = Number(row?.scheduled ?? 0) <= limit && Number(row?.primaried ?? 0) <= limit;
  if (n > limit) return { count: limit, exact: false };
  return { count: n, exact: complete };
}

export interface AdminPhraseMatches {
  /** The matching ids that pass the other filters, in the list's order. */
  ids: number[];
  /** More than `scanLimit` items contain the phrase: `ids` come from the first of them only. */
  capped: boolean;
}

/**
 * One collection of a phrase's items, in one statement whose cost has a ceiling: up to
 * `scanLimit` + 1 of the site's items that contain the phrase are read from the text indexes
 * (full text on search_vector; with `byName`, also the name's trigrams; the id for an 8-digit
 * phrase), in storage order, the other filters are tested on those rows only, and the ids that
 * pass come back sorted by the list's order (one aggregate over the rows read: a CTE or a window
 * function to number them cost as much again as the reading).
 *
 * Shaped for the generic plans the server's statements get (db/client.ts):
 * - the tenant id is part of the text: with a parameter, a generic plan ANDed the text matches
 *   with a bitmap of the whole site from the tenant index (100,000 entries, 7 ms per statement at
 *   100,000 items); with the value, the planner knows whether the site is large or small;
 * - the other filters are computed per collected row (`ok`), outside WHERE, so that no plan reads
 *   the type, status or date index for them (a set as large as the site);
 * - "name contains" comes first in the OR: the trigram index asks for every row it finds to be
 *   checked again, and a name that contains the phrase settles the check without reading the
 *   stored full-text vector (out of line for long bodies: three times the pages).
 */
async function collectPhraseMatches(
  db: Db,
  tenantId: number,
  filter: AdminContentFilter,
  sort: AdminSort,
  scanLimit: number,
  byName: boolean,
): Promise<AdminPhraseMatches & { scanned: number }> {
  const phrase = filter.phrase ?? '';
  const arms: SQL[] = [];
  if (byName) arms.push(sql`${content.name} ilike ${containsPattern(phrase)}`);
  if (filter.phraseId != null) arms.push(sql`${content.id} = ${filter.phraseId}`);
  arms.push(sql`${content.searchVector} @@ websearch_to_tsquery('english', ${phrase})`);
  const ok = otherFilters(filter) ?? sql`true`;
  const result = await db.execute(sql`select count(*)::int as scanned,
      array_agg(m.id order by ${orderOf(sort, sql`m.k`, sql`m.id`)}) filter (where m.ok) as ids
    from (select ${content.id} as id, ${SORT_COLUMNS[sort.field]} as k, (${ok}) as ok
      from ${content}
      where ${content.tenantId} = ${integer(tenantId)} and (${sql.join(arms, sql` or `)})
      limit ${integer(scanLimit + 1)}) m`);
  const row = rowsOf<{ scanned: number; ids: number[] | string | null }>(result)[0];
  const scanned = Number(row?.scanned ?? 0);
  return { ids: intArray(row?.ids), capped: scanned > scanLimit, scanned };
}

/**
 * The items of a phrase: full text first (name, teaser and body; the id for an 8-digit phrase);
 * when that finds fewer than `nameMatchesBelow` of the list's items (a page: typing in
 * progress), a second collection adds the names that contain the phrase as typed ("acm" finds
 * "Acme"). The trigram index that serves "name contains" costs more as the catalogue grows,
 * whatever the cap (the lists of common trigrams are long: 0.4 ms for "Voltaic" at 100,000
 * items, plus about 1 µs per row found to check its name again), so it runs only when the full
 * text leaves the list thin.
 */
export async function findAdminPhraseMatches(
  db: Db,
  tenantId: number,
  filter: AdminContentFilter,
  sort: AdminSort,
  limits: Pick<AdminListLimits, 'phraseScanLimit' | 'nameMatchesBelow'>,
): Promise<AdminPhraseMatches> {
  const fullText = await collectPhraseMatches(db, tenantId, filter, sort, limits.phraseScanLimit, false);
  const thin = !fullText.capped && fullText.ids.length < limits.nameMatchesBelow;
  const found = thin && (filter.phrase ?? '').length >= NAME_CONTAINS_MIN_LENGTH ? await collectPhraseMatches(db, tenantId, filter, sort, limits.phraseScanLimit, true) : fullText;
  return { ids: found.ids, capped: found.capped };
}

/** Rows by id, in the order of `ids` (ids of another site or deleted since are left out). */
async function findAdminContentByIds(db: Db, tenantId: number, ids: number[]): Promise<ContentRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(contentColumns)
    .from(content)
    .where(and(eq(content.tenantId, tenantId), inArray(content.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The admin content list: a page of rows and its total, both with a cost that does not grow
 * with the catalogue (see AdminListLimits). With a phrase, one statement collects the matches
 * (which also gives the total; a second one when names join in) and another reads the page by
 * primary key; without one, the page walks the sort order's index and the count, when asked
 * for, stops at `countLimit`.
 */
export async function listAdminContent(
  db: Db,
  tenantId: number,
  filter: AdminContentFilter,
  sort: AdminSort,
  page: PageRequest,
  limits: AdminListLimits = ADMIN_LIST_LIMITS,
): Promise<AdminContentList> {
  if (filter.phrase) {
    const matches = await findAdminPhraseMatches(db, tenantId, filter, sort, limits);
    const rows = await findAdminContentByIds(db, tenantId, matches.ids.slice(page.offset, page.offset + page.limit + 1));
    const total: AdminCount = { count: matches.ids.length, exact: !matches.capped };
    return { rows, count: async () => total, phraseCapped: matches.capped };
  }
  const rows = await findAdminContent(db, tenantId, filter, sort, page);
  let counted: Promise<AdminCount> | null = null;
  return { rows, count: () => (counted ??= countAdminContent(db, tenantId, filter, limits.countLimit)), phraseCapped: false };
}

/** node-postgres and PGlite both answer db.execute with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** An int[] as the driver gives it: an array (node-postgres, PGlite) or its text form. */
function intArray(value: number[] | string | null | undefined): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string' && value.length > 2) return value.slice(1, -1).split(',').map(Number);
  return [];
}
