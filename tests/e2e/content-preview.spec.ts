import { expect, test } from '@playwright/test';
import { activeUser, apiLogin, gql, openAdmin, signInWithCookies, unique } from './support.js';

// Issue 13 item 5: the content editor's Preview. An editor changes the title and the body of a
// published article without saving, presses Preview and sees the changed page as readers would
// (the site's own renderer, in a sandboxed frame); the public page still shows the stored title.
// The spec works on an article of its own, so nothing another spec reads changes.

const SHOTS = process.env.CONTENT_PREVIEW_SCREENSHOTS;

test.use({ viewport: { width: 1400, height: 900 } });

test('an editor previews unsaved changes of an article; the public page keeps the stored title', async ({ browser, baseURL, request }) => {
  const editor = await activeUser(request, 'editor', { firstName: 'Pia', lastName: 'Preview' });
  const token = (await apiLogin(request, editor)).bearerToken;
  const sections = await gql<{ getWebsiteSectionsHierarchy: { id: number; alias: string }[] }>(request, 'query', 'getWebsiteSectionsHierarchy', {});
  const power = sections.getWebsiteSectionsHierarchy.find((section) => section.alias === 'power')!;
  const storedTitle = unique('Stored preview title ');
  const saved = await gql<{ saveContent: { id: number; canonicalPath: string } }>(
    request,
    'mutation',
    'saveContent',
    { input: { type: 'Article', status: 1, name: storedTitle, body: '<p>The stored body.</p>', primarySectionId: power.id } },
    token,
  );
  const { id, canonicalPath } = saved.saveContent;

  const context = await browser.newContext({ baseURL });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(context.request, editor));
  const page = await context.newPage();
  await openAdmin(page, `/admin/edit-content/${id}`);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(storedTitle);

  const newTitle = unique('Unsaved preview title ');
  await name.fill(newTitle);
  await page.locator('.ProseMirror').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' An unsaved sentence.');

  // The Preview button sits in the save bar beside Save.
  const saveBar = page.locator('[data-save-bar]');
  await expect(saveBar.getByRole('button', { name: 'Save' })).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-preview-save-bar.png` });
  await saveBar.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Unsaved changes')).toBeVisible();
  const frame = page.frameLocator('[data-testid="content-preview-frame"]');
  await expect(frame.locator('h1')).toHaveText(newTitle);
  await expect(frame.locator('body')).toContainText('An unsaved sentence.');
  // The preview is the public page without the admin toolbar.
  await expect(frame.locator('.admin-toolbar')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-preview-desktop.png` });
  await dialog.getByText('Phone').click();
  await expect(page.locator('[data-testid="content-preview-frame"]')).toHaveCSS('width', '390px');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/content-preview-phone.png` });
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(dialog).toBeHidden();
  // Back in the editor with the changes still unsaved in the form.
  await expect(name).toHaveValue(newTitle);

  // Nothing was saved: readers (a fresh context, no CMS session) see the stored title at the stored path.
  const reader = await browser.newContext({ baseURL });
  const publicPage = await reader.newPage();
  await publicPage.goto(canonicalPath);
  await expect(publicPage.locator('h1')).toHaveText(storedTitle);
  await expect(publicPage.locator('body')).not.toContainText('An unsaved sentence.');
  const stored = await gql<{ getContent: { name: string; version: number } }>(request, 'query', 'getContentForEdit', { id }, token);
  expect(stored.getContent).toMatchObject({ name: storedTitle, version: 1 });
  await reader.close();
  await context.close();
});
