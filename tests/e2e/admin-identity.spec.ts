import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, activeUser, call, hydrated, linkFromOutbox, signIn, tokenOf, unique } from './support.js';

// The CMS identity screens against the production build, as people use them: sign-in (redirect,
// wrong password, throttling), inviting a user who activates the invitation and signs in, what an
// editor may not do, module switches, platform news, the profile and the password reset.

const WRONG_PASSWORD = 'The username or password is incorrect.';

async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  return context.newPage();
}

test('an administrator signs in through the login page and lands on the redirect target', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/cms-users?role=administrator');
  await expect(page).toHaveURL(/\/admin\/cms-users\?role=administrator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CMS users' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'CMS users' }).getByText('admin@example.com')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add user' })).toBeVisible();
});

test('the login page never redirects outside the admin', async ({ page }) => {
  await signIn(page, ADMIN, 'https://evil.example/admin');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a wrong password shows the server message, and repeated failures are throttled', async ({ page }) => {
  await page.goto('/admin/login');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/admin/user/reset-password');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Throttling counts per account and address (five free failures, then 1 s, 2 s, 4 s …): a
  // throw-away username keeps the administrator usable.
  await page.getByRole('textbox', { name: 'Username' }).fill(unique('nobody'));
  let throttled = false;
  for (let attempt = 0; attempt < 12 && !throttled; attempt += 1) {
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(/The username or password is incorrect\.|Too many failed sign-in attempts/);
    throttled = /Too many failed sign-in attempts/.test(await alert.innerText());
  }
  expect(throttled).toBe(true);
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/);
});

test('the administrator invites an editor, who activates the account, signs in and cannot manage users', async ({ page, request, browser, baseURL }) => {
  // Two people and several pages: longer than one screen's test.
  test.setTimeout(60_000);
  const username = unique('editor');
  const email = `${username}@example.com`;
  await signIn(page, ADMIN, '/admin/create-cms-user');

  const form = page.getByRole('form', { name: 'New user' });
  // Blank required fields are refused in the browser.
  await form.getByRole('button', { name: 'Create and invite' }).click();
  await expect(form.getByText('Field is required')).toHaveCount(4);

  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'First name' }).fill('Eddie');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Tor');
  // Defaults: the editor role, active, site-specific on the demo site.
  await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('Editor');
  await expect(form.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Site-specific' })).toBeChecked();
  await expect(form.getByText('Electronic Design Review', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Create and invite' }).click();

  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/edit-cms-user\/\d+$/);
  await expect(page.getByText('Invitation pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend invitation' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit user' }).getByRole('textbox', { name: 'Username' })).toHaveValue(username);

  // The invitation link, read from the outbox with the administrator's token.
  const adminToken = await tokenOf(request, ADMIN);
  const link = await linkFromOutbox(request, adminToken, email, '/admin/user/activate');

  const editor = await freshPage(browser, baseURL);
  await editor.goto(link);
  await hydrated(editor);
  await expect(editor.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await editor.getByRole('textbox', { name: 'New password', exact: true }).fill('a brand new secret');
  await editor.getByRole('textbox', { name: 'Confirm new password' }).fill('a different secret');
  await editor.getByRole('button', { name: 'Activate account' }).click();
  await expect(editor.getByText('Passwords do not match')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Confirm new password' }).fill('a brand new secret');
  await editor.getByRole('button', { name: 'Activate account' }).click();
  await expect(editor.getByText('Your account is active.')).toBeVisible();
  await editor.getByRole('link', { name: 'Sign in' }).click();

  await signIn(editor, { username, password: 'a brand new secret' });
  await expect(editor).toHaveURL(/\/admin$/);

  // The server refuses the editor the user list…
  const cookies = await editor.context().cookies();
  const editorToken = cookies.find((c) => c.name === 'cms_token')?.value;
  expect(editorToken).toBeTruthy();
  const refused = await call(request, 'query/getCmsUserStream', {}, editorToken);
  expect(refused.data ?? null).toBeNull();
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  // …and the screen offers nothing of it.
  await editor.goto('/admin/cms-users');
  await hydrated(editor);
  await expect(editor.getByTestId('no-permission')).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Add user' })).toHaveCount(0);
  await expect(editor.getByRole('table', { name: 'CMS users' })).toHaveCount(0);
  await editor.context().close();

  // Back with the administrator: the list finds the new user, now without a pending invitation.
  await page.goto(`/admin/cms-users?q=${username}`);
  await hydrated(page);
  const row = page.getByTestId('cms-user-row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Editor', { exact: true })).toBeVisible();
  await expect(row.getByText('Site: Electronic Design Review')).toBeVisible();
  await expect(row.getByText('Invitation pending')).toHaveCount(0);
});

test('the administrator switches a module and saves', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/edit-enabled-modules');
  const toggle = page.getByRole('switch', { name: 'SourceESB' });
  const before = await toggle.isChecked();
  await expect(page.getByTestId('membership-system')).toContainText('Membership system');

  await toggle.click();
  await page.getByRole('button', { name: 'Save modules' }).click();
  await expect(page.getByText('The modules were saved.')).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('switch', { name: 'SourceESB' })).toBeChecked({ checked: !before });

  // Leave the site as it was.
  await page.getByRole('switch', { name: 'SourceESB' }).click();
  await page.getByRole('button', { name: 'Save modules' }).click();
  await expect(page.getByText('The modules were saved.').first()).toBeVisible();
});

test('the administrator writes, publishes and deletes a news item', async ({ page }) => {
  const title = unique('Release notes ');
  await signIn(page, ADMIN, '/admin/aspire-news');

  await page.getByRole('button', { name: 'Write news item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write news item' });
  await dialog.getByRole('button', { name: 'Save news item' }).click();
  await expect(dialog.getByText('Field is required')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('<p>The editor now <strong>autosaves</strong>.</p>');
  // Dated three months back, so the item never becomes the toolbar's latest news (the shell's tests
  // read that in parallel).
  const dateInput = dialog.locator('[data-dates-input]');
  const today = await dateInput.innerText();
  await dateInput.click();
  const picker = page.locator('[data-dates-dropdown]');
  for (let step = 0; step < 3; step += 1) await picker.locator('button[data-direction="previous"]').click();
  await picker.locator('.mantine-DateTimePicker-day:not([data-outside])').first().click();
  await picker.locator('.mantine-DateTimePicker-submitButton').click();
  await expect(dateInput).not.toHaveText(today);
  await dialog.getByRole('radio', { name: 'Draft' }).check();
  await dialog.getByRole('button', { name: 'Save news item' }).click();
  await expect(page.getByText(`“${title}” was saved as a draft.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const item = page.getByTestId('news-item').filter({ hasText: title });
  await expect(item.getByText('Draft', { exact: true })).toBeVisible();

  // Publish it.
  await item.getByRole('button', { name: new RegExp(title) }).click();
  await expect(item.getByText('autosaves')).toBeVisible();
  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit news item' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await edit.getByRole('radio', { name: 'Published' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
  await expect(item.getByText('Published', { exact: true })).toBeVisible();

  // Delete it, after confirming.
  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete news item?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
  await expect(page.getByTestId('news-item').filter({ hasText: title })).toHaveCount(0);
});

test('the profile page changes the first name and checks the current password', async ({ page, request }) => {
  const user = await activeUser(request);
  await signIn(page, user, '/admin/user');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue(user.username);
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly', '');

  await form.getByRole('textbox', { name: 'First name' }).fill('Renamed');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('form', { name: 'Profile' }).getByRole('textbox', { name: 'First name' })).toHaveValue('Renamed');

  // A server field error lands on its field.
  await form.getByRole('textbox', { name: 'Current password' }).fill('not my password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('another long secret');
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill('another long secret');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();
});

test('a user resets a forgotten password from the e-mailed link', async ({ page, request }) => {
  const user = await activeUser(request);
  await page.goto('/admin/user/reset-password');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account uses that address, we have sent a link to reset its password.')).toBeVisible();

  const link = await linkFromOutbox(request, user.adminToken, user.email, '/admin/user/reset-password');
  await page.goto(link);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('my reset password');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('my reset password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('yet another password');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('yet another password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();

  await signIn(page, { username: user.username, password: 'my reset password' });
  await expect(page).toHaveURL(/\/admin$/);
});
