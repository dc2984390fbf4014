import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { contracts, persons } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';

/** Drizzle queries of the contracts (docs/contracts.md); every one filters by the tenant. */
export type ContractRow = typeof contracts.$inferSelect;

export interface ContractFilter {
  status?: readonly number[] | null;
  /** Matches the title or the contributor's full name, ignoring case. */
  phrase?: string | null;
}

function contractWhere(tenantId: number, filter: ContractFilter): SQL | undefined {
  const phrase = filter.phrase ? containsPattern(filter.phrase) : null;
  return and(
    eq(contracts.tenantId, tenantId),
    filter.status?.length ? inArray(contracts.status, [...filter.status]) : undefined,
    phrase ? or(ilike(contracts.title, phrase), ilike(persons.fullName, phrase)) : undefined,
  );
}

/** Newest first. The join is on the contributor, a person of the same site (the foreign key). */
export async function findContracts(db: Db, tenantId: number, filter: ContractFilter, page: PageRequest): Promise<ContractRow[]> {
  const rows = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(persons, eq(persons.id, contracts.contributorId))
    .where(contractWhere(tenantId, filter))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map((r) => r.contract);
}

export async function countContracts(db: Db, tenantId: number, filter: ContractFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contracts)
    .innerJoin(persons, eq(persons.id, contracts.contributorId))
    .where(contractWhere(tenantId, filter));
  return row?.n ?? 0;
}

export async function findContract(db: Db, tenantId: number, id: number): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, id)));
  return row;
}

/** What saveContract writes; the rest are the send and approval records, id, tenant, version and times. */
export interface ContractWrite {
  contributorId: number;
  title: string;
  description: string | null;
  amountCents: number;
  rateUnit: string;
  paymentTerms: string | null;
  terms: string;
}

export async function insertContract(db: Db, tenantId: number, values: ContractWrite & { createdBy: number | null }): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values({ tenantId, ...values }).returning();
  if (!row) throw new Error('The contract was not inserted');
  return row;
}

/**
 * Updates the row if it still has `version` and is not approved (the check and the write are one
 * statement, so a contributor's approval and an editor's save cannot both win). Null: another
 * change came first.
 */
export async function updateContract(
  db: Db,
  tenantId: number,
  id: number,
  version: number,
  values: Partial<ContractWrite> & Partial<Pick<ContractRow, 'status' | 'sentAt' | 'linkNonce'>>,
  now: Date,
): Promise<ContractRow | null> {
  const [row] = await db
    .update(contracts)
    .set({ ...values, version: version + 1, updatedAt: now })
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, id), eq(contracts.version, version), inArray(contracts.status, [1, 2])))
    .returning();
  return row ?? null;
}

/** The approval: only a sent contract whose link still names `nonce`. Null when that is no longer so. */
export async function approveContractRow(
  db: Db,
  tenantId: number,
  id: number,
  nonce: string,
  record: { signatureName: string; approvedIp: string; approvedUserAgent: string | null; now: Date },
): Promise<ContractRow | null> {
  const [row] = await db
    .update(contracts)
    .set({
      status: 3,
      approved: record.now,
      signatureName: record.signatureName,
      approvedIp: record.approvedIp,
      approvedUserAgent: record.approvedUserAgent,
      updatedAt: record.now,
      version: sql`${contracts.version} + 1`,
    })
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, id), eq(contracts.status, 2), eq(contracts.linkNonce, nonce)))
    .returning();
  return row ?? null;
}

export async function deleteContractRow(db: Db, tenantId: number, id: number): Promise<ContractRow | null> {
  const [row] = await db
    .delete(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, id), inArray(contracts.status, [1, 2])))
    .returning();
  return row ?? null;
}
