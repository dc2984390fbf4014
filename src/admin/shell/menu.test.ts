import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_CATALOGUE } from '../../shared/contentTypes.js';
import { PERMISSIONS, type Permission } from '../../shared/permissions.js';
import { ROLE_PERMISSIONS } from '../../shared/roles.js';
import type { ShellFlags } from './flags.js';
import { ADMIN_MENU, destinationTitle, filterDestinations, filterMenu, menuDestinations, type MenuContext, type MenuItem, type ModuleSwitches } from './menu.js';
import { permissionChecker } from './session.js';

const ALL_MODULES: ModuleSwitches = { leaders: true, magazine: true, newsletters: true, search: true, memberships: true, sourceesb: true };
const NO_MODULES: ModuleSwitches = { leaders: false, magazine: false, newsletters: false, search: false, memberships: false, sourceesb: false };
const NO_FLAGS: ShellFlags = { newDesign: false, companyUpdates: false, ipGating: false, devTools: false };
const ALL_FLAGS: ShellFlags = { newDesign: true, companyUpdates: true, ipGating: true, devTools: true };

function ctx(permissions: readonly Permission[] | null, overrides: Partial<MenuContext> = {}): MenuContext {
  return { can: permissionChecker(permissions), modules: ALL_MODULES, flags: NO_FLAGS, ...overrides };
}

const labels = (items: MenuItem[]) => items.map((item) => item.label);
const group = (items: MenuItem[], label: string) => items.find((item) => item.label === label);
const links = (items: MenuItem[]) => menuDestinations(items).map((d) => d.link);

describe('ADMIN_MENU (spec 001 §2)', () => {
  it('has the groups in the order of the spec', () => {
    expect(labels(ADMIN_MENU)).toEqual([
      'Content',
      'Newsletters',
      'Magazines',
      'Contracts',
      'Site Memberships',
      'Reports',
      'Exports',
      'Settings',
      'Cross Site',
      'Dev Tools',
      'My Account',
    ]);
  });

  it('lists every entry of the spec', () => {
    const all = links(filterMenu(ADMIN_MENU, ctx(PERMISSIONS, { flags: { ...ALL_FLAGS, newDesign: false } })));
    const expected = [
      '/admin/content',
      '/admin/taxonomy',
      '/admin/company-updates',
      '/admin/content-research',
      '/admin/bulk-update-content',
      '/admin/content-syndication',
      '/admin/digital-media-library',
      '/admin/newsletter-templates',
      '/admin/create-newsletter-template',
      '/admin/newsletter-campaigns',
      '/admin/create-newsletter-campaign',
      '/admin/newsletter-ads',
      '/admin/create-newsletter-ad',
      '/admin/newsletter-content',
      '/admin/newsletter-settings',
      '/admin/magazine-publications/',
      '/admin/magazine-issues/',
      '/admin/magazine-sections/',
      '/admin/contracts',
      '/admin/create-contract',
      '/admin/persons',
      '/admin/contracts/settings',
      '/admin/site-users',
      '/admin/migrate-site-users',
      '/admin/memberships',
      '/admin/create-membership',
      '/admin/ip-gating-settings',
      '/admin/create-ip-gating',
      '/admin/membership-settings',
      '/admin/site-performance-report',
      '/admin/site-license-company-page-views-report',
      '/admin/company-export',
      '/scripts/indesign.zip',
      '/admin/print-exports',
      '/admin/rmi-report',
      '/admin/taxonomy-export',
      '/admin/layouts',
      '/admin/create-web-layout',
      '/admin/menus',
      '/admin/meig-settings',
      '/admin/redirects',
      '/admin/create-redirect',
      '/admin/website-sections',
      '/admin/create-website-section',
      '/admin/edit-site-settings',
      '/admin/contacts-settings',
      '/admin/podcasts-settings',
      '/admin/edit-cta-message',
      '/admin/ad-unit-patterns',
      '/admin/create-ad-unit-pattern',
      '/admin/ad-unit-settings-report',
      '/admin/cms-users',
      '/admin/create-cms-user',
      '/admin/cross-site-reports',
      '/admin/cross-site-exports',
      '/admin/history',
      '/admin/edit-enabled-modules',
      '/admin/page-speed-report',
      '/admin/test-form-api',
      '/admin/system',
      '/admin/user',
      '/admin/aspire-news',
      '/admin/logout',
    ];
    for (const link of expected) expect(all).toContain(link);
    expect(all).toContain('/admin/magazine-issues/?action=add');
  });

  it('offers one create-content entry per content type, each in a new window', () => {
    const content = group(filterMenu(ADMIN_MENU, ctx(['manage_content'])), 'Content');
    const create = content?.children?.find((item) => item.label === 'Create Content');
    expect(create?.children?.map((c) => c.link)).toEqual(CONTENT_TYPE_CATALOGUE.map((t) => `/admin/create-content/${t.editKey}`));
    expect(create?.children?.every((c) => c.newWindow)).toBe(true);
  });

  it('uses only permissions the spec lists', () => {
    const walk = (items: MenuItem[]): Permission[] => items.flatMap((i) => [...i.permissions, ...(i.addPermissions ?? []), ...walk(i.children ?? [])]);
    for (const p of walk(ADMIN_MENU)) expect(PERMISSIONS).toContain(p);
  });
});

describe('filterMenu (spec 000 §6 menu rules)', () => {
  it('shows nothing when nobody is logged in', () => {
    expect(filterMenu(ADMIN_MENU, ctx(null))).toEqual([]);
  });

  it('shows only My Account to a user without permissions (news and account need a login only)', () => {
    expect(labels(filterMenu(ADMIN_MENU, ctx([])))).toEqual(['My Account']);
  });

  it('shows a parent for any of its permissions, with only the children the user may open', () => {
    const menu = filterMenu(ADMIN_MENU, ctx(['manage_redirects']));
    expect(labels(menu)).toEqual(['Settings', 'My Account']);
    expect(labels(group(menu, 'Settings')?.children ?? [])).toEqual(['Redirects']);
  });

  it('hides a parent whose children are all hidden by their conditions', () => {
    const items: MenuItem[] = [
      { label: 'Group', permissions: ['manage_ip_gating'], children: [{ label: 'Gated', link: '/x', permissions: ['manage_ip_gating'], condition: () => false }] },
    ];
    expect(filterMenu(items, ctx(['manage_ip_gating']))).toEqual([]);
  });

  it('needs the manage permission for add links (layouts, sections, templates, ad unit patterns)', () => {
    const viewer = filterMenu(ADMIN_MENU, ctx(['view_site_layouts', 'view_site_sections', 'view_ad_unit_patterns', 'manage_newsletter_templates_basic']));
    const viewerLinks = links(viewer);
    expect(viewerLinks).toEqual(expect.arrayContaining(['/admin/layouts', '/admin/website-sections', '/admin/ad-unit-patterns', '/admin/newsletter-templates']));
    for (const add of ['/admin/create-web-layout', '/admin/create-website-section', '/admin/create-ad-unit-pattern', '/admin/create-newsletter-template']) {
      expect(viewerLinks).not.toContain(add);
    }
    const manager = links(filterMenu(ADMIN_MENU, ctx(['manage_site_layouts', 'manage_site_sections', 'manage_ad_unit_patterns', 'manage_newsletter_templates'])));
    expect(manager).toEqual(expect.arrayContaining(['/admin/create-web-layout', '/admin/create-website-section', '/admin/create-ad-unit-pattern', '/admin/create-newsletter-template']));
  });

  it('needs manage_modules for Dev Tools, even with view_history', () => {
    expect(labels(filterMenu(ADMIN_MENU, ctx(['view_history'])))).not.toContain('Dev Tools');
    const dev = group(filterMenu(ADMIN_MENU, ctx(['manage_modules'])), 'Dev Tools');
    expect(labels(dev?.children ?? [])).toEqual(['Enabled Modules', 'Page Speed Report', 'Test Form API', 'System']);
    const both = group(filterMenu(ADMIN_MENU, ctx(['manage_modules', 'view_history'])), 'Dev Tools');
    expect(labels(both?.children ?? [])).toContain('History');
  });

  it('hides the module-gated groups when their module is off', () => {
    const on = labels(filterMenu(ADMIN_MENU, ctx(PERMISSIONS)));
    expect(on).toEqual(expect.arrayContaining(['Newsletters', 'Magazines', 'Site Memberships']));
    const off = labels(filterMenu(ADMIN_MENU, ctx(PERMISSIONS, { modules: NO_MODULES })));
    expect(off).not.toContain('Newsletters');
    expect(off).not.toContain('Magazines');
    expect(off).not.toContain('Site Memberships');
    expect(off).toContain('Content');
  });

  it('offers the site users and their import to manage_site_users, in the Site Memberships group', () => {
    const menu = filterMenu(ADMIN_MENU, ctx(['manage_site_users']));
    expect(labels(menu)).toEqual(['Site Memberships', 'My Account']);
    expect(group(menu, 'Site Memberships')?.children?.map((item) => [item.label, item.link])).toEqual([
      ['Site Users', '/admin/site-users'],
      ['Import Site Users', '/admin/migrate-site-users'],
    ]);
    expect(links(filterMenu(ADMIN_MENU, ctx(['manage_memberships'])))).not.toContain('/admin/migrate-site-users');
    expect(labels(filterMenu(ADMIN_MENU, ctx(['manage_site_users'], { modules: NO_MODULES })))).toEqual(['My Account']);
  });

  it('gates company updates and IP gating (with its add link) by their flags', () => {
    const off = links(filterMenu(ADMIN_MENU, ctx(PERMISSIONS)));
    expect(off).not.toContain('/admin/company-updates');
    expect(off).not.toContain('/admin/ip-gating-settings');
    expect(off).not.toContain('/admin/create-ip-gating');
    const on = links(filterMenu(ADMIN_MENU, ctx(PERMISSIONS, { flags: ALL_FLAGS })));
    expect(on).toEqual(expect.arrayContaining(['/admin/company-updates', '/admin/ip-gating-settings', '/admin/create-ip-gating']));
  });

  it('links site settings to the new design when its flag is on', () => {
    expect(links(filterMenu(ADMIN_MENU, ctx(['view_site_settings'])))).toContain('/admin/edit-site-settings');
    const newDesign = links(filterMenu(ADMIN_MENU, ctx(['view_site_settings'], { flags: { ...NO_FLAGS, newDesign: true } })));
    expect(newDesign).toContain('/admin/site-settings-new');
    expect(newDesign).not.toContain('/admin/edit-site-settings');
  });

  it('gives the default editor role content, settings views and reports — no dev tools, no CMS users', () => {
    const menu = filterMenu(ADMIN_MENU, ctx(ROLE_PERMISSIONS.editor));
    expect(labels(menu)).toEqual(['Content', 'Contracts', 'Reports', 'Settings', 'Cross Site', 'My Account']);
    expect(labels(group(menu, 'Cross Site')?.children ?? [])).toEqual(['Cross Site Reports']);
    // Editors manage authors (persons, manage_content) but not contracts.
    expect(labels(group(menu, 'Contracts')?.children ?? [])).toEqual(['Persons']);
  });

  it('does not change its input', () => {
    const before = JSON.stringify(ADMIN_MENU);
    filterMenu(ADMIN_MENU, ctx(['view_site_layouts']));
    expect(JSON.stringify(ADMIN_MENU)).toBe(before);
  });
});

describe('command palette filter', () => {
  const destinations = menuDestinations(filterMenu(ADMIN_MENU, ctx(PERMISSIONS)));

  it('puts the exact label first', () => {
    const [first] = filterDestinations(destinations, 'redirects');
    expect(first?.link).toBe('/admin/redirects');
  });

  it('matches every word, also in the parent labels', () => {
    const found = filterDestinations(destinations, 'create article');
    expect(found[0]?.link).toBe('/admin/create-content/article');
    expect(destinationTitle(found[0]!)).toBe('Create Content › Article');
    expect(found[0]?.newWindow).toBe(true);
  });

  it('is case-insensitive, returns everything for a blank query and nothing for nonsense', () => {
    expect(filterDestinations(destinations, 'CMS USERS')[0]?.link).toBe('/admin/cms-users');
    expect(filterDestinations(destinations, '   ')).toHaveLength(destinations.length);
    expect(filterDestinations(destinations, 'zzzz')).toEqual([]);
  });
});
