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

export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Empty text → null (optional columns). */
export const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * A per-request batch: the first call in a turn of the event loop gathers every key asked in that
 * turn and runs `load` once (an admin list's counts in one statement, not one per row).
 */
const batches = new WeakMap<object, Map<string, { keys: Set<number>; result: Promise<Map<number, number>> }>>();
export function batchedCount(ctx: object, name: string, key: number, load: (keys: number[]) => Promise<Map<number, number>>): Promise<number> {
  let byName = batches.get(ctx);
  if (!byName) batches.set(ctx, (byName = new Map()));
  let batch = byName.get(name);
  if (!batch) {
    const keys = new Set<number>();
    const result = new Promise<Map<number, number>>((resolve, reject) => {
      setImmediate(() => {
        byName!.delete(name);
        load([...keys]).then(resolve, reject);
      });
    });
    batch = { keys, result };
    byName.set(name, batch);
  }
  batch.keys.add(key);
  return batch.result.then((counts) => counts.get(key) ?? 0);
}
