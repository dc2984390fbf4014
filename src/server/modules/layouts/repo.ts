import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmsUsers, content, tenants, webLayouts, webLayoutTenants } from '../../db/schema/index.js';
import { isLive } from '../content/repo.js';
import type { PageRequest } from '../../graphql/pagination.js';
import type { LayoutType } from '../../../shared/layouts/layout.js';
import { containsPattern } from '../../db/like.js';

export type WebLayoutRow = typeof webLayouts.$inferSelect;
export type WebLayoutValues = Omit<typeof webLayouts.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** A row with the name parts of the CMS user who saved it last. */
export interface WebLayoutWithEditor {
  layout: WebLayoutRow;
  editor: { firstName: string; lastName: string; username: string } | null;
}

export interface WebLayoutFilter {
  type?: LayoutType | null;
  phrase?: string | null;
}

/** Rule 4: a layout serves a site when it is global or linked to the site. */
function servesTenant(db: Db, tenantId: number): SQL {
  const linked = db
    .select({ one: sql`1` })
    .from(webLayoutTenants)
    .where(and(eq(webLayoutTenants.layoutId, webLayouts.id), eq(webLayoutTenants.tenantId, tenantId)));
  return or(eq(webLayouts.isGlobal, true), exists(linked)) as SQL;
}


function streamWhere(db: Db, tenantId: number, filter: WebLayoutFilter): SQL | undefined {
  const phrase = filter.phrase?.trim();
  const like = phrase ? containsPattern(phrase) : null;
  return and(
    servesTenant(db, tenantId),
    filter.type ? eq(webLayouts.type, filter.type) : undefined,
    like ? or(ilike(webLayouts.name, like), sql`exists (select 1 from unnest(${webLayouts.aliases}) as a(alias) where a.alias ilike ${like})`) : undefined,
  );
}

const withEditor = (db: Db) =>
  db
    .select({ layout: webLayouts, firstName: cmsUsers.firstName, lastName: cmsUsers.lastName, username: cmsUsers.username })
    .from(webLayouts)
    .leftJoin(cmsUsers, eq(cmsUsers.id, webLayouts.updatedBy));

type JoinedRow = { layout: WebLayoutRow; firstName: string | null; lastName: string | null; username: string | null };
const toWithEditor = (row: JoinedRow): WebLayoutWithEditor => ({
  layout: row.layout,
  editor: row.username === null ? null : { firstName: row.firstName ?? '', lastName: row.lastName ?? '', username: row.username },
});

export async function findLayouts(db: Db, tenantId: number, filter: WebLayoutFilter, page: PageRequest): Promise<WebLayoutWithEditor[]> {
  const rows = await withEditor(db)
    .where(streamWhere(db, tenantId, filter))
    .orderBy(asc(webLayouts.type), asc(sql`lower(${webLayouts.name})`), asc(webLayouts.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(toWithEditor);
}

export async function countLayouts(db: Db, tenantId: number, filter: WebLayoutFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webLayouts).where(streamWhere(db, tenantId, filter));
  return row?.n ?? 0;
}

/** One layout, only when it serves the tenant. */
export async function findLayoutForTenant(db: Db, tenantId: number, id: number): Promise<WebLayoutWithEditor | undefined> {
  const [row] = await withEditor(db)
    .where(and(eq(webLayouts.id, id), servesTenant(db, tenantId)))
    .limit(1);
  return row ? toWithEditor(row) : undefined;
}

/** One layout whatever it serves: the answer of a save that moved it off the current site. */
export async function findLayoutById(db: Db, id: number): Promise<WebLayoutWithEditor | undefined> {
  const [row] = await withEditor(db).where(eq(webLayouts.id, id)).limit(1);
  return row ? toWithEditor(row) : undefined;
}

/** Every layout serving a tenant: the candidates page assembly resolves a page's layout from. */
export function findLayoutsForTenant(db: Db, tenantId: number): Promise<WebLayoutRow[]> {
  return db.select().from(webLayouts).where(servesTenant(db, tenantId)).orderBy(asc(webLayouts.id));
}

/** The sites linked to each layout (id and name), for the layouts given. */
export async function findLayoutSites(db: Db, layoutIds: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byLayout = new Map<number, { id: number; name: string }[]>();
  if (!layoutIds.length) return byLayout;
  const rows = await db
    .select({ layoutId: webLayoutTenants.layoutId, id: tenants.id, name: tenants.name })
    .from(webLayoutTenants)
    .innerJoin(tenants, eq(tenants.id, webLayoutTenants.tenantId))
    .where(inArray(webLayoutTenants.layoutId, [...layoutIds]))
    .orderBy(asc(tenants.name), asc(tenants.id));
  for (const row of rows) {
    const list = byLayout.get(row.layoutId) ?? [];
    list.push({ id: row.id, name: row.name });
    byLayout.set(row.layoutId, list);
  }
  return byLayout;
}

/** The ids among `ids` that are sites. */
export async function findExistingTenantIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: tenants.id }).from(tenants).where(inArray(tenants.id, [...ids]));
  return rows.map((r) => r.id);
}

export async function insertLayout(db: Db, values: WebLayoutValues): Promise<WebLayoutRow> {
  const [row] = await db.insert(webLayouts).values(values).returning();
  if (!row) throw new Error('Web layout insert returned no row');
  return row;
}

/** Updates when the stored version is still `version`; undefined otherwise. */
export async function updateLayout(db: Db, id: number, version: number, values: WebLayoutValues): Promise<WebLayoutRow | undefined> {
  const [row] = await db
    .update(webLayouts)
    .set({ ...values, version: sql`${webLayouts.version} + 1`, updatedAt: new Date() })
    .where(and(eq(webLayouts.id, id), eq(webLayouts.version, version)))
    .returning();
  return row;
}

/** Replaces the site links of a layout (none for a global one). Run inside the save's transaction. */
export async function replaceLayoutTenants(db: Db, layoutId: number, tenantIds: readonly number[]): Promise<void> {
  await db.delete(webLayoutTenants).where(eq(webLayoutTenants.layoutId, layoutId));
  if (tenantIds.length) await db.insert(webLayoutTenants).values(tenantIds.map((tenantId) => ({ layoutId, tenantId })));
}

/** Deletes when the stored version is still `version` (the site links go by cascade). */
export async function deleteLayout(db: Db, id: number, version: number): Promise<WebLayoutRow | undefined> {
  const [row] = await db.delete(webLayouts).where(and(eq(webLayouts.id, id), eq(webLayouts.version, version))).returning();
  return row;
}

/** Live content of a site at these aliases (a content-override layout's pages, for its preview). */
export function findLiveContentByAliases(db: Db, tenantId: number, aliases: readonly string[], now: Date) {
  if (aliases.length === 0) return Promise.resolve([]);
  return db
    .select({ id: content.id, name: content.name, alias: content.alias, canonicalPath: content.canonicalPath })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), inArray(content.alias, [...aliases]), isLive(now)))
    .orderBy(asc(content.id));
}
