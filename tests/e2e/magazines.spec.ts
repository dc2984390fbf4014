import { expect, test, type Locator, type Page } from '@playwright/test';
import { activeUser, apiLogin, gql, openAdmin, signInWithCookies, unique } from './support.js';

// Magazines (issue 14 item 1) as an editor uses them: a publication and an issue added through the
// lists' ?action=add links (001 §2), an article scheduled to the issue from the content editor,
// and the issue's page on the public site listing it.

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

test('an editor adds a publication and an issue, schedules an article to it and sees the issue page', async ({ browser, baseURL, request }) => {
  const user = await activeUser(request, 'managing_editor', { firstName: 'Mara', lastName: 'Gazine' });
  const token = (await apiLogin(request, user)).bearerToken;
  const context = await browser.newContext({ baseURL });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(context.request, user));
  const page = await context.newPage();

  // The publication, through the menu's add link.
  const publicationName = unique('Signal Chain Monthly ');
  await openAdmin(page, '/admin/magazine-publications/?action=add');
  const publicationForm = page.getByRole('form', { name: 'Add publication' });
  await publicationForm.getByRole('textbox', { name: 'Name' }).fill(publicationName);
  await publicationForm.getByRole('textbox', { name: 'Subscribe link' }).fill('https://subscribe.example.com/signal-chain');
  await publicationForm.getByRole('button', { name: 'Add publication' }).click();
  await expect(page.getByText(`${publicationName} was added.`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit publication' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/magazine-publications\/?\?id=\d+$/);

  // The issue, likewise: it mails today unless the editor says otherwise.
  const issueName = unique('Spring Issue ');
  await openAdmin(page, '/admin/magazine-issues/?action=add');
  const issueForm = page.getByRole('form', { name: 'Add issue' });
  await choose(page, issueForm, 'Publication', publicationName);
  await issueForm.getByRole('textbox', { name: 'Name' }).fill(issueName);
  await issueForm.getByRole('textbox', { name: 'Digital edition (Zmags)' }).fill('https://viewer.zmags.com/publication/5e1ec7ed');
  await issueForm.getByRole('button', { name: 'Add issue' }).click();
  await expect(page.getByText(`${issueName} was added.`)).toBeVisible();
  const issuePath = await page.getByRole('link', { name: /^\/magazine\// }).textContent();
  expect(issuePath).toMatch(/^\/magazine\/signal-chain-monthly-[a-z0-9-]+\/spring-issue-[a-z0-9-]+$/);

  // An article, scheduled to the issue from the content editor.
  const articles = await gql<{ getContentStream: { edges: { node: { id: number; name: string; canonicalPath: string } }[] } }>(request, 'query', 'getContentStream', {
    type: 'Article',
    limit: 1,
  });
  const article = articles.getContentStream.edges[0]!.node;
  await openAdmin(page, `/admin/edit-content/${article.id}`);
  const panel = page.getByRole('group', { name: 'Schedule to a magazine issue' });
  await panel.scrollIntoViewIfNeeded();
  await choose(page, panel, 'Publication', publicationName);
  await choose(page, panel, 'Issue', issueName);
  await panel.getByRole('button', { name: 'Schedule to issue' }).click();
  await expect(page.getByText(`Scheduled to ${publicationName}, ${issueName}.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Magazine issues' }).getByText(issueName)).toBeVisible();

  // The issue's page: its name, the article in its contents, its digital edition.
  const reader = await browser.newContext({ baseURL });
  const site = await reader.newPage();
  const response = await site.goto(issuePath!);
  expect(response?.status()).toBe(200);
  await expect(site).toHaveTitle(`${publicationName}: ${issueName} | Electronic Design Review`);
  await expect(site.locator('.issue-overview__name')).toHaveText(issueName);
  await expect(site.locator('.issue-overview__contents').getByRole('link', { name: article.name })).toHaveAttribute('href', article.canonicalPath);
  await expect(site.locator('iframe.zmag-embed__frame')).toHaveAttribute('src', 'https://viewer.zmags.com/publication/5e1ec7ed');
  // The publication's page lists it too.
  await site.goto(issuePath!.split('/').slice(0, 3).join('/'));
  await expect(site.locator('.magazine-overview__featured-name')).toHaveText(issueName);

  // And the API agrees: the issue lists the article.
  const listed = await gql<{ getIssues: { edges: { node: { id: number; name: string; contentCount: number } }[] } }>(request, 'query', 'getIssues', { phrase: issueName }, token);
  expect(listed.getIssues.edges[0]?.node).toMatchObject({ name: issueName, contentCount: 1 });
  await reader.close();
  await context.close();
});
