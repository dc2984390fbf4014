import { and, asc, eq } from 'drizzle-orm';
import { SaveContentDocument, type ContentInput } from '../../src/gql/graphql.js';
import { content, history, taxonomyTerms, websiteSections } from '../../src/server/db/schema/index.js';
import { execute } from './execute.js';
import type { TestServer } from './testServer.js';

/** Fixtures for the history, restore and bulk-update contract tests. */

let counter = 0;

/** Saves a new draft Article through saveContent and returns its id and version. */
export async function makeArticle(
  server: TestServer,
  token: string,
  overrides: Partial<ContentInput> = {},
  tenantKey?: string,
): Promise<{ id: number; version: number; name: string }> {
  counter += 1;
  const input: ContentInput = { type: 'Article', status: 2, name: `History fixture ${process.pid} ${counter}`, ...overrides };
  const saved = await execute(server, SaveContentDocument, { input }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) });
  return { id: saved.saveContent.id, version: saved.saveContent.version, name: saved.saveContent.name };
}

/** Saves changes to an item over its version; returns the new version. */
export async function updateArticle(server: TestServer, token: string, item: { id: number; version: number }, changes: Partial<ContentInput>): Promise<number> {
  const row = await contentRow(server, item.id);
  const input: ContentInput = {
    id: item.id,
    version: item.version,
    type: row.type,
    status: row.status,
    name: row.name,
    labels: row.labels,
    ...changes,
  };
  const saved = await execute(server, SaveContentDocument, { input }, { cmsToken: token });
  return saved.saveContent.version;
}

/** History row ids of a record, oldest first. */
export async function historyIdsOf(server: TestServer, entityType: string, entityId: number | string): Promise<number[]> {
  const rows = await server.database.db
    .select({ id: history.id })
    .from(history)
    .where(and(eq(history.entityType, entityType), eq(history.entityId, String(entityId))))
    .orderBy(asc(history.id));
  return rows.map((r) => r.id);
}

export async function contentRow(server: TestServer, id: number) {
  const [row] = await server.database.db.select().from(content).where(eq(content.id, id));
  if (!row) throw new Error(`No content ${id}`);
  return row;
}

/** Two active sections and two terms of a site. */
export async function siteRefs(server: TestServer, tenantId: number) {
  const db = server.database.db;
  const sections = await db
    .select({ id: websiteSections.id, name: websiteSections.name })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), eq(websiteSections.status, 1)))
    .orderBy(asc(websiteSections.id))
    .limit(2);
  const terms = await db.select({ id: taxonomyTerms.id }).from(taxonomyTerms).where(eq(taxonomyTerms.tenantId, tenantId)).orderBy(asc(taxonomyTerms.id)).limit(2);
  if (sections.length < 2 || terms.length < 2) throw new Error('Seed data missing');
  return { sections: sections.map((s) => s.id) as [number, number], terms: terms.map((t) => t.id) as [number, number] };
}
