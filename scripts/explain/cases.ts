import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, SqlRunner } from '../../src/server/db/client.js';
import { content, contentAuthors, contentTaxonomy, websiteSections } from '../../src/server/db/schema/index.js';
import { listAdminContent, type AdminContentFilter, type AdminSort } from '../../src/server/modules/content/adminRepo.js';
import { findContentGraph } from '../../src/server/modules/content/graph.js';
import { countContentStream, findContentStream, type ContentFilter, type ContentSort } from '../../src/server/modules/content/repo.js';
import { findNewsItems, streamContentSitemapPage, summariseContentSitemaps } from '../../src/server/modules/feeds/repo.js';
import { RSS_ITEM_LIMIT } from '../../src/server/modules/feeds/rss.js';
import { NEWS_TYPES, NEWS_WINDOW_MS } from '../../src/server/modules/feeds/sitemaps.js';
import { listStatement, type ListSpec } from '../../src/server/modules/pages/listSql.js';
import { buildSectionTree, loadSections, type SectionTree } from '../../src/server/modules/sections/repo.js';

/** What the cases refer to, read from the data set once. */
export interface Fixtures {
  tenantId: number;
  items: number;
  now: Date;
  tree: SectionTree;
  homeId: number;
  /** The top-level section with the most content below it: the heaviest bubbling list. */
  busiestTopId: number;
  article: { id: number; alias: string; primarySectionId: number; termIds: number[] };
  authorId: number;
  /** A word found in a small share of the items (a company name): what editors search for. */
  phrase: string;
}

export interface QueryCase {
  group: string;
  name: string;
  /**
   * Also explain the generic plan of every statement (Drizzle's too): the server's pool plans
   * every statement generically (plan_cache_mode = force_generic_plan in db/client.ts), which is
   * what made the admin list read a bitmap of the whole site. Named statements always get it.
   */
  genericPlans?: boolean;
  /** Runs the application's own query code; every statement it sends is explained. */
  run(db: Db, sql: SqlRunner, f: Fixtures): Promise<unknown>;
}

export async function loadFixtures(db: Db, tenantKey: string, phrase: string): Promise<Fixtures> {
  const rows = await db.execute(sql`select id from tenants where tenant_key = ${tenantKey}`);
  const tenantId = Number((rows as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0);
  if (!tenantId) throw new Error(`No tenant "${tenantKey}" in the database.`);
  const tree = buildSectionTree(await loadSections(db, tenantId));
  const home = tree.ordered.find((s) => s.alias === 'home');
  const [items] = await db.select({ n: count() }).from(content).where(eq(content.tenantId, tenantId));
  const perTop = await db
    .select({ id: websiteSections.id, n: count() })
    .from(content)
    .innerJoin(websiteSections, eq(websiteSections.id, content.primarySectionId))
    .where(eq(content.tenantId, tenantId))
    .groupBy(websiteSections.id);
  const counts = new Map(perTop.map((r) => [r.id, r.n]));
  const roots = tree.ordered.filter((s) => s.parentId === null && s.alias !== 'home');
  const weight = (id: number) => tree.withDescendants(id).reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
  const busiest = roots.reduce((best, s) => (weight(s.id) > weight(best.id) ? s : best), roots[0]!);
  // A recent live article with a section and terms: an article page as readers open it.
  const [article] = await db
    .select({ id: content.id, alias: content.alias, primarySectionId: content.primarySectionId })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Article'), eq(content.status, 1), sql`${content.published} <= now()`, sql`${content.primarySectionId} is not null`))
    .orderBy(desc(content.published))
    .limit(1);
  if (!article) throw new Error('No live article with a section.');
  const terms = await db.select({ id: contentTaxonomy.termId }).from(contentTaxonomy).where(eq(contentTaxonomy.contentId, article.id));
  const [author] = await db.select({ id: contentAuthors.personId, n: count() }).from(contentAuthors).groupBy(contentAuthors.personId).orderBy(desc(count())).limit(1);
  return {
    tenantId,
    items: items?.n ?? 0,
    now: new Date(),
    tree,
    homeId: home?.id ?? busiest.id,
    busiestTopId: busiest.id,
    article: { id: article.id, alias: article.alias, primarySectionId: article.primarySectionId ?? busiest.id, termIds: terms.map((t) => t.id) },
    authorId: author?.id ?? 0,
    phrase,
  };
}

const page = (limit: number, offset = 0) => ({ limit, offset });
const newest: ContentSort = { field: 'published', order: 'desc' };

/** getContentStream: the rows and, as the operation selects totalCount, the count. */
function stream(name: string, filter: (f: Fixtures) => ContentFilter, sort: ContentSort, limit: number): QueryCase {
  return {
    group: 'getContentStream',
    name,
    run: async (db, _sql, f) => {
      await findContentStream(db, f.tenantId, filter(f), sort, page(limit), f.now);
      await countContentStream(db, f.tenantId, filter(f), f.now);
    },
  };
}

/** getContentAdminStream: the page and, as the operation selects totalCount, the count (none with a phrase: the matches give it). */
function admin(name: string, filter: (f: Fixtures) => Partial<AdminContentFilter>, sort: AdminSort): QueryCase {
  return {
    group: 'admin content list',
    name,
    genericPlans: true,
    run: async (db, _sql, f) => {
      const full: AdminContentFilter = { dateField: 'published', ...filter(f) };
      const list = await listAdminContent(db, f.tenantId, full, sort, page(25));
      await list.count();
    },
  };
}

/** The lists of one page, as the page data pool batches them (each over-fetches by what earlier blocks may take). */
function pageLists(name: string, specs: (f: Fixtures) => ListSpec[]): QueryCase {
  return {
    group: 'page lists (listSql)',
    name,
    run: async (_db, sql, f) => {
      const { text, values, name: statement } = listStatement(f.tenantId, f.now, specs(f));
      await sql.query(text, values, statement);
    },
  };
}

const list = (filter: ContentFilter, limit: number, sort: ContentSort = newest): ListSpec => ({ kind: 'list', filter, sort, limit, offset: 0 });

export const CASES: readonly QueryCase[] = [
  stream('by type (Article), newest first', () => ({ types: ['Article'] }), newest, 10),
  stream('section with bubbling, newest first', (f) => ({ sectionIds: f.tree.withDescendants(f.busiestTopId) }), newest, 10),
  stream('schedule option Featured on Home', (f) => ({ sectionIds: [f.homeId], scheduleOption: 'Featured' }), newest, 5),
  stream('upcoming events and webinars by start date', (f) => ({ types: ['Event', 'Webinar'], startDateAfter: f.now }), { field: 'startDate', order: 'asc' }, 100),
  stream('companies by name', () => ({ types: ['Company'] }), { field: 'name', order: 'asc' }, 25),
  stream('whole site, newest first, pages and directory left out', () => ({ excludeTypes: ['Page', 'Company', 'Contact'] }), newest, 12),
  stream('by author, newest first', (f) => ({ authorId: f.authorId }), newest, 10),

  admin('no filter, last updated first (the landing list)', () => ({}), { field: 'updated', order: 'desc' }),
  admin('type and status, newest first', () => ({ types: ['Article'], statuses: [1] }), { field: 'published', order: 'desc' }),
  admin('full-text phrase, last updated first', (f) => ({ phrase: f.phrase }), { field: 'updated', order: 'desc' }),
  admin('a part of a word (typing: the full text finds nothing, names containing it join)', (f) => ({ phrase: f.phrase.slice(0, 5) }), { field: 'updated', order: 'desc' }),
  admin('full-text phrase with type and status, by name', (f) => ({ phrase: f.phrase, types: ['Article', 'News'], statuses: [1, 2] }), { field: 'name', order: 'asc' }),
  admin('the scale bench\'s request: phrase, types and statuses, newest first', (f) => ({ phrase: f.phrase, types: ['Article', 'News', 'PressRelease'], statuses: [1, 2] }), { field: 'published', order: 'desc' }),
  admin('section with bubbling, newest first', (f) => ({ sectionIds: f.tree.withDescendants(f.busiestTopId) }), { field: 'published', order: 'desc' }),
  admin('published in the last 30 days, newest first', (f) => ({ dateFrom: new Date(f.now.getTime() - 30 * 86_400_000) }), { field: 'published', order: 'desc' }),

  {
    group: 'sitemaps',
    name: '/sitemap.xml (files per type)',
    run: (db, _sql, f) => summariseContentSitemaps(db, f.tenantId, ['Page'], f.now),
  },
  {
    group: 'sitemaps',
    name: '/sitemap/content-article-1.xml (first chunk of the stream)',
    run: async (db, _sql, f) => {
      for await (const chunk of streamContentSitemapPage(db, f.tenantId, 'Article', 1, f.now)) return chunk;
      return null;
    },
  },
  {
    group: 'sitemaps',
    name: '/sitemap/content-article-2.xml (start of page 2 and its first chunk)',
    run: async (db, _sql, f) => {
      for await (const chunk of streamContentSitemapPage(db, f.tenantId, 'Article', 2, f.now)) return chunk;
      return null;
    },
  },
  {
    group: 'sitemaps',
    name: '/sitemap-google-news.xml',
    run: (db, _sql, f) => findNewsItems(db, f.tenantId, NEWS_TYPES, ['Page'], new Date(f.now.getTime() - NEWS_WINDOW_MS), f.now),
  },
  {
    group: 'RSS',
    name: 'section feed with subsections',
    run: (db, _sql, f) => findContentStream(db, f.tenantId, { sectionIds: f.tree.withDescendants(f.busiestTopId) }, newest, page(RSS_ITEM_LIMIT), f.now),
  },

  pageLists('home page', (f) => {
    const tops = f.tree.ordered.filter((s) => s.parentId === null && s.alias !== 'home').slice(0, 3);
    return [
      list({ sectionIds: [f.homeId], scheduleOption: 'Featured', requiresImage: true }, 1),
      list({}, 6),
      ...tops.map((s, i) => list({ sectionIds: f.tree.withDescendants(s.id) }, 10 + 4 * i)),
      list({ excludeTypes: ['Page', 'Company', 'Contact'] }, 30),
      list({ types: ['Event', 'Webinar'] }, 33, { field: 'startDate', order: 'asc' }),
    ];
  }),
  pageLists('section page', (f) => [list({ sectionIds: f.tree.withDescendants(f.busiestTopId) }, 20), list({ sectionIds: [f.homeId], scheduleOption: 'Featured' }, 25)]),
  pageLists('article page (related content and more in its section)', (f) => [
    { kind: 'related', contentId: f.article.id, termIds: f.article.termIds, sectionId: f.article.primarySectionId, limit: 4, excludeIds: [] },
    list({ sectionIds: [f.article.primarySectionId], excludeIds: [f.article.id] }, 9),
  ]),
  {
    group: 'content page',
    name: 'item by alias (the article page)',
    run: (_db, sql, f) => findContentGraph(sql, f.tenantId, { alias: f.article.alias }),
  },
  {
    group: 'content page',
    name: 'item by alias in another letter case (unknown paths end here too)',
    run: (_db, sql, f) => findContentGraph(sql, f.tenantId, { lowerAlias: `${f.article.alias}/No-Such-Page` }),
  },
];
