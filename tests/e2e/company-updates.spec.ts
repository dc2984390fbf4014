import { expect, test } from '@playwright/test';
import { activeUser, apiLogin, gql, openAdmin, signInWithCookies } from './support.js';

// Company updates (issue 14 item 3) as they are used: an editor makes a link for a company in the
// admin, the company opens it and changes its description and website, the editor reviews the diff
// at /admin/company-updates/{id} and accepts, and the company's public page shows the change.

const COMPANY = 'Halvorsen Automotive Electronics';

test('a company update is submitted through its link, accepted, and the public company page shows it', async ({ browser, baseURL, request }) => {
  const companies = await gql<{ getContentStream: { edges: { node: { id: number; name: string; canonicalPath: string } }[] } }>(request, 'query', 'getContentStream', { type: 'Company', limit: 50 });
  const company = companies.getContentStream.edges.map((edge) => edge.node).find((node) => node.name === COMPANY)!;
  const editor = await activeUser(request, 'editor', { firstName: 'Rita', lastName: 'Review' });
  const context = await browser.newContext({ baseURL });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(context.request, editor));
  const admin = await context.newPage();

  // The editor makes a link from the list's "New link".
  await openAdmin(admin, '/admin/company-updates');
  await admin.getByRole('link', { name: 'New link' }).click();
  const form = admin.getByRole('form', { name: 'New company update link' });
  await form.getByRole('combobox', { name: 'Company' }).click();
  await form.getByRole('combobox', { name: 'Company' }).fill('Halvorsen');
  await admin.getByRole('option', { name: COMPANY }).click();
  await form.getByRole('button', { name: 'Create link' }).click();
  const url = await admin.getByTestId('company-update-url').inputValue();
  expect(url).toMatch(/\/company-update\/[A-Za-z0-9_-]{43}$/);

  // The company opens it: its profile is in the form; it changes the description and the website.
  const companyContext = await browser.newContext({ baseURL });
  const site = await companyContext.newPage();
  const opened = await site.goto(new URL(url).pathname);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await expect(site.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(`Update the profile of ${COMPANY}`);
  const profileForm = site.locator('form[data-company-update][data-ready="true"]');
  await expect(profileForm.getByLabel('Company name')).toHaveValue(COMPANY);
  await expect(profileForm.getByLabel('City')).toHaveValue('Gothenburg');
  await expect(profileForm.locator('[data-logo-image]')).toBeVisible();
  await profileForm.getByLabel('Description').fill('Silicon carbide traction inverters and on-board chargers for 400 V and 800 V electric vehicles.');
  await profileForm.getByLabel('Website').fill('https://halvorsen-ae.example/en');
  await profileForm.getByLabel('Your name').fill('Sofia Lind');
  await profileForm.getByLabel('Your e-mail').fill('sofia.lind@halvorsen-ae.example');
  await profileForm.getByRole('button', { name: 'Send changes for review' }).click();
  await expect(site.locator('[data-company-update-done]')).toHaveText(/^Thank you\. Your changes were sent to the editors/);
  await expect(profileForm).toBeHidden();

  // The editor finds it waiting for review and opens it.
  await openAdmin(admin, '/admin/company-updates?status=submitted');
  const row = admin.getByTestId('company-update-row').filter({ hasText: COMPANY });
  await expect(row).toContainText('Sofia Lind');
  await expect(row).toContainText('Awaiting review');
  await row.getByRole('link', { name: COMPANY }).click();
  await expect(admin).toHaveURL(/\/admin\/company-updates\/\d+$/);
  const diff = admin.getByRole('table', { name: 'Proposed changes' });
  await expect(diff.locator('[data-testid="diff-row"][data-changed="true"]')).toHaveCount(2);
  const description = diff.locator('[data-field="description"]');
  await expect(description.getByTestId('diff-current')).toHaveText('Traction inverters, on-board chargers and power distribution units for electric vehicles.');
  await expect(description.getByTestId('diff-proposed')).toHaveText('Silicon carbide traction inverters and on-board chargers for 400 V and 800 V electric vehicles.');
  await expect(diff.locator('[data-field="website"]').getByTestId('diff-proposed')).toHaveText('https://halvorsen-ae.example/en');
  await expect(diff.getByRole('checkbox', { name: 'Apply Description' })).toBeChecked();
  await admin.getByRole('button', { name: 'Accept 2 changes' }).click();
  await expect(admin.getByTestId('company-update-status')).toHaveText('Accepted');
  await expect(admin.getByText(/^Accepted .+ by Rita Review$/)).toBeVisible();
  await expect(admin.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  // The company's public page shows the change; the used link says it was reviewed.
  const reader = await browser.newContext({ baseURL });
  const publicPage = await reader.newPage();
  await publicPage.goto(company.canonicalPath);
  const profile = publicPage.locator('[data-block-type="company_profile"]');
  await expect(profile.locator('.company-profile__description')).toHaveText('Silicon carbide traction inverters and on-board chargers for 400 V and 800 V electric vehicles.');
  await expect(profile.getByRole('link', { name: 'halvorsen-ae.example/en' })).toHaveAttribute('href', 'https://halvorsen-ae.example/en');
  await site.goto(new URL(url).pathname);
  await expect(site.locator('[data-company-update-state="reviewed"]')).toContainText('already been reviewed');
  await reader.close();
  await companyContext.close();
  await context.close();
});
