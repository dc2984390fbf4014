import { describe, expect, it } from 'vitest';
import { PERMISSIONS, isPermission } from './permissions';

describe('permissions (spec 000 §6)', () => {
  it('has the 32 permissions, unique, in the spec order', () => {
    expect(PERMISSIONS).toHaveLength(32);
    expect(new Set(PERMISSIONS).size).toBe(32);
    expect(PERMISSIONS[0]).toBe('manage_content');
    expect(PERMISSIONS[2]).toBe('bulk_update_content');
    expect(PERMISSIONS[5]).toBe('manage_newsletter_templates_basic');
    expect(PERMISSIONS.at(-2)).toBe('manage_modules');
    expect(PERMISSIONS.at(-1)).toBe('view_history');
  });

  it('matches the spec list verbatim', () => {
    const spec =
      'manage_content, manage_taxonomy, bulk_update_content, manage_assets, manage_newsletter_templates, ' +
      'manage_newsletter_templates_basic, manage_newsletter_campaigns, manage_newsletter_ads, ' +
      'manage_newsletter_settings, manage_magazine_publications, manage_magazine_issues, ' +
      'manage_magazine_sections, manage_contracts, manage_memberships, manage_site_users, manage_ip_gating, ' +
      'view_common_reports, manage_print_export, view_site_settings, manage_site_settings, view_site_layouts, ' +
      'manage_site_layouts, manage_menus, manage_redirects, view_site_sections, manage_site_sections, ' +
      'manage_header_cta, view_ad_unit_patterns, manage_ad_unit_patterns, manage_users, manage_modules, view_history';
    expect(PERMISSIONS.join(', ')).toBe(spec);
  });

  it('guards', () => {
    expect(isPermission('manage_site_sections')).toBe(true);
    expect(isPermission('MANAGE_CONTENT')).toBe(false);
    expect(isPermission('admin')).toBe(false);
    expect(isPermission(undefined)).toBe(false);
  });
});
