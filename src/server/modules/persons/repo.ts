import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { content, contentAuthors, CONTENT_STATUS, persons } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';
import { containsPattern } from '../../db/like.js';
import { isLive } from '../content/repo.js';

export type PersonRow = typeof persons.$inferSelect;

export interface PersonFilter {
  status?: readonly number[] | null;
  phrase?: string | null;
  includeIds?: readonly number[] | null;
}

function personWhere(tenantId: number, filter: PersonFilter): SQL | undefined {
  return and(
    eq(persons.tenantId, tenantId),
    filter.status?.length ? inArray(persons.status, [...filter.status]) : undefined,
    filter.includeIds?.length ? inArray(persons.id, [...filter.includeIds]) : undefined,
    filter.phrase ? ilike(persons.fullName, containsPattern(filter.phrase)) : undefined,
  );
}

export function findPersons(db: Db, tenantId: number, filter: PersonFilter, page: PageRequest): Promise<PersonRow[]> {
  return db
    .select()
    .from(persons)
    .where(personWhere(tenantId, filter))
    .orderBy(asc(persons.fullName), asc(persons.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countPersons(db: Db, tenantId: number, filter: PersonFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(persons).where(personWhere(tenantId, filter));
  return row?.n ?? 0;
}

export function loadPersonsByIds(db: Db, tenantId: number, ids: readonly number[]): Promise<PersonRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, [...ids])));
}

/**
 * Whether a person authored an item of the site a visitor may see (live: published, in its
 * window) — or, for a CMS user's preview, any item not deleted. One row by the person index.
 */
export async function hasAuthoredContent(db: Db, tenantId: number, personId: number, { now, preview }: { now: Date; preview: boolean }): Promise<boolean> {
  const rows = await db
    .select({ id: contentAuthors.contentId })
    .from(contentAuthors)
    .innerJoin(content, eq(content.id, contentAuthors.contentId))
    .where(and(eq(contentAuthors.personId, personId), eq(content.tenantId, tenantId), preview ? ne(content.status, CONTENT_STATUS.DELETED) : isLive(now)))
    .limit(1);
  return rows.length > 0;
}

// ── Admin reads and writes ───────────────────────────────────────────────────────────────────────

export async function findPerson(db: Db, tenantId: number, id: number): Promise<PersonRow | undefined> {
  const [row] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, id)));
  return row;
}

export type PersonValues = Pick<PersonRow, 'fullName' | 'firstName' | 'lastName' | 'title' | 'email' | 'bio' | 'imageId' | 'status'>;

export async function insertPerson(db: Db, tenantId: number, values: PersonValues): Promise<PersonRow> {
  const [row] = await db
    .insert(persons)
    .values({ ...values, tenantId })
    .returning();
  if (!row) throw new Error('Inserting a person returned no row');
  return row;
}

/** Updates only when the stored version is the one the edit started from (no lost update). */
export async function updatePerson(db: Db, tenantId: number, id: number, expectedVersion: number, values: PersonValues): Promise<PersonRow | undefined> {
  const [row] = await db
    .update(persons)
    .set({ ...values, version: sql`${persons.version} + 1`, updatedAt: new Date() })
    .where(and(eq(persons.tenantId, tenantId), eq(persons.id, id), eq(persons.version, expectedVersion)))
    .returning();
  return row;
}
