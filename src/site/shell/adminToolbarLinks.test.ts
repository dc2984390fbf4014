import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '../../shared/permissions.js';
import { adminToolbarFor, configureLayoutLabel, type ToolbarPage } from './adminToolbarLinks.js';
import type { ShellCmsUser } from './types.js';

const user = (permissions: Permission[]): ShellCmsUser => ({ id: 1, name: 'Ed Itor', permissions });
// The page name is the name of the layout that built the page (002 §3 "Page").
const contentPage: ToolbarPage = { contentId: 10000042, sectionId: 7, layoutId: 3, name: 'Article pages' };
const sectionPage: ToolbarPage = { contentId: null, sectionId: 7, layoutId: 5, name: 'Section pages' };
const plainPage: ToolbarPage = { contentId: null, sectionId: null, layoutId: null, name: 'Search' };

describe('adminToolbarFor (002 §6)', () => {
  it('gives an administrator every shortcut of the page', () => {
    const admin = user([...PERMISSIONS]);
    expect(adminToolbarFor({ cmsUser: admin, page: contentPage, preview: false })).toEqual([
      { label: 'Edit Content', href: '/admin/edit-content/10000042' },
      { label: 'Configure Article pages Layout', href: '/admin/edit-web-layout/3' },
    ]);
    expect(adminToolbarFor({ cmsUser: admin, page: sectionPage, preview: false })).toEqual([
      { label: 'Edit Section', href: '/admin/edit-website-section/7' },
      { label: 'Configure Section pages Layout', href: '/admin/edit-web-layout/5' },
    ]);
  });

  it('follows each permission on its own', () => {
    expect(adminToolbarFor({ cmsUser: user(['manage_content']), page: contentPage, preview: false }).map((l) => l.label)).toEqual(['Edit Content']);
    expect(adminToolbarFor({ cmsUser: user(['manage_content']), page: sectionPage, preview: false })).toEqual([]);
    expect(adminToolbarFor({ cmsUser: user(['manage_site_sections']), page: sectionPage, preview: false }).map((l) => l.label)).toEqual(['Edit Section']);
    expect(adminToolbarFor({ cmsUser: user(['manage_site_layouts']), page: sectionPage, preview: false }).map((l) => l.label)).toEqual(['Configure Section pages Layout']);
    // Viewing layouts is not managing them.
    expect(adminToolbarFor({ cmsUser: user(['view_site_layouts', 'view_site_sections']), page: sectionPage, preview: false })).toEqual([]);
  });

  it('names the layout it opens, without saying "layout" twice', () => {
    expect(configureLayoutLabel('Home page')).toBe('Configure Home page Layout');
    expect(configureLayoutLabel('  Draft article layout ')).toBe('Configure Draft article Layout');
    expect(configureLayoutLabel('Layout')).toBe('Configure Layout');
    expect(configureLayoutLabel('')).toBe('Configure Layout');
    const named = adminToolbarFor({ cmsUser: user(['manage_site_layouts']), page: { ...contentPage, name: 'Video pages', layoutId: 9 }, preview: false });
    expect(named).toEqual([{ label: 'Configure Video pages Layout', href: '/admin/edit-web-layout/9' }]);
  });

  it('offers no layout shortcut where no layout applied, and nothing on a plain page', () => {
    expect(adminToolbarFor({ cmsUser: user([...PERMISSIONS]), page: plainPage, preview: false })).toEqual([]);
  });

  it('shows nothing in preview mode or to visitors', () => {
    expect(adminToolbarFor({ cmsUser: user([...PERMISSIONS]), page: contentPage, preview: true })).toEqual([]);
    expect(adminToolbarFor({ cmsUser: null, page: contentPage, preview: false })).toEqual([]);
  });
});
