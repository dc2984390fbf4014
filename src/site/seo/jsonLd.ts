import { parseVideoEmbed } from '../../shared/contentFields.js';
import { formatIsoDate } from '../../shared/dates.js';
import { plainImage, SHARE_WIDTH } from './images.js';
import { absoluteUrl, canonicalUrl, isNonFree, metaDescription, ownTitle, pageMeta, pageNames } from './meta.js';
import type { SeoAddress, SeoContent, SeoInput, SeoSite } from './types.js';

/**
 * Structured data (spec 002 "Structured data") as plain objects; serializeJsonLd() turns them into
 * the text of a <script type="application/ld+json">.
 */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | JsonLd;

/** Types described as a news article ("Articles and videos"). */
export const NEWS_ARTICLE_TYPES: readonly string[] = ['Article', 'News', 'Blog', 'PressRelease', 'Video'];
/** The part of a gated page that visitors without access do not get (002: "selected by the class paywall"). */
export const PAYWALL_SELECTOR = '.paywall';

/** 'yyyy-MM-dd' (002: published and modified dates); undefined for a missing or bad value. */
export function isoDay(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return formatIsoDate(value);
  } catch {
    return undefined;
  }
}

/** A date-time with its offset, '2026-03-05T14:00:00+00:00' (002: "upload date (includes time and offset)"). */
export function isoDateTime(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** Drops undefined, null, '' and [] members, so absent facts are left out rather than sent empty. */
function compact(value: Record<string, JsonValue | undefined>): JsonLd {
  const out: JsonLd = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined || member === null || member === '' || (Array.isArray(member) && member.length === 0)) continue;
    out[key] = member;
  }
  return out;
}

export function organizationJsonLd(site: SeoSite): JsonLd {
  const logo = plainImage(site.logo, site.origin, 600);
  return compact({
    '@type': 'Organization',
    name: site.name,
    url: canonicalUrl(site.origin, '/'),
    logo: logo ? { '@type': 'ImageObject', url: logo.url, width: logo.width, height: logo.height } : undefined,
  });
}

/** The home page: the site as a WebSite published by the Organization. */
export function websiteJsonLd(site: SeoSite): JsonLd[] {
  return [
    compact({ '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: canonicalUrl(site.origin, '/'), description: metaDescription(site.description) }),
    { '@context': 'https://schema.org', ...organizationJsonLd(site) },
  ];
}

function imageUrls(content: SeoContent, origin: string): string[] {
  const assets = [content.primaryImage, ...(content.images ?? [])];
  const urls = assets.map((asset) => plainImage(asset, origin, SHARE_WIDTH)?.url).filter((url): url is string => Boolean(url));
  return [...new Set(urls)];
}

/** A PostalAddress, or undefined when no address field is filled in (002: "included only when present"). */
export function postalAddress(address: SeoAddress | null | undefined): JsonLd | undefined {
  if (!address) return undefined;
  const street = [address.address1, address.address2].filter(Boolean).join(', ');
  const value = compact({
    streetAddress: street,
    addressLocality: address.city ?? undefined,
    postalCode: address.postalCode ?? undefined,
    addressRegion: address.region ?? undefined,
    addressCountry: address.country ?? undefined,
  });
  return Object.keys(value).length > 0 ? { '@type': 'PostalAddress', ...value } : undefined;
}

/** Marks a non-free item (memberships or registration required) with its paywalled part. */
function withAccess(node: JsonLd, content: SeoContent): JsonLd {
  if (!isNonFree(content)) return node;
  return {
    ...node,
    isAccessibleForFree: false,
    hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: PAYWALL_SELECTOR },
  };
}

function newsArticle(input: SeoInput, content: SeoContent, url: string, description: string): JsonLd {
  const { site } = input;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    headline: ownTitle(pageNames(input)),
    description,
    image: imageUrls(content, site.origin),
    datePublished: isoDay(content.published),
    dateModified: isoDay(content.updated ?? content.published),
    author: (content.authors ?? []).map((author) =>
      compact({ '@type': 'Person', name: author.name, url: author.url ? absoluteUrl(site.origin, author.url) : undefined }),
    ),
    publisher: organizationJsonLd(site),
  });
}

function eventNode(input: SeoInput, content: SeoContent, url: string, description: string): JsonLd {
  const address = postalAddress(content.address);
  const venueName = content.address?.name ?? undefined;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: ownTitle(pageNames(input)),
    description,
    url,
    image: imageUrls(content, input.site.origin),
    startDate: isoDateTime(content.startDate),
    endDate: isoDateTime(content.endDate),
    location: address || venueName ? compact({ '@type': 'Place', name: venueName, address }) : undefined,
    organizer: organizationJsonLd(input.site),
  });
}

/** YouTube or Vimeo: where the video is watched and embedded, and a thumbnail for YouTube. */
export function videoUrls(embedCode: string | null | undefined): { contentUrl: string; embedUrl: string; thumbnailUrl: string | null } | null {
  const video = embedCode ? parseVideoEmbed(embedCode) : null;
  if (!video) return null;
  return video.provider === 'youtube'
    ? {
        contentUrl: `https://www.youtube.com/watch?v=${video.id}`,
        embedUrl: `https://www.youtube.com/embed/${video.id}`,
        thumbnailUrl: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`,
      }
    : { contentUrl: `https://vimeo.com/${video.id}`, embedUrl: `https://player.vimeo.com/video/${video.id}`, thumbnailUrl: null };
}

function videoObject(input: SeoInput, content: SeoContent, description: string): JsonLd | null {
  const urls = videoUrls(content.embedCode);
  if (!urls) return null;
  // YouTube's own frame first, then the item's images (Vimeo needs an API call for its frame).
  const thumbnails = [urls.thumbnailUrl, ...imageUrls(content, input.site.origin)].filter((url): url is string => Boolean(url));
  return compact({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: ownTitle(pageNames(input)),
    description,
    contentUrl: urls.contentUrl,
    embedUrl: urls.embedUrl,
    uploadDate: isoDateTime(content.published ?? content.updated),
    thumbnailUrl: thumbnails,
  });
}

/**
 * The JSON-LD documents of a page: WebSite + Organization for a page without content (the home
 * page); NewsArticle for articles and videos (plus a VideoObject for a YouTube or Vimeo embed);
 * Event for events; a WebPage for other content types. The main node of non-free content carries
 * isAccessibleForFree false and the paywalled part.
 */
export function pageJsonLd(input: SeoInput): JsonLd[] {
  const content = input.content;
  const { canonical, description } = pageMeta(input);
  if (!content) return input.path === '/' ? websiteJsonLd(input.site) : [];
  const nodes: JsonLd[] = [];
  if (NEWS_ARTICLE_TYPES.includes(content.type)) {
    nodes.push(withAccess(newsArticle(input, content, canonical, description), content));
    const video = videoObject(input, content, description);
    if (video) nodes.push(video);
  } else if (content.type === 'Event') {
    nodes.push(withAccess(eventNode(input, content, canonical, description), content));
  } else {
    const name = ownTitle(pageNames(input));
    nodes.push(withAccess(compact({ '@context': 'https://schema.org', '@type': 'WebPage', '@id': canonical, url: canonical, name, description }), content));
  }
  return nodes;
}

/**
 * The text of a JSON-LD script. '<' (and '>' and '&') are written as \u escapes, which JSON
 * parsers read back unchanged: a name containing '</script>' or '<!--' cannot end the script
 * element early. U+2028/U+2029 are escaped too (valid in JSON, line breaks in older JavaScript).
 */
export function serializeJsonLd(value: JsonLd | JsonLd[]): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
