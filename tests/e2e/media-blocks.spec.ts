import { expect, test, type APIRequestContext } from '@playwright/test';
import { METER_COOKIE, serializeMeter } from '../../src/shared/meter.js';
import { ADMIN, gql, tokenOf } from './support.js';

// Content pages that show their content (issue 13 item 2) and the blocks gating hides (issue 11
// item 5; 002 §4 "When failed … image gallery, video player, content sidebars, document download,
// zmag embed and US map are hidden"), on the demo's edr site.

interface Item {
  id: number;
  name: string;
  canonicalPath: string;
  eventDateRange: string | null;
}

async function itemsOf(request: APIRequestContext, type: string): Promise<Item[]> {
  const answer = await gql<{ getContentStream: { edges: { node: Item }[] } }>(request, 'query', 'getContentStream', { type, limit: 50 });
  return answer.getContentStream.edges.map((edge) => edge.node);
}

test('a video page plays its video in the privacy-friendly player', async ({ page, request }) => {
  const [video] = await itemsOf(request, 'Video');
  await page.goto(video!.canonicalPath);
  const player = page.locator('.video-player iframe');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]+|player\.vimeo\.com\/video\/\d+\?dnt=1)$/);
  await expect(player).toHaveAttribute('title', video!.name);
});

test('a media gallery page shows its images as a slideshow', async ({ page, request }) => {
  const galleries = await itemsOf(request, 'MediaGallery');
  const gallery = galleries.find((item) => item.name.startsWith('Inside the Lab'))!;
  await page.goto(gallery.canonicalPath);
  const slides = page.locator('.image-gallery__slide');
  await expect(slides).toHaveCount(5);
  await expect(page.locator('.image-gallery--enhanced')).toHaveCount(1);
  await expect(page.locator('[data-gallery-counter]')).toHaveText('1 of 5');
  await expect(slides.nth(0)).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.locator('[data-gallery-counter]')).toHaveText('2 of 5');
  await expect(slides.nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Show image 5' }).click();
  await expect(page.locator('[data-gallery-counter]')).toHaveText('5 of 5');
  await expect(slides.nth(4).locator('img')).toHaveJSProperty('complete', true);
});

test('a gated document offers its download to a member only; a reader stopped by the meter gets no link to the file', async ({ browser, request }) => {
  const admin = await tokenOf(request, ADMIN);
  const documents = await itemsOf(request, 'Document');
  const schematic = documents.find((item) => item.name.startsWith('Reference Schematic'))!;
  const baseURL = test.info().project.use.baseURL!;

  // The seeded subscriber holds Premium: signed in as them, the download is there and works.
  const readers = await gql<{ getSiteUserStream: { edges: { node: { username: string } }[] } }>(request, 'query', 'getSiteUserStream', { input: { phrase: 'subscriber' } }, admin);
  const { simulateSiteUser } = await gql<{ simulateSiteUser: { token: string } }>(request, 'mutation', 'simulateSiteUser', { username: readers.getSiteUserStream.edges[0]!.node.username }, admin);
  const member = await browser.newContext();
  await member.addCookies([{ name: 'site_user_token', value: simulateSiteUser.token, url: baseURL }]);
  const memberPage = await member.newPage();
  await memberPage.goto(schematic.canonicalPath);
  const link = memberPage.locator('.document-download a');
  await expect(link).toHaveText(/^Download/);
  await expect(memberPage.locator('.document-download__meta')).toHaveText(/^PDF · \d/);
  const fileUrl = (await link.getAttribute('href'))!;
  expect(fileUrl).toMatch(/^\/files\/.+\.pdf$/);
  const file = await memberPage.request.get(new URL(fileUrl, baseURL).toString());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');

  // A reader whose free views are used up (the meter's own cookie, as the site wrote it earlier).
  const now = Date.now();
  const stopped = await browser.newContext();
  await stopped.addCookies([
    {
      name: METER_COOKIE,
      value: serializeMeter({ views: 7, startTime: now - 60_000, expirationTime: now + 86_400_000, numberOfFreeViews: 7, meteringPeriod: 30, viewedItems: [1, 2, 3, 4, 5, 6, 7] }),
      url: baseURL,
    },
  ]);
  const stoppedPage = await stopped.newPage();
  const answer = await stoppedPage.goto(schematic.canonicalPath);
  const html = await answer!.text();
  await expect(stoppedPage.locator('.gating-form')).toHaveCount(1);
  await expect(stoppedPage.locator('.document-download')).toHaveCount(0);
  expect(html).not.toContain(fileUrl);
  expect(html).not.toContain('.pdf');

  await Promise.all([stopped.close(), member.close()]);
});

test('an event page shows its dates, venue and registration button', async ({ page, request }) => {
  const events = await itemsOf(request, 'Event');
  const summit = events.find((item) => item.name === 'Power Electronics Design Summit')!;
  await page.goto(summit.canonicalPath);
  // Three days: the date helper's range, as the API gives it ('May 12–14, 2027').
  expect(summit.eventDateRange).toMatch(/–/);
  await expect(page.locator('.event-details__when time')).toHaveText(summit.eventDateRange!);
  await expect(page.locator('.event-details__where')).toContainText('Seaport Convention Center');
  await expect(page.locator('.event-details__where')).toContainText('Boston, MA 02210');
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', 'https://events.edr-demo.example/pedsummit');
});

test('a podcast page plays its episode above the body', async ({ page, request }) => {
  const podcasts = await itemsOf(request, 'Podcast');
  const episode = podcasts.find((item) => item.name.startsWith('EDR Podcast Episode 41'))!;
  const answer = await page.goto(episode.canonicalPath);
  await expect(page.locator('.episode-player audio')).toHaveAttribute('src', 'https://media.edr-demo.example/podcast/edr-041.mp3');
  await expect(page.locator('.episode-player__title')).toHaveText('Listen to the episode (40:12)');
  // The page's policy lets the player load audio from the podcast's host.
  expect(answer!.headers()['content-security-policy']).toContain("media-src 'self' https:");
});
