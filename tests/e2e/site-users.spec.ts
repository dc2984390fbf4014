import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, gql, tokenOf, unique } from './support.js';

// A reader's account on the public site (issue 11 item 4; spec 002 §2, §4, §8) against the
// production build in Chromium: join the free membership in two steps with the link from the
// outbox, land logged in with the account menu, favourite an article, change the password, log
// out, and log in again with the new password.

const PASSWORD = 'first-password-1';
const NEW_PASSWORD = 'second-password-2';

/** The newest link to `path` mailed to `to` (the local mail adapter's outbox, read by the administrator). */
async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  const adminToken = await tokenOf(request, ADMIN);
  const data = await gql<{ getMailOutboxStream: { edges: { node: { text: string } }[] } }>(request, 'query', 'getMailOutboxStream', { input: { to } }, adminToken);
  for (const { node } of data.getMailOutboxStream.edges) {
    const match = new RegExp(`https?://[^\\s]+(${path.replace(/\//g, '\\/')}\\?id=[^\\s]+)`).exec(node.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

async function liveArticle(request: APIRequestContext) {
  const data = await gql<{ getContentStream: { edges: { node: { id: number; name: string; canonicalPath: string } }[] } }>(request, 'query', 'getContentStream', { type: 'Article', limit: 1 });
  const node = data.getContentStream.edges[0]?.node;
  if (!node) throw new Error('no live article in the seed');
  return node;
}

/** The form's script is wired (the site's forms are plain HTML until then). */
const formReady = (page: Page, kind: string) => page.locator(`form[data-site-user-form="${kind}"][data-ready="true"]`).waitFor();

const accountMenuButton = (page: Page, name: string) => page.locator('header').getByRole('button', { name });

test('a visitor joins, confirms by e-mail, favourites an article, changes the password, logs out and in again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `${unique('reader')}@example.com`;
  const article = await liveArticle(request);

  // The chooser lists the site's active memberships; Basic is the free one.
  await page.goto('/membership/choose');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a membership' })).toBeVisible();
  await page.getByRole('link', { name: 'Join Now: Basic' }).click();
  await expect(page).toHaveURL(/\/membership\/signup\/basic$/);

  // The e-mail step: the region appears with the country that has regions.
  await formReady(page, 'signup');
  await page.locator('form[data-site-user-form="signup"]').getByLabel('Email Address').fill(email);
  await expect(page.getByLabel('State')).toBeHidden();
  await page.getByLabel('Country').selectOption('USA');
  await page.getByLabel('State').selectOption('NY');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // Back on the join page, the registration in progress is named (002 §8).
  await page.goto('/membership/signup/basic');
  await expect(page.getByRole('heading', { name: 'Please complete your registration' })).toBeVisible();

  // The link of the e-mail opens the profile step.
  const link = await mailedLink(request, email, '/account/registration');
  await page.goto(link);
  await formReady(page, 'registration');
  await expect(page.locator('form[data-site-user-form="registration"]').getByLabel('Email Address')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Reader');
  await page.getByLabel('Company').fill('Acme Power');
  await expect(page.getByLabel('Country')).toHaveValue('USA');
  // The membership's required questions (select questions in the seed).
  for (const select of await page.locator('[data-demographic] select[required]').all()) await select.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Complete registration' }).click();

  // Logged in: the account page, and the header's account menu instead of Login/Join.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
  await expect(accountMenuButton(page, 'Ada Reader')).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Login' })).toBeHidden();
  await accountMenuButton(page, 'Ada Reader').click();
  await expect(page.locator('header').getByRole('link', { name: 'Manage Favorites' })).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: 'Logout' })).toBeVisible();

  // Favourite an article from its page; it is listed in the account.
  await page.goto(article.canonicalPath);
  await page.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/account#manage-favorites');
  await expect(page.locator('#manage-favorites').getByRole('link', { name: article.name })).toBeVisible();

  // Everyone else still gets the shared page: no reader in its HTML, the button hidden.
  const anonymous = await (await request.get(article.canonicalPath)).text();
  expect(anonymous).not.toContain('Ada Reader');
  expect(anonymous).toMatch(/data-favorite-button="" data-content-id="\d+" aria-pressed="false" hidden=""/);

  // Change the password.
  await formReady(page, 'password');
  const passwordForm = page.locator('form[data-site-user-form="password"]');
  await passwordForm.getByLabel('Current password').fill(PASSWORD);
  await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('Your password has been changed.')).toBeVisible();

  // Log out from the account menu: the account page now sends the visitor to the login page.
  await accountMenuButton(page, 'Ada Reader').click();
  await page.locator('header').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount(#.*)?$/);
  await expect(page.locator('header').getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'site_user_token')).toBe(false);

  // The old password no longer works (the spec's message names the support address); the new one does.
  await formReady(page, 'login');
  await page.locator('form[data-site-user-form="login"]').getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Please try again or use the reset password link below. If you continue to have issues, please email us at');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(accountMenuButton(page, 'Ada Reader')).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'site_user_token');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 60 * 60);
});

test('the site-user pages answer as the spec says: an unknown membership is a 404, the account needs a login', async ({ request }) => {
  expect((await request.get('/membership/signup/no-such-membership')).status()).toBe(404);
  const account = await request.get('/account', { maxRedirects: 0 });
  expect(account.status()).toBe(302);
  expect(account.headers().location).toBe('/account/login?redirectTo=%2Faccount');
  const registration = await request.get('/account/registration?id=not-a-link');
  expect(registration.status()).toBe(200);
  expect(registration.headers()['cache-control']).toContain('private');
  expect(await registration.text()).toContain('This registration link is invalid or has expired.');
});
