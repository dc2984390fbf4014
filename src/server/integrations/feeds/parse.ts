import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { truncateAtWord } from '../../../shared/text.js';

/** One entry of an external feed, as the site shows it: plain text and absolute http(s) links only. */
export interface FeedItem {
  title: string;
  /** The item's own page: an absolute http(s) address. */
  url: string;
  published: Date | null;
  /** Plain text (tags stripped, entities decoded), at most SUMMARY_MAX characters; null when none. */
  summary: string | null;
  /** An http(s) image of the item (enclosure, media:content, media:thumbnail), or null. */
  imageUrl: string | null;
}

/** The most items kept of one feed (getRSSFeedContentStream's limit is 1–50). */
export const MAX_FEED_ITEMS = 50;
export const SUMMARY_MAX = 300;
export const TITLE_MAX = 300;

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = ReturnType<typeof DomUtils.findAll>[number];

const isElement = (node: Node): node is Element => ElementType.isTag(node);

/** Core RSS and Atom elements are unprefixed (a default namespace) or, rarely, written `atom:name`. */
const named = (element: Element, name: string) => {
  const tag = element.name.toLowerCase();
  return tag === name || tag === `atom:${name}`;
};

const childElements = (element: Element): Element[] => element.children.filter(isElement);
const childrenNamed = (element: Element, name: string) => childElements(element).filter((child) => named(child, name));
const firstNamed = (element: Element, ...names: string[]): Element | undefined => {
  for (const name of names) {
    const found = childElements(element).find((child) => named(child, name));
    if (found) return found;
  }
  return undefined;
};
const textOf = (element: Element | undefined): string => (element ? DomUtils.textContent(element).trim() : '');
const attr = (element: Element, name: string): string => (element.attribs[name] ?? '').trim();

// A space before block-level tags, so `<p>one</p><p>two</p>` reads "one two" once tags are gone.
const BLOCK_TAG = /<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|figure|figcaption|hr|img|dd|dt)\b/gi;
const STRIP_ALL: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/**
 * Plain text of a feed's HTML: sanitize-html with no allowed tags drops every tag (and the text of
 * script and style), then its escaping of &, < and > is undone; React escapes the text again when
 * it renders it, so nothing of the feed's markup reaches the page.
 */
export function plainText(html: string): string {
  const stripped = sanitizeHtml(html.replace(BLOCK_TAG, ' $&'), STRIP_ALL);
  return stripped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An absolute http(s) address (relative ones resolved against the feed's own), or null (javascript:, data:, mailto:, …). */
export function httpUrl(raw: string, base: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function dateOf(raw: string): Date | null {
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

const isImageType = (type: string) => type.toLowerCase().startsWith('image/');

/** media:content elements of an item, loose or grouped in media:group. */
function mediaElements(item: Element, name: string): Element[] {
  return childElements(item).flatMap((child) => {
    const tag = child.name.toLowerCase();
    if (tag === name) return [child];
    if (tag === 'media:group' || tag === 'media:content') return childElements(child).filter((inner) => inner.name.toLowerCase() === name);
    return [];
  });
}

/** The item's picture: an image enclosure, else an image media:content, else a media:thumbnail. */
function imageOf(item: Element, base: string): string | null {
  const candidates = [
    ...childElements(item)
      .filter((child) => child.name.toLowerCase() === 'enclosure' && isImageType(attr(child, 'type')))
      .map((child) => attr(child, 'url')),
    // Atom: <link rel="enclosure" type="image/jpeg" href="…">.
    ...childrenNamed(item, 'link')
      .filter((link) => attr(link, 'rel') === 'enclosure' && isImageType(attr(link, 'type')))
      .map((link) => attr(link, 'href')),
    ...mediaElements(item, 'media:content')
      .filter((media) => attr(media, 'medium') === 'image' || isImageType(attr(media, 'type')))
      .map((media) => attr(media, 'url')),
    ...mediaElements(item, 'media:thumbnail').map((media) => attr(media, 'url')),
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

function summaryOf(raw: string): string | null {
  const text = plainText(raw);
  return text ? truncateAtWord(text, SUMMARY_MAX) : null;
}

function item(fields: { title: string; link: string | null; published: string; summary: string; element: Element; base: string }): FeedItem | null {
  const url = fields.link;
  const title = truncateAtWord(plainText(fields.title), TITLE_MAX);
  // A list of linked titles: an entry without a usable link (or a javascript: one) is left out.
  if (!url || !title) return null;
  return { title, url, published: dateOf(fields.published), summary: summaryOf(fields.summary), imageUrl: imageOf(fields.element, fields.base) };
}

function rssItem(element: Element, base: string): FeedItem | null {
  const guid = firstNamed(element, 'guid');
  const permalink = guid && attr(guid, 'isPermaLink').toLowerCase() !== 'false' ? httpUrl(textOf(guid), base) : null;
  const atomLink = childElements(element).find((child) => child.name.toLowerCase() === 'atom:link' && attr(child, 'href'));
  const rssLink = childElements(element).find((child) => child.name.toLowerCase() === 'link');
  const link = httpUrl(textOf(rssLink), base) ?? permalink ?? (atomLink ? httpUrl(attr(atomLink, 'href'), base) : null);
  const dcDate = childElements(element).find((child) => child.name.toLowerCase() === 'dc:date');
  const encoded = childElements(element).find((child) => child.name.toLowerCase() === 'content:encoded');
  return item({
    title: textOf(firstNamed(element, 'title')),
    link,
    published: textOf(firstNamed(element, 'pubdate')) || textOf(dcDate),
    summary: textOf(firstNamed(element, 'description')) || textOf(encoded),
    element,
    base,
  });
}

function atomEntry(element: Element, base: string): FeedItem | null {
  const links = childrenNamed(element, 'link');
  const alternate = links.find((link) => (attr(link, 'rel') || 'alternate') === 'alternate' && attr(link, 'href'));
  return item({
    title: textOf(firstNamed(element, 'title')),
    link: alternate ? httpUrl(attr(alternate, 'href'), base) : null,
    published: textOf(firstNamed(element, 'published', 'updated', 'issued', 'modified')),
    summary: textOf(firstNamed(element, 'summary', 'content')),
    element,
    base,
  });
}

type JsonFeedItem = Record<string, unknown>;
const jsonText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The items of a JSON Feed (version 1 or 1.1), under the same rules as RSS and Atom entries: plain
 * text, absolute http(s) links only (relative ones resolved against the feed), at most
 * MAX_FEED_ITEMS; null when the text is not a JSON Feed.
 */
export function parseJsonFeed(text: string, base: string): FeedItem[] | null {
  let feed: unknown;
  try {
    feed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!feed || typeof feed !== 'object') return null;
  const { version, items } = feed as { version?: unknown; items?: unknown };
  if (!jsonText(version).startsWith('https://jsonfeed.org/version/') || !Array.isArray(items)) return null;
  const out: FeedItem[] = [];
  for (const entry of items as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as JsonFeedItem;
    const url = httpUrl(jsonText(e.url) || jsonText(e.external_url), base);
    const title = truncateAtWord(plainText(jsonText(e.title)), TITLE_MAX);
    if (!url || !title) continue;
    const summary = jsonText(e.summary) || jsonText(e.content_text) || jsonText(e.content_html);
    out.push({
      title,
      url,
      published: dateOf(jsonText(e.date_published) || jsonText(e.date_modified)),
      summary: summaryOf(summary),
      imageUrl: httpUrl(jsonText(e.image) || jsonText(e.banner_image), base),
    });
    if (out.length === MAX_FEED_ITEMS) break;
  }
  return out;
}

/**
 * The entries of an RSS 2.0, RSS 1.0 (RDF) or Atom document or a JSON Feed, in the feed's order,
 * at most MAX_FEED_ITEMS; null when the text is not one of those (an HTML page, other JSON, …). `base` is the
 * feed's own address: relative links are resolved against it.
 */
export function parseFeed(xml: string, base: string): FeedItem[] | null {
  // JSON Feed (https://jsonfeed.org): job boards and newer sites publish it beside or instead of RSS.
  if (xml.trimStart().startsWith('{')) return parseJsonFeed(xml, base);
  const document = parseDocument(xml, { xmlMode: true });
  const root = document.children.find(isElement);
  if (!root) return null;
  const rootName = root.name.toLowerCase();
  let entries: { element: Element; read: (element: Element, base: string) => FeedItem | null }[];
  if (rootName === 'rss') {
    const channel = firstNamed(root, 'channel');
    if (!channel) return null;
    entries = childrenNamed(channel, 'item').map((element) => ({ element, read: rssItem }));
  } else if (rootName === 'rdf:rdf') {
    entries = childrenNamed(root, 'item').map((element) => ({ element, read: rssItem }));
  } else if (named(root, 'feed')) {
    entries = childrenNamed(root, 'entry').map((element) => ({ element, read: atomEntry }));
  } else {
    return null;
  }
  const items: FeedItem[] = [];
  for (const { element, read } of entries) {
    const parsed = read(element, base);
    if (parsed) items.push(parsed);
    if (items.length === MAX_FEED_ITEMS) break;
  }
  return items;
}
