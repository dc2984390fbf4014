import { and, asc, count, desc, eq, ilike, inArray, like, max, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { content, contentIssueSchedules, magazineIssues, magazinePublications, magazineSections } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';
import type { PublicationRow } from '../commerce/repo.js';

export type { PublicationRow };
export type IssueRow = typeof magazineIssues.$inferSelect;
export type MagazineSectionRow = typeof magazineSections.$inferSelect;
export type IssueScheduleRow = typeof contentIssueSchedules.$inferSelect;

/** The stored columns a save writes (the rest are id, tenant, version and timestamps). */
export interface PublicationWrite {
  name: string;
  alias: string;
  description: string | null;
  logoId: number | null;
  subscribeUrl: string | null;
  renewUrl: string | null;
  status: number;
}

export interface IssueWrite {
  publicationId: number;
  name: string;
  alias: string;
  mailingDate: string;
  description: string | null;
  coverImageId: number | null;
  digitalEditionUrl: string | null;
  status: number;
}

export interface MagazineSectionWrite {
  publicationId: number;
  name: string;
  sequence: number;
}

// ---------------------------------------------------------------------------------------------
// Publications

export interface PublicationFilter {
  status?: readonly number[] | null;
  phrase?: string | null;
}

function publicationWhere(tenantId: number, filter: PublicationFilter): SQL | undefined {
  return and(
    eq(magazinePublications.tenantId, tenantId),
    filter.status?.length ? inArray(magazinePublications.status, [...filter.status]) : undefined,
    filter.phrase ? ilike(magazinePublications.name, containsPattern(filter.phrase)) : undefined,
  );
}

export function findPublications(db: Db, tenantId: number, filter: PublicationFilter, page: PageRequest): Promise<PublicationRow[]> {
  return db
    .select()
    .from(magazinePublications)
    .where(publicationWhere(tenantId, filter))
    .orderBy(asc(magazinePublications.name), asc(magazinePublications.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countPublications(db: Db, tenantId: number, filter: PublicationFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(magazinePublications).where(publicationWhere(tenantId, filter));
  return row?.n ?? 0;
}

export async function findPublication(db: Db, tenantId: number, id: number): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(magazinePublications)
    .where(and(eq(magazinePublications.tenantId, tenantId), eq(magazinePublications.id, id)));
  return row;
}

export function loadPublicationsByIds(db: Db, tenantId: number, ids: readonly number[]): Promise<PublicationRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(magazinePublications)
    .where(and(eq(magazinePublications.tenantId, tenantId), inArray(magazinePublications.id, [...ids])));
}

/** Another publication of the site with this alias. */
export async function findOtherPublicationByAlias(db: Db, tenantId: number, alias: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: magazinePublications.id, name: magazinePublications.name })
    .from(magazinePublications)
    .where(and(eq(magazinePublications.tenantId, tenantId), eq(magazinePublications.alias, alias), exceptId === null ? undefined : ne(magazinePublications.id, exceptId)));
  return row;
}

/** Aliases of the site's publications that start with `base` (the candidates a generated alias must avoid). */
export async function publicationAliasesStartingWith(db: Db, tenantId: number, base: string, exceptId: number | null): Promise<Set<string>> {
  const rows = await db
    .select({ alias: magazinePublications.alias })
    .from(magazinePublications)
    .where(and(eq(magazinePublications.tenantId, tenantId), like(magazinePublications.alias, `${base}%`), exceptId === null ? undefined : ne(magazinePublications.id, exceptId)));
  return new Set(rows.map((row) => row.alias));
}

export async function insertPublication(db: Db, tenantId: number, values: PublicationWrite): Promise<PublicationRow> {
  const [row] = await db
    .insert(magazinePublications)
    .values({ tenantId, ...values })
    .returning();
  return row!;
}

/** Updates from `version`; undefined when the row moved on (or is gone). */
export async function updatePublication(db: Db, tenantId: number, id: number, version: number, values: PublicationWrite, now: Date): Promise<PublicationRow | undefined> {
  const [row] = await db
    .update(magazinePublications)
    .set({ ...values, version: sql`${magazinePublications.version} + 1`, updatedAt: now })
    .where(and(eq(magazinePublications.tenantId, tenantId), eq(magazinePublications.id, id), eq(magazinePublications.version, version)))
    .returning();
  return row;
}

export async function deletePublicationRow(db: Db, tenantId: number, id: number): Promise<PublicationRow | undefined> {
  const [row] = await db
    .delete(magazinePublications)
    .where(and(eq(magazinePublications.tenantId, tenantId), eq(magazinePublications.id, id)))
    .returning();
  return row;
}

/** Issues per publication (any status), for the ids asked. */
export async function countIssuesByPublication(db: Db, tenantId: number, publicationIds: readonly number[]): Promise<Map<number, number>> {
  if (!publicationIds.length) return new Map();
  const rows = await db
    .select({ id: magazineIssues.publicationId, n: count() })
    .from(magazineIssues)
    .where(and(eq(magazineIssues.tenantId, tenantId), inArray(magazineIssues.publicationId, [...publicationIds])))
    .groupBy(magazineIssues.publicationId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

// ---------------------------------------------------------------------------------------------
// Issues

export interface IssueFilter {
  publicationId?: number | null;
  status?: readonly number[] | null;
  /** Only issues of active publications (what visitors see). */
  activePublications?: boolean;
  phrase?: string | null;
  excludeIds?: readonly number[] | null;
}

function issueWhere(tenantId: number, filter: IssueFilter): SQL | undefined {
  return and(
    eq(magazineIssues.tenantId, tenantId),
    filter.publicationId != null ? eq(magazineIssues.publicationId, filter.publicationId) : undefined,
    filter.status?.length ? inArray(magazineIssues.status, [...filter.status]) : undefined,
    filter.activePublications
      ? sql`exists (select 1 from ${magazinePublications} p where p.id = ${magazineIssues.publicationId} and p.status = 1)`
      : undefined,
    filter.phrase ? ilike(magazineIssues.name, containsPattern(filter.phrase)) : undefined,
    filter.excludeIds?.length ? notInArray(magazineIssues.id, [...filter.excludeIds]) : undefined,
  );
}

/** Newest mailing date first. */
export function findIssues(db: Db, tenantId: number, filter: IssueFilter, page: PageRequest): Promise<IssueRow[]> {
  return db
    .select()
    .from(magazineIssues)
    .where(issueWhere(tenantId, filter))
    .orderBy(desc(magazineIssues.mailingDate), desc(magazineIssues.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countIssues(db: Db, tenantId: number, filter: IssueFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(magazineIssues).where(issueWhere(tenantId, filter));
  return row?.n ?? 0;
}

export async function findIssue(db: Db, tenantId: number, id: number): Promise<IssueRow | undefined> {
  const [row] = await db
    .select()
    .from(magazineIssues)
    .where(and(eq(magazineIssues.tenantId, tenantId), eq(magazineIssues.id, id)));
  return row;
}

export function loadIssuesByIds(db: Db, tenantId: number, ids: readonly number[]): Promise<IssueRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(magazineIssues)
    .where(and(eq(magazineIssues.tenantId, tenantId), inArray(magazineIssues.id, [...ids])));
}

export async function findOtherIssueByAlias(db: Db, publicationId: number, alias: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: magazineIssues.id, name: magazineIssues.name })
    .from(magazineIssues)
    .where(and(eq(magazineIssues.publicationId, publicationId), eq(magazineIssues.alias, alias), exceptId === null ? undefined : ne(magazineIssues.id, exceptId)));
  return row;
}

export async function issueAliasesStartingWith(db: Db, publicationId: number, base: string, exceptId: number | null): Promise<Set<string>> {
  const rows = await db
    .select({ alias: magazineIssues.alias })
    .from(magazineIssues)
    .where(and(eq(magazineIssues.publicationId, publicationId), like(magazineIssues.alias, `${base}%`), exceptId === null ? undefined : ne(magazineIssues.id, exceptId)));
  return new Set(rows.map((row) => row.alias));
}

export async function insertIssue(db: Db, tenantId: number, values: IssueWrite): Promise<IssueRow> {
  const [row] = await db
    .insert(magazineIssues)
    .values({ tenantId, ...values })
    .returning();
  return row!;
}

export async function updateIssue(db: Db, tenantId: number, id: number, version: number, values: IssueWrite, now: Date): Promise<IssueRow | undefined> {
  const [row] = await db
    .update(magazineIssues)
    .set({ ...values, version: sql`${magazineIssues.version} + 1`, updatedAt: now })
    .where(and(eq(magazineIssues.tenantId, tenantId), eq(magazineIssues.id, id), eq(magazineIssues.version, version)))
    .returning();
  return row;
}

export async function deleteIssueRow(db: Db, tenantId: number, id: number): Promise<IssueRow | undefined> {
  const [row] = await db
    .delete(magazineIssues)
    .where(and(eq(magazineIssues.tenantId, tenantId), eq(magazineIssues.id, id)))
    .returning();
  return row;
}

/** Content items scheduled per issue (any status), for the ids asked. */
export async function countContentByIssue(db: Db, tenantId: number, issueIds: readonly number[]): Promise<Map<number, number>> {
  if (!issueIds.length) return new Map();
  const rows = await db
    .select({ id: contentIssueSchedules.issueId, n: count() })
    .from(contentIssueSchedules)
    .where(and(eq(contentIssueSchedules.tenantId, tenantId), inArray(contentIssueSchedules.issueId, [...issueIds])))
    .groupBy(contentIssueSchedules.issueId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

// ---------------------------------------------------------------------------------------------
// Magazine sections

export function findMagazineSections(db: Db, tenantId: number, filter: { publicationId?: number | null }, page: PageRequest): Promise<MagazineSectionRow[]> {
  return db
    .select()
    .from(magazineSections)
    .where(and(eq(magazineSections.tenantId, tenantId), filter.publicationId != null ? eq(magazineSections.publicationId, filter.publicationId) : undefined))
    .orderBy(asc(magazineSections.publicationId), asc(magazineSections.sequence), asc(magazineSections.name), asc(magazineSections.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countMagazineSections(db: Db, tenantId: number, filter: { publicationId?: number | null }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(magazineSections)
    .where(and(eq(magazineSections.tenantId, tenantId), filter.publicationId != null ? eq(magazineSections.publicationId, filter.publicationId) : undefined));
  return row?.n ?? 0;
}

export async function findMagazineSection(db: Db, tenantId: number, id: number): Promise<MagazineSectionRow | undefined> {
  const [row] = await db
    .select()
    .from(magazineSections)
    .where(and(eq(magazineSections.tenantId, tenantId), eq(magazineSections.id, id)));
  return row;
}

export function loadMagazineSectionsByIds(db: Db, tenantId: number, ids: readonly number[]): Promise<MagazineSectionRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(magazineSections)
    .where(and(eq(magazineSections.tenantId, tenantId), inArray(magazineSections.id, [...ids])));
}

export async function insertMagazineSection(db: Db, tenantId: number, values: MagazineSectionWrite): Promise<MagazineSectionRow> {
  const [row] = await db
    .insert(magazineSections)
    .values({ tenantId, ...values })
    .returning();
  return row!;
}

export async function updateMagazineSection(db: Db, tenantId: number, id: number, version: number, values: MagazineSectionWrite, now: Date): Promise<MagazineSectionRow | undefined> {
  const [row] = await db
    .update(magazineSections)
    .set({ ...values, version: sql`${magazineSections.version} + 1`, updatedAt: now })
    .where(and(eq(magazineSections.tenantId, tenantId), eq(magazineSections.id, id), eq(magazineSections.version, version)))
    .returning();
  return row;
}

export async function deleteMagazineSectionRow(db: Db, tenantId: number, id: number): Promise<MagazineSectionRow | undefined> {
  const [row] = await db
    .delete(magazineSections)
    .where(and(eq(magazineSections.tenantId, tenantId), eq(magazineSections.id, id)))
    .returning();
  return row;
}

/** Content items scheduled per magazine section, for the ids asked. */
export async function countContentBySection(db: Db, tenantId: number, sectionIds: readonly number[]): Promise<Map<number, number>> {
  if (!sectionIds.length) return new Map();
  const rows = await db
    .select({ id: contentIssueSchedules.sectionId, n: count() })
    .from(contentIssueSchedules)
    .where(and(eq(contentIssueSchedules.tenantId, tenantId), inArray(contentIssueSchedules.sectionId, [...sectionIds])))
    .groupBy(contentIssueSchedules.sectionId);
  return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.n] as const])));
}

// ---------------------------------------------------------------------------------------------
// Content scheduled to issues

/** A content item of the site (any status), with what scheduling checks. */
export async function findContentItem(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: content.id, status: content.status, name: content.name })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.id, id)));
  return row;
}

/** The item's schedules, newest issue first. */
export function findSchedulesForContent(db: Db, tenantId: number, contentId: number): Promise<IssueScheduleRow[]> {
  return db
    .select({
      id: contentIssueSchedules.id,
      tenantId: contentIssueSchedules.tenantId,
      contentId: contentIssueSchedules.contentId,
      issueId: contentIssueSchedules.issueId,
      sectionId: contentIssueSchedules.sectionId,
      sequence: contentIssueSchedules.sequence,
      createdAt: contentIssueSchedules.createdAt,
    })
    .from(contentIssueSchedules)
    .innerJoin(magazineIssues, eq(magazineIssues.id, contentIssueSchedules.issueId))
    .where(and(eq(contentIssueSchedules.tenantId, tenantId), eq(contentIssueSchedules.contentId, contentId)))
    .orderBy(desc(magazineIssues.mailingDate), desc(magazineIssues.id));
}

export async function findSchedule(db: Db, tenantId: number, id: number): Promise<IssueScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(contentIssueSchedules)
    .where(and(eq(contentIssueSchedules.tenantId, tenantId), eq(contentIssueSchedules.id, id)));
  return row;
}

export async function findIssueEntry(db: Db, tenantId: number, issueId: number, contentId: number): Promise<IssueScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(contentIssueSchedules)
    .where(and(eq(contentIssueSchedules.tenantId, tenantId), eq(contentIssueSchedules.issueId, issueId), eq(contentIssueSchedules.contentId, contentId)));
  return row;
}

/** Appends the item to the issue (last in its order). */
export async function appendSchedule(db: Db, tenantId: number, values: { issueId: number; contentId: number; sectionId: number | null }): Promise<IssueScheduleRow> {
  const [last] = await db
    .select({ n: max(contentIssueSchedules.sequence) })
    .from(contentIssueSchedules)
    .where(eq(contentIssueSchedules.issueId, values.issueId));
  const [row] = await db
    .insert(contentIssueSchedules)
    .values({ tenantId, ...values, sequence: (last?.n ?? -1) + 1 })
    .returning();
  return row!;
}

export async function setScheduleSection(db: Db, tenantId: number, id: number, sectionId: number | null): Promise<IssueScheduleRow | undefined> {
  const [row] = await db
    .update(contentIssueSchedules)
    .set({ sectionId })
    .where(and(eq(contentIssueSchedules.tenantId, tenantId), eq(contentIssueSchedules.id, id)))
    .returning();
  return row;
}

export async function deleteSchedule(db: Db, tenantId: number, id: number): Promise<IssueScheduleRow | undefined> {
  const [row] = await db
    .delete(contentIssueSchedules)
    .where(and(eq(contentIssueSchedules.tenantId, tenantId), eq(contentIssueSchedules.id, id)))
    .returning();
  return row;
}

// ---------------------------------------------------------------------------------------------
// The site's whole magazine set (the public pages' slot, index.ts)

export async function loadMagazineRows(db: Db, tenantId: number) {
  const [publications, issues, sections, schedules] = await Promise.all([
    db.select().from(magazinePublications).where(eq(magazinePublications.tenantId, tenantId)).orderBy(asc(magazinePublications.name), asc(magazinePublications.id)),
    db.select().from(magazineIssues).where(eq(magazineIssues.tenantId, tenantId)).orderBy(desc(magazineIssues.mailingDate), desc(magazineIssues.id)),
    db
      .select()
      .from(magazineSections)
      .where(eq(magazineSections.tenantId, tenantId))
      .orderBy(asc(magazineSections.sequence), asc(magazineSections.name), asc(magazineSections.id)),
    db
      .select({ issueId: contentIssueSchedules.issueId, contentId: contentIssueSchedules.contentId, sectionId: contentIssueSchedules.sectionId })
      .from(contentIssueSchedules)
      .where(eq(contentIssueSchedules.tenantId, tenantId))
      .orderBy(asc(contentIssueSchedules.issueId), asc(contentIssueSchedules.sequence), asc(contentIssueSchedules.id)),
  ]);
  return { publications, issues, sections, schedules };
}
