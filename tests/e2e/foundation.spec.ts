import { expect, test } from '@playwright/test';

test('the home page is server-rendered with seeded content', async ({ page, request }) => {
  // The raw HTML (no JavaScript) already holds the content: it is rendered on the server.
  const html = await (await request.get('/')).text();
  expect(html).toContain('<title>Electronic Design Review</title>');
  expect(html).toMatch(/class="content-teaser__title">(<svg[^]*?<\/svg>)?<a href="\/[a-z0-9-/]+"/);

  await page.goto('/');
  await expect(page).toHaveTitle('Electronic Design Review');
  const titles = page.locator('.content-teaser__title a');
  expect(await titles.count()).toBeGreaterThanOrEqual(10);
  await expect(page.locator('.content-teaser__image').first()).toBeVisible();
  // Images are served by the image route (sized variants of the media library's files).
  const src = await page.locator('.content-teaser__image').first().getAttribute('src');
  expect(src).toMatch(/^\/images\/\d+\/\d+\//);
  const image = await request.get(src ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});

test('the second tenant is served by its own host name', async ({ page, baseURL }) => {
  // Chromium resolves *.localhost to the loopback address, so the demo's second site is browsable.
  const port = new URL(baseURL ?? 'http://localhost:3107').port;
  await page.goto(`http://fot.localhost:${port}/`);
  await expect(page).toHaveTitle('Fleet Operations Today');
  await expect(page.locator('.content-teaser__title a').first()).toBeVisible();
});

test("an unknown path answers 404 with the spec's text", async ({ page }) => {
  const response = await page.goto('/no/such/page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test('the operation documents are served as text', async ({ request }) => {
  const response = await request.get('/graphql/query/getContent.gql?v=1');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect((await response.text()).startsWith('query getContent(')).toBe(true);
});

test('a document fetched as text executes, and an unknown text is refused in production', async ({ request }) => {
  const text = await (await request.get('/graphql/query/getTenantInfo.gql')).text();
  const ok = await request.post('/graphql', { data: { query: text, variables: {} } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data.getTenantInfo.current.tenantKey).toBe('edr');
  const refused = await request.post('/graphql', { data: { query: '{ getTenantInfo { current { name } } }' } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors[0].extensions.code).toBe('UNTRUSTED_OPERATION');
});

test('the admin login page renders', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByText('Electronic Design Review administration')).toBeVisible();
});
