import { expect, test } from '@playwright/test';
import { ADMIN, gql, tokenOf, unique } from './support.js';

// The public site's routes against the production build (spec 000 §2.1, §2.3; issue 5 items 4, 8
// and 9 as far as they are built): the 8-digit content redirect, the print page, robots, sitemaps
// and the section feed as XML, the home page's SEO tags, and the page cache with its purge.

async function liveArticle(request: import('@playwright/test').APIRequestContext) {
  const data = await gql<{ getContentStream: { edges: { node: { id: number; name: string; canonicalPath: string } }[] } }>(
    request,
    'query',
    'getContentStream',
    { type: 'Article', limit: 1 },
  );
  const node = data.getContentStream.edges[0]?.node;
  if (!node) throw new Error('no live article in the seed');
  return node;
}

function parsesAsXml(text: string): boolean {
  // A well-formed document starts with the XML declaration and closes its root element.
  const root = /<([a-z:]+)[\s>]/i.exec(text.replace(/^<\?xml[^>]*\?>\s*/, ''))?.[1];
  return Boolean(root) && text.trimEnd().endsWith(`</${root}>`);
}

test('an 8-digit id redirects to the canonical path, keeping the query string; an unknown id is a 404', async ({ request }) => {
  const article = await liveArticle(request);
  const moved = await request.get(`/${article.id}?a=1`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${article.canonicalPath}?a=1`);
  const unknown = await request.get('/99999998');
  expect(unknown.status()).toBe(404);
});

test('the print page shows a live article without the site frame', async ({ page, request }) => {
  const article = await liveArticle(request);
  const response = await page.goto(`/print/content/${article.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.name);
  await expect(page.locator('.teaser__title')).toHaveCount(0);
  expect((await request.get('/print/content/99999998')).status()).toBe(404);
});

test('robots, the sitemaps and the section feed are served as XML and list seeded pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin/');
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);

  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toMatch(/xml/);
  const indexText = await index.text();
  expect(parsesAsXml(indexText)).toBe(true);
  const files = [...indexText.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(files).toContain('/sitemap/sections.xml');
  const article = await liveArticle(request);
  let found = false;
  for (const file of files) {
    const text = await (await request.get(file)).text();
    expect(parsesAsXml(text), file).toBe(true);
    if (text.includes(`${article.canonicalPath}</loc>`)) found = true;
  }
  expect(found).toBe(true);

  const feed = await request.get(`/__rss/website-scheduled-content.xml?input=${encodeURIComponent(JSON.stringify({ sectionAlias: 'power' }))}`);
  expect(feed.status()).toBe(200);
  const feedText = await feed.text();
  expect(parsesAsXml(feedText)).toBe(true);
  expect(feedText).toContain('<rss version="2.0"');
  expect(feedText).toContain('<item>');
});

test('the home page carries its title, canonical link, Open Graph tags and JSON-LD', async ({ request }) => {
  const html = await (await request.get('/?cache-bypass=true')).text();
  expect(html).toContain('<title>Electronic Design Review</title>');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
  expect(html).toContain('property="og:site_name"');
  expect(html).toContain('application/ld+json');
});

test('public pages come from the cache, and a save purges them at once', async ({ request }) => {
  const first = await request.get('/');
  expect(['HIT', 'MISS']).toContain(first.headers()['x-page-cache']);
  const second = await request.get('/');
  expect(second.headers()['x-page-cache']).toBe('HIT');
  expect((await request.get('/?cache-bypass=true')).headers()['x-page-cache']).toBe('BYPASS');

  // A newly published article appears on the home page right after saving.
  const token = await tokenOf(request, ADMIN);
  const name = unique('Cache purge check ');
  await gql(request, 'mutation', 'saveContent', { input: { type: 'News', status: 1, name } }, token);
  const after = await request.get('/');
  expect(after.headers()['x-page-cache']).toBe('MISS');
  expect(await after.text()).toContain(name);
});
