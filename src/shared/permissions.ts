import { createGuard } from './guards';

/** Spec 000 §6 "Permissions seen", in the spec's order (32). */
export const PERMISSIONS = [
  'manage_content',
  'manage_taxonomy',
  'bulk_update_content',
  'manage_assets',
  'manage_newsletter_templates',
  'manage_newsletter_templates_basic',
  'manage_newsletter_campaigns',
  'manage_newsletter_ads',
  'manage_newsletter_settings',
  'manage_magazine_publications',
  'manage_magazine_issues',
  'manage_magazine_sections',
  'manage_contracts',
  'manage_memberships',
  'manage_site_users',
  'manage_ip_gating',
  'view_common_reports',
  'manage_print_export',
  'view_site_settings',
  'manage_site_settings',
  'view_site_layouts',
  'manage_site_layouts',
  'manage_menus',
  'manage_redirects',
  'view_site_sections',
  'manage_site_sections',
  'manage_header_cta',
  'view_ad_unit_patterns',
  'manage_ad_unit_patterns',
  'manage_users',
  'manage_modules',
  'view_history',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = createGuard(PERMISSIONS);
