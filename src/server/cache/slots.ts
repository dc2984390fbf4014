import type { Db } from '../db/client.js';
import type { AssetRow } from '../modules/assets/repo.js';
import { loadAssetsByIds } from '../modules/assets/repo.js';
import { loadLicenseIndex, type LicenseIndex } from '../modules/ipGating/licenseIndex.js';
import type { WebLayoutRow } from '../modules/layouts/repo.js';
import { findLayoutsForTenant } from '../modules/layouts/repo.js';
import { loadMenus, type MenuRow } from '../modules/menus/repo.js';
import { loadModuleState, type ModuleState } from '../modules/modules/service.js';
import { loadMagazineIndex, type MagazineIndex } from '../modules/magazines/index.js';
import type { ContentGraph } from '../modules/content/graph.js';
import type { ListedRow } from '../modules/pages/listSql.js';
import type { AuthorCard } from '../modules/pages/authors.js';
import type { RedirectRow } from '../modules/redirects/repo.js';
import { buildSectionTree, loadSections, type SectionTree } from '../modules/sections/repo.js';
import { loadSettingsBundle, type SettingsBundle } from '../modules/settings/service.js';
import { loadTenantIndex, type TenantIndex } from '../modules/tenants/repo.js';
import type { SiteCache, SiteSlot, KeyedSiteSlot } from './siteCache.js';

/** The images the shell and the SEO layer show for a site (logos, favicon), as stored. */
export interface SiteImages {
  logo: AssetRow | null;
  footerLogo: AssetRow | null;
  sponsorLogo: AssetRow | null;
  sponsorAltLogo: AssetRow | null;
  favicon: AssetRow | null;
}

/**
 * What every public page reads and editors rarely change, per site (issue 10 item 1). A page on a
 * warm node reads none of it from the database; each slot is dropped by the saves of its kinds.
 */
export interface SiteSlots {
  /** Every site (scope 0): tenant resolution by key and by domain. */
  tenants: SiteSlot<TenantIndex>;
  settings: SiteSlot<SettingsBundle>;
  images: SiteSlot<SiteImages>;
  menus: SiteSlot<MenuRow[]>;
  layouts: SiteSlot<WebLayoutRow[]>;
  sections: SiteSlot<SectionTree>;
  modules: SiteSlot<ModuleState>;
  /** Redirect lookups by path, misses included (an unmatched path asks on every 404). */
  redirects: KeyedSiteSlot<RedirectRow | null>;
  /** Values the pages derive from the site's settings, menus, images and modules (the shell), with their page-cache tags. */
  derived: KeyedSiteSlot<{ value: unknown; tags: string[] }>;
  /** The results of the pages' list queries (pages/listSql.ts) by query: dropped by any content change, and after LIST_TTL_MS. */
  lists: KeyedSiteSlot<ListedRow[]>;
  /**
   * Content items with their relations (content/graph.ts) by id or path, misses included: what a
   * content page and getContent read. Dropped by changes of content, images, persons and terms,
   * and after LIST_TTL_MS. Who may see an item is decided per request (status, dates, preview).
   */
  contentGraphs: KeyedSiteSlot<ContentGraph | null>;
  /** Persons with their photos by id, misses included (author pages, the about_author block: pages/authors.ts). */
  authors: KeyedSiteSlot<AuthorCard | null>;
  /** The site's active site-licence companies by IP range (ipGating/lookup.ts licenseCompanyFor). */
  licenseCompanies: SiteSlot<LicenseIndex>;
  /** Publications, issues and magazine sections with their logos and covers (magazine pages and blocks, magazines/index.ts). */
  magazines: SiteSlot<MagazineIndex>;
}

/**
 * Lists also change with the clock alone (an item scheduled to go live, a schedule ending): a
 * cached list is used for at most this long. Pages in the page cache live longer (five minutes).
 */
export const LIST_TTL_MS = 60_000;

const imageOf = (rows: Map<number, AssetRow>, id: number | null): AssetRow | null => {
  const row = id === null ? undefined : rows.get(id);
  return row && row.kind === 'image' ? row : null;
};

export function createSiteSlots(cache: SiteCache, { db, env }: { db: Db; env: 'production' | 'development' | 'test' }): SiteSlots {
  const settings = cache.slot({ name: 'settings', kinds: ['settings'], load: (tenantId) => loadSettingsBundle(db, tenantId) });
  return {
    tenants: cache.slot({ name: 'tenants', kinds: ['tenants'], load: () => loadTenantIndex(db) }),
    settings,
    images: cache.slot({
      name: 'images',
      kinds: ['settings', 'assets'],
      load: async (tenantId) => {
        const { site } = await settings.get(tenantId);
        const ids = [site.header.logo, site.footer.logo, site.sponsoredSearch.logo, site.sponsoredSearch.altLogo, site.general.favicon];
        const rows = new Map((await loadAssetsByIds(db, tenantId, ids.filter((id): id is number => id !== null))).map((row) => [row.id, row]));
        const favicon = site.general.favicon === null ? undefined : rows.get(site.general.favicon);
        return {
          logo: imageOf(rows, site.header.logo),
          footerLogo: imageOf(rows, site.footer.logo),
          sponsorLogo: imageOf(rows, site.sponsoredSearch.logo),
          sponsorAltLogo: imageOf(rows, site.sponsoredSearch.altLogo),
          favicon: favicon ?? null,
        };
      },
    }),
    menus: cache.slot({ name: 'menus', kinds: ['menus'], load: (tenantId) => loadMenus(db, tenantId) }),
    layouts: cache.slot({ name: 'layouts', kinds: ['layouts'], load: (tenantId) => findLayoutsForTenant(db, tenantId) }),
    sections: cache.slot({ name: 'sections', kinds: ['sections'], load: async (tenantId) => buildSectionTree(await loadSections(db, tenantId)) }),
    modules: cache.slot({ name: 'modules', kinds: ['modules', 'memberships'], load: (tenantId) => loadModuleState(db, tenantId, env) }),
    redirects: cache.keyed({ name: 'redirects', kinds: ['redirects'], maxPerSite: 10_000 }),
    derived: cache.keyed({ name: 'derived', kinds: ['settings', 'menus', 'assets', 'modules'], maxPerSite: 50 }),
    lists: cache.keyed({ name: 'lists', kinds: ['content', 'assets', 'sections'], maxPerSite: 2_000, ttlMs: LIST_TTL_MS }),
    contentGraphs: cache.keyed({ name: 'contentGraphs', kinds: ['content', 'assets', 'persons', 'taxonomy'], maxPerSite: 1_000, ttlMs: LIST_TTL_MS }),
    authors: cache.keyed({ name: 'authors', kinds: ['persons', 'assets'], maxPerSite: 2_000 }),
    licenseCompanies: cache.slot({ name: 'licenseCompanies', kinds: ['licenseCompanies'], load: (tenantId) => loadLicenseIndex(db, tenantId) }),
    magazines: cache.slot({ name: 'magazines', kinds: ['magazines', 'assets'], load: (tenantId) => loadMagazineIndex(db, tenantId) }),
  };
}
