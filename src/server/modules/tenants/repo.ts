import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';

export type TenantRow = typeof tenants.$inferSelect;

export function listTenants(db: Db): Promise<TenantRow[]> {
  return db.select().from(tenants).orderBy(asc(tenants.name));
}

/** Every site, looked up by key and by domain: tenant resolution without a query (cached per node). */
export interface TenantIndex {
  all: TenantRow[];
  byKey: Map<string, TenantRow>;
  byDomain: Map<string, TenantRow>;
  defaultTenant: TenantRow | undefined;
}

export async function loadTenantIndex(db: Db): Promise<TenantIndex> {
  const all = await db.select().from(tenants).orderBy(asc(tenants.id));
  const byDomain = new Map<string, TenantRow>();
  // The first site listing a domain wins, as the lookup by domain did (lowest id first).
  for (const row of all) for (const domain of row.domains) if (!byDomain.has(domain)) byDomain.set(domain, row);
  return { all, byKey: new Map(all.map((row) => [row.tenantKey, row])), byDomain, defaultTenant: all.find((row) => row.isDefault) };
}
