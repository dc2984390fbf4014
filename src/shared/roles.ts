import { PERMISSIONS, type Permission } from './permissions.js';

/**
 * CMS roles. Spec 000 §6 names the permissions and the default role (editor) but not the list of
 * roles; these are the roles a business-media publisher staffs, each a set of the spec's
 * permissions. A user's extraPermissions add to the role. Documented in the README ("Roles").
 */
export const ROLES = [
  'administrator',
  'site_administrator',
  'managing_editor',
  'editor',
  'newsletter_manager',
  'audience_manager',
  'ad_operations',
  'viewer',
] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'editor';

const VIEW: Permission[] = ['view_site_settings', 'view_site_layouts', 'view_site_sections', 'view_ad_unit_patterns', 'view_common_reports', 'view_history'];
const EDITORIAL: Permission[] = ['manage_content', 'manage_taxonomy', 'manage_assets', 'view_site_settings', 'view_site_layouts', 'view_site_sections', 'view_common_reports', 'view_history'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  /** Everything, including users and modules; usually a global user. */
  administrator: PERMISSIONS,
  /** Runs a site: everything but module switches (a platform decision). */
  site_administrator: PERMISSIONS.filter((p) => p !== 'manage_modules'),
  /** Owns the site's structure and editorial workflow. */
  managing_editor: [
    ...EDITORIAL,
    'bulk_update_content',
    'manage_site_sections',
    'manage_site_layouts',
    'manage_menus',
    'manage_redirects',
    'manage_header_cta',
    'manage_print_export',
    'manage_magazine_publications',
    'manage_magazine_issues',
    'manage_magazine_sections',
    'manage_contracts',
    'manage_newsletter_templates_basic',
  ],
  /** The default role: writes and publishes content. */
  editor: EDITORIAL,
  newsletter_manager: [
    'manage_newsletter_templates',
    'manage_newsletter_templates_basic',
    'manage_newsletter_campaigns',
    'manage_newsletter_ads',
    'manage_newsletter_settings',
    'view_common_reports',
    'view_site_settings',
  ],
  audience_manager: ['manage_memberships', 'manage_site_users', 'manage_ip_gating', 'view_common_reports', 'view_site_settings'],
  ad_operations: ['view_ad_unit_patterns', 'manage_ad_unit_patterns', 'view_site_layouts', 'view_common_reports'],
  /** Read-only access to settings, layouts, sections and reports. */
  viewer: VIEW,
};

export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  site_administrator: 'Site administrator',
  managing_editor: 'Managing editor',
  editor: 'Editor',
  newsletter_manager: 'Newsletter manager',
  audience_manager: 'Audience manager',
  ad_operations: 'Ad operations',
  viewer: 'Viewer',
};

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** The role's permissions plus the extra ones; an unknown role grants nothing but the extras. */
export function effectivePermissions(role: string, extraPermissions: readonly string[] = []): Set<Permission> {
  const granted = new Set<Permission>(isRole(role) ? ROLE_PERMISSIONS[role] : []);
  for (const p of extraPermissions) if ((PERMISSIONS as readonly string[]).includes(p)) granted.add(p as Permission);
  return granted;
}

/**
 * The check of spec 000 §6: passes when the user holds any one of the permissions asked for, and
 * fails when nobody is logged in. Asking for no permission only requires a login.
 */
export function hasAnyPermission(granted: ReadonlySet<Permission> | null | undefined, wanted: readonly Permission[]): boolean {
  if (!granted) return false;
  if (wanted.length === 0) return true;
  return wanted.some((p) => granted.has(p));
}
