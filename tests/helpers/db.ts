import { eq } from 'drizzle-orm';
import { recordSiteChangeNow, type SiteChangeInput } from '../../src/server/cache/siteChanges.js';
import { tenants } from '../../src/server/db/schema/index.js';
import type { TestServer } from './testServer.js';

/** The id of a seeded tenant, for tests that compare answers with the rows behind them. */
export async function tenantIdOf(server: TestServer, tenantKey: string): Promise<number> {
  const [row] = await server.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantKey, tenantKey));
  if (!row) throw new Error(`No seeded tenant ${tenantKey}`);
  return row.id;
}

/**
 * A test that changes cached data with SQL (not through an operation) records and announces the
 * change as a save would, so the server's site cache and page cache let go of the old rows.
 */
export async function announceDirectChange(server: TestServer, change: SiteChangeInput): Promise<void> {
  await server.services.siteCache.announce(await recordSiteChangeNow(server.database.db, change));
}
