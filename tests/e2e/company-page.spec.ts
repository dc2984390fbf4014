import { expect, test, type Page } from '@playwright/test';
import { gql } from './support.js';

// Company pages (issue 13 items 1 and 2): the demo's 'Company pages' layout shows a company's
// profile, its contacts (details.contactIds through getContacts), its videos and the other items
// naming it, without scrolling sideways on a laptop or a phone.

interface Item {
  id: number;
  name: string;
  canonicalPath: string;
}

async function kestrel(page: Page): Promise<Item> {
  const answer = await gql<{ getContentStream: { edges: { node: Item }[] } }>(page.request, 'query', 'getContentStream', { type: 'Company', limit: 50 });
  return answer.getContentStream.edges.map((edge) => edge.node).find((item) => item.name === 'Kestrel Microsystems')!;
}

const block = (page: Page, type: string) => page.locator(`[data-block-type="${type}"]`);

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
}

test('a company page shows its profile with a website link, its contacts, videos and related content', async ({ page }) => {
  const company = await kestrel(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(company.canonicalPath);
  await expect(page.locator('h1')).toHaveText('Kestrel Microsystems');

  const profile = block(page, 'company_profile');
  await expect(profile.locator('.company-profile__description')).toHaveText(/RISC-V microcontrollers/);
  const website = profile.getByRole('link', { name: 'kestrel-micro.example', exact: true });
  await expect(website).toHaveAttribute('href', 'https://kestrel-micro.example');
  await expect(website).toHaveAttribute('rel', 'noopener');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(profile.getByRole('link', { name: '+31 40 555 0190' })).toHaveAttribute('href', 'tel:+31405550190');
  await expect(profile.getByRole('link', { name: 'contact@kestrel-micro.example' })).toHaveAttribute('href', 'mailto:contact@kestrel-micro.example');
  await expect(profile.locator('address')).toContainText('Eindhoven');
  await expect(profile.locator('address')).toContainText('Netherlands');
  await expect(profile.locator('img')).toHaveCount(1);

  // Its people, in the editor's order, with their links.
  const contacts = block(page, 'company_contacts');
  await expect(contacts.locator('.block__title')).toHaveText('Contacts');
  await expect(contacts.locator('.company-contact__name')).toHaveText(['Anneke Visser', 'Rahul Mehta']);
  await expect(contacts.locator('.company-contact__title').first()).toHaveText('Director of Product Marketing');
  await expect(contacts.getByRole('link', { name: 'anneke.visser@kestrel-micro.example' })).toHaveAttribute('href', 'mailto:anneke.visser@kestrel-micro.example');

  // Its videos, newest first.
  const videos = block(page, 'company_videos');
  await expect(videos.locator('.content-teaser')).toHaveCount(2);
  await expect(videos.locator('.content-teaser__title')).toContainText(['RISC-V Dev Board Unboxing and First Blink']);
  const dates = await videos.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());

  // What else names it: its product and news, not its videos or contacts.
  const related = block(page, 'company_content');
  await expect(related.locator('.block__title')).toHaveText('From Kestrel Microsystems');
  await expect(related.getByRole('link', { name: 'Kestrel K32R Safety Microcontroller' })).toBeVisible();
  await expect(related.locator('.content-teaser__type', { hasText: /^(Video|Contact)$/ })).toHaveCount(0);
  expect(await related.locator('.content-teaser').count()).toBeGreaterThanOrEqual(2);
  await expectNoSidewaysScroll(page);

  // A contact's name leads to the contact's own page.
  await contacts.getByRole('link', { name: 'Anneke Visser' }).click();
  await expect(page.locator('h1')).toHaveText('Anneke Visser');
});

test('a company page fits a phone: nothing scrolls sideways at 390 px', async ({ page }) => {
  const company = await kestrel(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(company.canonicalPath);
  await expect(block(page, 'company_profile')).toBeVisible();
  await expect(block(page, 'company_contacts').locator('.company-contact')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  const profileBox = await block(page, 'company_profile').boundingBox();
  expect(profileBox!.x + profileBox!.width).toBeLessThanOrEqual(390);
});
