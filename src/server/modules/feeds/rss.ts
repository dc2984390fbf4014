import { stripTags, truncateAtWord } from '../../../shared/text.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { escapeXml, xmlElement, XML_DECLARATION } from '../../http/xml.js';
import { loadAssetsByIds } from '../assets/repo.js';
import { findContentStream } from '../content/repo.js';
import type { SectionNode } from '../sections/repo.js';

/** Most items in a section feed. */
export const RSS_ITEM_LIMIT = 50;
/** Teasers are plain text in the feed; long ones are cut at a word. */
const DESCRIPTION_MAX = 500;

/**
 * The section alias of the feed's `input` parameter: a JSON object {"sectionAlias":"power"} (what
 * the product's links send) or, for convenience, the alias itself. Slashes around it are ignored.
 */
export function parseFeedInput(input: string | undefined): string | null {
  const raw = input?.trim();
  if (!raw) return null;
  let alias: unknown = raw;
  if (raw.startsWith('{')) {
    try {
      alias = (JSON.parse(raw) as { sectionAlias?: unknown }).sectionAlias;
    } catch {
      return null;
    }
  }
  if (typeof alias !== 'string') return null;
  const cleaned = alias.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
  return cleaned && cleaned.length <= 500 ? cleaned : null;
}

export async function findFeedSection(ctx: GraphQLContext, alias: string): Promise<SectionNode | null> {
  const tree = await ctx.loaders.sectionTree();
  return tree.ordered.find((s) => s.alias === alias) ?? null;
}

/**
 * /__rss/website-scheduled-content.xml: RSS 2.0 of the latest live content scheduled to a section
 * or its subsections (the schedules of spec 002 "content lists"), newest first.
 */
export async function sectionFeed(ctx: GraphQLContext, section: SectionNode): Promise<string> {
  const tree = await ctx.loaders.sectionTree();
  const [settings, rows] = await Promise.all([
    ctx.loaders.siteSettings(),
    findContentStream(
      ctx.db,
      ctx.tenant.id,
      { sectionIds: tree.withDescendants(section.id) },
      { field: 'published', order: 'desc' },
      { limit: RSS_ITEM_LIMIT, offset: 0 },
      ctx.now,
    ),
  ]);
  // findContentStream reads one row more than the limit (to tell whether there is a next page).
  const items = rows.slice(0, RSS_ITEM_LIMIT);
  const imageIds = [...new Set(items.flatMap((r) => (r.primaryImageId ? [r.primaryImageId] : [])))];
  const images = new Map((await loadAssetsByIds(ctx.db, ctx.tenant.id, imageIds)).map((a) => [a.id, a]));
  const siteName = settings.general.siteName || ctx.tenant.name;
  const selfUrl = `${ctx.origin}/__rss/website-scheduled-content.xml?input=${encodeURIComponent(JSON.stringify({ sectionAlias: section.alias }))}`;
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${ctx.origin}${src.startsWith('/') ? '' : '/'}${src}`);

  const itemXml = items.map((row) => {
    const link = `${ctx.origin}${row.canonicalPath}`;
    const teaser = row.teaser ? truncateAtWord(stripTags(row.teaser), DESCRIPTION_MAX) : '';
    const category = row.primarySectionId ? tree.byId.get(row.primarySectionId)?.name : undefined;
    const image = row.primaryImageId ? images.get(row.primaryImageId) : undefined;
    return [
      '<item>',
      xmlElement('title', row.name),
      xmlElement('link', link),
      `<description>${escapeXml(teaser)}</description>`,
      row.published ? xmlElement('pubDate', row.published.toUTCString()) : '',
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      xmlElement('category', category ?? row.type),
      image ? `<enclosure url="${escapeXml(absolute(image.src))}" length="${image.sizeBytes}" type="${escapeXml(image.mimeType)}"/>` : '',
      '</item>',
    ].join('');
  });

  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    xmlElement('title', `${siteName} - ${section.fullName}`),
    xmlElement('link', `${ctx.origin}${section.canonicalPath}`),
    `<description>${escapeXml(section.description || `The latest from ${section.fullName} on ${siteName}.`)}</description>`,
    '<language>en</language>',
    xmlElement('lastBuildDate', ctx.now.toUTCString()),
    `<atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...itemXml,
    '</channel>',
    '</rss>',
  ].join('\n');
}
