import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, activeUser, apiLogin, gql, openAdmin, signInWithCookies, tokenOf, unique } from './support.js';

// Contracts (issue 14 item 2) as an editor and a contributor use them: the editor creates a
// contract from the settings' template and sends it; the contributor opens the link from the
// outbox, types their name and approves; the editor is told, the admin then shows it Approved and
// read-only, and the PDF downloads. CONTRACT_SCREENSHOTS=dir keeps screenshots of the screens for a look.

const shots = process.env.CONTRACT_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** The newest contract link mailed to `to` (the outbox of the local mail adapter). */
async function contractLink(request: APIRequestContext, adminToken: string, to: string): Promise<string> {
  const data = await gql<{ getMailOutboxStream: { edges: { node: { text: string; category: string } }[] } }>(request, 'query', 'getMailOutboxStream', { input: { to } }, adminToken);
  for (const { node } of data.getMailOutboxStream.edges) {
    const match = /https?:\/\/[^\s]+(\/contract\/\d+\?token=[^\s]+)/.exec(node.text);
    if (node.category === 'contract' && match?.[1]) return match[1];
  }
  throw new Error(`no contract link mailed to ${to}`);
}

async function pdfBytes(request: APIRequestContext, href: string): Promise<Buffer> {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="contract-\d+/);
  return response.body();
}

test('a contract is sent, opened from the outbox link, approved, and shows as approved and read-only', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const adminToken = await tokenOf(request, ADMIN);
  const user = await activeUser(request, 'managing_editor', { firstName: 'Connie', lastName: 'Tract' });
  // The contributor: a person of the site with an e-mail address.
  const contributorName = unique('Casey Writer ');
  const email = `${contributorName.replace(/\s+/g, '.').toLowerCase()}@example.com`;
  await gql(request, 'mutation', 'savePerson', { input: { fullName: contributorName, email, status: 1 } }, adminToken);

  const context = await browser.newContext({ baseURL });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(context.request, user));
  const page = await context.newPage();

  // Create: the terms start as the settings' template; "Fill from template" fills it from the form.
  const title = unique('Feature: antenna matching ');
  await openAdmin(page, '/admin/create-contract');
  const form = page.getByRole('form', { name: 'New contract' });
  const contributor = form.getByRole('combobox', { name: 'Contributor', exact: true }).first();
  await contributor.click();
  await contributor.fill(contributorName.slice(0, 12));
  await page.getByRole('option', { name: contributorName }).first().click();
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('One feature article with measurements.');
  await form.getByRole('textbox', { name: 'Rate', exact: true }).fill('950');
  await expect(form.getByTestId('rich-text-terms')).toContainText('[contributor]');
  await form.getByRole('button', { name: 'Fill from template' }).click();
  await expect(page.getByText('The terms were filled from the template. Review them, then save.')).toBeVisible();
  await expect(form.getByTestId('rich-text-terms')).toContainText(contributorName);
  await expect(form.getByTestId('rich-text-terms')).toContainText('$950.00');
  await shot(page, 'create-contract');
  await form.getByRole('button', { name: 'Create contract' }).click();
  await expect(page.getByText(`${title} was saved.`)).toBeVisible();
  await page.waitForURL(/\/admin\/contract\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Send: the contributor gets the link.
  await page.getByRole('button', { name: 'Send to contributor' }).click();
  await expect(page.getByText(`${title} was sent to ${contributorName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
  await shot(page, 'edit-contract-sent');

  // The contributor opens the link from the outbox, in a browser of their own.
  const link = await contractLink(request, adminToken, email);
  expect(link).toMatch(new RegExp(`^/contract/${id}\\?token=`));
  const reader = await browser.newContext({ baseURL });
  const site = await reader.newPage();
  const opened = await site.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(site.getByRole('region', { name: 'Terms' })).toContainText(contributorName);
  await expect(site.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  await site.locator('form[data-contract-approve][data-ready="true"]').waitFor();
  // Without the name and "I agree", the server says what is missing.
  await site.getByRole('button', { name: 'Approve contract' }).click();
  await expect(site.getByText('Type your full name as your signature.')).toBeVisible();
  await site.getByRole('textbox', { name: 'Your full name (your signature)' }).fill(contributorName);
  await site.getByRole('checkbox', { name: 'I have read this contract and I agree to its terms.' }).check();
  await shot(site, 'contributor-page');
  await site.getByRole('button', { name: 'Approve contract' }).click();
  await expect(site.getByRole('status').filter({ hasText: 'Approved' })).toContainText(`by ${contributorName}`);
  await expect(site.getByRole('button', { name: 'Approve contract' })).toBeHidden();
  await shot(site, 'contributor-approved');
  const contributorPdf = await site.getByRole('link', { name: 'Download the contract (PDF)' }).getAttribute('href');
  expect(contributorPdf).toMatch(new RegExp(`^/contract/${id}/pdf\\?token=`));
  expect((await pdfBytes(reader.request, contributorPdf!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Opened again later, the page is read-only.
  await site.goto(link);
  await expect(site.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();
  await expect(site.getByRole('button', { name: 'Approve contract' })).toBeHidden();
  // Anyone else's guess does not work, and says nothing about the contract.
  const guessed = await site.goto(`/contract/${id}?token=guessed.token`);
  expect(guessed?.status()).toBe(404);
  await expect(site.getByRole('heading', { name: 'This link does not work' })).toBeVisible();

  // The admin: Approved, read-only, with the approval record and the PDF.
  await openAdmin(page, `/admin/contract/${id}`);
  await expect(page.getByTestId('approval-record')).toContainText(contributorName);
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save contract' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await shot(page, 'edit-contract-approved');
  const adminPdf = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  expect(adminPdf).toMatch(new RegExp(`^/api/contracts/${id}/pdf\\?token=`));
  expect((await pdfBytes(context.request, adminPdf!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The editor who created it was told, with a link to this screen.
  const told = await gql<{ getMailOutboxStream: { edges: { node: { subject: string; text: string; category: string } }[] } }>(request, 'query', 'getMailOutboxStream', { input: { to: user.email, category: 'contract-approved' } }, adminToken);
  expect(told.getMailOutboxStream.edges.map((e) => e.node.subject)).toEqual([`Contract approved: ${title}`]);
  expect(told.getMailOutboxStream.edges[0]!.node.text).toContain(`/admin/contract/${id}`);

  // The list shows it approved.
  await openAdmin(page, '/admin/contracts');
  const row = page.getByTestId('contract-row').filter({ hasText: title });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText(contributorName);
  await shot(page, 'contracts-list');
  await openAdmin(page, '/admin/contracts/settings');
  await expect(page.getByTestId('template-preview')).toContainText('Jordan Example');
  await shot(page, 'contract-settings');
  await reader.close();
  await context.close();
});
