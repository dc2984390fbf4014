// @vitest-environment jsdom
// jsdom gives the test a browser's DOMParser: the sitemaps and the feed must parse as XML there.
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, contentWebsiteSchedules, tenantSettings, websiteSections } from '../../src/server/db/schema/index.js';
import { createContext } from '../../src/server/graphql/context.js';
import { SITEMAP_PAGE_SIZE } from '../../src/server/modules/feeds/repo.js';
import { sitemapFile, sitemapIndex } from '../../src/server/modules/feeds/sitemaps.js';
import { SETTINGS_KEYS } from '../../src/shared/settings/index.js';
import { PrintArticleView } from '../../src/site/print/PrintArticleView.js';
import { loadPrintArticle } from '../../src/site/print/loadPrintArticle.js';
import type { PageGraphQL } from '../../src/site/pageContext.js';
import { announceDirectChange, tenantIdOf } from '../helpers/db.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let edrId: number;
const EDR = { 'x-tenant-key': 'edr' };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  edrId = await tenantIdOf(server, 'edr');
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = EDR) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

/** Parses XML like a browser would; a malformed document yields a <parsererror> element. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const texts = (doc: Document | Element, tag: string) => [...doc.getElementsByTagName(tag)].map((e) => e.textContent ?? '');

/** A live content item of the EDR site (published, in its window). */
async function liveItem(where = sql`true`) {
  const now = new Date();
  const [row] = await server.database.db
    .select()
    .from(content)
    .where(and(eq(content.tenantId, edrId), eq(content.status, 1), lte(content.published, now), where))
    .orderBy(desc(content.published))
    .limit(1);
  if (!row) throw new Error('No live seeded content');
  return row;
}

describe('/{8-digit id}', () => {
  it('answers 301 to the canonical path of a live item, keeping the query string', async () => {
    const item = await liveItem();
    const response = await get(`/${item.id}?a=1&utm_source=x`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${item.canonicalPath}?a=1&utm_source=x`);
    expect((await get(`/${item.id}`)).headers.get('location')).toBe(item.canonicalPath);
  });

  it('leaves unknown, unpublished and other sites’ ids to the pages (no redirect)', async () => {
    // These tests run without the Vike pages: what falls through meets the plain 404 here, and the
    // site's 404 page (or a redirect of the redirect table) in the real server.
    expect((await get('/99999998')).status).toBe(404);
    const [draft] = await server.database.db.select().from(content).where(and(eq(content.tenantId, edrId), eq(content.status, 2))).limit(1);
    expect(draft).toBeDefined();
    expect((await get(`/${draft?.id}`)).status).toBe(404);
    const item = await liveItem();
    expect((await get(`/${item.id}`, { 'x-tenant-key': 'fot' })).status).toBe(404);
    // Seven or nine digits are not content ids.
    expect((await get(`/${String(item.id).slice(0, 7)}`)).status).toBe(404);
    expect((await get(`/${item.id}9`)).status).toBe(404);
  });
});

describe('/favicon.ico', () => {
  it("sends the browser to the site's icon (the admin and error pages name none), and answers an unknown site with 404", async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/(files\/.+\.ico|images\/\d+\/\d+\/.+\?w=32.*)$/);
    const icon = await get(response.headers.get('location')!);
    expect(icon.status).toBe(200);
    expect((await get('/favicon.ico', { 'x-tenant-key': 'no-such-site' })).status).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin and search, and names the sitemaps', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /search\n');
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${server.url}/sitemap-google-news.xml`);
  });
});

describe('sitemaps', () => {
  it('/sitemap.xml is an index of the section file and the content files, each of which parses', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const index = parseXml(await response.text());
    expect(index.documentElement.localName).toBe('sitemapindex');
    const files = texts(index, 'loc');
    expect(files[0]).toBe(`${server.url}/sitemap/sections.xml`);
    expect(files).toContain(`${server.url}/sitemap/content-article-1.xml`);
    // Page is in the seeded site's enableNoIndexByContentType.
    expect(files.some((f) => f.includes('content-page-'))).toBe(false);
    expect(texts(index, 'lastmod').every((d) => !Number.isNaN(Date.parse(d)))).toBe(true);

    const urls: string[] = [];
    for (const file of files) {
      const answer = await get(new URL(file).pathname);
      expect(answer.status, file).toBe(200);
      urls.push(...texts(parseXml(await answer.text()), 'loc'));
    }
    const article = await liveItem(eq(content.type, 'Article'));
    expect(urls).toContain(`${server.url}${article.canonicalPath}`);
    expect(urls).toContain(`${server.url}/`);
    const [section] = await server.database.db.select().from(websiteSections).where(and(eq(websiteSections.tenantId, edrId), eq(websiteSections.depth, 2))).limit(1);
    expect(urls).toContain(`${server.url}/${section?.alias}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists only live content and leaves out the noindex types', async () => {
    const [draft] = await server.database.db.select().from(content).where(and(eq(content.tenantId, edrId), eq(content.status, 2), eq(content.type, 'Article'))).limit(1);
    const file = await (await get('/sitemap/content-article-1.xml')).text();
    if (draft) expect(file).not.toContain(`${draft.canonicalPath}<`);
    expect((await get('/sitemap/content-page-1.xml')).status).toBe(404);
  });

  it('answers 404 for unknown sitemap files and pages past the end', async () => {
    for (const path of ['/sitemap/nothing.xml', '/sitemap/content-article-99.xml', '/sitemap/content-unicorn-1.xml', '/sitemap/a/b']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe('Sitemap not found.');
    }
  });

  it('splits a type into files of at most the page size, in id order, each streamed chunk by chunk', async () => {
    const now = new Date();
    const live = await server.database.db
      .select({ id: content.id, canonicalPath: content.canonicalPath })
      .from(content)
      .where(and(eq(content.tenantId, edrId), eq(content.type, 'Article'), eq(content.status, 1), lte(content.published, now)))
      .orderBy(asc(content.id));
    expect(live.length).toBeGreaterThan(5);
    const ctx = await createContext(server.services, { headers: { ...EDR, host: 'sitemaps.example' }, ip: '127.0.0.1', protocol: 'https' });
    // Small sizes stand in for the protocol's 50,000: pages of 4 URLs read 3 rows at a time.
    // Pages after the first start after skipping the ids before them in steps (3 here).
    const sizes = { pageSize: 4, chunkSize: 3, skipStep: 3 };
    const pages = Math.ceil(live.length / sizes.pageSize);
    const files = texts(parseXml(await sitemapIndex(ctx, sizes)), 'loc').filter((loc) => loc.includes('/content-article-'));
    expect(files).toEqual(Array.from({ length: pages }, (_, i) => `https://sitemaps.example/sitemap/content-article-${i + 1}.xml`));

    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const body = await sitemapFile(ctx, `content-article-${n}.xml`, sizes);
      expect(body).toBeInstanceOf(Readable);
      const chunks: string[] = [];
      for await (const chunk of body as Readable) chunks.push(String(chunk));
      const locs = texts(parseXml(chunks.join('')), 'loc');
      expect(locs).toEqual(live.slice((n - 1) * sizes.pageSize, n * sizes.pageSize).map((row) => `https://sitemaps.example${row.canonicalPath}`));
      // Opening tags, one piece per chunk of rows, closing tag: never the whole file at once.
      expect(chunks).toHaveLength(2 + Math.ceil(locs.length / sizes.chunkSize));
      seen.push(...locs);
    }
    expect(seen).toHaveLength(live.length);
    expect(await sitemapFile(ctx, `content-article-${pages + 1}.xml`, sizes)).toBeNull();

    // Over HTTP the file goes out as it is written (chunked, no length known in advance).
    const response = await get('/sitemap/content-article-1.xml');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    expect(texts(parseXml(await response.text()), 'loc')).toEqual(live.slice(0, SITEMAP_PAGE_SIZE).map((row) => `${server.url}${row.canonicalPath}`));
  });

  it('/sitemap-google-news.xml lists the news types of the last two days only', async () => {
    const db = server.database.db;
    const fresh = await liveItem(eq(content.type, 'News'));
    const old = await liveItem(eq(content.type, 'Article'));
    await db.update(content).set({ published: new Date(Date.now() - 60_000), name: 'Fresh & <new> "news"' }).where(eq(content.id, fresh.id));
    await db.update(content).set({ published: new Date(Date.now() - 3 * DAY) }).where(eq(content.id, old.id));

    const response = await get('/sitemap-google-news.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const doc = parseXml(await response.text());
    const NEWS = 'http://www.google.com/schemas/sitemap-news/0.9';
    const entries = [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent,
      title: url.getElementsByTagNameNS(NEWS, 'title')[0]?.textContent,
      name: url.getElementsByTagNameNS(NEWS, 'name')[0]?.textContent,
      language: url.getElementsByTagNameNS(NEWS, 'language')[0]?.textContent,
      date: url.getElementsByTagNameNS(NEWS, 'publication_date')[0]?.textContent ?? '',
    }));
    expect(entries).toContainEqual(
      expect.objectContaining({ loc: `${server.url}${fresh.canonicalPath}`, title: 'Fresh & <new> "news"', name: 'Electronic Design Review', language: 'en' }),
    );
    expect(entries.map((e) => e.loc)).not.toContain(`${server.url}${old.canonicalPath}`);
    for (const entry of entries) expect(Date.now() - Date.parse(entry.date)).toBeLessThan(2 * DAY);
  });
});

describe('/__rss/website-scheduled-content.xml', () => {
  async function scheduledSection() {
    const now = new Date();
    const [row] = await server.database.db
      .select({ alias: websiteSections.alias, id: websiteSections.id, name: websiteSections.name, n: sql<number>`count(*)::int` })
      .from(contentWebsiteSchedules)
      .innerJoin(websiteSections, eq(websiteSections.id, contentWebsiteSchedules.sectionId))
      .innerJoin(content, eq(content.id, contentWebsiteSchedules.contentId))
      .where(and(eq(websiteSections.tenantId, edrId), eq(websiteSections.depth, 1), eq(content.status, 1), lte(content.published, now), isNotNull(content.primaryImageId)))
      .groupBy(websiteSections.id)
      .orderBy(desc(sql`count(*)`), asc(websiteSections.id))
      .limit(1);
    if (!row) throw new Error('No section with scheduled content in the seed');
    return row;
  }

  it('is valid RSS 2.0 of the section’s scheduled live content (JSON input)', async () => {
    const section = await scheduledSection();
    const input = encodeURIComponent(JSON.stringify({ sectionAlias: section.alias }));
    const response = await get(`/__rss/website-scheduled-content.xml?input=${input}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const doc = parseXml(await response.text());
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0];
    expect(channel?.getElementsByTagName('link')[0]?.textContent).toBe(`${server.url}/${section.alias}`);
    const items = [...doc.getElementsByTagName('item')];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(50);
    for (const item of items) {
      const link = item.getElementsByTagName('link')[0]?.textContent ?? '';
      expect(link.startsWith(`${server.url}/`)).toBe(true);
      const guid = item.getElementsByTagName('guid')[0];
      expect(guid?.textContent).toBe(link);
      expect(guid?.getAttribute('isPermaLink')).toBe('true');
      const pubDate = item.getElementsByTagName('pubDate')[0]?.textContent ?? '';
      expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.getElementsByTagName('title')[0]?.textContent).toBeTruthy();
      expect(item.getElementsByTagName('category')[0]?.textContent).toBeTruthy();
    }
    // Newest first, and every item is scheduled to the section or one below it.
    const dates = items.map((i) => Date.parse(i.getElementsByTagName('pubDate')[0]?.textContent ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const scheduled = await server.database.db
      .selectDistinct({ canonicalPath: content.canonicalPath })
      .from(contentWebsiteSchedules)
      .innerJoin(websiteSections, eq(websiteSections.id, contentWebsiteSchedules.sectionId))
      .innerJoin(content, eq(content.id, contentWebsiteSchedules.contentId))
      .where(and(eq(websiteSections.tenantId, edrId), sql`(${websiteSections.alias} = ${section.alias} or ${websiteSections.alias} like ${`${section.alias}/%`})`));
    const allowed = new Set(scheduled.map((r) => `${server.url}${r.canonicalPath}`));
    for (const link of texts(doc, 'guid')) expect(allowed.has(link), link).toBe(true);
    const enclosure = doc.getElementsByTagName('enclosure')[0];
    expect(enclosure?.getAttribute('url')).toMatch(new RegExp(`^${server.url}/`));
    expect(enclosure?.getAttribute('type')).toMatch(/^image\//);
    expect(Number(enclosure?.getAttribute('length'))).toBeGreaterThan(0);
  });

  it('accepts a plain alias and lists the same items', async () => {
    const section = await scheduledSection();
    const json = await (await get(`/__rss/website-scheduled-content.xml?input=${encodeURIComponent(JSON.stringify({ sectionAlias: section.alias }))}`)).text();
    const plain = await (await get(`/__rss/website-scheduled-content.xml?input=/${section.alias}/`)).text();
    expect(texts(parseXml(plain), 'guid')).toEqual(texts(parseXml(json), 'guid'));
  });

  it('answers 404 with a short message for a missing, malformed or unknown section', async () => {
    for (const query of ['', '?input=', '?input={bad json', `?input=${encodeURIComponent('{"sectionAlias":"no-such-section"}')}`, '?input=%7B%22sectionAlias%22%3A5%7D']) {
      const response = await get(`/__rss/website-scheduled-content.xml${query}`);
      expect(response.status, query).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toMatch(/^Section not found/);
    }
  });
});

describe('unknown sites', () => {
  const UNKNOWN_SITES: Record<string, string>[] = [{ 'x-domain': 'nowhere.example' }, { 'x-tenant-key': 'no-such-site' }];

  it('never answer 500 on the site-bound routes', async () => {
    for (const path of ['/sitemap.xml', '/sitemap/sections.xml', '/sitemap-google-news.xml', '/__rss/website-scheduled-content.xml?input=power']) {
      for (const headers of UNKNOWN_SITES) {
        const response = await get(path, headers);
        expect(response.status, path).toBe(404);
        expect(await response.text()).toMatch(/^Unknown site/);
      }
    }
    const item = await liveItem();
    expect((await get(`/${item.id}`, { 'x-domain': 'nowhere.example' })).status).not.toBe(301);
  });
});

describe('/css/dragonform.css', () => {
  it('serves the forms stylesheet with a long cache lifetime and revalidation', async () => {
    const response = await get('/css/dragonform.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=604800/);
    const css = await response.text();
    for (const selector of ['.dragonform input[type="text"]', '.dragonform label', '.dragonform button', '.dragonform .df-error', '.dragonform input[type="checkbox"]']) {
      expect(css).toContain(selector);
    }
    expect(css).toContain('#3867a6');
    const etag = response.headers.get('etag') ?? '';
    expect((await get('/css/dragonform.css', { 'if-none-match': etag })).status).toBe(304);
  });
});

describe('/ip-test', () => {
  it('shows the address, forwarded-for and user agent, escaped, never cached', async () => {
    const response = await get('/ip-test', { 'user-agent': 'Tester <script>alert(1)</script>', 'x-forwarded-for': '203.0.113.9' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('127.0.0.1');
    expect(html).toContain('203.0.113.9');
    expect(html).toContain('Tester &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});

describe('/print/content/{id}', () => {
  // The page's +data runs the documents in process; here they go through the real HTTP path.
  const graphql: Pick<PageGraphQL, 'run'> = {
    run: (document, variables) => execute(server, document, variables, { tenantKey: 'edr' }),
  };

  it('renders a live article: title, byline, date, image, body and canonical URL, without navigation', async () => {
    const item = await liveItem(and(eq(content.type, 'Article'), isNotNull(content.primaryImageId), isNotNull(content.body)));
    const article = await loadPrintArticle(graphql, String(item.id));
    expect(article).toMatchObject({ id: item.id, name: item.name, canonicalUrl: `${server.url}${item.canonicalPath}` });
    if (!article) throw new Error('The seeded article has no print page');
    const html = renderToStaticMarkup(createElement(PrintArticleView, { article }));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe(item.name);
    expect(doc.querySelector('.print-article__image img')?.getAttribute('src')).toBe(article.image?.src);
    expect(doc.querySelector('.print-article__body')?.innerHTML.length).toBeGreaterThan(0);
    expect(doc.querySelector('time')?.textContent).toBe(article.publishedDate);
    expect(doc.querySelector('.print-article__footer a')?.getAttribute('href')).toBe(`${server.url}${item.canonicalPath}`);
    expect(doc.querySelector('nav')).toBeNull();
    if (article.authors.length) expect(doc.querySelector('.print-article__byline')?.textContent).toBe(`By ${article.authors.join(', ')}`);
  });

  it('has no article (404) for unknown, malformed, draft or other sites’ ids', async () => {
    expect(await loadPrintArticle(graphql, '99999998')).toBeNull();
    expect(await loadPrintArticle(graphql, '123')).toBeNull();
    expect(await loadPrintArticle(graphql, 'abcdefgh')).toBeNull();
    const [draft] = await server.database.db.select().from(content).where(and(eq(content.tenantId, edrId), eq(content.status, 2))).limit(1);
    if (draft) expect(await loadPrintArticle(graphql, String(draft.id))).toBeNull();
    const [other] = await server.database.db.select().from(content).where(sql`${content.tenantId} <> ${edrId} and ${content.status} = 1`).limit(1);
    if (other) expect(await loadPrintArticle(graphql, String(other.id))).toBeNull();
  });
});

describe('site settings', () => {
  it('a type listed in enableNoIndexByContentType drops out of every sitemap at once', async () => {
    const db = server.database.db;
    const article = await liveItem(eq(content.type, 'Article'));
    await db.update(content).set({ published: new Date(Date.now() - 60_000) }).where(eq(content.id, article.id));
    const news = async () => (await get('/sitemap-google-news.xml')).text();
    expect(await news()).toContain(`${server.url}${article.canonicalPath}<`);

    const [updated] = await db
      .update(tenantSettings)
      .set({ payload: sql`jsonb_set(${tenantSettings.payload}, '{general,enableNoIndexByContentType}', '["Page","Article"]'::jsonb)` })
      .where(and(eq(tenantSettings.tenantId, edrId), eq(tenantSettings.key, SETTINGS_KEYS.site)))
      .returning({ tenantId: tenantSettings.tenantId });
    expect(updated).toBeDefined();
    await announceDirectChange(server, { tenantId: edrId, kinds: ['settings'] });
    expect(await (await get('/sitemap.xml')).text()).not.toContain('content-article-');
    expect((await get('/sitemap/content-article-1.xml')).status).toBe(404);
    expect(await news()).not.toContain(`${server.url}${article.canonicalPath}<`);
  });
});
