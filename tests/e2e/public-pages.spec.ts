import { expect, test, type APIRequestContext } from '@playwright/test';
import { activeUser, ADMIN, apiLogin, gql, signIn, signInWithCookies, tokenOf, unique } from './support.js';

// Pages assembled from the seeded layouts (issue 5 items 3, 4, 6, 11): the home, section and
// article pages, non-canonical paths, redirects, the 404 page, preview mode, the admin toolbar and
// the JavaScript an anonymous reader downloads.

interface Item {
  id: number;
  name: string;
  alias: string;
  canonicalPath: string;
  primarySection: { alias: string; name: string } | null;
}

async function liveArticle(request: APIRequestContext): Promise<Item> {
  const data = await gql<{ getContentStream: { edges: { node: Item }[] } }>(request, 'query', 'getContentStream', { type: 'Article', limit: 5 });
  const node = data.getContentStream.edges.find((edge) => edge.node.primarySection)?.node;
  if (!node) throw new Error('no live article with a section in the seed');
  return node;
}

test('the home page is built from its seeded layout and served from the cache', async ({ page, request }) => {
  const response = await page.goto('/?cache-bypass=true');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Most recent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest', exact: true })).toBeVisible();
  await expect(page.locator('[data-block-type="content_list"] a[href^="/"]').first()).toBeVisible();
  // HTML-only: no React, no Vike client runtime, only the site's own small script.
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.every((src) => !/react|vike/i.test(src))).toBe(true);
  const first = await request.get('/');
  const second = await request.get('/');
  expect([first.headers()['x-page-cache'], second.headers()['x-page-cache']]).toContain('HIT');
});

test('a section page lists its items under the section name', async ({ page, request }) => {
  const article = await liveArticle(request);
  const section = article.primarySection!;
  const response = await page.goto(`/${section.alias}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`^${section.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await expect(page.getByRole('heading', { name: section.name }).first()).toBeVisible();
});

test('an article page shows its title, body, share links and structured data', async ({ page, request }) => {
  const article = await liveArticle(request);
  const response = await page.goto(article.canonicalPath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.name);
  await expect(page.locator('.content-body')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related' })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"NewsArticle"'))).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${article.canonicalPath}$`));
});

test('a non-canonical path answers 301 to the canonical path, keeping ?a=1', async ({ request }) => {
  const article = await liveArticle(request);
  const byId = await request.get(`/${article.primarySection!.alias}/${article.id}/an-old-title?a=1`, { maxRedirects: 0 });
  expect(byId.status()).toBe(301);
  expect(byId.headers().location).toBe(`${article.canonicalPath}?a=1`);
  const upper = await request.get(`${article.canonicalPath.toUpperCase()}?a=1`, { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe(`${article.canonicalPath}?a=1`);
});

test('a redirect saved through the operation answers 301 with the query string', async ({ request }) => {
  const token = await tokenOf(request, ADMIN);
  const article = await liveArticle(request);
  const from = `/${unique('e2e-moved-')}`;
  await gql(request, 'mutation', 'saveWebsiteRedirect', { input: { from, to: article.canonicalPath } }, token);
  const moved = await request.get(`${from}?a=1`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${article.canonicalPath}?a=1`);
});

test('an unknown path shows the 404 page inside the site frame, without the admin code', async ({ page, request }) => {
  // Hostile paths get the same answer, never an error.
  expect((await request.get(`/${'a'.repeat(3000)}`)).status()).toBe(404);
  const response = await page.goto(`/${unique('no-such-page-')}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('footer')).toBeVisible();
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.some((src) => /admin|mantine/i.test(src))).toBe(false);
});

test('preview mode shows a draft that the normal URL does not, and hides the admin toolbar', async ({ page, request, context, baseURL }) => {
  const login = await apiLogin(request, ADMIN);
  const article = await liveArticle(request);
  const name = unique('E2E draft ');
  const saved = await gql<{ saveContent: { id: number; canonicalPath: string } }>(
    request,
    'mutation',
    'saveContent',
    { input: { type: 'Article', status: 2, name, teaser: 'A draft for preview.', body: '<p>Draft body text.</p>' } },
    login.bearerToken,
  );
  expect((await request.get(saved.saveContent.canonicalPath)).status()).toBe(404);

  await signInWithCookies(context, baseURL!, login);
  await page.goto(`${saved.saveContent.canonicalPath}?preview-mode=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: 'Edit Content' })).toHaveCount(0);

  // Signed in, not in preview: the toolbar offers Edit Content in a new window.
  await page.goto(article.canonicalPath);
  const edit = page.getByRole('link', { name: 'Edit Content' });
  await expect(edit).toHaveAttribute('href', `/admin/edit-content/${article.id}`);
  await expect(edit).toHaveAttribute('target', '_blank');
});

test("a viewer of one site opening another site's draft in preview gets the visitor's 404", async ({ browser, request, baseURL }) => {
  const fot = `http://fot.localhost:${new URL(baseURL!).port}`;
  const admin = await apiLogin(request, ADMIN);
  // A draft of the second site, saved by the global administrator with that site's header.
  const name = unique('E2E fot draft ');
  const saved = await request.post('/graphql', {
    data: { query: await (await request.get('/graphql/mutation/saveContent.gql')).text(), variables: { input: { type: 'Article', status: 2, name, teaser: 'Draft.', body: '<p>Draft of fot.</p>' } } },
    headers: { authorization: `Bearer ${admin.bearerToken}`, 'x-tenant-key': 'fot' },
  });
  const path = ((await saved.json()) as { data: { saveContent: { canonicalPath: string } } }).data.saveContent.canonicalPath;
  const previewUrl = `${fot}${path}?preview-mode=true`;

  // The administrator may act on fot: the preview shows the draft.
  const adminContext = await browser.newContext();
  await signInWithCookies(adminContext, fot, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(previewUrl);
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(name);

  // A viewer of the first site only is a visitor on fot: the visitor's 404, no draft text.
  const viewer = await activeUser(request, 'viewer');
  const viewerContext = await browser.newContext();
  await signInWithCookies(viewerContext, fot, await apiLogin(request, viewer));
  const viewerPage = await viewerContext.newPage();
  const answer = await viewerPage.goto(previewUrl);
  expect(answer?.status()).toBe(404);
  await expect(viewerPage.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(viewerPage.getByText(name)).toHaveCount(0);
  await expect(viewerPage.getByRole('link', { name: 'Edit Content' })).toHaveCount(0);
  await Promise.all([adminContext.close(), viewerContext.close()]);
});

test('visitors get no admin toolbar', async ({ page, request }) => {
  const article = await liveArticle(request);
  await page.goto(article.canonicalPath);
  await expect(page.getByRole('link', { name: 'Edit Content' })).toHaveCount(0);
});

test('search finds seeded content by a word of its title', async ({ page, request }) => {
  const article = await liveArticle(request);
  const word = article.name.split(/\s+/).find((w) => w.length > 5)?.replace(/[^A-Za-z0-9]/g, '') ?? article.name;
  await page.goto(`/search?filters=${encodeURIComponent(JSON.stringify({ text: word, page: 1 }))}`);
  await expect(page.getByRole('link', { name: article.name }).first()).toBeVisible();
  // The form builds the filters parameter (page 1).
  const field = page.locator('main form[data-search-form] input[name="text"]').first();
  await field.fill(word);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?filters=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('filters') ?? '')).toContain('"page":1');
});

test('an editor adds a block in the layout editor and the public page shows it right after saving', async ({ page, request }) => {
  const article = await liveArticle(request);
  const sectionPath = `/${article.primarySection!.alias}`;
  // Warm the page cache first: the save must purge it.
  await request.get(sectionPath);
  expect((await request.get(sectionPath)).headers()['x-page-cache']).toBe('HIT');

  await signIn(page, ADMIN, '/admin/layouts');
  await page.getByRole('link', { name: 'Section pages' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Section pages');
  const column = page.getByRole('group', { name: 'Row 1, Column 2' });
  await column.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('dialog', { name: 'Add block' }).getByRole('button', { name: /^Search/ }).click();
  const card = column.getByTestId('grid-block').last();
  await card.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Search settings' });
  const title = unique('Find it fast ');
  // The common settings wait in closed groups after the block's own fields.
  await drawer.getByRole('button', { name: /^Title and link/ }).click();
  await drawer.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await drawer.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The layout “Section pages” was saved.')).toBeVisible();

  // The kept page was purged: the next answer has the new block (a MISS, or a HIT of a page another
  // test running beside this one rendered after the save — never the page kept before it).
  const response = await request.get(sectionPath);
  expect(['MISS', 'HIT']).toContain(response.headers()['x-page-cache']);
  expect(await response.text()).toContain(title);
  await page.goto(sectionPath);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
