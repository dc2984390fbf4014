import { and, asc, desc, eq, gt, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { ContentType } from '../../../shared/contentTypes.js';
import type { Db } from '../../db/client.js';
import { content } from '../../db/schema/index.js';
import { isLive } from '../content/repo.js';

/** Most URLs in one sitemap file: the protocol's limit (sitemaps.org). Files stream, so size costs no memory. */
export const SITEMAP_PAGE_SIZE = 50_000;
/** Rows read per query while a sitemap file streams: bounded memory, few round trips. */
export const SITEMAP_CHUNK_SIZE = 2_000;
/** Google News reads at most 1,000 URLs per news sitemap. */
export const NEWS_SITEMAP_LIMIT = 1000;

const lastmod = sql<Date>`greatest(${content.updatedAt}, ${content.published})`;

const notExcluded = (excluded: readonly ContentType[]) => (excluded.length ? notInArray(content.type, [...excluded]) : undefined);

/** The canonical path of a live content item of the site, or null. */
export async function findLiveCanonicalPath(db: Db, tenantId: number, id: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ canonicalPath: content.canonicalPath })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.id, id), isLive(now)))
    .limit(1);
  return row?.canonicalPath ?? null;
}

export interface SitemapFileSummary {
  type: ContentType;
  /** 1-based. */
  page: number;
  urls: number;
  lastmod: Date;
}

/**
 * The content sitemap files: live content per type, in id order (new items land on the last
 * page, so earlier pages stay stable), cut into pages of `pageSize`, with each page's newest
 * change. One grouped query over an index for the whole index file; only a type with more than
 * one page (over 50,000 live items) numbers its rows to find the pages' boundaries.
 */
export async function summariseContentSitemaps(
  db: Db,
  tenantId: number,
  excluded: readonly ContentType[],
  now: Date,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapFileSummary[]> {
  const types = await db
    .select({ type: content.type, urls: sql<number>`count(*)::int`, lastmod: sql<Date | string>`max(${lastmod})` })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), isLive(now), notExcluded(excluded)))
    .groupBy(content.type)
    .orderBy(asc(content.type));
  const files: SitemapFileSummary[] = [];
  for (const row of types) {
    if (row.urls <= pageSize) files.push({ type: row.type, page: 1, urls: row.urls, lastmod: new Date(row.lastmod) });
    else files.push(...(await summariseTypePages(db, tenantId, row.type, now, pageSize)));
  }
  return files;
}

/** The pages of one type: its live rows numbered in id order, grouped by page. */
async function summariseTypePages(db: Db, tenantId: number, type: ContentType, now: Date, pageSize: number): Promise<SitemapFileSummary[]> {
  const numbered = db
    .select({
      page: sql<number>`((row_number() over (order by ${content.id})) - 1) / ${pageSize} + 1`.as('page'),
      lastmod: lastmod.as('lastmod'),
    })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, type), isLive(now)))
    .as('numbered');
  const rows = await db
    .select({ page: sql<number>`${numbered.page}::int`, urls: sql<number>`count(*)::int`, lastmod: sql<Date | string>`max(${numbered.lastmod})` })
    .from(numbered)
    .groupBy(numbered.page)
    .orderBy(asc(numbered.page));
  return rows.map((r) => ({ type, page: Number(r.page), urls: r.urls, lastmod: new Date(r.lastmod) }));
}

export interface SitemapUrl {
  canonicalPath: string;
  lastmod: Date;
}

export interface SitemapSizes {
  pageSize?: number;
  chunkSize?: number;
  /** Ids skipped per statement before a page that is not the first (SKIP_STEP). */
  skipStep?: number;
}

/** Ids skipped per statement when a sitemap page starts after others. */
const SKIP_STEP = 5_000;

const typeLive = (tenantId: number, type: ContentType, now: Date) => and(eq(content.tenantId, tenantId), eq(content.type, type), isLive(now));

/**
 * One content sitemap file, chunk by chunk: the page-th slice (1-based) of a type's live content
 * in id order. The page starts after the last id of the pages before it (one index walk), then
 * each chunk continues after the previous chunk's last id (keyset paging): no chunk costs more
 * than the one before, and at most `chunkSize` rows are held at a time.
 */
export async function* streamContentSitemapPage(
  db: Db,
  tenantId: number,
  type: ContentType,
  page: number,
  now: Date,
  { pageSize = SITEMAP_PAGE_SIZE, chunkSize = SITEMAP_CHUNK_SIZE, skipStep = SKIP_STEP }: SitemapSizes = {},
): AsyncGenerator<SitemapUrl[]> {
  let after = 0;
  // The pages before this one are skipped in steps along the ids (an ordered walk of the sitemap
  // index each): one offset of 50,000 made the planner sort every id of the type instead.
  for (let skip = page > 1 ? (page - 1) * pageSize : 0; skip > 0; ) {
    const step = Math.min(skipStep, skip);
    const [last] = await db
      .select({ id: content.id })
      .from(content)
      .where(and(typeLive(tenantId, type, now), gt(content.id, after)))
      .orderBy(asc(content.id))
      .limit(1)
      .offset(step - 1);
    if (!last) return;
    after = last.id;
    skip -= step;
  }
  for (let left = pageSize; left > 0; ) {
    const limit = Math.min(chunkSize, left);
    const rows = await db
      .select({ id: content.id, canonicalPath: content.canonicalPath, lastmod: sql<Date | string>`${lastmod}` })
      .from(content)
      .where(and(typeLive(tenantId, type, now), gt(content.id, after)))
      .orderBy(asc(content.id))
      .limit(limit);
    if (rows.length) yield rows.map((r) => ({ canonicalPath: r.canonicalPath, lastmod: new Date(r.lastmod) }));
    if (rows.length < limit) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
  }
}

export interface NewsItem {
  canonicalPath: string;
  name: string;
  published: Date;
}

/** Live items of the news types published since `since`, newest first. */
export async function findNewsItems(
  db: Db,
  tenantId: number,
  types: readonly ContentType[],
  excluded: readonly ContentType[],
  since: Date,
  now: Date,
): Promise<NewsItem[]> {
  const rows = await db
    .select({ canonicalPath: content.canonicalPath, name: content.name, published: content.published })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), isLive(now), inArray(content.type, [...types]), notExcluded(excluded), gte(content.published, since)))
    .orderBy(desc(content.published), desc(content.id))
    .limit(NEWS_SITEMAP_LIMIT);
  return rows.flatMap((r) => (r.published ? [{ canonicalPath: r.canonicalPath, name: r.name, published: r.published }] : []));
}
