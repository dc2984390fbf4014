import { stripTags, truncateAtWord } from '../../shared/text.js';
import type { SeoAddress, SeoContent, SeoInput } from './types.js';

/** Meta descriptions are cut at a word boundary near this length (what search results show). */
export const META_DESCRIPTION_LENGTH = 160;
export const TITLE_SEPARATOR = ' | ';

const clean = (value: string | null | undefined): string => (value ? stripTags(value) : '');

/**
 * Spec 002 §5: "Page title: HTML tags stripped, seoTitle or else name, followed by ' | ' and the
 * site name." A page without a name (the home page) is titled with the site name alone.
 */
export function pageTitle(page: { seoTitle?: string | null; name?: string | null }, siteName: string): string {
  const own = ownTitle(page);
  const site = clean(siteName);
  if (!own) return site;
  return site ? `${own}${TITLE_SEPARATOR}${site}` : own;
}

/** The page's own title, without the site name (JSON-LD headline and name): seoTitle or else name, tags stripped. */
export function ownTitle(page: { seoTitle?: string | null; name?: string | null }): string {
  return clean(page.seoTitle) || clean(page.name);
}

/** The meta description: tags stripped, cut at a word boundary (with an ellipsis) near 160 characters. */
export function metaDescription(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const text = clean(candidate);
    if (text) return truncateAtWord(text, META_DESCRIPTION_LENGTH);
  }
  return '';
}

/** A path (or an already absolute URL) made absolute on the site's origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = origin.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The canonical URL: the origin and the path without query string or fragment. */
export function canonicalUrl(origin: string, path: string): string {
  return absoluteUrl(origin, path.split(/[?#]/)[0] || '/');
}

/** The seoTitle and name a page is titled with: its own, else its content item's. */
export function pageNames(input: SeoInput): { seoTitle: string | null; name: string | null } {
  return { seoTitle: input.seoTitle ?? input.content?.seoTitle ?? null, name: input.name ?? input.content?.name ?? null };
}

/** Title, description and canonical of a page, from its content item when it has one. */
export function pageMeta(input: SeoInput): { title: string; description: string; canonical: string; noIndex: boolean } {
  const content = input.content;
  const title = pageTitle(pageNames(input), input.site.name);
  // A content page describes its item; a page without one (home) falls back to the site's about text.
  const description = content
    ? metaDescription(input.description, content.teaser, content.metadataDescription)
    : metaDescription(input.description, input.site.description);
  return {
    title,
    description,
    canonical: canonicalUrl(input.site.origin, input.path),
    noIndex: Boolean(content && input.site.noIndexContentTypes.includes(content.type)),
  };
}

/** Non-free content: it requires a membership or a registration to be read in full. */
export function isNonFree(content: Pick<SeoContent, 'memberships' | 'userRegistrationRequired'>): boolean {
  return (content.memberships?.length ?? 0) > 0 || content.userRegistrationRequired === true;
}

/** An item's address: its venue, else its own address fields (state is the region). */
export function contentAddress(item: {
  venue?: SeoAddress | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  state?: string | null;
  country?: string | null;
}): SeoAddress | null {
  if (item.venue && Object.values(item.venue).some((v) => v)) return item.venue;
  const own = { address1: item.address1, address2: item.address2, city: item.city, postalCode: item.postalCode, region: item.state, country: item.country };
  return Object.values(own).some((v) => v) ? own : null;
}

/**
 * Preconnect hints (002 §9: the fonts host, a consent host and the API endpoint): the distinct
 * origins of the given URLs, skipping blanks, unparsable values and the page's own origin (a
 * connection to it is already open).
 */
export function preconnectOrigins(urls: readonly (string | null | undefined)[], ownOrigin?: string): string[] {
  const origins: string[] = [];
  for (const url of urls) {
    if (!url) continue;
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      continue;
    }
    if (origin === 'null' || origin === ownOrigin || origins.includes(origin)) continue;
    origins.push(origin);
  }
  return origins;
}
