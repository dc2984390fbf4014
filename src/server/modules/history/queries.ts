import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsUserTenants, cmsUsers, history, taxonomyTerms, websiteSections, type HistoryAction } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';

/** Which history rows a viewer may read on a site (tenant isolation, rule 4). */
export interface HistoryScope {
  tenantId: number;
  /** CMS user rows (no site): all for global managers of users, else those of this site's users. */
  cmsUsers: 'none' | 'site' | 'all';
  /** Other rows of no site (platform news): for holders of manage_modules. */
  platform: boolean;
}

export interface HistoryFilter {
  entityType?: string | null;
  entityId?: string | null;
  userId?: number | null;
  action?: HistoryAction | null;
  from?: Date | null;
  to?: Date | null;
  batchId?: string | null;
}

function visible(scope: HistoryScope): SQL {
  const parts: (SQL | undefined)[] = [eq(history.tenantId, scope.tenantId)];
  if (scope.cmsUsers !== 'none') {
    parts.push(
      and(
        isNull(history.tenantId),
        eq(history.entityType, 'CmsUser'),
        scope.cmsUsers === 'site'
          ? sql`exists (select 1 from ${cmsUserTenants} where ${cmsUserTenants.tenantId} = ${scope.tenantId} and cast(${cmsUserTenants.userId} as text) = ${history.entityId})`
          : undefined,
      ),
    );
  }
  if (scope.platform) parts.push(and(isNull(history.tenantId), ne(history.entityType, 'CmsUser')));
  return or(...parts) as SQL;
}

function where(scope: HistoryScope, f: HistoryFilter): SQL | undefined {
  return and(
    visible(scope),
    f.entityType ? eq(history.entityType, f.entityType) : undefined,
    f.entityId ? eq(history.entityId, f.entityId) : undefined,
    f.userId != null ? eq(history.userId, f.userId) : undefined,
    f.action ? eq(history.action, f.action) : undefined,
    f.from ? gte(history.createdAt, f.from) : undefined,
    f.to ? lt(history.createdAt, f.to) : undefined,
    f.batchId ? eq(history.batchId, f.batchId) : undefined,
  );
}

const columns = {
  id: history.id,
  tenantId: history.tenantId,
  entityType: history.entityType,
  entityId: history.entityId,
  action: history.action,
  changes: history.changes,
  snapshot: history.snapshot,
  batchId: history.batchId,
  userId: history.userId,
  createdAt: history.createdAt,
  firstName: cmsUsers.firstName,
  lastName: cmsUsers.lastName,
  username: cmsUsers.username,
};

export interface HistoryRow {
  id: number;
  tenantId: number | null;
  entityType: string;
  entityId: string;
  action: HistoryAction;
  changes: Record<string, [unknown, unknown]>;
  snapshot: Record<string, unknown> | null;
  batchId: string | null;
  userId: number | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

const base = (db: Db) => db.select(columns).from(history).leftJoin(cmsUsers, eq(cmsUsers.id, history.userId));

export function findHistory(db: Db, scope: HistoryScope, filter: HistoryFilter, page: PageRequest): Promise<HistoryRow[]> {
  return base(db)
    .where(where(scope, filter))
    .orderBy(desc(history.createdAt), desc(history.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countHistory(db: Db, scope: HistoryScope, filter: HistoryFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(history).where(where(scope, filter));
  return row?.n ?? 0;
}

export async function findHistoryEntry(db: Db, scope: HistoryScope, id: number): Promise<HistoryRow | null> {
  const [row] = await base(db).where(and(visible(scope), eq(history.id, id)));
  return row ?? null;
}

/** The same record's row written just before `row` (rows are numbered in the order they were written). */
export async function findPreviousEntry(db: Db, row: Pick<HistoryRow, 'id' | 'tenantId' | 'entityType' | 'entityId'>): Promise<HistoryRow | null> {
  const [previous] = await base(db)
    .where(
      and(
        row.tenantId === null ? isNull(history.tenantId) : eq(history.tenantId, row.tenantId),
        eq(history.entityType, row.entityType),
        eq(history.entityId, row.entityId),
        lt(history.id, row.id),
      ),
    )
    .orderBy(desc(history.id))
    .limit(1);
  return previous ?? null;
}

/** The same record's rows written after `afterId` that are not part of `batchId`. */
export async function findLaterEntry(db: Db, tenantId: number, entityType: string, entityId: string, afterId: number, batchId: string): Promise<HistoryRow | null> {
  const [later] = await base(db)
    .where(
      and(
        eq(history.tenantId, tenantId),
        eq(history.entityType, entityType),
        eq(history.entityId, entityId),
        gt(history.id, afterId),
        or(isNull(history.batchId), ne(history.batchId, batchId)),
      ),
    )
    .orderBy(asc(history.id))
    .limit(1);
  return later ?? null;
}

/** Every row of a batch on a site, in the order written. */
export function findBatchRows(db: Db, tenantId: number, batchId: string): Promise<HistoryRow[]> {
  return base(db)
    .where(and(eq(history.tenantId, tenantId), eq(history.batchId, batchId)))
    .orderBy(asc(history.id));
}

/** The newest row a batch wrote for one record (the restore's own row). */
export async function findBatchEntry(db: Db, tenantId: number, batchId: string, entityType: string, entityId: string): Promise<HistoryRow | null> {
  const [row] = await base(db)
    .where(and(eq(history.tenantId, tenantId), eq(history.batchId, batchId), eq(history.entityType, entityType), eq(history.entityId, entityId)))
    .orderBy(desc(history.id))
    .limit(1);
  return row ?? null;
}

/** Whether anyone else (another user, or another site) already wrote rows under this batch id. */
export async function batchIdTakenByOthers(db: Db, batchId: string, tenantId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: history.id })
    .from(history)
    .where(
      and(
        eq(history.batchId, batchId),
        or(isNull(history.tenantId), ne(history.tenantId, tenantId), isNull(history.userId), ne(history.userId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Users with visible rows on the site, by name. */
export async function findHistoryUsers(db: Db, scope: HistoryScope) {
  return db
    .selectDistinct({ id: cmsUsers.id, firstName: cmsUsers.firstName, lastName: cmsUsers.lastName, username: cmsUsers.username })
    .from(history)
    .innerJoin(cmsUsers, eq(cmsUsers.id, history.userId))
    .where(visible(scope))
    .orderBy(asc(cmsUsers.firstName), asc(cmsUsers.lastName), asc(cmsUsers.id))
    .limit(500);
}

/** Which of the ids are sections of the site. */
export async function existingSectionIds(db: Db, tenantId: number, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: websiteSections.id })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), inArray(websiteSections.id, [...ids])));
  return rows.map((r) => r.id);
}

/** Which of the ids are taxonomy terms of the site. */
export async function existingTermIds(db: Db, tenantId: number, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: taxonomyTerms.id })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), inArray(taxonomyTerms.id, [...ids])));
  return rows.map((r) => r.id);
}
