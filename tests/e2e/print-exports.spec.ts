import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { readZip } from '../helpers/zip.js';
import { activeUser, apiLogin, gql, openAdmin, signInWithCookies } from './support.js';

// Print exports (docs/print-exports.md) as a magazine team uses them, against the production build
// in Chromium: an editor with the print export permission picks the seeded publication and its
// newest issue that holds articles, starts the export, follows it to its end on the job queue,
// downloads the ZIP through the browser and reads it with yauzl — issue.xml, an XML file per
// article, JPEG images of 300 dpi. Then the Exports menu's InDesign Scripts entry downloads our
// script's archive.

interface IssueNode {
  id: number;
  name: string;
  contentCount: number;
}

test('an editor exports the newest issue holding articles for print and downloads the ZIP', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const user = await activeUser(request, 'managing_editor', { firstName: 'Pia', lastName: 'Print' });
  const token = (await apiLogin(request, user)).bearerToken;
  const { getPublicationStream } = await gql<{ getPublicationStream: { edges: { node: { id: number; name: string; issueCount: number } }[] } }>(
    request,
    'query',
    'getPublicationStream',
    { input: { status: [1], pagination: { limit: 200 } } },
    token,
  );
  const publication = getPublicationStream.edges.map(({ node }) => node).find((node) => node.issueCount > 0)!;
  expect(publication).toBeDefined();
  const { getIssues } = await gql<{ getIssues: { edges: { node: IssueNode }[] } }>(request, 'query', 'getIssues', { publicationId: publication.id, limit: 200 }, token);
  // Newest mailing date first: the first that holds articles.
  const issue = getIssues.edges.map(({ node }) => node).find((node) => node.contentCount > 0)!;
  expect(issue).toBeDefined();

  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(context.request, user));
  const page = await context.newPage();
  await openAdmin(page, '/admin/print-exports');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Print exports');
  // Nothing to start before an issue is chosen.
  await expect(page.getByRole('button', { name: 'Start export' })).toBeDisabled();

  await page.getByRole('combobox', { name: 'Publication', exact: true }).click();
  await page.getByRole('option', { name: publication.name, exact: true }).click();
  await page.getByRole('combobox', { name: 'Issue', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${issue.name} \\(.*\\) · ${issue.contentCount} items?`) }).first().click();
  await page.getByRole('button', { name: 'Start export' }).click();

  const current = page.getByTestId('export-current');
  await expect(current).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(current.getByTestId('export-status')).toHaveText('Ready');
  await expect(current).toContainText(`${publication.name}: ${issue.name}`);
  await expect(current.getByTestId('export-done')).toContainText(' article');

  const [download] = await Promise.all([page.waitForEvent('download'), current.getByRole('button', { name: 'Download ZIP' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^print-[a-z0-9-]+\.zip$/);
  const entries = await readZip(await readFile((await download.path())!));
  const names = entries.map((entry) => entry.name);
  expect(names).toContain('issue.xml');
  const manifest = entries.find((entry) => entry.name === 'issue.xml')!.bytes.toString('utf8');
  expect(manifest).toContain(`<IssueName>${issue.name}</IssueName>`);
  const articleFiles = [...manifest.matchAll(/ file="([^"]+)"/g)].map((m) => m[1]!);
  expect(articleFiles.length).toBeGreaterThan(0);
  for (const file of articleFiles) {
    expect(names).toContain(file);
    expect(entries.find((entry) => entry.name === file)!.bytes.toString('utf8')).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<Article id="\d+"[^>]*>\n<Headline>/);
  }
  const images = entries.filter((entry) => entry.name.startsWith('images/'));
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'jpeg', density: 300 });

  // The export is listed with its issue and stays downloadable.
  const listed = page.getByTestId('export-row').first();
  await expect(listed).toContainText(issue.name);
  await expect(listed.getByRole('button', { name: /^Download / })).toBeVisible();
  await context.close();
});

test("the Exports menu's InDesign Scripts entry downloads the script archive", async ({ browser, baseURL, request }) => {
  const user = await activeUser(request, 'managing_editor', { firstName: 'Ian', lastName: 'Design' });
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(context.request, user));
  const page = await context.newPage();
  await openAdmin(page, '/admin/print-exports');
  await page.locator('header.admin-header').getByRole('button', { name: 'Exports', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'InDesign Scripts' }).click()]);
  expect(download.suggestedFilename()).toBe('indesign.zip');
  const entries = await readZip(await readFile((await download.path())!));
  expect(entries.map((entry) => entry.name)).toEqual(['ImportPrintExport.jsx', 'README.txt']);
  expect(entries[0]!.bytes.toString('utf8')).toContain('#target indesign');
  await context.close();
});
