import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contracts, persons } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';

export type PersonRow = typeof persons.$inferSelect;
export type ContractRow = typeof contracts.$inferSelect;

export interface PersonFilter {
  status?: readonly number[] | null;
  phrase?: string | null;
  includeIds?: readonly number[] | null;
}

function personWhere(tenantId: number, filter: PersonFilter): SQL | undefined {
  const escaped = filter.phrase?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    eq(persons.tenantId, tenantId),
    filter.status?.length ? inArray(persons.status, [...filter.status]) : undefined,
    filter.includeIds?.length ? inArray(persons.id, [...filter.includeIds]) : undefined,
    escaped ? ilike(persons.fullName, `%${escaped}%`) : undefined,
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

export function findContracts(db: Db, tenantId: number, page: PageRequest): Promise<ContractRow[]> {
  return db
    .select()
    .from(contracts)
    .where(eq(contracts.tenantId, tenantId))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countContracts(db: Db, tenantId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contracts).where(eq(contracts.tenantId, tenantId));
  return row?.n ?? 0;
}
