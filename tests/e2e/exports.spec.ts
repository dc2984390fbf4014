import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ADMIN, gql, signIn, tokenOf } from './support.js';

// CSV exports (docs/exports.md) as an administrator uses them, against the production build in
// Chromium: the company export of the seeded site is started, followed to its end on the job
// queue, downloaded through the browser, and read back by a real CSV parser — one row per company.

test('an administrator exports the companies of the site and downloads a CSV with one row per company', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, ADMIN);
  const { getContentAdminStream: companies } = await gql<{ getContentAdminStream: { totalCount: number; totalCountExact: boolean } }>(
    request,
    'query',
    'getContentAdminStream',
    { input: { types: ['Company'], statuses: [1, 2], pagination: { limit: 1 } } },
    token,
  );
  expect(companies.totalCountExact).toBe(true);
  expect(companies.totalCount).toBeGreaterThan(0);

  await signIn(page, ADMIN, '/admin/company-export');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Company export');
  // Published and draft by default.
  await expect(page.getByRole('checkbox', { name: 'Published' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Draft' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Deleted' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Start export' }).click();
  const current = page.getByTestId('export-current');
  await expect(current).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(current.getByTestId('export-status')).toHaveText('Ready');
  await expect(current.getByTestId('export-done')).toContainText(`${companies.totalCount.toLocaleString('en-US')} compan`);

  const [download] = await Promise.all([page.waitForEvent('download'), current.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^companies-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  // UTF-8 with a byte-order mark, so that Excel reads it as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(bytes, { bom: true }) as string[][];
  expect(records[0]?.slice(0, 3)).toEqual(['ID', 'Name', 'Status']);
  const rows = records.slice(1);
  expect(rows).toHaveLength(companies.totalCount);
  expect(new Set(rows.map((row) => row[0])).size).toBe(companies.totalCount);
  expect(rows.every((row) => /^\d{8}$/.test(row[0]!) && ['Published', 'Draft'].includes(row[2]!))).toBe(true);

  // The export is listed with its file, and stays downloadable from the list.
  const listed = page.getByTestId('export-row').first();
  await expect(listed).toContainText('Published and draft');
  await expect(listed.getByRole('button', { name: /^Download / })).toBeVisible();
});
