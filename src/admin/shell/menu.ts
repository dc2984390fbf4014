// The admin toolbar's menu as data (spec 000 §3.2 "Menu option": label, icon, link, addLink,
// permissions, condition, children) and its filter (000 §6 "Menu rules", 001 §2 "Admin shell").
// The table of which permission guards which entry is in ./README.md — keep the two in step.
import { CONTENT_TYPE_CATALOGUE } from '../../shared/contentTypes.js';
import type { Permission } from '../../shared/permissions.js';
import type { ShellFlags } from './flags.js';
import {
  BookIcon,
  ChartIcon,
  DownloadIcon,
  FileTextIcon,
  GlobeIcon,
  MailIcon,
  SettingsIcon,
  SignatureIcon,
  UserCircleIcon,
  UsersIcon,
  WrenchIcon,
  type ShellIcon,
} from './icons.js';

/** Module switches of the site (spec 001 §3 "Modules"). */
export interface ModuleSwitches {
  leaders: boolean;
  magazine: boolean;
  newsletters: boolean;
  search: boolean;
  memberships: boolean;
  sourceesb: boolean;
}

export interface MenuContext {
  /** Any-of permission check; false when nobody is logged in; no permissions asked → logged in. */
  can: (...permissions: Permission[]) => boolean;
  modules: ModuleSwitches;
  flags: ShellFlags;
  /** The current site, for entries offered on one site only. */
  tenantKey?: string | null;
}

export interface MenuItem {
  label: string;
  icon?: ShellIcon;
  link?: string;
  /** The entry's "add" route (create screen); shown only with `addPermissions` (default: permissions). */
  addLink?: string;
  /** Label of the add entry; default `Add {label}`. */
  addLabel?: string;
  /** Any-of permissions for the add link: the matching manage permission (000 §6). */
  addPermissions?: Permission[];
  /** Any-of; an empty list only needs a login. For a parent: the permissions listed for it. */
  permissions: Permission[];
  /** Module or setting that must be on. */
  condition?: (ctx: MenuContext) => boolean;
  children?: MenuItem[];
  /** Opens in a new window (create-content links, 001 §2). */
  newWindow?: boolean;
  /** A file to download rather than a screen (the InDesign scripts archive). */
  download?: boolean;
}

/** Union of the permissions of the children (and their add links): a parent shows for any of them. */
function anyOfChildren(children: MenuItem[]): Permission[] {
  const all = new Set<Permission>();
  for (const child of children) {
    for (const p of child.permissions) all.add(p);
    for (const p of child.addPermissions ?? []) all.add(p);
    if (child.children) for (const p of anyOfChildren(child.children)) all.add(p);
  }
  return [...all];
}

function group(item: Omit<MenuItem, 'permissions'> & { permissions?: Permission[]; children: MenuItem[] }): MenuItem {
  return { ...item, permissions: item.permissions ?? anyOfChildren(item.children) };
}

/** 001 §2: "Create-content links open in a new window" — one per content type of 000 §3.1. */
const createContentEntries: MenuItem[] = CONTENT_TYPE_CATALOGUE.map((type) => ({
  label: type.label,
  link: `/admin/create-content/${type.editKey}`,
  permissions: ['manage_content'],
  newWindow: true,
}));

const SITE_SETTINGS: Permission[] = ['view_site_settings', 'manage_site_settings'];

/** The toolbar menu groups, in the order of spec 001 §2, with every entry listed there. */
export const ADMIN_MENU: MenuItem[] = [
  group({
    label: 'Content',
    icon: FileTextIcon,
    children: [
      { label: 'Manage Content', link: '/admin/content', permissions: ['manage_content'] },
      {
        label: 'Create Content',
        permissions: ['manage_content'],
        children: createContentEntries,
      },
      { label: 'Taxonomy', link: '/admin/taxonomy', permissions: ['manage_taxonomy'] },
      {
        label: 'Company Updates',
        link: '/admin/company-updates',
        permissions: ['manage_content'],
        condition: (ctx) => ctx.flags.companyUpdates,
      },
      { label: 'Content Research', link: '/admin/content-research', permissions: ['manage_content'] },
      { label: 'Bulk Update Content', link: '/admin/bulk-update-content', permissions: ['bulk_update_content'] },
      { label: 'Content Syndication', link: '/admin/content-syndication', permissions: ['manage_content'] },
      { label: 'Digital Media Library', link: '/admin/digital-media-library', permissions: ['manage_assets'] },
    ],
  }),
  group({
    label: 'Newsletters',
    icon: MailIcon,
    condition: (ctx) => ctx.modules.newsletters,
    children: [
      {
        label: 'Newsletter Templates',
        link: '/admin/newsletter-templates',
        permissions: ['manage_newsletter_templates', 'manage_newsletter_templates_basic'],
        addLink: '/admin/create-newsletter-template',
        addLabel: 'Create Newsletter Template',
        addPermissions: ['manage_newsletter_templates'],
      },
      {
        label: 'Newsletter Campaigns',
        link: '/admin/newsletter-campaigns',
        permissions: ['manage_newsletter_campaigns'],
        addLink: '/admin/create-newsletter-campaign',
        addLabel: 'Create Newsletter Campaign',
      },
      {
        label: 'Newsletter Ads',
        link: '/admin/newsletter-ads',
        permissions: ['manage_newsletter_ads'],
        addLink: '/admin/create-newsletter-ad',
        addLabel: 'Create Newsletter Ad',
      },
      { label: 'Newsletter Content', link: '/admin/newsletter-content', permissions: ['manage_newsletter_campaigns'] },
      { label: 'Newsletter Settings', link: '/admin/newsletter-settings', permissions: ['manage_newsletter_settings'] },
    ],
  }),
  group({
    label: 'Magazines',
    icon: BookIcon,
    condition: (ctx) => ctx.modules.magazine,
    // 001 §2: magazine entries take an action=add query to add.
    children: [
      {
        label: 'Magazine Publications',
        link: '/admin/magazine-publications/',
        permissions: ['manage_magazine_publications'],
        addLink: '/admin/magazine-publications/?action=add',
        addLabel: 'Add Magazine Publication',
      },
      {
        label: 'Magazine Issues',
        link: '/admin/magazine-issues/',
        permissions: ['manage_magazine_issues'],
        addLink: '/admin/magazine-issues/?action=add',
        addLabel: 'Add Magazine Issue',
      },
      {
        label: 'Magazine Sections',
        link: '/admin/magazine-sections/',
        permissions: ['manage_magazine_sections'],
        addLink: '/admin/magazine-sections/?action=add',
        addLabel: 'Add Magazine Section',
      },
    ],
  }),
  group({
    label: 'Contracts',
    icon: SignatureIcon,
    children: [
      {
        label: 'Contracts',
        link: '/admin/contracts',
        permissions: ['manage_contracts'],
        addLink: '/admin/create-contract',
        addLabel: 'Create Contract',
      },
      {
        label: 'Persons',
        link: '/admin/persons',
        // Persons are authors (manage_content) and contract contributors (manage_contracts).
        permissions: ['manage_contracts', 'manage_content'],
        // 001 §2: "Persons take an add via a create query".
        addLink: '/admin/persons?create=true',
        addLabel: 'Add Person',
      },
      { label: 'Contract Settings', link: '/admin/contracts/settings', permissions: ['manage_contracts'] },
    ],
  }),
  group({
    label: 'Site Memberships',
    icon: UsersIcon,
    condition: (ctx) => ctx.modules.memberships,
    children: [
      { label: 'Site Users', link: '/admin/site-users', permissions: ['manage_site_users'] },
      { label: 'Import Site Users', link: '/admin/migrate-site-users', permissions: ['manage_site_users'] },
      {
        label: 'Memberships',
        link: '/admin/memberships',
        permissions: ['manage_memberships'],
        addLink: '/admin/create-membership',
        addLabel: 'Create Membership',
      },
      {
        label: 'IP Gating',
        link: '/admin/ip-gating-settings',
        permissions: ['manage_ip_gating'],
        condition: (ctx) => ctx.flags.ipGating,
        addLink: '/admin/create-ip-gating',
        addLabel: 'Create IP Gating',
      },
      { label: 'Membership Settings', link: '/admin/membership-settings', permissions: ['manage_memberships'] },
    ],
  }),
  group({
    label: 'Reports',
    icon: ChartIcon,
    children: [
      { label: 'Site Performance Report', link: '/admin/site-performance-report', permissions: ['view_common_reports'] },
      {
        label: 'Site License Company Page Views',
        link: '/admin/site-license-company-page-views-report',
        permissions: ['view_common_reports'],
      },
    ],
  }),
  group({
    label: 'Exports',
    icon: DownloadIcon,
    children: [
      { label: 'Company Export', link: '/admin/company-export', permissions: ['manage_print_export'] },
      { label: 'InDesign Scripts', link: '/scripts/indesign.zip', permissions: ['manage_print_export'], download: true },
      { label: 'Print Exports', link: '/admin/print-exports', permissions: ['manage_print_export'] },
      { label: 'RMI Report', link: '/admin/rmi-report', permissions: ['manage_print_export'] },
      { label: 'Taxonomy Export', link: '/admin/taxonomy-export', permissions: ['manage_print_export'] },
    ],
  }),
  group({
    label: 'Settings',
    icon: SettingsIcon,
    children: [
      {
        label: 'Layouts',
        link: '/admin/layouts',
        permissions: ['view_site_layouts', 'manage_site_layouts'],
        addLink: '/admin/create-web-layout',
        addLabel: 'Create Layout',
        addPermissions: ['manage_site_layouts'],
      },
      { label: 'Menus', link: '/admin/menus', permissions: ['manage_menus'] },
      { label: 'MEIG Settings', link: '/admin/meig-settings', permissions: SITE_SETTINGS },
      {
        label: 'Redirects',
        link: '/admin/redirects',
        permissions: ['manage_redirects'],
        addLink: '/admin/create-redirect',
        addLabel: 'Create Redirect',
      },
      {
        label: 'Website Sections',
        link: '/admin/website-sections',
        permissions: ['view_site_sections', 'manage_site_sections'],
        addLink: '/admin/create-website-section',
        addLabel: 'Create Website Section',
        addPermissions: ['manage_site_sections'],
      },
      // 001 §2: the new-design flag decides which site settings screen the toolbar opens.
      { label: 'Site Settings', link: '/admin/edit-site-settings', permissions: SITE_SETTINGS },
      { label: 'Contacts Settings', link: '/admin/contacts-settings', permissions: SITE_SETTINGS },
      { label: 'Podcasts Settings', link: '/admin/podcasts-settings', permissions: SITE_SETTINGS },
      { label: 'Header CTA Message', link: '/admin/edit-cta-message', permissions: ['manage_header_cta'] },
    ],
  }),
  group({
    label: 'Cross Site',
    icon: GlobeIcon,
    children: [
      {
        label: 'Ad Unit Patterns',
        link: '/admin/ad-unit-patterns',
        permissions: ['view_ad_unit_patterns', 'manage_ad_unit_patterns'],
        addLink: '/admin/create-ad-unit-pattern',
        addLabel: 'Create Ad Unit Pattern',
        addPermissions: ['manage_ad_unit_patterns'],
      },
      {
        label: 'Ad Unit Settings Report',
        link: '/admin/ad-unit-settings-report',
        permissions: ['view_ad_unit_patterns', 'manage_ad_unit_patterns'],
      },
      {
        label: 'CMS Users',
        link: '/admin/cms-users',
        permissions: ['manage_users'],
        addLink: '/admin/create-cms-user',
        addLabel: 'Create CMS User',
      },
      { label: 'Cross Site Reports', link: '/admin/cross-site-reports', permissions: ['view_common_reports'] },
      { label: 'Cross Site Exports', link: '/admin/cross-site-exports', permissions: ['manage_print_export'] },
    ],
  }),
  group({
    label: 'Dev Tools',
    icon: WrenchIcon,
    // 000 §6: "The Dev Tools menu needs manage_modules."
    permissions: ['manage_modules'],
    children: [
      { label: 'History', link: '/admin/history', permissions: ['view_history'] },
      { label: 'Enabled Modules', link: '/admin/edit-enabled-modules', permissions: ['manage_modules'] },
      { label: 'Page Speed Report', link: '/admin/page-speed-report', permissions: ['manage_modules'] },
      { label: 'Test Form API', link: '/admin/test-form-api', permissions: ['manage_modules'] },
      { label: 'System', link: '/admin/system', permissions: ['manage_modules'] },
    ],
  }),
  group({
    label: 'My Account',
    icon: UserCircleIcon,
    // 000 §6: My Account appears only when logged in (no permission beyond the login).
    permissions: [],
    children: [
      { label: 'Profile', link: '/admin/user', permissions: [] },
      { label: 'Aspire News', link: '/admin/aspire-news', permissions: [] },
      { label: 'Log Out', link: '/admin/logout', permissions: [] },
    ],
  }),
];

/** Resolves links that depend on flags (site settings: new or classic design). */
function resolveLink(item: MenuItem, ctx: MenuContext): string | undefined {
  if (item.link === '/admin/edit-site-settings' && ctx.flags.newDesign) return '/admin/site-settings-new';
  return item.link;
}

/**
 * The entries this user may see (000 §6): an item needs one of its permissions and its module or
 * setting; a parent also needs at least one visible child; add links need their manage permission.
 * Returns new objects; the input is not changed.
 */
export function filterMenu(items: readonly MenuItem[], ctx: MenuContext): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (item.condition && !item.condition(ctx)) continue;
    if (!ctx.can(...item.permissions)) continue;
    const next: MenuItem = { ...item };
    const link = resolveLink(item, ctx);
    if (link !== undefined) next.link = link;
    if (item.children) {
      const children = filterMenu(item.children, ctx);
      if (children.length === 0) continue;
      next.children = children;
    }
    if (item.addLink && !ctx.can(...(item.addPermissions ?? item.permissions))) {
      delete next.addLink;
      delete next.addLabel;
    }
    visible.push(next);
  }
  return visible;
}

/** One destination of the (filtered) menu: what the command palette offers. */
export interface MenuDestination {
  id: string;
  label: string;
  /** The top-level group, e.g. 'Settings'. */
  group: string;
  /** The path of parents below the group, e.g. ['Create Content']. */
  trail: string[];
  link: string;
  newWindow: boolean;
  download: boolean;
}

/** Every link and add link of a filtered menu, depth first, in menu order. */
export function menuDestinations(items: readonly MenuItem[]): MenuDestination[] {
  const out: MenuDestination[] = [];
  const walk = (list: readonly MenuItem[], groupLabel: string | null, trail: string[]) => {
    for (const item of list) {
      const groupName = groupLabel ?? item.label;
      if (item.link) {
        out.push({
          id: `${item.link}#${out.length}`,
          label: item.label,
          group: groupName,
          trail,
          link: item.link,
          newWindow: Boolean(item.newWindow),
          download: Boolean(item.download),
        });
      }
      if (item.addLink) {
        out.push({
          id: `${item.addLink}#${out.length}`,
          label: item.addLabel ?? `Add ${item.label}`,
          group: groupName,
          trail,
          link: item.addLink,
          newWindow: Boolean(item.newWindow),
          download: false,
        });
      }
      if (item.children) walk(item.children, groupName, groupLabel === null ? [] : [...trail, item.label]);
    }
  };
  walk(items, null, []);
  return out;
}

/** The destination's full label as the palette shows it: 'Create Content › Article'. */
export function destinationTitle(destination: MenuDestination): string {
  return [...destination.trail, destination.label].join(' › ');
}

/**
 * The palette's text filter over menu labels (000 §2.4): every word of the query must occur in the
 * label or the labels of its parents below the group; best matches first — exact label, label prefix, word prefix,
 * anywhere. Menu order breaks ties.
 */
export function filterDestinations(destinations: readonly MenuDestination[], query: string): MenuDestination[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...destinations];
  const phrase = words.join(' ');
  const scored: { destination: MenuDestination; score: number; index: number }[] = [];
  destinations.forEach((destination, index) => {
    const label = destination.label.toLowerCase();
    // Labels only (000 §2.4), with the entry's parents: 'create article' finds Create Content › Article.
    const haystack = `${destination.trail.join(' ')} ${destination.label}`.toLowerCase();
    if (!words.every((word) => haystack.includes(word))) return;
    let score = 4;
    if (label === phrase) score = 0;
    else if (label.startsWith(phrase)) score = 1;
    else if (label.split(/[\s-]+/).some((part) => part.startsWith(phrase))) score = 2;
    else if (label.includes(phrase)) score = 3;
    scored.push({ destination, score, index });
  });
  scored.sort((a, b) => a.score - b.score || a.index - b.index);
  return scored.map((entry) => entry.destination);
}
