import { expect, test } from '@playwright/test';
import { activeUser, apiLogin, gql, openAdmin, signInWithCookies, unique } from './support.js';

// Site structure and settings (issue 4) as editors use them: a section's alias changes and its old
// URLs (the section's and its content's) keep working as redirects; site settings refuse values
// out of the spec's bounds with the spec's words, on the classic and the new-design screen.

test('a section alias change keeps the old URLs working as redirects', async ({ browser, baseURL, request }) => {
  const user = await activeUser(request, 'managing_editor', { firstName: 'Max', lastName: 'Manager' });
  const token = (await apiLogin(request, user)).bearerToken;
  const name = unique('Motor Drives ');
  const section = (await gql<{ saveWebsiteSection: { id: number; alias: string } }>(request, 'mutation', 'saveWebsiteSection', { input: { name } }, token))
    .saveWebsiteSection;
  const item = (
    await gql<{ saveContent: { id: number; canonicalPath: string } }>(
      request,
      'mutation',
      'saveContent',
      { input: { type: 'News', status: 1, name: 'Drives get smarter', primarySectionId: section.id } },
      token,
    )
  ).saveContent;
  expect(item.canonicalPath).toBe(`/${section.alias}/drives-get-smarter`);

  const context = await browser.newContext({ baseURL });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(context.request, user));
  const page = await context.newPage();
  await openAdmin(page, `/admin/edit-website-section/${section.id}`);
  const newSlug = `${section.alias}-renamed`;
  await page.getByRole('textbox', { name: 'Manual alias' }).fill(newSlug);
  await expect(page.getByTestId('effective-alias')).toHaveValue(`/${newSlug}`);
  await page.getByRole('button', { name: 'Save section' }).click();
  // The save has finished when its toast names the new path (the alias field is a live preview).
  await expect(page.getByText(`was saved at /${newSlug}.`)).toBeVisible();

  const oldContent = await request.get(`${item.canonicalPath}?utm_source=test`, { maxRedirects: 0 });
  expect(oldContent.status()).toBe(301);
  expect(oldContent.headers().location).toBe(`/${newSlug}/drives-get-smarter?utm_source=test`);
  const oldSection = await request.get(`/${section.alias}`, { maxRedirects: 0 });
  expect(oldSection.status()).toBe(301);
  expect(oldSection.headers().location).toBe(`/${newSlug}`);

  await openAdmin(page, `/admin/redirects?phrase=${encodeURIComponent(section.alias)}`);
  await expect(page.getByRole('table').getByText(item.canonicalPath, { exact: true })).toBeVisible();
});

test('site settings refuse a logo height of 50 and the tag manager id GTM-abc with the spec messages', async ({ browser, baseURL, request }) => {
  const user = await activeUser(request, 'site_administrator', { firstName: 'Sita', lastName: 'Admin' });
  const context = await browser.newContext({ baseURL });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(context.request, user));
  const page = await context.newPage();
  const token = (await apiLogin(request, user)).bearerToken;
  const before = await gql<{ getSiteSettingsPayload: { version: number } }>(request, 'query', 'getSiteSettingsPayload', {}, token);

  await openAdmin(page, '/admin/edit-site-settings');
  const groups = page.getByTestId('site-settings-groups');
  await groups.locator('[data-group=header] button').first().click();
  await groups.locator('[data-group=tagManager] button').first().click();
  await page.getByRole('textbox', { name: 'Logo height' }).fill('50');
  await page.getByRole('textbox', { name: 'Tag manager container id' }).fill('GTM-abc');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Logo height must be between 35 and 45.')).toBeVisible();
  await expect(page.getByText("'GTM-abc' is not a valid id")).toBeVisible();

  // Nothing was stored (the server's own refusal with the same words is in the contract tests).
  const after = await gql<{ getSiteSettingsPayload: { version: number } }>(request, 'query', 'getSiteSettingsPayload', {}, token);
  expect(after.getSiteSettingsPayload.version).toBe(before.getSiteSettingsPayload.version);

  await openAdmin(page, '/admin/site-settings-new#tagManager');
  await page.getByRole('textbox', { name: 'Tag manager container id' }).fill('GTM-abc');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText("'GTM-abc' is not a valid id")).toBeVisible();
});
