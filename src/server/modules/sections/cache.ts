import type { Db } from '../../db/client.js';
import { buildSectionTree, loadSections, type SectionTree } from './repo.js';

export interface SectionTreeCache {
  get(tenantId: number): Promise<SectionTree>;
  /** Called by every save that changes a section, so this node never serves a stale tree. */
  invalidate(tenantId: number): void;
}

/**
 * Nearly every request needs the site's section tree (primary sections, hierarchies, bubbling),
 * and sections change rarely: keep one tree per tenant in process. Saves on this node invalidate
 * at once; other nodes behind the load balancer pick the change up within the TTL.
 */
export function createSectionTreeCache(db: Db, { ttlMs = 30_000 }: { ttlMs?: number } = {}): SectionTreeCache {
  const entries = new Map<number, { tree: Promise<SectionTree>; expires: number }>();
  return {
    get(tenantId) {
      const hit = entries.get(tenantId);
      if (hit && hit.expires > Date.now()) return hit.tree;
      const tree = loadSections(db, tenantId).then(buildSectionTree);
      entries.set(tenantId, { tree, expires: Date.now() + ttlMs });
      // A failed load is not cached.
      tree.catch(() => entries.delete(tenantId));
      return tree;
    },
    invalidate: (tenantId) => void entries.delete(tenantId),
  };
}
