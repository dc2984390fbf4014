import DataLoader from 'dataloader';
import type { Permission } from '../../../shared/permissions.js';
import { hasAnyPermission } from '../../../shared/roles.js';
import { recordSiteChange } from '../../cache/siteChanges.js';
import type { Db } from '../../db/client.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CONTENT_LISTS_TAG, recordTag } from '../../integrations/pageCache/index.js';
import { findAsset } from '../assets/repo.js';
import { cmsUserHere } from '../cmsAuth/access.js';

/** 000 §6: one permission per admin screen (001 §2 "Magazines" menu). */
export const MANAGE_PUBLICATIONS: Permission = 'manage_magazine_publications';
export const MANAGE_ISSUES: Permission = 'manage_magazine_issues';
export const MANAGE_SECTIONS: Permission = 'manage_magazine_sections';
export const MAGAZINE_PERMISSIONS: Permission[] = [MANAGE_PUBLICATIONS, MANAGE_ISSUES, MANAGE_SECTIONS];
/** Who schedules content to issues: the content editor's panel (editors) and the issues' managers. */
export const SCHEDULERS: Permission[] = ['manage_content', MANAGE_ISSUES];

/** A CMS user of this site holding a magazine permission: sees inactive publications and issues too. */
export function seesInactiveMagazines(ctx: Pick<GraphQLContext, 'cmsUser' | 'tenant'>): boolean {
  const viewer = cmsUserHere(ctx);
  return viewer !== null && hasAnyPermission(viewer.permissions, MAGAZINE_PERMISSIONS);
}

/**
 * After the commit every node drops its magazine slot, and the pages that may show magazines are
 * purged: any page with a list (every assembled page carries that tag), since the magazine blocks
 * can sit on any layout. `tags` name the changed rows too ('MagazineIssue:7').
 */
export function recordMagazineChange(tx: Db, tenantId: number, rows: readonly [string, number][]) {
  return recordSiteChange(tx, { tenantId, kinds: ['magazines'], tags: [CONTENT_LISTS_TAG, ...rows.map(([type, id]) => recordTag(type, id))] });
}

/** Whether `id` is an image of this site's media library (logos and covers). */
export async function isSiteImage(db: Db, tenantId: number, id: number): Promise<boolean> {
  const asset = await findAsset(db, tenantId, id);
  return asset !== undefined && asset.kind === 'image';
}

/** Empty text → null (optional columns). */
export const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * A per-request count by key, batched by DataLoader: the keys asked in one turn of the event loop
 * are counted in one statement (an admin list's counts, not one query per row).
 */
const countLoaders = new WeakMap<object, Map<string, DataLoader<number, number>>>();
export function batchedCount(ctx: object, name: string, key: number, load: (keys: number[]) => Promise<Map<number, number>>): Promise<number> {
  let byName = countLoaders.get(ctx);
  if (!byName) countLoaders.set(ctx, (byName = new Map()));
  let loader = byName.get(name);
  if (!loader) {
    loader = new DataLoader<number, number>(async (keys) => {
      const counts = await load([...keys]);
      return keys.map((k) => counts.get(k) ?? 0);
      // Batched, not remembered: a count read after a save in the same request is the new one.
    }, { cache: false });
    byName.set(name, loader);
  }
  return loader.load(key);
}
