import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsUserTenants, cmsUsers, mailOutbox, tenants } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';
import type { CmsUserRow } from '../cmsAuth/repo.js';

export type MailRow = typeof mailOutbox.$inferSelect;

export interface CmsUserFilter {
  phrase?: string | null;
  role?: string | null;
  status?: number | null;
  scope?: 'global' | 'site' | null;
  /** Site-specific managers only see site-specific users of this tenant. */
  visibleInTenant?: number | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: CmsUserFilter): SQL | undefined {
  const phrase = f.phrase?.trim() ? `%${escapeLike(f.phrase.trim())}%` : null;
  return and(
    phrase
      ? or(ilike(cmsUsers.username, phrase), ilike(cmsUsers.email, phrase), ilike(sql`${cmsUsers.firstName} || ' ' || ${cmsUsers.lastName}`, phrase))
      : undefined,
    f.role ? eq(cmsUsers.role, f.role) : undefined,
    f.status != null ? eq(cmsUsers.status, f.status) : undefined,
    f.scope ? eq(cmsUsers.isGlobal, f.scope === 'global') : undefined,
    f.visibleInTenant != null
      ? and(
          eq(cmsUsers.isGlobal, false),
          sql`exists (select 1 from ${cmsUserTenants} where ${cmsUserTenants.userId} = ${cmsUsers.id} and ${cmsUserTenants.tenantId} = ${f.visibleInTenant})`,
        )
      : undefined,
  );
}

export function findCmsUsers(db: Db, filter: CmsUserFilter, page: PageRequest): Promise<CmsUserRow[]> {
  return db
    .select()
    .from(cmsUsers)
    .where(where(filter))
    .orderBy(asc(cmsUsers.lastName), asc(cmsUsers.firstName), asc(cmsUsers.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countCmsUsers(db: Db, filter: CmsUserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cmsUsers).where(where(filter));
  return row?.n ?? 0;
}

export async function findUsersTakingEmailOrUsername(db: Db, email: string, username: string) {
  return db
    .select({ id: cmsUsers.id, email: cmsUsers.email, username: cmsUsers.username, isGlobal: cmsUsers.isGlobal })
    .from(cmsUsers)
    .where(or(eq(cmsUsers.email, email), eq(cmsUsers.username, username)));
}

export async function insertCmsUser(db: Db, values: typeof cmsUsers.$inferInsert, tenantIds: number[]): Promise<CmsUserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(cmsUsers).values(values).returning();
    if (!row) throw new Error('user not created');
    if (tenantIds.length) await tx.insert(cmsUserTenants).values(tenantIds.map((tenantId) => ({ userId: row.id, tenantId })));
    return row;
  });
}

/** Updates only when the stored version is the one the edit started from (no lost update). */
export async function updateCmsUser(
  db: Db,
  id: number,
  expectedVersion: number,
  values: Partial<typeof cmsUsers.$inferInsert>,
  tenantIds: number[],
): Promise<CmsUserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cmsUsers)
      .set({ ...values, version: sql`${cmsUsers.version} + 1`, updatedAt: new Date() })
      .where(and(eq(cmsUsers.id, id), eq(cmsUsers.version, expectedVersion)))
      .returning();
    if (!row) return undefined;
    await tx.delete(cmsUserTenants).where(eq(cmsUserTenants.userId, id));
    if (tenantIds.length) await tx.insert(cmsUserTenants).values(tenantIds.map((tenantId) => ({ userId: id, tenantId })));
    return row;
  });
}

export async function updateProfile(db: Db, id: number, values: Partial<typeof cmsUsers.$inferInsert>): Promise<CmsUserRow | undefined> {
  const [row] = await db
    .update(cmsUsers)
    .set({ ...values, version: sql`${cmsUsers.version} + 1`, updatedAt: new Date() })
    .where(eq(cmsUsers.id, id))
    .returning();
  return row;
}

export async function tenantsOfUsers(db: Db, userIds: readonly number[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: cmsUserTenants.userId, tenant: tenants })
    .from(cmsUserTenants)
    .innerJoin(tenants, eq(tenants.id, cmsUserTenants.tenantId))
    .where(inArray(cmsUserTenants.userId, [...userIds]))
    .orderBy(asc(tenants.name));
}

export async function existingTenantIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: tenants.id }).from(tenants).where(inArray(tenants.id, [...ids]));
  return rows.map((r) => r.id);
}

export function findMail(db: Db, filter: { to?: string | null; category?: string | null; tenantId?: number | null }, page: PageRequest) {
  return db
    .select()
    .from(mailOutbox)
    .where(mailWhere(filter))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countMail(db: Db, filter: { to?: string | null; category?: string | null; tenantId?: number | null }) {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(mailWhere(filter));
  return row?.n ?? 0;
}

function mailWhere(f: { to?: string | null; category?: string | null; tenantId?: number | null }) {
  return and(
    f.to ? eq(mailOutbox.toAddress, f.to.trim().toLowerCase()) : undefined,
    f.category ? eq(mailOutbox.category, f.category) : undefined,
    f.tenantId != null ? eq(mailOutbox.tenantId, f.tenantId) : undefined,
  );
}
