import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, call, gql, tokenOf, unique } from './support.js';

// The block library's countdown, carousel, content image grid, webinars and section overview
// (issue 13 item 1) on a page of their own: a module layout with its own address, so no other spec
// sees it. On the demo's edr site (the default site on localhost).

const block = (id: string, type: string, settings: Record<string, unknown> = {}) => ({ id, type, settings });
const row = (id: string, layout: string, columns: ReturnType<typeof block>[][]) => ({
  id,
  settings: { layout },
  columns: columns.map((blocks, index) => ({ id: `${id}-c${index}`, settings: { blockAlignment: 'top' }, blocks })),
});

/** Saves a page with the five blocks and returns its path. */
async function libraryPage(request: APIRequestContext, { targetDate }: { targetDate: string }): Promise<string> {
  const admin = await tokenOf(request, ADMIN);
  const resources = await gql<{ getWebsiteLayoutPage: { pageData: { sectionId: number } } }>(request, 'query', 'getWebsiteLayoutPage', { alias: '/resources' });
  const alias = unique('library-blocks-');
  const saved = await call(
    request,
    'mutation/saveWebLayout',
    {
      input: {
        name: `Library blocks ${alias}`,
        type: 'module',
        key: alias,
        aliases: [alias],
        primaryGrid: {
          rows: [
            row('r1', '2_1', [
              [block('b1', 'carousel', { title: 'Editor’s picks', limit: 8 })],
              [block('b2', 'countdown', { title: 'EDR Summit', targetDate, label: 'Summit starts in', endedText: 'The summit is on!', linkUrl: '/resources/events' }), block('b3', 'webinars', { title: 'Webinars', limit: 4 })],
            ]),
            row('r2', '2_1', [
              [block('b4', 'content_image_grid', { title: 'In pictures', limit: 6, columns: 3 })],
              [block('b5', 'section_overview', { sectionId: resources.getWebsiteLayoutPage.pageData.sectionId, itemsPerSection: 2 })],
            ]),
          ],
        },
      },
    },
    admin,
  );
  if (saved.errors?.length) throw new Error(`saveWebLayout: ${JSON.stringify(saved.errors[0])}`);
  return `/${alias}`;
}

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The page scrolls sideways by this much (0: it fits its window). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the carousel scrolls a card at a time with its buttons and the keyboard, and fits a 390px phone', async ({ page, request }) => {
  const path = await libraryPage(request, { targetDate: inTwoDays() });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const carousel = page.getByRole('region', { name: 'Editor’s picks' });
  const track = carousel.locator('.carousel__track');
  await expect(track.locator('.carousel__item')).toHaveCount(8);
  const previous = carousel.getByRole('button', { name: 'Previous items' });
  const next = carousel.getByRole('button', { name: 'Next items' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
  const cardStep = await track.evaluate((element) => {
    const [first, second] = Array.from(element.querySelectorAll('.carousel__item'));
    return second!.getBoundingClientRect().left - first!.getBoundingClientRect().left;
  });
  await next.click();
  await expect.poll(scrollLeft).toBeGreaterThan(cardStep - 2);
  await expect.poll(scrollLeft).toBeLessThan(cardStep + 2);
  await expect(previous).toHaveAttribute('aria-disabled', 'false');

  // From the keyboard: the buttons come before the cards; Enter steps, the focus stays.
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect.poll(scrollLeft).toBeLessThan(2);
  await expect(previous).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(() => track.evaluate((element) => element.scrollWidth - element.clientWidth - element.scrollLeft)).toBeLessThan(2);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});

test('the countdown shows the time left and ticks every second', async ({ page, request }) => {
  const path = await libraryPage(request, { targetDate: inTwoDays() });
  await page.goto(path);
  const countdown = page.locator('.countdown');
  await expect(countdown.locator('.countdown__label')).toHaveText('Summit starts in');
  const time = countdown.locator('time.countdown__time');
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
  await expect(time).toContainText(/^2 days\s*1 hour\s*0 minutes\s*\d+ seconds$|^2 days\s*0 hours\s*59 minutes\s*\d+ seconds$/);
  const seconds = countdown.locator('[data-countdown-part="seconds"] .countdown__value');
  await expect(seconds).toBeVisible();
  const first = await seconds.textContent();
  await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);
  await expect(countdown.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/resources/events');
});

test('the image grid, webinars and section overview show their items; the page fits a phone', async ({ page, request }) => {
  const path = await libraryPage(request, { targetDate: inTwoDays() });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(path);
  const tiles = page.locator('.image-tile');
  await expect(tiles).toHaveCount(6);
  // The title's link covers the tile: a click on the picture opens the item.
  const firstHref = await tiles.first().locator('a.image-tile__link').getAttribute('href');
  const columns = await page.locator('.content-image-grid__tiles').evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);

  const webinars = page.locator('.webinar-teaser');
  await expect(webinars).toHaveCount(4);
  await expect(webinars.first().locator('.webinar-teaser__badge')).toHaveText('Upcoming');
  await expect(webinars.last().locator('.webinar-teaser__badge')).toHaveText('On demand');
  // The link names its webinar for readers who hear links out of context.
  await expect(webinars.first().locator('.webinar-teaser__action')).toHaveText(/^Register\s*: \S/);

  const overview = page.locator('.section-overview');
  await expect(overview.locator('.section-overview__name')).toHaveText('Resources');
  await expect(overview.getByRole('heading', { level: 3, name: 'Webinars' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  // Over the picture, away from the text.
  await tiles.first().click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(new RegExp(`${firstHref}$`));
});
