import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets, content, contentImages, magazineIssues, magazinePublications, persons, tenantSettings, type AssetKind, type AssetProcessingOptions } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';
import { containsPattern } from '../../db/like.js';

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;

export function loadAssetsByIds(db: Db, tenantId: number, ids: readonly number[]): Promise<AssetRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), inArray(assets.id, [...ids])));
}

export interface AssetFilter {
  kind?: AssetKind | null;
  phrase?: string | null;
  approvedWebsite?: boolean | null;
  includeIds?: readonly number[] | null;
}


function assetWhere(tenantId: number, filter: AssetFilter): SQL | undefined {
  const phrase = filter.phrase ? containsPattern(filter.phrase) : null;
  return and(
    eq(assets.tenantId, tenantId),
    filter.kind ? eq(assets.kind, filter.kind) : undefined,
    filter.approvedWebsite == null ? undefined : eq(assets.approvedWebsite, filter.approvedWebsite),
    filter.includeIds?.length ? inArray(assets.id, [...filter.includeIds]) : undefined,
    phrase ? or(ilike(assets.fileName, phrase), ilike(assets.alt, phrase), ilike(assets.caption, phrase)) : undefined,
  );
}

/** Newest first; ids break ties so paging is stable. */
export function findAssets(db: Db, tenantId: number, filter: AssetFilter, page: PageRequest): Promise<AssetRow[]> {
  return db
    .select()
    .from(assets)
    .where(assetWhere(tenantId, filter))
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countAssets(db: Db, tenantId: number, filter: AssetFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assets).where(assetWhere(tenantId, filter));
  return row?.n ?? 0;
}

export async function findAsset(db: Db, tenantId: number, id: number): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, id)));
  return row;
}

/**
 * The image delivery route looks an asset up by id alone: like /files/, image bytes are public
 * once uploaded, and <img> requests carry no tenant header (a CDN in front may not pass the host).
 */
export async function findAssetForDelivery(db: Db, id: number): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.id, id));
  return row;
}

/** What GET /files/{key} needs of the row behind a stored key (http/files.ts). */
export interface StoredFile {
  mimeType: string;
  fileName: string;
}

/**
 * The row behind a storage key, on any site: like /images/, files are public once uploaded and
 * their URLs carry no tenant (keys are unique: a random token per upload).
 */
export async function findStoredFile(db: Db, storageKey: string): Promise<StoredFile | undefined> {
  const [row] = await db.select({ mimeType: assets.mimeType, fileName: assets.fileName }).from(assets).where(eq(assets.storageKey, storageKey)).limit(1);
  return row;
}

export async function insertAsset(db: Db, values: NewAssetRow): Promise<AssetRow> {
  const [row] = await db.insert(assets).values(values).returning();
  if (!row) throw new Error('Inserting an asset returned no row');
  return row;
}

export interface AssetEdit {
  alt: string | null;
  credit: string | null;
  caption: string | null;
  processingOptions: AssetProcessingOptions;
  approvedWebsite: boolean;
}

/** Updates only when the stored version is the one the edit started from (no lost update). */
export async function updateAsset(db: Db, tenantId: number, id: number, expectedVersion: number, values: AssetEdit): Promise<AssetRow | undefined> {
  const [row] = await db
    .update(assets)
    .set({ ...values, version: sql`${assets.version} + 1`, updatedAt: new Date() })
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, id), eq(assets.version, expectedVersion)))
    .returning();
  return row;
}

export async function deleteAssetRow(db: Db, tenantId: number, id: number, expectedVersion: number): Promise<AssetRow | undefined> {
  const [row] = await db
    .delete(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, id), eq(assets.version, expectedVersion)))
    .returning();
  return row;
}

export interface AssetUsage {
  /** Content items using the asset as primary image, gallery image, document file or podcast audio. */
  content: number;
  persons: number;
  /** Site settings groups naming it (logo, favicon, prestitial logo, form header image, podcast image). */
  settings: number;
  /** Magazine issues (cover) and publications (logo) showing it. */
  magazines: number;
}

/** The JSON keys under which site settings store asset ids (src/shared/settings). */
const SETTINGS_ASSET_PATH = '$.** ? (@.favicon == $id || @.logo == $id || @.prestitialLogo == $id || @.headerImage == $id || @.image == $id)';

/** Where an asset is in use (delete refuses while any count is above 0). */
export async function assetUsage(db: Db, tenantId: number, id: number): Promise<AssetUsage> {
  const [contentRow] = await db
    .select({ n: sql<number>`count(distinct ${content.id})::int` })
    .from(content)
    .leftJoin(contentImages, eq(contentImages.contentId, content.id))
    .where(
      and(
        eq(content.tenantId, tenantId),
        or(
          eq(content.primaryImageId, id),
          eq(contentImages.assetId, id),
          sql`${content.details}->>'fileAssetId' = ${String(id)}`,
          sql`${content.details}->>'audioAssetId' = ${String(id)}`,
        ),
      ),
    );
  const [personRow] = await db
    .select({ n: count() })
    .from(persons)
    .where(and(eq(persons.tenantId, tenantId), eq(persons.imageId, id)));
  const [settingsRow] = await db
    .select({ n: count() })
    .from(tenantSettings)
    .where(
      and(
        eq(tenantSettings.tenantId, tenantId),
        sql`jsonb_path_exists(${tenantSettings.payload}, ${SETTINGS_ASSET_PATH}::jsonpath, jsonb_build_object('id', ${id}::int))`,
      ),
    );
  const [issueRow] = await db
    .select({ n: count() })
    .from(magazineIssues)
    .where(and(eq(magazineIssues.tenantId, tenantId), eq(magazineIssues.coverImageId, id)));
  const [publicationRow] = await db
    .select({ n: count() })
    .from(magazinePublications)
    .where(and(eq(magazinePublications.tenantId, tenantId), eq(magazinePublications.logoId, id)));
  return { content: contentRow?.n ?? 0, persons: personRow?.n ?? 0, settings: settingsRow?.n ?? 0, magazines: (issueRow?.n ?? 0) + (publicationRow?.n ?? 0) };
}
