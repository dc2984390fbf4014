import { expect, test, type Page } from '@playwright/test';
import { ADMIN, gql, tokenOf, unique } from './support.js';

// Load more (issue 13 item 3; spec 002 §4 "Load more") on the demo's edr site: an article page
// (the seeded "Article pages" layout, page-scroll) appends the next article of its section as the
// reader scrolls, its address and title following the article in view, and stops at the limit (8);
// a section page (the seeded "Section pages" layout, custom-click) appends its next grid on
// 'Load More Content' ('Loading Content' meanwhile) and 'Back To Top' goes back up.

const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test('an article page loads the next article of its section on scroll, and stops at the limit', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await tokenOf(request, ADMIN);
  const section = (await gql<{ saveWebsiteSection: { id: number } }>(request, 'mutation', 'saveWebsiteSection', { input: { name: unique('Reading on ') } }, token)).saveWebsiteSection;
  // Ten articles of the section, a minute apart: the newest is read first, the rest follow newest first.
  const articles: { id: number; name: string; canonicalPath: string }[] = [];
  for (let i = 0; i < 10; i += 1) {
    const name = `Reading on ${i + 1} ${section.id}`;
    const paragraphs = Array.from({ length: 4 }, (_, p) => `<p>${name}, paragraph ${p + 1}: text enough to read for a while before the next article comes.</p>`).join('');
    const saved = await gql<{ saveContent: { id: number; name: string; canonicalPath: string } }>(
      request,
      'mutation',
      'saveContent',
      { input: { type: 'Article', status: 1, name, teaser: `Article ${i + 1} of the series.`, body: paragraphs, primarySectionId: section.id, published: new Date(Date.now() - (i + 1) * 60_000).toISOString() } },
      token,
    );
    articles.push(saved.saveContent);
  }
  const fragments: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/__load-more/page')) fragments.push(req.url());
  });

  const [first, ...rest] = articles;
  await page.goto(first!.canonicalPath);
  const siteTitle = await page.title();
  expect(siteTitle.startsWith(`${first!.name} | `)).toBe(true);
  const marker = page.locator('[data-load-more="page"]');
  await expect(marker).toHaveAttribute('data-load-more-trigger', 'scroll');
  await expect(marker).toHaveAttribute('data-load-more-ready', 'true');
  // Nothing is loaded before the reader scrolls.
  await page.waitForTimeout(300);
  expect(fragments).toEqual([]);

  const appended = page.locator('article[data-load-more-item]');
  // Each scroll to the end brings the next article (more than one when an article is shorter than the window).
  for (let round = 0; round < 12 && (await appended.count()) < 8; round += 1) {
    const before = await appended.count();
    await scrollToBottom(page);
    await expect.poll(() => appended.count(), { timeout: 10_000 }).toBeGreaterThan(before);
  }
  await expect(appended).toHaveCount(8);
  await expect(marker).toHaveAttribute('data-load-more-done', 'true');
  // The limit: scrolling on asks for nothing more, though two articles are left.
  await scrollToBottom(page);
  await page.waitForTimeout(500);
  await expect(appended).toHaveCount(8);
  expect(fragments).toHaveLength(8);

  // Newest first, each naming the page and the article it was scrolled from (tracking fields).
  const seen = await appended.evaluateAll((nodes) => nodes.map((node) => ({ ...(node as HTMLElement).dataset })));
  expect(seen.map((item) => Number(item.contentId))).toEqual(rest.slice(0, 8).map((article) => article.id));
  expect(seen.map((item) => item.scrollPage)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  expect(seen.map((item) => Number(item.scrollFromContentId))).toEqual([first!.id, ...rest.slice(0, 7).map((article) => article.id)]);
  await expect(appended.nth(2).getByRole('heading', { level: 1 })).toHaveText(rest[2]!.name);

  // The address and the title follow the article in view, and come back with the first one.
  await appended.nth(2).getByRole('heading', { level: 1 }).evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  await expect(page).toHaveURL(new RegExp(`${rest[2]!.canonicalPath}$`));
  await expect(page).toHaveTitle(siteTitle.replace(first!.name, rest[2]!.name));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveURL(new RegExp(`${first!.canonicalPath}$`));
  await expect(page).toHaveTitle(siteTitle);
});

test('a section page loads more on a click and Back To Top returns to the top', async ({ page, request }) => {
  // The seeded "Section pages" layout: 12 items, then grids of the section's next 12 on each click.
  const resources = await gql<{ getWebsiteLayoutPage: { usedContentIds: number[]; loadMoreType: { type: string } } }>(request, 'query', 'getWebsiteLayoutPage', { alias: '/resources' });
  expect(resources.getWebsiteLayoutPage.loadMoreType.type).toBe('custom-click');
  await page.goto('/resources');
  const button = page.getByRole('button', { name: 'Load More Content' });
  const toTop = page.getByRole('button', { name: 'Back To Top' });
  await expect(button).toBeVisible();
  await expect(toTop).toBeVisible();

  // Held until the label is seen: 'Loading Content' while the grid loads.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__load-more/grid**', async (route) => {
    await held;
    await route.continue();
  });
  await button.click();
  const loading = page.getByRole('button', { name: 'Loading Content' });
  await expect(loading).toBeVisible();
  await expect(loading).toBeDisabled();
  release();

  const grids = page.locator('[data-load-more-item][data-secondary-grid-index]');
  await expect(grids).toHaveCount(1);
  await expect(grids.first().getByRole('heading', { name: 'More from Resources' })).toBeVisible();
  // Items the page did not show already.
  const shown = await grids.first().locator('.content-teaser__title a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(shown.length).toBeGreaterThan(0);
  const above = await page.locator('[data-page-level="top"] .content-teaser__title a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(shown.filter((href) => above.includes(href))).toEqual([]);

  // Clicking on until the section runs out (an under-filled grid) or the layout's grids do.
  for (let i = 0; i < 8 && (await button.isVisible()); i += 1) {
    const before = await grids.count();
    await button.click();
    await expect(grids).toHaveCount(before + 1);
  }
  await expect(button).toBeHidden();
  await expect(page.locator('[data-load-more]')).toHaveAttribute('data-load-more-done', 'true');

  await toTop.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
});
