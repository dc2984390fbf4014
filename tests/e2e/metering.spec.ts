import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, gql, tokenOf } from './support.js';

// The content meter of the demo's edr site (issue 11 item 5; spec 002 §4 "Content meter"): 7 free
// views in 30 days. A visitor reads 7 gated items in full, each with the meter's message, and is
// stopped at the 8th with the site's message and the gating form — and the 8th page's HTML holds
// none of the gated paragraphs.

interface Item {
  id: number;
  canonicalPath: string;
}

/** The live gated items of the site (memberships or a registration required), newest first. */
async function gatedItems(request: APIRequestContext): Promise<Item[]> {
  const stream = await gql<{ getContentStream: { edges: { node: Item }[] } }>(request, 'query', 'getContentStream', { limit: 100 });
  const items = await Promise.all(
    stream.getContentStream.edges.map(async ({ node }) => {
      const { getContent } = await gql<{ getContent: { memberships: number[]; userRegistration: { isRequired: boolean } } | null }>(request, 'query', 'getContent', { id: node.id });
      return getContent && (getContent.memberships.length > 0 || getContent.userRegistration.isRequired) ? node : null;
    }),
  );
  return items.filter((item): item is Item => item !== null);
}

/** The paragraphs of the item's whole body (a CMS user of the site reads it in full). */
async function gatedParagraphs(request: APIRequestContext, id: number): Promise<string[]> {
  const token = await tokenOf(request, ADMIN);
  const { getContent } = await gql<{ getContent: { body: string | null } | null }>(request, 'query', 'getContent', { id }, token);
  const paragraphs = [...(getContent?.body ?? '').matchAll(/<p>([^<]{20,})<\/p>/g)].map((match) => match[1]!);
  // The first paragraph stays readable (the membership settings' ungatedParagraphs, 1 in the seed).
  return paragraphs.slice(1);
}

test('a metered visitor reads 7 gated items in full and is stopped at the 8th with the site’s message', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const items = await gatedItems(request);
  expect(items.length).toBeGreaterThanOrEqual(8);
  const context = await browser.newContext();
  const page = await context.newPage();

  for (const [index, item] of items.slice(0, 7).entries()) {
    await page.goto(item.canonicalPath);
    const message = page.locator('.meter-message');
    // The message is the same page for every reader in this state; the numbers are this reader's.
    if (index < 6) await expect(message).toHaveText(new RegExp(`^You have read ${index + 1} of 7 free articles\\. ${6 - index} left until \\d\\d/\\d\\d/\\d{4}\\.$`));
    else await expect(message).toHaveText(/^This is your last free article until \d\d\/\d\d\/\d{4}\. Join now for unlimited access\.$/);
    await expect(page.locator('.gating-form')).toHaveCount(0);
  }

  // A repeat is not counted.
  await page.goto(items[0]!.canonicalPath);
  await expect(page.locator('.gating-form')).toHaveCount(0);

  const eighth = items[7]!;
  const response = await page.goto(eighth.canonicalPath);
  await expect(page.locator('.gating-form')).toBeVisible();
  await expect(page.locator('.gating-form .meter-message')).toHaveText(/^You have read your 7 free articles\. Join now to keep reading, or come back on \d\d\/\d\d\/\d{4}\.$/);
  await expect(page.locator('.gating-form').getByRole('link', { name: 'Log in' })).toBeVisible();
  const html = await response!.text();
  const gated = await gatedParagraphs(request, eighth.id);
  expect(gated.length).toBeGreaterThan(0);
  for (const paragraph of gated) expect(html).not.toContain(paragraph);

  // Another visitor (no meter yet) reads the same item in full.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(eighth.canonicalPath);
  await expect(otherPage.locator('.meter-message')).toHaveText(/^You have read 1 of 7 free articles\./);
  await expect(otherPage.locator('.gating-form')).toHaveCount(0);
  await Promise.all([context.close(), other.close()]);
});
