import { aliasedTable, and, asc, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { CompanyUpdateStatus } from '../../../shared/companyUpdates.js';
import type { Db } from '../../db/client.js';
import { cmsUsers, companyUpdates, content } from '../../db/schema/index.js';

/** Drizzle queries of the company updates (docs/company-updates.md); every one takes the tenant. */

export type CompanyUpdateRow = typeof companyUpdates.$inferSelect;
export type NewCompanyUpdateRow = typeof companyUpdates.$inferInsert;
/** A row as the screens list it: with the company's name and who issued and reviewed it. */
export type ListedCompanyUpdate = CompanyUpdateRow & { companyName: string; createdByName: string | null; reviewedByName: string | null };

const creator = aliasedTable(cmsUsers, 'creator');
const reviewer = aliasedTable(cmsUsers, 'reviewer');
const nameOf = (first: string | null, last: string | null, username: string | null) => (first === null && username === null ? null : [first, last].filter(Boolean).join(' ') || username);

function selectListed(db: Db, tenantId: number, where?: SQL) {
  return db
    .select({
      row: companyUpdates,
      companyName: content.name,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      creatorUsername: creator.username,
      reviewerFirst: reviewer.firstName,
      reviewerLast: reviewer.lastName,
      reviewerUsername: reviewer.username,
    })
    .from(companyUpdates)
    .innerJoin(content, and(eq(content.id, companyUpdates.companyId), eq(content.tenantId, companyUpdates.tenantId)))
    .leftJoin(creator, eq(creator.id, companyUpdates.createdBy))
    .leftJoin(reviewer, eq(reviewer.id, companyUpdates.reviewedBy))
    .where(and(eq(companyUpdates.tenantId, tenantId), where));
}

type Selected = Awaited<ReturnType<typeof selectListed>>[number];
const listed = (r: Selected): ListedCompanyUpdate => ({
  ...r.row,
  companyName: r.companyName,
  createdByName: nameOf(r.creatorFirst, r.creatorLast, r.creatorUsername),
  reviewedByName: nameOf(r.reviewerFirst, r.reviewerLast, r.reviewerUsername),
});

export async function findCompanyUpdate(db: Db, tenantId: number, id: number): Promise<ListedCompanyUpdate | null> {
  const [found] = await selectListed(db, tenantId, eq(companyUpdates.id, id));
  return found ? listed(found) : null;
}

/**
 * A link by the hash of its secret, on this site only: a link of another site is "not found"
 * (the unique index is global; the tenant condition keeps every answer on the asking site).
 */
export async function findCompanyUpdateByHash(db: Db, tenantId: number, tokenHash: string): Promise<CompanyUpdateRow | null> {
  const [row] = await db
    .select()
    .from(companyUpdates)
    .where(and(eq(companyUpdates.tenantId, tenantId), eq(companyUpdates.tokenHash, tokenHash)));
  return row ?? null;
}

export interface CompanyUpdateFilter {
  statuses: readonly CompanyUpdateStatus[] | null;
  phrase: string | null;
  companyId: number | null;
}

function filterOf(filter: CompanyUpdateFilter): SQL | undefined {
  const escaped = filter.phrase?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    filter.statuses?.length ? inArray(companyUpdates.status, [...filter.statuses]) : undefined,
    escaped ? ilike(content.name, `%${escaped}%`) : undefined,
    filter.companyId !== null ? eq(companyUpdates.companyId, filter.companyId) : undefined,
  );
}

/** Newest activity first (the submission, else the link's creation); one more than the page, for hasNextPage. */
export async function findCompanyUpdates(db: Db, tenantId: number, filter: CompanyUpdateFilter, page: { limit: number; offset: number }): Promise<ListedCompanyUpdate[]> {
  const rows = await selectListed(db, tenantId, filterOf(filter))
    .orderBy(desc(sql`coalesce(${companyUpdates.submittedAt}, ${companyUpdates.createdAt})`), desc(companyUpdates.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(listed);
}

export async function countCompanyUpdates(db: Db, tenantId: number, filter: CompanyUpdateFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyUpdates)
    .innerJoin(content, and(eq(content.id, companyUpdates.companyId), eq(content.tenantId, companyUpdates.tenantId)))
    .where(and(eq(companyUpdates.tenantId, tenantId), filterOf(filter)));
  return row?.n ?? 0;
}

export async function insertCompanyUpdate(db: Db, values: NewCompanyUpdateRow): Promise<CompanyUpdateRow> {
  const [row] = await db.insert(companyUpdates).values(values).returning();
  if (!row) throw new Error('Inserting a company update returned no row');
  return row;
}

/**
 * Changes a row only while it still has `version` and one of `statuses` (so two reviews, or a
 * review and a late submission, cannot both win); null when it lost.
 */
export async function updateCompanyUpdate(
  db: Db,
  tenantId: number,
  id: number,
  guard: { version?: number; statuses: readonly CompanyUpdateStatus[] },
  values: Partial<NewCompanyUpdateRow>,
  now: Date,
): Promise<CompanyUpdateRow | null> {
  const [row] = await db
    .update(companyUpdates)
    .set({ ...values, version: sql`${companyUpdates.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(companyUpdates.tenantId, tenantId),
        eq(companyUpdates.id, id),
        inArray(companyUpdates.status, [...guard.statuses]),
        guard.version !== undefined ? eq(companyUpdates.version, guard.version) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** A Company content item of the site (any status), or null. */
export async function findCompanyRow(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.id, id), eq(content.type, 'Company')));
  return row ?? null;
}

/** The contacts of a company, by id, of the site and not deleted (order: the ids'). */
export async function findContactRows(db: Db, tenantId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(content)
    .where(and(eq(content.tenantId, tenantId), inArray(content.id, [...ids]), eq(content.type, 'Contact'), ne(content.status, 0)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The company's products: Product items naming it that are not deleted, by name. */
export function findProductRows(db: Db, tenantId: number, companyId: number) {
  return db
    .select()
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.companyId, companyId), eq(content.type, 'Product'), ne(content.status, 0)))
    .orderBy(asc(content.name), asc(content.id))
    .limit(200);
}

/** Where a new product of the company is filed: beside its other products, else the site's newest product. */
export async function productSectionOf(db: Db, tenantId: number, companyId: number): Promise<number | null> {
  const [own] = await db
    .select({ sectionId: content.primarySectionId })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.companyId, companyId), eq(content.type, 'Product'), sql`${content.primarySectionId} is not null`))
    .limit(1);
  if (own) return own.sectionId;
  const [any] = await db
    .select({ sectionId: content.primarySectionId })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Product'), ne(content.status, 0), sql`${content.primarySectionId} is not null`))
    .orderBy(desc(content.id))
    .limit(1);
  return any?.sectionId ?? null;
}
