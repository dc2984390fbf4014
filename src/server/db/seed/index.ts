import { ALL_SITES, CACHE_KINDS, recordSiteChangeNow } from '../../cache/siteChanges.js';
import type { Db } from '../client.js';
import { ensureAdmin } from './cmsUsers.js';
import { seedGlobalAdUnitPatterns } from './commerce.js';
import { seedPlatform } from './platform.js';
import { seedMenus } from './menus.js';
import { seedSiteSettings } from './siteSettings.js';
import { seedNewsletters } from './newsletters.js';
import { seedTenant, type TenantSeedSummary } from './seedTenant.js';
import { DEMO_TENANTS } from './tenants.js';
import type { SeedOptions, SeedResult } from './types.js';

export type { SeedOptions, SeedResult } from './types.js';
export type { TenantSeedSummary } from './seedTenant.js';
export { ADMIN_USER } from './cmsUsers.js';
export { DEMO_TENANTS } from './tenants.js';

/**
 * The demo data set (idempotent): three tenants (the default electronic design brand, a fleet and
 * logistics brand and a small test tenant), global ad unit patterns and the administrator.
 *
 * Each tenant is seeded in one transaction, only when its tenant row does not exist yet; global
 * ad unit patterns are inserted when missing (by name); the administrator is created when
 * missing, or gets ADMIN_PASSWORD when that is given. Running it again changes nothing.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const createdTenants: string[] = [];

  for (const def of DEMO_TENANTS) {
    const summary = await seedTenant(db, def, { storage: options.storage, now });
    if (!summary) {
      log(`tenant ${def.key}: exists, skipped`);
      continue;
    }
    createdTenants.push(def.key);
    log(describe(summary));
  }

  const globalPatterns = await db.transaction((tx) => seedGlobalAdUnitPatterns(tx));
  if (globalPatterns > 0) log(`global ad unit patterns: ${globalPatterns}`);

  const platform = await seedPlatform(db, now);
  if (platform.modules || platform.news) log(`modules for ${platform.modules} sites, ${platform.news} news items`);

  const settings = await seedSiteSettings(db, options.storage);
  if (settings.written > 0) log(`settings documents: ${settings.written}`);
  for (const problem of settings.skipped) log(`settings documents skipped for ${problem}`);

  // After the settings: the newsletters' product ids are the templates' lists.
  const newsletters = await seedNewsletters(db, now);
  if (newsletters.campaigns) log(`newsletters: ${newsletters.campaigns} campaigns, ${newsletters.subscribers} subscribers, ${newsletters.ads} ads`);

  const menuCount = await seedMenus(db);
  if (menuCount > 0) log(`menus: ${menuCount}`);

  const admin = await ensureAdmin(db, options.adminPassword);
  log(`cms user ${admin.username}: ${admin.created ? 'created' : 'exists'}`);
  // Running servers (on PostgreSQL) see new sites and documents at their next request.
  if (createdTenants.length || globalPatterns || platform.modules || settings.written || menuCount || newsletters.campaigns) {
    await recordSiteChangeNow(db, { tenantId: ALL_SITES, kinds: [...CACHE_KINDS] });
  }
  return { createdTenants, admin };
}

function describe(s: TenantSeedSummary): string {
  return (
    `tenant ${s.tenantKey}: ${s.sections} sections, ${s.content} content (${s.schedules} schedules, ` +
    `${s.taxonomy} taxonomy links, ${s.authors} authors, ${s.images} images), ${s.assets} assets, ` +
    `${s.persons} persons, ${s.terms} terms, ${s.memberships} memberships, ${s.newsletterTemplates} newsletter templates, ` +
    `${s.publications} publications (${s.issues} issues, ${s.magazineSections} magazine sections, ${s.issueSchedules} issue schedules), ` +
    `${s.contracts} contracts, ${s.adUnitPatterns} ad unit patterns`
  );
}
