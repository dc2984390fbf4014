import type { MenuLocation } from '../../shared/menus.js';
import type { HAMBURGER_STYLES } from '../../shared/settings/lookAndFeel.js';
import type { Permission } from '../../shared/permissions.js';

/**
 * What the public shell (headers, mega menu, sidebar, footer, admin toolbar) shows. Plain,
 * serialisable data: loadShell() builds it on the server in a page's +data, +Layout renders it.
 */

export type HamburgerStyle = (typeof HAMBURGER_STYLES)[number];

/** A link of a menu location; children only where the location has groups (see src/shared/menus.ts). */
export interface ShellLink {
  label: string;
  /** A path of this site or an absolute URL; empty for a group heading that only opens its group. */
  url: string;
  newWindow: boolean;
  children: ShellLink[];
}

/** An image as the shell draws it: the file URL with its pixel size (for the aspect ratio). */
export interface ShellImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ShellSocialLink {
  /** facebook, twitter, instagram, pinterest, linkedin or youtube. */
  network: string;
  /** 'Facebook', 'LinkedIn', … for the accessible name. */
  label: string;
  url: string;
}

/** Sponsored search (002 §3 "sponsoredSearch (enabled, logo, altLogo, clickUrl)"). */
export interface ShellSponsoredSearch {
  enabled: boolean;
  /** 'Sponsored' by default. */
  label: string;
  /** The sponsor's logo; null → the label alone. */
  logo: ShellImage | null;
  /** The logo for dark backgrounds (mega menu), else the logo. */
  darkLogo: ShellImage | null;
  /** Where the logo links to; null → /search. */
  clickUrl: string | null;
}

/** The header call-to-action (/admin/edit-cta-message), present only while enabled. */
export interface ShellCta {
  text: string;
  buttonLabel: string;
  link: string;
  newWindow: boolean;
  backgroundColor: string;
  textColor: string;
  buttonColor: string;
  buttonTextColor: string;
}

/** The logged-in CMS user, enough for the admin toolbar. */
export interface ShellCmsUser {
  id: number;
  name: string;
  /** Effective permissions (role plus extras; the administrator role holds them all). */
  permissions: Permission[];
}

/**
 * A logged-in reader the server renders the header for. Public pages leave it null (the same HTML
 * for everyone, see SiteUserSlot): the client script shows the account menu once it knows the reader.
 */
export interface ShellSiteUser {
  name: string;
  /** The account has paid for a membership: Change Email is hidden (002 §2). */
  hasPaid: boolean;
  /** Memberships the reader does not hold yet: Other Memberships is shown. */
  hasMissingMemberships: boolean;
}

export interface ShellData {
  /**
   * Names the site part of the shell (settings, menus, images as of one version): pages rendered
   * with the same revision share their frame (src/site/render/document.tsx). Empty: never shared.
   */
  revision: string;
  siteName: string;
  /**
   * The page's path: Login returns here (/account/login?redirectTo=…). Use it only as that
   * URI-encoded query value: a shared frame holds a stand-in for it (render/document.tsx).
   */
  path: string;
  /** header.logo; null → the site name in text. */
  logo: ShellImage | null;
  /** footer.logo, else the header logo. */
  footerLogo: ShellImage | null;
  /** header.logoHeight in pixels (002 §9: default 35; the mega menu uses 45). */
  logoHeight: number;
  /** general.newDesign: new-design header, mega menu, Inter font and palette. */
  useNewDesign: boolean;
  /** footer.aboutText. */
  aboutText: string;
  /** footer.copyrightText: shown after '© {year} {siteName}'. */
  copyrightText: string;
  /** The year of the copyright line (server time when the page was rendered). */
  year: number;
  /** The classic sidebar: how it opens (header.hamburgerStyle) and what it holds besides the links. */
  hamburger: { style: HamburgerStyle; showSearch: boolean; showSocialLinks: boolean };
  socialLinks: ShellSocialLink[];
  /** Site settings sponsoredSearch: the secondary menu keeps 4 links while it is on (002 §9). */
  sponsoredSearch: ShellSponsoredSearch;
  /** Every menu location, empty lists included. */
  menus: Record<MenuLocation, ShellLink[]>;
  /** The new design's call-to-action text in the bottom bar; null when switched off. */
  cta: ShellCta | null;
  /**
   * The Join button's label (002 §9: 'Join Now', "the register label may be overridden" by the
   * membership settings' registerButtonLabel).
   */
  registerButtonLabel: string;
  /**
   * The footer's newsletter sign-up is shown: the newsletters module is on and at least one enabled
   * newsletter is shown in the subscribe block (newsletter settings; getWebsiteShellSettings).
   */
  newsletterSignup: boolean;
  /**
   * The site's enabled newsletters that have a product, in the settings' order: the footer sign-up
   * offers those shown in the subscribe block, the account's #manage-newsletters lists every one.
   */
  newsletters: ShellNewsletter[];
  /** Null for visitors and in preview mode (the toolbar is hidden there). */
  cmsUser: ShellCmsUser | null;
  siteUser: ShellSiteUser | null;
}

/** A newsletter of the site (002 §3 "Newsletter"; `id` is its audience product id). */
export interface ShellNewsletter {
  id: number;
  title: string;
  description: string;
  showInSubscribeBlock: boolean;
}

/** A shortcut of the admin toolbar (002 §6), opened in a new window. */
export interface AdminToolbarLink {
  label: string;
  href: string;
}

/** What +Layout reads from pageContext.data: every public page's +data returns these two keys (page data in others). */
export interface SiteShellPageData {
  shell: ShellData;
  chrome: {
    /** The layout's hideHeader / hideFooter. */
    hideHeader: boolean;
    hideFooter: boolean;
    /** adminToolbarFor(...): the shortcuts; empty for visitors. */
    toolbar: AdminToolbarLink[];
    /** preview-mode=true: no toolbar. */
    preview: boolean;
  };
}
