import type { CropRect, FocalPoint } from '../../shared/assets.js';

/**
 * What the SEO layer needs to know about one page (spec 002 §5 "Page title", §9 image sizes and
 * "Structured data"). Plain, serialisable data: a +data hook builds it on the server and the
 * <SeoHead> component renders it.
 */

/** An image of the media library, enough to build delivery-route URLs and their real sizes. */
export interface SeoAsset {
  id: number;
  version: number;
  fileName: string;
  mimeType: string;
  /** Pixel size of the original (null for files that are not images). */
  width: number | null;
  height: number | null;
  crop?: CropRect | null;
  focalPoint?: FocalPoint | null;
  alt?: string | null;
}

/** The site-wide part: the same for every page of a site. */
export interface SeoSite {
  /** general.siteName (the tenant's name when the settings have none). */
  name: string;
  /**
   * Absolute origin every URL is made absolute with, 'https://www.example.com' (no trailing slash):
   * the server's ctx.origin (PUBLIC_URL, else the request's), the same origin as siteContext.canonicalUrl and the sitemaps.
   */
  origin: string;
  /** footer.aboutText: the description of a page that has none of its own (the home page). */
  description: string;
  /** header.logo: publisher logo, fallback share image and the source of the PNG favicons. */
  logo: SeoAsset | null;
  /** URL path of general.favicon (an .ico file), e.g. '/files/…/favicon.ico'. */
  faviconIco: string | null;
  /** general.enableNoIndexByContentType: pages of these content types get robots noindex. */
  noIndexContentTypes: readonly string[];
  /** Origins to preconnect to (fonts host, consent host, API endpoint): empty when none is configured. */
  preconnect: readonly string[];
}

export interface SeoAuthor {
  name: string;
  /** Path or absolute URL of the author's profile page, when there is one. */
  url?: string | null;
}

/** A postal address (event venues, or the address fields of an item). */
export interface SeoAddress {
  name?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  region?: string | null;
  country?: string | null;
}

/** The content item shown by a content page (fields of 002 §3 "Page data"). */
export interface SeoContent {
  id: number;
  /** Content type: 'Article', 'Video', 'Event', … */
  type: string;
  name: string;
  seoTitle?: string | null;
  teaser?: string | null;
  /** metadata.description */
  metadataDescription?: string | null;
  /** ISO date-times. */
  published?: string | null;
  updated?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  primaryImage?: SeoAsset | null;
  images?: readonly SeoAsset[];
  authors?: readonly SeoAuthor[];
  /** The venue, or the item's own address fields; see contentAddress(). */
  address?: SeoAddress | null;
  embedCode?: string | null;
  /** Required membership ids: any makes the item non-free. */
  memberships?: readonly number[];
  userRegistrationRequired?: boolean;
}

export interface SeoInput {
  site: SeoSite;
  /** The page's canonical path ('/', '/news', '/news/2026/…'); query strings are never canonical. */
  path: string;
  /** A page that is not a content item (home, section, search): its name; none → just the site name. */
  name?: string | null;
  seoTitle?: string | null;
  description?: string | null;
  /** Share image of a non-content page (a section's image, for instance). */
  image?: SeoAsset | null;
  content?: SeoContent | null;
}
