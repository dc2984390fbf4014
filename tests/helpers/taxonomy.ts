import { and, eq } from 'drizzle-orm';
import { taxonomyTerms } from '../../src/server/db/schema/index.js';
import { tenantIdOf } from './db.js';
import type { TestServer } from './testServer.js';

/** The seeded term of a site by type and name. */
export async function seededTerm(server: TestServer, tenantKey: string, type: 'Bin' | 'Tag' | 'Location' | 'Organization' | 'Person', name: string) {
  const tenantId = await tenantIdOf(server, tenantKey);
  const [row] = await server.database.db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.type, type), eq(taxonomyTerms.name, name)));
  if (!row) throw new Error(`No seeded ${type} term ${name} on ${tenantKey}`);
  return row;
}
