import DataLoader from 'dataloader';
import type { SiteSettings } from '../../shared/settings/index.js';
import type { Db } from '../db/client.js';
import { loadAssetsByIds, type AssetRow } from '../modules/assets/repo.js';
import {
  loadAuthorsByContentIds,
  loadContentByIds,
  loadImagesByContentIds,
  loadSchedulesByContentIds,
  type ContentRow,
  type ScheduleRow,
} from '../modules/content/repo.js';
import type { PersonRow } from '../modules/persons/repo.js';
import { tenantsOfUsers } from '../modules/cmsUsers/repo.js';
import type { TenantRow } from '../modules/tenants/repo.js';
import { loadPersonsByIds } from '../modules/persons/repo.js';
import type { SiteSlots } from '../cache/slots.js';
import type { SectionTree } from '../modules/sections/repo.js';
import { loadTermsByContentIds, type TaxonomyRow } from '../modules/taxonomy/repo.js';

/**
 * Per-request batching (no N+1): nested fields of a list ask these loaders, which gather the keys
 * of one tick into a single tenant-scoped query.
 */
export interface Loaders {
  sectionTree(): Promise<SectionTree>;
  /** The site settings with defaults, read once per request (a public page's shell, SEO and blocks all need them). */
  siteSettings(): Promise<SiteSettings>;
  asset: DataLoader<number, AssetRow | null>;
  person: DataLoader<number, PersonRow | null>;
  content: DataLoader<number, ContentRow | null>;
  schedulesByContent: DataLoader<number, ScheduleRow[]>;
  authorsByContent: DataLoader<number, PersonRow[]>;
  imagesByContent: DataLoader<number, AssetRow[]>;
  taxonomyByContent: DataLoader<number, TaxonomyRow[]>;
  /** Sites of CMS users (not tenant-scoped: a user's sites are the user's, across tenants). */
  tenantsByCmsUser: DataLoader<number, TenantRow[]>;
}

function byId<T extends { id: number }>(load: (ids: readonly number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = new Map((await load(ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
}

function grouped<T>(load: (ids: readonly number[]) => Promise<{ key: number; value: T }[]>) {
  return new DataLoader<number, T[]>(async (ids) => {
    const groups = new Map<number, T[]>();
    for (const { key, value } of await load(ids)) {
      const list = groups.get(key) ?? [];
      list.push(value);
      groups.set(key, list);
    }
    return ids.map((id) => groups.get(id) ?? []);
  });
}

export function createLoaders(db: Db, tenantId: number, slots: SiteSlots): Loaders {
  return {
    sectionTree: () => slots.sections.get(tenantId),
    siteSettings: async () => (await slots.settings.get(tenantId)).site,
    asset: byId((ids) => loadAssetsByIds(db, tenantId, ids)),
    person: byId((ids) => loadPersonsByIds(db, tenantId, ids)),
    content: byId((ids) => loadContentByIds(db, tenantId, ids)),
    schedulesByContent: grouped(async (ids) =>
      (await loadSchedulesByContentIds(db, tenantId, ids)).map((s) => ({ key: s.contentId, value: s })),
    ),
    authorsByContent: grouped(async (ids) =>
      (await loadAuthorsByContentIds(db, tenantId, ids)).map((r) => ({ key: r.contentId, value: r.person })),
    ),
    imagesByContent: grouped(async (ids) =>
      (await loadImagesByContentIds(db, tenantId, ids)).map((r) => ({ key: r.contentId, value: r.asset })),
    ),
    taxonomyByContent: grouped(async (ids) =>
      (await loadTermsByContentIds(db, tenantId, ids)).map((r) => ({ key: r.contentId, value: r.term })),
    ),
    tenantsByCmsUser: grouped(async (ids) =>
      (await tenantsOfUsers(db, ids)).map((r) => ({ key: r.userId, value: r.tenant })),
    ),
  };
}
