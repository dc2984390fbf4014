import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema/index.js';

export type AssetRow = typeof assets.$inferSelect;

export function loadAssetsByIds(db: Db, tenantId: number, ids: readonly number[]): Promise<AssetRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), inArray(assets.id, [...ids])));
}
