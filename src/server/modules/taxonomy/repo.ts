import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentTaxonomy, taxonomyTerms, type TaxonomyType } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';

export type TaxonomyRow = typeof taxonomyTerms.$inferSelect;

export interface TaxonomyFilter {
  phrase?: string | null;
  includeTypes?: readonly TaxonomyType[] | null;
  includeIds?: readonly number[] | null;
  excludeIds?: readonly number[] | null;
}

export type TaxonomySort = { field: 'name' | 'fullName' | 'id'; order: 'asc' | 'desc' };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(tenantId: number, f: TaxonomyFilter): SQL | undefined {
  const phrase = f.phrase ? `%${escapeLike(f.phrase)}%` : null;
  return and(
    eq(taxonomyTerms.tenantId, tenantId),
    eq(taxonomyTerms.status, 1),
    f.includeTypes?.length ? inArray(taxonomyTerms.type, [...f.includeTypes]) : undefined,
    f.includeIds?.length ? inArray(taxonomyTerms.id, [...f.includeIds]) : undefined,
    f.excludeIds?.length ? notInArray(taxonomyTerms.id, [...f.excludeIds]) : undefined,
    phrase ? or(ilike(taxonomyTerms.name, phrase), ilike(taxonomyTerms.fullName, phrase)) : undefined,
  );
}

export function findTerms(db: Db, tenantId: number, filter: TaxonomyFilter, sort: TaxonomySort, page: PageRequest) {
  const column = { name: taxonomyTerms.name, fullName: taxonomyTerms.fullName, id: taxonomyTerms.id }[sort.field];
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select()
    .from(taxonomyTerms)
    .where(where(tenantId, filter))
    .orderBy(direction(column), direction(taxonomyTerms.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countTerms(db: Db, tenantId: number, filter: TaxonomyFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taxonomyTerms).where(where(tenantId, filter));
  return row?.n ?? 0;
}

export function loadTermsByContentIds(db: Db, tenantId: number, contentIds: readonly number[]) {
  if (!contentIds.length) return Promise.resolve([]);
  return db
    .select({ contentId: contentTaxonomy.contentId, term: taxonomyTerms })
    .from(contentTaxonomy)
    .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, contentTaxonomy.termId))
    .where(and(eq(taxonomyTerms.tenantId, tenantId), inArray(contentTaxonomy.contentId, [...contentIds])))
    .orderBy(asc(taxonomyTerms.type), asc(taxonomyTerms.name));
}

// ── Admin reads and writes (saveTaxonomyTerm / deleteTaxonomyTerm run them in one transaction) ──

export async function findTerm(db: Db, tenantId: number, id: number): Promise<TaxonomyRow | undefined> {
  const [row] = await db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.id, id)));
  return row;
}

export function loadTermsByIds(db: Db, tenantId: number, ids: readonly number[]): Promise<TaxonomyRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), inArray(taxonomyTerms.id, [...ids])));
}

/** Every term of one type: the tree rules (cycles, depth, full names) work on the whole tree. */
export function termsOfType(db: Db, tenantId: number, type: TaxonomyType) {
  return db
    .select({ id: taxonomyTerms.id, parentId: taxonomyTerms.parentId, name: taxonomyTerms.name, fullName: taxonomyTerms.fullName })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.type, type)));
}

/** A term of the same type and parent with the same name, ignoring case. */
export async function findSibling(db: Db, tenantId: number, term: { type: TaxonomyType; parentId: number | null; name: string }) {
  const [row] = await db
    .select({ id: taxonomyTerms.id })
    .from(taxonomyTerms)
    .where(
      and(
        eq(taxonomyTerms.tenantId, tenantId),
        eq(taxonomyTerms.type, term.type),
        term.parentId == null ? isNull(taxonomyTerms.parentId) : eq(taxonomyTerms.parentId, term.parentId),
        sql`lower(${taxonomyTerms.name}) = lower(${term.name})`,
      ),
    )
    .limit(1);
  return row;
}

export type NewTerm = Pick<TaxonomyRow, 'type' | 'name' | 'fullName' | 'alias' | 'description' | 'parentId'>;

export async function insertTerm(db: Db, tenantId: number, values: NewTerm): Promise<TaxonomyRow> {
  const [row] = await db
    .insert(taxonomyTerms)
    .values({ ...values, tenantId })
    .returning();
  if (!row) throw new Error('Inserting a taxonomy term returned no row');
  return row;
}

/** Updates only when the stored version is the one the edit started from (no lost update). */
export async function updateTerm(db: Db, tenantId: number, id: number, expectedVersion: number, values: NewTerm): Promise<TaxonomyRow | undefined> {
  const [row] = await db
    .update(taxonomyTerms)
    .set({ ...values, version: sql`${taxonomyTerms.version} + 1`, updatedAt: new Date() })
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.id, id), eq(taxonomyTerms.version, expectedVersion)))
    .returning();
  return row;
}

/**
 * Writes derived full names of descendants. Their version is left alone: the full name follows
 * from the ancestors, and an editor of a child has nothing to lose from it.
 */
export async function setFullNames(db: Db, tenantId: number, changes: ReadonlyMap<number, string>): Promise<void> {
  for (const [id, fullName] of changes) {
    await db
      .update(taxonomyTerms)
      .set({ fullName })
      .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.id, id)));
  }
}

export async function deleteTermRow(db: Db, tenantId: number, id: number, expectedVersion: number): Promise<TaxonomyRow | undefined> {
  const [row] = await db
    .delete(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.id, id), eq(taxonomyTerms.version, expectedVersion)))
    .returning();
  return row;
}

/** Direct children per term. */
export async function childCounts(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: taxonomyTerms.parentId, n: count() })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), inArray(taxonomyTerms.parentId, [...ids])))
    .groupBy(taxonomyTerms.parentId);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

/** Content items tagged, per term (the terms are the tenant's, so their links are too). */
export async function contentCounts(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: contentTaxonomy.termId, n: count() })
    .from(contentTaxonomy)
    .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, contentTaxonomy.termId))
    .where(and(eq(taxonomyTerms.tenantId, tenantId), inArray(contentTaxonomy.termId, [...ids])))
    .groupBy(contentTaxonomy.termId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
