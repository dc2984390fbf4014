import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets, cmsUsers, content, tenantSettings, websiteSections } from '../../db/schema/index.js';
import type { SettingsKey } from '../../../shared/settings/index.js';

/** One settings document of a site as stored, with the name of who saved it last. */
export interface SettingsRow {
  payload: Record<string, unknown>;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

export async function findSettings(db: Db, tenantId: number, key: SettingsKey): Promise<SettingsRow | null> {
  const [row] = await db
    .select({
      payload: tenantSettings.payload,
      version: tenantSettings.version,
      updatedAt: tenantSettings.updatedAt,
      firstName: cmsUsers.firstName,
      lastName: cmsUsers.lastName,
      username: cmsUsers.username,
    })
    .from(tenantSettings)
    .leftJoin(cmsUsers, eq(cmsUsers.id, tenantSettings.updatedBy))
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, key)));
  if (!row) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username || null;
  return { payload: row.payload, version: row.version, updatedAt: row.updatedAt, updatedBy: name };
}

/**
 * Writes a document only when the caller's version is current: version 0 inserts the first one,
 * any other version updates the row holding exactly that version. Returns the new version, or
 * null when the write lost (someone saved in between).
 */
export async function writeSettings(
  db: Db,
  args: { tenantId: number; key: SettingsKey; version: number; payload: Record<string, unknown>; userId: number | null; now: Date },
): Promise<number | null> {
  if (args.version === 0) {
    const inserted = await db
      .insert(tenantSettings)
      .values({ tenantId: args.tenantId, key: args.key, payload: args.payload, updatedBy: args.userId })
      .onConflictDoNothing()
      .returning({ version: tenantSettings.version });
    return inserted[0]?.version ?? null;
  }
  const updated = await db
    .update(tenantSettings)
    .set({ payload: args.payload, updatedBy: args.userId, version: sql`${tenantSettings.version} + 1`, updatedAt: args.now })
    .where(and(eq(tenantSettings.tenantId, args.tenantId), eq(tenantSettings.key, args.key), eq(tenantSettings.version, args.version)))
    .returning({ version: tenantSettings.version });
  return updated[0]?.version ?? null;
}

export interface AssetInfo {
  id: number;
  kind: string;
  fileName: string;
  mimeType: string;
  storageKey: string;
}

/** Assets of the site among `ids` (others' assets are simply not found). */
export async function findAssets(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, AssetInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assets.id, kind: assets.kind, fileName: assets.fileName, mimeType: assets.mimeType, storageKey: assets.storageKey })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), inArray(assets.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Content of the site among `ids`, with its type (deleted items count as missing). */
export async function findContentTypes(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: content.id, type: content.type, status: content.status })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), inArray(content.id, [...ids])));
  return new Map(rows.filter((row) => row.status !== 0).map((row) => [row.id, row.type]));
}

export async function findSectionIds(db: Db, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: websiteSections.id })
    .from(websiteSections)
    .where(and(eq(websiteSections.tenantId, tenantId), inArray(websiteSections.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
