import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { redirects, type RedirectSource } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';
import { containsPattern } from '../../db/like.js';

export type RedirectRow = typeof redirects.$inferSelect;

export interface RedirectFilter {
  phrase?: string | null;
  source?: RedirectSource | null;
}

// One index probe per lookup (redirects_tenant_from_uq); public pages ask on every unknown path.
const preparedByFrom = new WeakMap<Db, ReturnType<typeof prepareByFrom>>();
const prepareByFrom = (db: Db) =>
  db
    .select()
    .from(redirects)
    .where(and(eq(redirects.tenantId, sql.placeholder('tenantId')), eq(redirects.fromPath, sql.placeholder('fromPath'))))
    .limit(1)
    .prepare('redirect_by_from');

export async function findRedirectByFrom(db: Db, tenantId: number, fromPath: string): Promise<RedirectRow | undefined> {
  let prepared = preparedByFrom.get(db);
  if (!prepared) {
    prepared = prepareByFrom(db);
    preparedByFrom.set(db, prepared);
  }
  const [row] = await prepared.execute({ tenantId, fromPath });
  return row;
}

export async function findRedirectById(db: Db, tenantId: number, id: number): Promise<RedirectRow | undefined> {
  const [row] = await db.select().from(redirects).where(and(eq(redirects.tenantId, tenantId), eq(redirects.id, id))).limit(1);
  return row;
}


function streamWhere(tenantId: number, filter: RedirectFilter): SQL | undefined {
  const phrase = filter.phrase?.trim();
  const like = phrase ? containsPattern(phrase) : null;
  return and(
    eq(redirects.tenantId, tenantId),
    filter.source ? eq(redirects.source, filter.source) : undefined,
    like ? or(ilike(redirects.fromPath, like), ilike(redirects.toPath, like)) : undefined,
  );
}

export function findRedirects(db: Db, tenantId: number, filter: RedirectFilter, page: PageRequest): Promise<RedirectRow[]> {
  return db
    .select()
    .from(redirects)
    .where(streamWhere(tenantId, filter))
    .orderBy(desc(redirects.updatedAt), desc(redirects.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countRedirects(db: Db, tenantId: number, filter: RedirectFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(redirects).where(streamWhere(tenantId, filter));
  return row?.n ?? 0;
}

export async function insertRedirect(db: Db, values: { tenantId: number; fromPath: string; toPath: string; createdBy: number | null }): Promise<RedirectRow> {
  const [row] = await db.insert(redirects).values({ ...values, source: 'manual' }).returning();
  if (!row) throw new Error('Redirect insert returned no row');
  return row;
}

/** Updates when the stored version is still `version`; undefined otherwise. */
export async function updateRedirect(
  db: Db,
  tenantId: number,
  id: number,
  version: number,
  values: { fromPath: string; toPath: string },
): Promise<RedirectRow | undefined> {
  const [row] = await db
    .update(redirects)
    .set({ ...values, version: sql`${redirects.version} + 1`, updatedAt: new Date() })
    .where(and(eq(redirects.tenantId, tenantId), eq(redirects.id, id), eq(redirects.version, version)))
    .returning();
  return row;
}

export async function deleteRedirect(db: Db, tenantId: number, id: number): Promise<RedirectRow | undefined> {
  const [row] = await db.delete(redirects).where(and(eq(redirects.tenantId, tenantId), eq(redirects.id, id))).returning();
  return row;
}
