import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';

export type TenantRow = typeof tenants.$inferSelect;

export function listTenants(db: Db): Promise<TenantRow[]> {
  return db.select().from(tenants).orderBy(asc(tenants.name));
}

export async function findTenantByKey(db: Db, tenantKey: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.tenantKey, tenantKey)).limit(1);
  return row;
}

export async function findTenantByDomain(db: Db, domain: string): Promise<TenantRow | undefined> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(sql`${domain} = any(${tenants.domains})`)
    .limit(1);
  return row;
}

export async function findDefaultTenant(db: Db): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1);
  return row;
}
