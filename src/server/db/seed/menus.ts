import { and, asc, eq, inArray } from 'drizzle-orm';
import { parseMenuItems, type MenuLink, type MenuLocation } from '../../../shared/menus.js';
import type { Db } from '../client.js';
import { menus, tenants, websiteSections } from '../schema/index.js';

const link = (label: string, url: string, children: MenuLink[] = [], newWindow = false): MenuLink => ({ label, url, newWindow, children });

/** Sister brands of the demo installation (each links to the other site). */
const BRANDS: Readonly<Record<string, MenuLink[]>> = {
  edr: [link('Fleet Operations Today', 'https://fot.localhost/', [], true)],
  fot: [link('Electronic Design Review', 'https://edr.localhost/', [], true)],
};

/**
 * Demo menus for edr and fot, built from each site's top sections, written once per location (a
 * saved menu is left alone). Every menu goes through the shared menu schema, as a save does.
 */
export async function seedMenus(db: Db): Promise<number> {
  const sites = await db.select({ id: tenants.id, key: tenants.tenantKey }).from(tenants).where(inArray(tenants.tenantKey, ['edr', 'fot']));
  let written = 0;
  for (const site of sites) {
    const sections = await db
      .select({ id: websiteSections.id, name: websiteSections.name, alias: websiteSections.alias, parentId: websiteSections.parentId })
      .from(websiteSections)
      .where(and(eq(websiteSections.tenantId, site.id), eq(websiteSections.status, 1)))
      .orderBy(asc(websiteSections.depth), asc(websiteSections.sequence));
    const top = sections.filter((s) => s.parentId === null);
    const childrenOf = (id: number) => sections.filter((s) => s.parentId === id).map((s) => link(s.name, `/${s.alias}`));
    const pathOf = (alias: string) => (alias === 'home' ? '/' : `/${alias}`);
    const sectionLinks = top.map((s) => link(s.name, pathOf(s.alias)));
    const groups = top.map((s) => link(s.name, pathOf(s.alias), childrenOf(s.id)));
    const about = [link('About Us', '/about-us'), link('Contact Us', '/contact-us'), link('Advertise', '/advertise'), link('Privacy Policy', '/privacy-policy')];
    const documents: Record<MenuLocation, MenuLink[]> = {
      header_primary: sectionLinks.slice(0, 8),
      header_secondary: [link('Newsletters', '/newsletters'), link('Events', '/events'), link('Webinars', '/webinars'), link('Magazine', '/magazine')],
      hamburger: groups.slice(0, 10),
      footer: [link('Sections', '', sectionLinks.slice(0, 8)), link('Company', '', about)],
      mega_1: groups.slice(0, 5),
      mega_2: [link('Special', '', [link('Events', '/events'), link('Webinars', '/webinars'), link('White Papers', '/white-papers')]), link('Contact', '', about)],
      affiliated_brands: BRANDS[site.key] ?? [],
    };
    for (const [location, raw] of Object.entries(documents) as [MenuLocation, MenuLink[]][]) {
      const parsed = parseMenuItems(location, raw);
      if (!parsed.ok) throw new Error(`demo menu ${site.key}/${location} is invalid: ${JSON.stringify(parsed.fieldErrors)}`);
      const inserted = await db
        .insert(menus)
        .values({ tenantId: site.id, location, items: parsed.items })
        .onConflictDoNothing()
        .returning({ location: menus.location });
      written += inserted.length;
    }
  }
  return written;
}
