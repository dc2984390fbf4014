import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../src/server/db/schema/index.js';
import { loadAssetsByIds } from '../../src/server/modules/assets/repo.js';
import { findContentGraph } from '../../src/server/modules/content/graph.js';
import {
  loadAuthorsByContentIds,
  loadContentByIds,
  loadImagesByContentIds,
  loadSchedulesByContentIds,
} from '../../src/server/modules/content/repo.js';
import { loadTermsByContentIds } from '../../src/server/modules/taxonomy/repo.js';
import { tenantIdOf } from '../helpers/db.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The one-statement read of a content item and its relations (pages, getContent) must answer
 * exactly what the per-relation Drizzle queries answer, value for value and in the same order, on
 * whichever database the suite runs.
 */
let server: TestServer;
let edrId: number;

beforeAll(async () => {
  server = await startTestServer();
  edrId = await tenantIdOf(server, 'edr');
});
afterAll(() => server.close());

describe('content graph', () => {
  it('reads each item exactly as the Drizzle queries of its relations do', async () => {
    const db = server.database.db;
    // Items with the most to read: authors, images, a company, terms, schedules, venues.
    const rows = await db
      .select({ id: content.id })
      .from(content)
      .where(and(eq(content.tenantId, edrId), or(isNotNull(content.companyId), isNotNull(content.primaryImageId), isNotNull(content.venue))))
      .orderBy(sql`random()`)
      .limit(25);
    expect(rows.length).toBeGreaterThan(10);
    for (const { id } of rows) {
      const graph = await findContentGraph(server.database.sql, edrId, { id });
      const [row] = await loadContentByIds(db, edrId, [id]);
      expect(graph?.row).toEqual(row);
      expect(graph?.authors).toEqual((await loadAuthorsByContentIds(db, edrId, [id])).map((r) => r.person));
      expect(graph?.taxonomy).toEqual((await loadTermsByContentIds(db, edrId, [id])).map((r) => r.term));
      expect(graph?.images).toEqual((await loadImagesByContentIds(db, edrId, [id])).map((r) => r.asset));
      expect(graph?.schedules).toEqual(await loadSchedulesByContentIds(db, edrId, [id]));
      expect(graph?.primaryImage).toEqual(row?.primaryImageId ? ((await loadAssetsByIds(db, edrId, [row.primaryImageId]))[0] ?? null) : null);
      expect(graph?.company).toEqual(row?.companyId ? ((await loadContentByIds(db, edrId, [row.companyId]))[0] ?? null) : null);
    }
  });

  it('finds by alias, by alias in any letter case and by id, and only on its own site', async () => {
    const [row] = await server.database.db.select().from(content).where(and(eq(content.tenantId, edrId), eq(content.status, 1))).limit(1);
    expect(row).toBeDefined();
    const sqlRunner = server.database.sql;
    expect((await findContentGraph(sqlRunner, edrId, { alias: row!.alias }))?.row.id).toBe(row!.id);
    expect(await findContentGraph(sqlRunner, edrId, { alias: row!.alias.toUpperCase() })).toBeNull();
    expect((await findContentGraph(sqlRunner, edrId, { lowerAlias: row!.alias.toUpperCase() }))?.row.id).toBe(row!.id);
    const fot = await tenantIdOf(server, 'fot');
    expect(await findContentGraph(sqlRunner, fot, { id: row!.id })).toBeNull();
    expect(await findContentGraph(sqlRunner, edrId, { id: 99_999_999 })).toBeNull();
    const other = await server.database.db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, fot), inArray(content.status, [1, 2]))).limit(1);
    expect(await findContentGraph(sqlRunner, edrId, { id: other[0]!.id })).toBeNull();
  });
});
