import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { siteLicenseCompanies } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';

export type SiteLicenseCompanyRow = typeof siteLicenseCompanies.$inferSelect;

/** The stored columns a save writes (the rest are id, tenant, version and timestamps). */
export interface SiteLicenseCompanyWrite {
  companyName: string;
  ranges: string[];
  status: number;
}

export interface CompanyFilter {
  /** Part of the name. */
  phrase?: string | null;
  /** Companies found by address (their ranges hold it), matched besides the name. */
  ids?: readonly number[] | null;
  status?: number | null;
}

export async function findCompany(db: Db, tenantId: number, id: number): Promise<SiteLicenseCompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(siteLicenseCompanies)
    .where(and(eq(siteLicenseCompanies.tenantId, tenantId), eq(siteLicenseCompanies.id, id)));
  return row;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function streamWhere(tenantId: number, filter: CompanyFilter): SQL | undefined {
  const phrase = filter.phrase?.trim();
  const byName = phrase ? ilike(siteLicenseCompanies.companyName, `%${escapeLike(phrase)}%`) : undefined;
  const byIds = filter.ids?.length ? inArray(siteLicenseCompanies.id, [...filter.ids]) : undefined;
  return and(
    eq(siteLicenseCompanies.tenantId, tenantId),
    filter.status != null ? eq(siteLicenseCompanies.status, filter.status) : undefined,
    byName && byIds ? sql`(${byName} or ${byIds})` : (byName ?? byIds),
  );
}

export function findCompanies(db: Db, tenantId: number, filter: CompanyFilter, page: PageRequest): Promise<SiteLicenseCompanyRow[]> {
  return db
    .select()
    .from(siteLicenseCompanies)
    .where(streamWhere(tenantId, filter))
    .orderBy(asc(sql`lower(${siteLicenseCompanies.companyName})`), asc(siteLicenseCompanies.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countCompanies(db: Db, tenantId: number, filter: CompanyFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(siteLicenseCompanies).where(streamWhere(tenantId, filter));
  return row?.n ?? 0;
}

/** Every company of the site with its ranges (active or not), but `exceptId`: what a save's ranges must not overlap. */
export function companyRanges(db: Db, tenantId: number, exceptId: number | null = null) {
  return db
    .select({ id: siteLicenseCompanies.id, companyName: siteLicenseCompanies.companyName, ranges: siteLicenseCompanies.ranges, status: siteLicenseCompanies.status })
    .from(siteLicenseCompanies)
    .where(and(eq(siteLicenseCompanies.tenantId, tenantId), exceptId === null ? undefined : ne(siteLicenseCompanies.id, exceptId)));
}

/** The site's active companies with their ranges: what the lookup cache holds. */
export function activeCompanyRanges(db: Db, tenantId: number) {
  return db
    .select({ id: siteLicenseCompanies.id, companyName: siteLicenseCompanies.companyName, ranges: siteLicenseCompanies.ranges })
    .from(siteLicenseCompanies)
    .where(and(eq(siteLicenseCompanies.tenantId, tenantId), eq(siteLicenseCompanies.status, 1)));
}

/** Another company of the site with this name (case-insensitive). */
export async function findOtherByName(db: Db, tenantId: number, companyName: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: siteLicenseCompanies.id, companyName: siteLicenseCompanies.companyName })
    .from(siteLicenseCompanies)
    .where(
      and(
        eq(siteLicenseCompanies.tenantId, tenantId),
        sql`lower(${siteLicenseCompanies.companyName}) = lower(${companyName})`,
        exceptId === null ? undefined : ne(siteLicenseCompanies.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertCompany(db: Db, tenantId: number, values: SiteLicenseCompanyWrite): Promise<SiteLicenseCompanyRow> {
  const [row] = await db
    .insert(siteLicenseCompanies)
    .values({ tenantId, ...values })
    .returning();
  return row!;
}

/** Updates from `version`; undefined when the row moved on (or is gone). */
export async function updateCompany(db: Db, tenantId: number, id: number, version: number, values: SiteLicenseCompanyWrite, now: Date): Promise<SiteLicenseCompanyRow | undefined> {
  const [row] = await db
    .update(siteLicenseCompanies)
    .set({ ...values, version: sql`${siteLicenseCompanies.version} + 1`, updatedAt: now })
    .where(and(eq(siteLicenseCompanies.tenantId, tenantId), eq(siteLicenseCompanies.id, id), eq(siteLicenseCompanies.version, version)))
    .returning();
  return row;
}

export async function deleteCompanyRow(db: Db, tenantId: number, id: number): Promise<SiteLicenseCompanyRow | undefined> {
  const [row] = await db
    .delete(siteLicenseCompanies)
    .where(and(eq(siteLicenseCompanies.tenantId, tenantId), eq(siteLicenseCompanies.id, id)))
    .returning();
  return row;
}
