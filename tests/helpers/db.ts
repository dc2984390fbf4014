import { eq } from 'drizzle-orm';
import { tenants } from '../../src/server/db/schema/index.js';
import type { TestServer } from './testServer.js';

/** The id of a seeded tenant, for tests that compare answers with the rows behind them. */
export async function tenantIdOf(server: TestServer, tenantKey: string): Promise<number> {
  const [row] = await server.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.tenantKey, tenantKey));
  if (!row) throw new Error(`No seeded tenant ${tenantKey}`);
  return row.id;
}
