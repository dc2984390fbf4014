import { hasAnyPermission } from '../../shared/roles.js';
import type { AdminToolbarLink, ShellCmsUser } from './types.js';

/** The page the toolbar is shown on, as its +data knows it. */
export interface ToolbarPage {
  /** The content item shown (content pages). */
  contentId: number | null;
  /** The section of a section page; a content page passes its content id and gets no 'Edit Section'. */
  sectionId: number | null;
  /** The layout the page was assembled from; null when none matched (the built-in default). */
  layoutId: number | null;
  /**
   * The page's name in the spec's sense (002 §3 "Page: id, name, layoutType…"): the name of the
   * layout that built it ('Section pages', 'Home page'), for 'Configure {page name} Layout'.
   */
  name: string;
}

/** 'Configure Section pages Layout'; a name that already ends in "layout" is not followed by another. */
export function configureLayoutLabel(name: string): string {
  const trimmed = name.trim().replace(/(^|\s+)layout$/i, '');
  return trimmed ? `Configure ${trimmed} Layout` : 'Configure Layout';
}

/**
 * The admin shortcuts of a public page (spec 002 §6, "Admin shortcuts on public pages"):
 * - manage_content plus a content id → 'Edit Content' → /admin/edit-content/{id};
 * - manage_site_sections on a section page → 'Edit Section' → /admin/edit-website-section/{id};
 * - manage_site_layouts on a named page → 'Configure {page name} Layout' →
 *   /admin/edit-web-layout/{layoutId}. A named page is one built from a stored layout: its Page
 *   name (002 §3) is that layout's name, so the link says which layout it opens ('Configure
 *   Section pages Layout') on every page it builds — home, section, content, module and author
 *   pages alike. A page of the built-in default layout has no layout to open and gets no link.
 * Visitors get nothing, and neither does preview mode ("The toolbar is not shown in preview mode").
 * The permissions are the effective ones (the administrator role holds every permission), checked
 * with the same any-of rule the server applies.
 */
export function adminToolbarFor({ cmsUser, page, preview }: { cmsUser: ShellCmsUser | null; page: ToolbarPage; preview: boolean }): AdminToolbarLink[] {
  if (!cmsUser || preview) return [];
  const granted = new Set(cmsUser.permissions);
  const links: AdminToolbarLink[] = [];
  if (page.contentId !== null && hasAnyPermission(granted, ['manage_content'])) {
    links.push({ label: 'Edit Content', href: `/admin/edit-content/${page.contentId}` });
  }
  if (page.contentId === null && page.sectionId !== null && hasAnyPermission(granted, ['manage_site_sections'])) {
    links.push({ label: 'Edit Section', href: `/admin/edit-website-section/${page.sectionId}` });
  }
  if (page.layoutId !== null && hasAnyPermission(granted, ['manage_site_layouts'])) {
    links.push({ label: configureLayoutLabel(page.name), href: `/admin/edit-web-layout/${page.layoutId}` });
  }
  return links;
}
