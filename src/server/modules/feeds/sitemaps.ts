import { Readable } from 'node:stream';
import { contentTypeByEditKey, contentTypeInfo, isContentType, type ContentType } from '../../../shared/contentTypes.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { escapeXml, XML_DECLARATION } from '../../http/xml.js';
import { findNewsItems, streamContentSitemapPage, summariseContentSitemaps, SITEMAP_PAGE_SIZE, type SitemapSizes, type SitemapUrl } from './repo.js';

/**
 * Sitemaps of a site (spec 000 §2.1): /sitemap.xml is an index of
 *   /sitemap/sections.xml                  the home page and every section page;
 *   /sitemap/content-{editKey}-{n}.xml      live content of one type, in id order, SITEMAP_PAGE_SIZE (the
 *                                           protocol's 50,000) per file, streamed as rows are read;
 * and /sitemap-google-news.xml lists the news-like items of the last two days. Only live content,
 * canonical absolute URLs; the types of site setting general.enableNoIndexByContentType are left out.
 */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** Types that go into the Google News sitemap. */
export const NEWS_TYPES: readonly ContentType[] = ['News', 'Article', 'Blog', 'PressRelease'];
/** How far back the news sitemap reaches (Google News reads the last two days). */
export const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/** The section whose page is the home page: listed as '/' rather than '/home'. */
const HOME_SECTION_ALIAS = 'home';

const url = (loc: string, lastmod: Date | null) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

async function excludedTypes(ctx: GraphQLContext): Promise<ContentType[]> {
  const settings = await ctx.loaders.siteSettings();
  return settings.general.enableNoIndexByContentType.filter(isContentType);
}

const contentFileName = (type: ContentType, page: number) => `content-${contentTypeInfo(type)?.editKey ?? type.toLowerCase()}-${page}.xml`;

export async function sitemapIndex(ctx: GraphQLContext, sizes: SitemapSizes = {}): Promise<string> {
  const files = await summariseContentSitemaps(ctx.db, ctx.tenant.id, await excludedTypes(ctx), ctx.now, sizes.pageSize);
  const tree = await ctx.loaders.sectionTree();
  const sectionsChanged = tree.ordered.reduce<Date | null>((latest, s) => (!latest || s.updatedAt > latest ? s.updatedAt : latest), null);
  const entry = (file: string, lastmod: Date | null) =>
    `<sitemap><loc>${escapeXml(`${ctx.origin}/sitemap/${file}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`;
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    entry('sections.xml', sectionsChanged),
    ...files.map((f) => entry(contentFileName(f.type, f.page), f.lastmod)),
    '</sitemapindex>',
  ].join('\n');
}

function urlset(urls: string[]): string {
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...urls, '</urlset>'].join('\n');
}

const URLSET_OPEN = `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">`;
const URLSET_CLOSE = '\n</urlset>';

/**
 * The XML of a content file as it is read: the first chunk was read already (it decides between
 * the file and a 404), each further chunk is read when the client has taken the previous one
 * (Readable.from pulls on demand), so a 50,000-URL file never sits whole in memory.
 */
async function* urlsetChunks(origin: string, first: SitemapUrl[], rest: AsyncIterator<SitemapUrl[]>): AsyncGenerator<string> {
  const lines = (rows: SitemapUrl[]) => rows.map((r) => `\n${url(`${origin}${r.canonicalPath}`, r.lastmod)}`).join('');
  try {
    yield URLSET_OPEN;
    if (first.length) yield lines(first);
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield lines(next.value);
    yield URLSET_CLOSE;
  } finally {
    // A client that hangs up stops the reading too.
    await rest.return?.();
  }
}

/**
 * A file of /sitemap/{file}: the section file as a string, a content file as a stream; null when
 * there is no such file (answered 404). `sizes` exists for tests (small pages and chunks).
 */
export async function sitemapFile(ctx: GraphQLContext, file: string, sizes: SitemapSizes = {}): Promise<string | Readable | null> {
  if (file === 'sections.xml') {
    const tree = await ctx.loaders.sectionTree();
    const sections = tree.ordered.filter((s) => s.alias !== HOME_SECTION_ALIAS).slice(0, SITEMAP_PAGE_SIZE - 1);
    const home = tree.ordered.find((s) => s.alias === HOME_SECTION_ALIAS);
    return urlset([url(`${ctx.origin}/`, home?.updatedAt ?? null), ...sections.map((s) => url(`${ctx.origin}${s.canonicalPath}`, s.updatedAt))]);
  }
  const match = /^content-([a-z-]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  const info = match ? contentTypeByEditKey(match[1] ?? '') : undefined;
  if (!match || !info || !isContentType(info.value)) return null;
  const type = info.value;
  if ((await excludedTypes(ctx)).includes(type)) return null;
  const chunks = streamContentSitemapPage(ctx.db, ctx.tenant.id, type, Number(match[2]), ctx.now, sizes)[Symbol.asyncIterator]();
  const first = await chunks.next();
  // Page 1 of a type with nothing live is an empty but valid file; later empty pages do not exist.
  if (first.done && match[2] !== '1') return null;
  return Readable.from(urlsetChunks(ctx.origin, first.done ? [] : first.value, chunks));
}

export async function newsSitemap(ctx: GraphQLContext): Promise<string> {
  const settings = await ctx.loaders.siteSettings();
  const excluded = settings.general.enableNoIndexByContentType.filter(isContentType);
  const since = new Date(ctx.now.getTime() - NEWS_WINDOW_MS);
  const items = await findNewsItems(ctx.db, ctx.tenant.id, NEWS_TYPES, excluded, since, ctx.now);
  const publication = `<news:publication><news:name>${escapeXml(settings.general.siteName || ctx.tenant.name)}</news:name><news:language>en</news:language></news:publication>`;
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">`,
    ...items.map(
      (item) =>
        `<url><loc>${escapeXml(`${ctx.origin}${item.canonicalPath}`)}</loc><news:news>${publication}` +
        `<news:publication_date>${item.published.toISOString()}</news:publication_date>` +
        `<news:title>${escapeXml(item.name)}</news:title></news:news></url>`,
    ),
    '</urlset>',
  ].join('\n');
}
