import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, gql, hydrated, signIn, tokenOf, unique } from './support.js';

// Newsletter campaigns end to end (issue 12; spec 001 §2–§3, 002 §2) against the production build in
// Chromium: a newsletter manager builds a template in the grid editor, schedules the day's stories
// to it, books a sponsor's ad on it, previews and test-sends the issue, sends it to the list, opens
// the web views, and a reader unsubscribes with the link of the message they received.

/** Picks an option of a Mantine select (or async select) by its visible label. */
async function choose(page: Page, label: string, option: string | RegExp, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true }).first();
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Picks a day in a Mantine date picker input: opens it, moves its own (visible) dropdown to the month
 * — waiting for the header to name it, since a month crossing re-renders the grid — and clicks the
 * day of that month, never the same date shown greyed in the neighbouring month ('D MMMM YYYY').
 */
async function pickDate(page: Page, scope: Locator, label: string, day: Date) {
  await scope.getByRole('button', { name: label, exact: true }).click();
  const dropdown = page.locator('[data-dates-dropdown]:visible');
  await expect(dropdown).toHaveCount(1);
  const today = new Date();
  const months = day.getFullYear() * 12 + day.getMonth() - (today.getFullYear() * 12 + today.getMonth());
  const header = dropdown.locator('.mantine-DatePickerInput-calendarHeaderLevel');
  for (let i = 0; i < Math.abs(months); i += 1) {
    const before = await header.innerText();
    await dropdown.locator(`button[data-direction="${months > 0 ? 'next' : 'previous'}"]`).click();
    await expect(header).not.toHaveText(before);
  }
  await expect(header).toHaveText(`${MONTHS[day.getMonth()]} ${day.getFullYear()}`);
  await dropdown.locator(`button[aria-label="${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}"]:not([data-outside])`).click();
  await expect(dropdown).toHaveCount(0);
}

/** Today's calendar day in Chicago, 'YYYY-MM-DD' (issue dates are Central days). */
const centralToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function outbox(request: APIRequestContext, token: string, category: string) {
  const data = await gql<{ getMailOutboxStream: { edges: { node: { to: string; subject: string; text: string } }[] } }>(request, 'query', 'getMailOutboxStream', { input: { category, pagination: { limit: 200 } } }, token);
  return data.getMailOutboxStream.edges.map((e) => e.node);
}

test('a newsletter manager builds a template, fills and tests an issue, sends it, and a reader unsubscribes', async ({ page, request }) => {
  test.setTimeout(240_000);
  const adminToken = await tokenOf(request, ADMIN);
  const settings = await gql<{ getWebsiteShellSettings: { newsletters: { id: number; title: string }[] } }>(request, 'query', 'getWebsiteShellSettings');
  const list = settings.getWebsiteShellSettings.newsletters[0]!;
  const templateName = unique('Morning Wire ');
  const subject = unique('The wire: ');

  // 1. The template: a name, a width, the list; the grid starts with a content list, and gets a native ad slot.
  await signIn(page, ADMIN, '/admin/create-newsletter-template');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(templateName);
  await page.getByRole('radiogroup', { name: 'Width' }).getByText('700').click();
  await choose(page, 'List', list.title);
  await page.getByRole('group', { name: 'Row 1, Column 1' }).getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('dialog').getByText('Native ad', { exact: true }).click();
  await expect(page.getByRole('group', { name: 'Row 1, Column 1' }).getByText('Native ad')).toBeVisible();
  await page.getByRole('button', { name: 'Create template' }).click();
  await page.waitForURL(/\/admin\/edit-newsletter-template\/\d+$/);
  const templateId = Number(/(\d+)$/.exec(page.url())![1]);

  // 2. Today's issue: two stories found by name.
  await page.goto('/admin/newsletter-content');
  await hydrated(page);
  await choose(page, 'Newsletter template', templateName);
  await expect(page.getByRole('textbox', { name: 'Issue date' })).toHaveValue(centralToday());
  const latest = await gql<{ getContentStream: { edges: { node: { name: string } }[] } }>(request, 'query', 'getContentStream', { type: 'Article', limit: 2 });
  for (const { node } of latest.getContentStream.edges) {
    const input = page.getByRole('combobox', { name: 'Add content' });
    await input.click();
    await input.fill(node.name.slice(0, 30));
    await page.getByRole('option').filter({ hasText: node.name }).first().click();
  }
  const issue = page.getByRole('list', { name: 'Issue content' });
  await expect(issue.getByRole('listitem')).toHaveCount(2);
  const storyNames = await issue.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label') ?? ''));
  await page.getByRole('button', { name: 'Save issue content' }).click();
  await expect(page.getByRole('button', { name: 'Save issue content' })).toBeDisabled();

  // 3. A sponsor's ad at position 1 of the template, running from yesterday to next week.
  const companies = await gql<{ getNewsletterAdCompanyOptions: { name: string }[] }>(request, 'query', 'getNewsletterAdCompanyOptions', { phrase: '' }, adminToken);
  const company = companies.getNewsletterAdCompanyOptions[0]!.name;
  const adTitle = unique('Meet the new power module ');
  await page.goto('/admin/create-newsletter-ad');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(adTitle);
  await choose(page, 'Advertiser', company, company.slice(0, 6));
  await choose(page, 'Placement', 'Sponsored content');
  await page.getByRole('textbox', { name: 'Click URL' }).fill('https://sponsor.example.com/module');
  await page.getByRole('textbox', { name: 'Body' }).fill('Half the size, twice the efficiency.');
  // A new ad starts with one schedule entry.
  const entry = page.getByRole('group', { name: 'Schedule entry 1' });
  await choose(page, 'Template', templateName);
  await entry.getByRole('textbox', { name: 'Position' }).fill('1');
  await pickDate(page, entry, 'Start date', new Date(Date.now() - 86_400_000));
  await pickDate(page, entry, 'End date', new Date(Date.now() + 7 * 86_400_000));
  await page.getByRole('button', { name: 'Create newsletter ad' }).click();
  await page.waitForURL(/\/admin\/edit-newsletter-ad\/\d+$/);

  // 4. The campaign: today's issue of the template, previewed and tested.
  await page.goto('/admin/create-newsletter-campaign');
  await hydrated(page);
  await choose(page, 'Template', templateName);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await page.waitForURL(/\/admin\/edit-newsletter-campaign\/\d+$/);
  const campaignId = Number(/(\d+)$/.exec(page.url())![1]);
  const preview = page.frameLocator('iframe[title="Newsletter preview"]');
  for (const story of storyNames) await expect(preview.getByText(story, { exact: true }).first()).toBeVisible();
  await expect(preview.getByText(adTitle)).toBeVisible();
  await page.getByRole('button', { name: '800 px' }).click();
  await expect(page.locator('iframe[title="Newsletter preview"]')).toHaveAttribute('width', '800');

  const tester = `${unique('desk')}@example.com`;
  const testers = page.getByRole('form', { name: 'Send a test' });
  await testers.getByRole('combobox', { name: 'Test addresses' }).fill(tester);
  await testers.getByRole('combobox', { name: 'Test addresses' }).press('Enter');
  await testers.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test sent to 1 address.')).toBeVisible();
  const tests = (await outbox(request, adminToken, 'newsletter-test')).filter((m) => m.to === tester);
  expect(tests.map((m) => m.subject)).toEqual([`[TEST] ${subject}`]);

  // 5. Send now: confirmed, then Sending → Sent with the progress on the screen.
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('This campaign is sent and can no longer be changed.')).toBeVisible({ timeout: 60_000 });
  const sent = (await outbox(request, adminToken, 'newsletter')).filter((m) => m.subject === subject);
  expect(sent.length).toBeGreaterThan(3);
  expect(new Set(sent.map((m) => m.to)).size).toBe(sent.length);

  // 6. The web views.
  await page.goto(`/newsletter/${campaignId}`);
  await expect(page).toHaveTitle(subject);
  for (const story of storyNames) await expect(page.getByText(story, { exact: true }).first()).toBeVisible();
  await page.goto(`/latest-newsletter/${templateId}`);
  await expect(page).toHaveTitle(subject);

  // 7. A reader unsubscribes with the link of the message they received.
  const message = sent[0]!;
  const link = /https?:\/\/\S+\/newsletter-unsubscribe\/[\w.-]+/.exec(message.text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(`Stop sending ${list.title} to ${message.to}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText(`${message.to} will no longer receive ${list.title}.`)).toBeVisible();
});
