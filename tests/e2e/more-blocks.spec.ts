import { expect, test, type Page } from '@playwright/test';

// Issue 13's last blocks on the demo's own section pages (edr, the default site on localhost):
// parts search and data sheets beside the products, the podcast with its episodes, the playlist's
// newest video, the leaders of the company directory; each page fits a 390px phone.

/** The page scrolls sideways by this much (0: it fits its window). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('parts search searches the products and data sheets the documents (no Parts Direct embed configured)', async ({ page }) => {
  await page.goto('/products');
  const parts = page.locator('[data-block-type="parts_search"]');
  await expect(parts.getByRole('heading', { name: 'Parts search' })).toBeVisible();
  await expect(page.locator('[data-block-type="data_sheets"] input[name="type"]')).toHaveValue('Document');
  await parts.getByRole('searchbox', { name: 'Parts search' }).fill('GaN');
  await parts.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?filters=/);
  const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}') as Record<string, unknown>;
  expect(filters).toMatchObject({ text: 'GaN', type: 'Product', page: 1 });
});

test('the podcast shows where to listen and its newest episodes, which open their pages', async ({ page }) => {
  await page.goto('/resources/podcasts');
  const podcast = page.locator('.podcast');
  await expect(podcast.getByRole('heading', { name: 'The EDR Podcast' })).toBeVisible();
  await expect(podcast.getByRole('list', { name: 'Listen on' }).getByRole('link', { name: 'Apple Podcasts' })).toHaveAttribute('target', '_blank');
  const episodes = podcast.locator('.podcast__episode');
  expect(await episodes.count()).toBeGreaterThan(0);
  const first = episodes.first().locator('.podcast__episode-title a');
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("the video section plays the playlist's newest video; the recommendations link without tracking", async ({ page }) => {
  await page.goto('/resources/videos');
  const player = page.locator('[data-block-type="video_player"] iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/);
  await expect(page.locator('[data-block-type="video_player"] figcaption')).not.toBeEmpty();
  const recommended = page.locator('[data-block-type="blueconic_recommendations"] .recommendations');
  await expect(recommended).toHaveAttribute('data-track-clicks', 'false');
  expect(await recommended.locator('.content-teaser__title a').count()).toBeGreaterThan(0);
});

test('the company directory shows the industry leaders, each linking to its page', async ({ page }) => {
  await page.goto('/companies');
  const leaders = page.locator('.leaders');
  await expect(leaders.getByRole('heading', { name: 'Industry Leaders' })).toBeVisible();
  const cards = leaders.locator('a.leaders__company');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(cards.first()).toHaveAttribute('href', /^\/companies\//);
});

test('the new section pages fit a 390px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/products', '/resources/podcasts', '/resources/videos', '/companies']) {
    await page.goto(path);
    expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
  }
});
