import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, SqlRunner } from '../db/client.js';
import { siteChanges } from '../db/schema/index.js';
import { CONTENT_LISTS_TAG } from '../integrations/pageCache/dependencies.js';

/** What a node caches per site (siteCache.ts); a save names the kinds it changed. */
export const CACHE_KINDS = ['tenants', 'settings', 'menus', 'layouts', 'sections', 'modules', 'redirects', 'assets', 'memberships', 'content', 'persons', 'taxonomy', 'licenseCompanies', 'magazines'] as const;
export type CacheKind = (typeof CACHE_KINDS)[number];

/** The scope of what belongs to every site: the sites themselves and global layouts. */
export const ALL_SITES = 0;

/**
 * Kinds every public page shows, so their change purges every page (each carries the tag of the
 * same name). Redirects are not among them: a redirect answers only paths without a page, and a
 * content or section move purges the moved pages by their own tags.
 */
const PAGE_TAG_OF_KIND: Partial<Record<CacheKind, string>> = { settings: 'settings', menus: 'menus', layouts: 'layouts' };

export interface SiteChangeInput {
  /** A site, or ALL_SITES. */
  tenantId: number;
  kinds?: readonly CacheKind[];
  /** Page-cache tags to purge ('Content:10000007', 'content-lists', ...). */
  tags?: readonly string[];
}

export interface SiteChange {
  tenantId: number;
  version: number;
  kinds: CacheKind[];
  tags: string[];
}

/** Rows kept per site: a node further behind than this drops everything it holds for the site. */
export const KEPT_CHANGES = 500;

/**
 * Records a change inside the save's own transaction: bumps the site's version (the row lock
 * orders concurrent saves of a site, so version N commits only after N-1) and writes what changed.
 * Hand the result to `siteCache.announce` after the commit.
 */
export async function recordSiteChange(tx: Db, input: SiteChangeInput): Promise<SiteChange> {
  // Whatever makes pages with a list stale makes the cached lists stale too.
  const kinds = [...new Set([...(input.kinds ?? []), ...(input.tags?.includes(CONTENT_LISTS_TAG) ? (['content'] as const) : [])])];
  const tags = [...new Set([...(input.tags ?? []), ...kinds.flatMap((kind) => PAGE_TAG_OF_KIND[kind] ?? [])])];
  const bumped = await tx.execute(
    sql`insert into site_versions (tenant_id, version) values (${input.tenantId}, 1)
        on conflict (tenant_id) do update set version = site_versions.version + 1
        returning version`,
  );
  const version = Number((bumped as unknown as { rows: { version: number | string }[] }).rows[0]!.version);
  await tx.insert(siteChanges).values({ tenantId: input.tenantId, version, kinds, tags });
  if (version > KEPT_CHANGES) {
    await tx.delete(siteChanges).where(and(eq(siteChanges.tenantId, input.tenantId), lte(siteChanges.version, version - KEPT_CHANGES)));
  }
  return { tenantId: input.tenantId, version, kinds, tags };
}

/** Records a change in a transaction of its own (a save that made its writes without one). */
export function recordSiteChangeNow(db: Db, input: SiteChangeInput): Promise<SiteChange> {
  return db.transaction((tx) => recordSiteChange(tx, input));
}

export async function readVersions(sql: SqlRunner, scopes: readonly number[] | null): Promise<Map<number, number>> {
  const rows = scopes
    ? await sql.query<{ tenant_id: number; version: string | number }>(
        'select tenant_id, version from site_versions where tenant_id = any($1::int[])',
        [scopes],
        'site_versions_of',
      )
    : await sql.query<{ tenant_id: number; version: string | number }>('select tenant_id, version from site_versions');
  return new Map(rows.map((row) => [row.tenant_id, Number(row.version)]));
}

export async function readChangesAfter(sql: SqlRunner, tenantId: number, after: number): Promise<SiteChange[]> {
  const rows = await sql.query<{ version: string | number; kinds: string[]; tags: string[] }>(
    'select version, kinds, tags from site_changes where tenant_id = $1 and version > $2 order by version',
    [tenantId, after],
    'site_changes_after',
  );
  return rows.map((row) => ({ tenantId, version: Number(row.version), kinds: row.kinds as CacheKind[], tags: row.tags }));
}
