import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, gql, tokenOf } from './support.js';

// Content gating of the demo's edr site (issue 11 item 5; spec 002 §4 "Content gating"): a member
// of the required membership reads the whole body, as does a visitor from a site-licence
// company's addresses (the seed's Northfield Controls, 203.0.113.0/24 — the e2e server trusts the
// proxy's X-Forwarded-For); neither is metered, and neither page is the one everyone else gets.

interface Gated {
  id: number;
  canonicalPath: string;
  memberships: number[];
}

/** A live item that the Premium membership unlocks, with its gated paragraphs (as a CMS user reads them). */
async function premiumItem(request: APIRequestContext, admin: string): Promise<{ item: Gated; paragraphs: string[] }> {
  const memberships = await gql<{ getMembershipStream: { edges: { node: { id: number; alias: string } }[] } }>(request, 'query', 'getMembershipStream', {}, admin);
  const premium = memberships.getMembershipStream.edges.find((edge) => edge.node.alias === 'premium')!.node;
  const stream = await gql<{ getContentStream: { edges: { node: { id: number } }[] } }>(request, 'query', 'getContentStream', { limit: 100 });
  for (const { node } of stream.getContentStream.edges) {
    const { getContent } = await gql<{ getContent: { id: number; canonicalPath: string; memberships: number[]; body: string | null } | null }>(request, 'query', 'getContent', { id: node.id }, admin);
    if (!getContent?.memberships.includes(premium.id)) continue;
    const paragraphs = [...(getContent.body ?? '').matchAll(/<p>([^<]{20,})<\/p>/g)].map((match) => match[1]!).slice(1);
    if (paragraphs.length) return { item: getContent, paragraphs };
  }
  throw new Error('no live Premium item with gated paragraphs in the seed');
}

test('a member of the required membership and a licensed address read the whole body, unmetered', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const admin = await tokenOf(request, ADMIN);
  const { item, paragraphs } = await premiumItem(request, admin);

  // The seeded subscriber holds Premium: signed in as them (the admin's "sign in as").
  const readers = await gql<{ getSiteUserStream: { edges: { node: { username: string } }[] } }>(request, 'query', 'getSiteUserStream', { input: { phrase: 'subscriber' } }, admin);
  const username = readers.getSiteUserStream.edges[0]!.node.username;
  const { simulateSiteUser } = await gql<{ simulateSiteUser: { token: string } }>(request, 'mutation', 'simulateSiteUser', { username }, admin);
  const member = await browser.newContext();
  await member.addCookies([{ name: 'site_user_token', value: simulateSiteUser.token, url: test.info().project.use.baseURL! }]);
  const memberPage = await member.newPage();
  const memberAnswer = await memberPage.goto(item.canonicalPath);
  const memberHtml = await memberAnswer!.text();
  for (const paragraph of paragraphs) expect(memberHtml).toContain(paragraph);
  expect(memberAnswer!.headers()['cache-control']).toBe('private, no-store');
  await expect(memberPage.locator('.gating-form')).toHaveCount(0);
  await expect(memberPage.locator('.meter-message')).toHaveCount(0);
  await expect(memberPage.locator('.licence-notice')).toHaveCount(0);
  expect((await member.cookies()).some((cookie) => cookie.name === 'content_meter')).toBe(false);

  // A visitor from the licence company's range: no login, the whole body, no meter.
  const licensed = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' } });
  const licensedPage = await licensed.newPage();
  const licensedAnswer = await licensedPage.goto(item.canonicalPath);
  const licensedHtml = await licensedAnswer!.text();
  for (const paragraph of paragraphs) expect(licensedHtml).toContain(paragraph);
  expect(licensedAnswer!.headers()['x-page-cache']).toBe('BYPASS');
  await expect(licensedPage.locator('.gating-form')).toHaveCount(0);
  // The page says who gives access, and the browser keeps the company for a day (never read for gating).
  await expect(licensedPage.locator('.licence-notice')).toHaveText('Access provided by Northfield Controls');
  const company = (await licensed.cookies()).find((cookie) => cookie.name === 'site_license_company');
  expect(decodeURIComponent(company?.value ?? '')).toBe('Northfield Controls');
  expect(company && company.expires - Date.now() / 1000).toBeGreaterThan(23 * 3600);
  expect((await licensed.cookies()).some((cookie) => cookie.name === 'content_meter')).toBe(false);

  // Another address of no company is metered like anyone (its first free view), never given their page.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' } });
  const otherPage = await other.newPage();
  await otherPage.goto(item.canonicalPath);
  await expect(otherPage.locator('.meter-message')).toHaveText(/^You have read 1 of 7 free articles\./);
  await Promise.all([member.close(), licensed.close(), other.close()]);
});
