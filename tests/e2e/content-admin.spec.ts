import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { activeUser, apiLogin, gql, openAdmin, signInWithCookies, unique, type ActiveUser } from './support.js';

// Content administration (issue 4) as editors use it: an article built through the editor with a
// schedule, an author and an uploaded image; two editors saving the same item (the second is refused
// and told who changed it); the history of both revisions and the restore of the first.

/** A small solid-blue PNG, uploaded through the media picker's dropzone. */
const png = () => sharp({ create: { width: 48, height: 32, channels: 3, background: '#3867a6' } }).png().toBuffer();

async function editorPage(browser: Browser, baseURL: string, user: ActiveUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await signInWithCookies(context, baseURL, await apiLogin(context.request, user));
  return context.newPage();
}

/** Picks an option of a Mantine select (or async select) by its visible label. */
async function choose(page: Page, label: string, option: string | RegExp, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true }).first();
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('an editor creates an article with a schedule, an author and an uploaded image, publishes it and finds it in the list', async ({ browser, baseURL, request }) => {
  const editor = await activeUser(request, 'editor', { firstName: 'Edna', lastName: 'Writer' });
  const page = await editorPage(browser, baseURL ?? '', editor);
  const name = unique('Power stages shrink again ');

  await openAdmin(page, '/admin/create-content/article');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Article');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Teaser' }).fill('GaN stages keep getting smaller.');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Designers of power stages have a new problem: too much room.');

  await choose(page, 'Status', 'Published');
  await choose(page, 'Primary section', /Power/);
  await page.getByRole('button', { name: 'Add schedule' }).click();
  await choose(page, 'Section', /Power/);
  await choose(page, 'Authors', /Marco Bellini/, 'Marco');

  await page.getByRole('button', { name: /Choose Primary image/ }).click();
  await page.getByTestId('media-dropzone').locator('input[type=file]').setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByTestId('media-picker-primaryImageId').getByTestId('media-picker-chosen')).toBeVisible();

  await page.getByRole('button', { name: 'Create article' }).click();
  await page.waitForURL(/\/admin\/edit-content\/\d{8}$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('canonical-path')).toContainText('/power/');

  const saved = await gql<{ getContent: { status: number; authors: { edges: unknown[] }; editDocument: { primaryImageId: number | null; websiteSchedules: unknown[] } } }>(
    request,
    'query',
    'getContentForEdit',
    { id },
    (await apiLogin(request, editor)).bearerToken,
  );
  expect(saved.getContent.status).toBe(1);
  expect(saved.getContent.authors.edges.length).toBe(1);
  expect(saved.getContent.editDocument.primaryImageId).not.toBeNull();
  expect(saved.getContent.editDocument.websiteSchedules.length).toBe(1);

  await openAdmin(page, `/admin/content?phrase=${encodeURIComponent(name)}`);
  const row = page.getByTestId('content-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Published');
  await row.click();
  await page.waitForURL(`**/admin/edit-content/${id}`);
});

test('two editors save the same item: the second is refused with the conflict message; history shows both revisions and restores the first', async ({ browser, baseURL, request }) => {
  // Two editors' browsers, two saves, a restore and three page loads: more than the default 30 s on a busy CI machine.
  test.setTimeout(90_000);
  const first = await activeUser(request, 'editor', { firstName: 'Fay', lastName: 'First' });
  const second = await activeUser(request, 'editor', { firstName: 'Sam', lastName: 'Second' });
  const token = (await apiLogin(request, first)).bearerToken;
  const original = unique('Conflict draft ');
  const created = await gql<{ saveContent: { id: number } }>(request, 'mutation', 'saveContent', { input: { type: 'News', status: 2, name: original } }, token);
  const id = created.saveContent.id;

  const pageA = await editorPage(browser, baseURL ?? '', first);
  const pageB = await editorPage(browser, baseURL ?? '', second);
  await openAdmin(pageA, `/admin/edit-content/${id}`);
  await openAdmin(pageB, `/admin/edit-content/${id}`);

  const nameA = `${original} (Fay)`;
  await pageA.getByRole('textbox', { name: 'Name', exact: true }).fill(nameA);
  // The save bar stays in the window while the long form is at its top (it is sticky at the bottom).
  await expect(pageA.getByRole('button', { name: 'Save', exact: true })).toBeInViewport();
  await pageA.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pageA.getByTestId('conflict')).toHaveCount(0);
  await expect(pageA.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(nameA);

  await pageB.getByRole('textbox', { name: 'Name', exact: true }).fill(`${original} (Sam)`);
  await pageB.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = pageB.getByTestId('conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('This news was changed by Fay First');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(pageB.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(nameA);

  // History: the creation and Fay's rename; restoring the first revision brings the old name back.
  await openAdmin(pageB, `/admin/history?entityType=Content&entityId=${id}`);
  const rows = pageB.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  await rows.last().getByRole('link', { name: 'Details' }).click();
  await pageB.getByRole('button', { name: 'Restore this revision' }).click();
  await pageB.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(pageB.getByText('Revision restored')).toBeVisible();

  const after = await gql<{ getContent: { name: string } }>(request, 'query', 'getContentForEdit', { id }, token);
  expect(after.getContent.name).toBe(original);
  await openAdmin(pageB, `/admin/history?entityType=Content&entityId=${id}`);
  await expect(pageB.getByTestId('history-row')).toHaveCount(3);
});

test('an editor who closes the tab with unsaved changes gets them back when the item opens again', async ({ browser, baseURL, request }) => {
  const user = await activeUser(request, 'editor', { firstName: 'Dora', lastName: 'Draft' });
  const token = (await apiLogin(request, user)).bearerToken;
  const original = unique('Draft kept ');
  const { saveContent } = await gql<{ saveContent: { id: number } }>(request, 'mutation', 'saveContent', { input: { type: 'News', status: 2, name: original } }, token);
  const page = await editorPage(browser, baseURL ?? '', user);
  await openAdmin(page, `/admin/edit-content/${saveContent.id}`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${original} (unsaved)`);
  // Kept a second after the last keystroke.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `content-draft:edr:${saveContent.id}`)).toContain('(unsaved)');
  const context = page.context();
  await page.close();

  const again = await context.newPage();
  await openAdmin(again, `/admin/edit-content/${saveContent.id}`);
  await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(original);
  await expect(again.getByTestId('local-draft')).toContainText('This browser kept changes you made on');
  await again.getByRole('button', { name: 'Restore them' }).click();
  await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${original} (unsaved)`);
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again.getByText(`"${original} (unsaved)" was saved.`)).toBeVisible();
  await expect.poll(() => again.evaluate((key) => localStorage.getItem(key), `content-draft:edr:${saveContent.id}`)).toBeNull();
  await context.close();
});
