import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, unique } from './support.js';

// Importing site users from a CSV file (/admin/migrate-site-users; docs/site-user-import.md) as an
// administrator does it, against the production build in Chromium: upload, the guessed mapping, a
// membership granted, the job followed to its end; the imported reader found in the site users,
// holding the membership, signed into with "Sign in as this user" and logged in on the public site.
// And a file with a bad row: the failed state names the row, and nobody is imported.

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

async function upload(page: Page, file: ReturnType<typeof csvFile>) {
  await page.getByTestId('import-dropzone').locator('input[type=file]').setInputFiles(file);
  // The answer opens the import at its mapping step, its id in the address.
  await page.waitForURL(/\/admin\/migrate-site-users\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '2. Match the columns' })).toBeVisible();
}

/** Picks an option of a Mantine select by its visible label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator imports three readers with a membership, finds one, signs in as them and sees them logged in on the site', async ({ page }) => {
  test.setTimeout(120_000);
  const m = unique('imp');
  const email = (n: number) => `${m}-${n}@example.com`;
  const csv = ['Email,First Name,Last Name,Company,Country,State', `${email(1)},Ada,Importer,Acme Power,USA,NY`, `${email(2)},Ben,Importer,,,`, `"${email(3)}",Cy,"Importer, Jr.",Globex,,`, ''].join('\r\n');

  await signIn(page, ADMIN, '/admin/migrate-site-users');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Import site users');
  await expect(page.getByText(/up to 50 MB/)).toBeVisible();
  await upload(page, csvFile(`${m}.csv`, csv));

  // The guess from the header, and the first rows under the file's own names.
  await expect(page.getByRole('combobox', { name: 'E-mail address' })).toHaveValue('Email');
  await expect(page.getByRole('combobox', { name: 'First name' })).toHaveValue('First Name');
  await expect(page.getByRole('combobox', { name: 'Last name' })).toHaveValue('Last Name');
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('Company');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Country');
  await expect(page.getByRole('combobox', { name: 'State / province' })).toHaveValue('State');
  await expect(page.getByRole('combobox', { name: 'Job title' })).toHaveValue('Not imported');
  const preview = page.getByRole('table', { name: 'First rows of the file' });
  await expect(preview.getByRole('cell', { name: email(1) })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Importer, Jr.' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Skip them/ })).toBeChecked();

  await choose(page, 'Grant a membership', 'Premium');
  await page.getByRole('button', { name: 'Start import' }).click();

  const done = page.getByTestId('import-done');
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done.getByTestId('import-created')).toHaveText('3');
  await expect(done.getByTestId('import-updated')).toHaveText('0');
  await expect(done.getByTestId('import-skipped')).toHaveText('0');
  await expect(page.getByTestId('import-options')).toHaveText('Readers already on the site are skipped; Premium granted without an end.');
  // The address keeps the import: a reload comes back to it; the list has it.
  await page.reload();
  await expect(page.getByTestId('import-done')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Imports' }).getByTestId('import-row').filter({ hasText: `${m}.csv` })).toContainText('3 created · 0 updated · 0 skipped');

  // The reader in the site users, holding the membership.
  await page.getByRole('link', { name: 'Open site users' }).click();
  await page.waitForURL(/\/admin\/site-users$/);
  await page.getByLabel('Search').fill(email(1));
  const row = page.getByTestId('site-user-row').filter({ hasText: email(1) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ada Importer');
  await expect(row).toContainText('Premium');
  await row.click();
  await page.waitForURL(/\/admin\/site-users\/\d+$/);
  await expect(page.getByTestId('site-user-name')).toHaveText('Ada Importer');
  await expect(page.getByTestId('held-membership').filter({ hasText: 'Premium' })).toContainText('Does not expire');

  // Signed into as the reader: the toast, then the public site's account menu.
  await page.getByRole('button', { name: 'Sign in as this user' }).click();
  await expect(page.getByText('Successfully signed into Ada Importer')).toBeVisible();
  await expect(page.getByTestId('simulation-notice')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('header').getByRole('button', { name: 'Ada Importer' })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Login' })).toBeHidden();
  // Every page says who the administrator is signed in as; ending it goes back to the reader's admin page.
  const banner = page.locator('[data-simulation-banner]');
  await expect(banner).toContainText('You are signed in as Ada Importer from the admin');
  await banner.getByRole('button', { name: 'End and return to the admin' }).click();
  await page.waitForURL(/\/admin\/site-users\/\d+$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'site_user_token' || cookie.name === 'site_user_simulating')).toBe(false);
});

test('a file with a bad row fails with the row named, and nobody is imported', async ({ page }) => {
  test.setTimeout(90_000);
  const m = unique('bad');
  const csv = `email,first name,country,state\n${m}-ok@example.com,Olga,USA,NY\nnot-an-address,Nina,USA,NY\n${m}-also-ok@example.com,Otto,,\n`;

  await signIn(page, ADMIN, '/admin/migrate-site-users');
  await upload(page, csvFile(`${m}.csv`, csv));
  await page.getByRole('button', { name: 'Start import' }).click();

  const failed = page.getByTestId('import-failed');
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await expect(failed).toContainText('Nothing was imported: 1 row has a problem. Correct the file and upload it again.');
  const errors = failed.getByTestId('import-error-row');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText('3');
  await expect(errors.first()).toContainText('E-mail address: "not-an-address" is not an e-mail address');
  await expect(page.getByTestId('import-status')).toHaveText('Failed');

  // Not even the good rows.
  await page.goto(`/admin/site-users?q=${encodeURIComponent(m)}`);
  await expect(page.getByText('No site users match these filters')).toBeVisible();
  await expect(page.getByTestId('site-user-row')).toHaveCount(0);
});
