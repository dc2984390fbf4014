import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ExportKind } from '../../../shared/exports.js';
import type { Db } from '../../db/client.js';
import { cmsUsers, exports } from '../../db/schema/index.js';

export type ExportRow = typeof exports.$inferSelect;
/** An export as the screens show it: with the name of the CMS user who started it. */
export type ListedExport = ExportRow & { requestedByName: string | null };

function selectExports(db: Db, tenantId: number, where?: SQL) {
  return db
    .select({ row: exports, firstName: cmsUsers.firstName, lastName: cmsUsers.lastName })
    .from(exports)
    .leftJoin(cmsUsers, eq(cmsUsers.id, exports.requestedBy))
    .where(and(eq(exports.tenantId, tenantId), where));
}

const listed = ({ row, firstName, lastName }: { row: ExportRow; firstName: string | null; lastName: string | null }): ListedExport => ({
  ...row,
  requestedByName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
});

export async function findExport(db: Db, tenantId: number, id: number): Promise<ListedExport | null> {
  const [found] = await selectExports(db, tenantId, eq(exports.id, id));
  return found ? listed(found) : null;
}

/**
 * An export by id on any site: only for the download route, whose signed link names the export
 * and which checks the user against the row's own site before answering anything.
 */
export async function findExportForDownload(db: Db, id: number): Promise<ExportRow | null> {
  const [row] = await db.select().from(exports).where(eq(exports.id, id));
  return row ?? null;
}

/** The site's exports of these kinds, newest first (one more than the page, for hasNextPage). */
export async function findExports(db: Db, tenantId: number, kinds: readonly ExportKind[], { limit, skip }: { limit: number; skip: number }): Promise<ListedExport[]> {
  const rows = await selectExports(db, tenantId, inArray(exports.kind, [...kinds]))
    .orderBy(desc(exports.createdAt), desc(exports.id))
    .limit(limit + 1)
    .offset(skip);
  return rows.map(listed);
}

export async function countExports(db: Db, tenantId: number, kinds: readonly ExportKind[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(exports)
    .where(and(eq(exports.tenantId, tenantId), inArray(exports.kind, [...kinds])));
  return row?.n ?? 0;
}

/** The same export (kind and filters) of the site still queued or running, if any. */
export async function findActiveTwin(db: Db, tenantId: number, kind: ExportKind, filters: object): Promise<ExportRow | null> {
  const [row] = await db
    .select()
    .from(exports)
    .where(and(eq(exports.tenantId, tenantId), eq(exports.kind, kind), inArray(exports.status, ['queued', 'running']), sql`${exports.filters} = ${JSON.stringify(filters)}::jsonb`))
    .orderBy(desc(exports.id))
    .limit(1);
  return row ?? null;
}

export async function insertExport(db: Db, values: typeof exports.$inferInsert): Promise<ExportRow> {
  const [row] = await db.insert(exports).values(values).returning();
  return row!;
}
