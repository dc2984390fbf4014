import { expect, test, type Page } from '@playwright/test';
import { ADMIN, activeUser, apiLogin, openAdmin, signInWithCookies } from './support.js';

// The admin shell (spec 000 §2.3, §2.4, §6; 001 §2; 002 §2 "Error screen") against the production
// build, as a person uses it: sign-in, the menus an administrator and a limited editor see, the
// command palette, the news flyout, logout, the entry rules and the admin not-found page.

const ALL_GROUPS = [
  'Content',
  'Newsletters',
  'Magazines',
  'Contracts',
  'Site Memberships',
  'Reports',
  'Exports',
  'Settings',
  'Cross Site',
  'Dev Tools',
  'My Account',
];

const toolbar = (page: Page) => page.locator('header.admin-header');
const groupButton = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });

// ── Entry rules (000 §2.3) ────────────────────────────────────────────────────────────────────

test('a protected route without cookies goes to the login page with a redirect, with and without noToken', async ({ request, page }) => {
  const plain = await request.get('/admin', { maxRedirects: 0 });
  expect(plain.status()).toBe(302);
  expect(plain.headers().location).toBe('/admin/login?redirect=%2Fadmin');

  const noToken = await request.get('/admin/cms-users?noToken=1&page=2', { maxRedirects: 0 });
  expect(noToken.status()).toBe(302);
  expect(noToken.headers().location).toBe('/admin/login?redirect=%2Fadmin%2Fcms-users%3Fpage%3D2');

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
});

// ── The administrator's toolbar ──────────────────────────────────────────────────────────────

test('the administrator signs in through the login form and sees every menu group', async ({ page }) => {
  await page.goto('/admin/login?redirect=%2Fadmin');
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
  await expect(page).toHaveTitle('Home | Admin');

  for (const name of ALL_GROUPS) await expect(groupButton(page, name)).toBeVisible();
  await expect(page.getByTestId('news-button')).toBeVisible();

  // Settings: entries with their add links (the administrator holds every manage permission).
  await groupButton(page, 'Settings').click();
  const settings = page.getByRole('menu');
  for (const entry of ['Layouts', 'Create Layout', 'Menus', 'Redirects', 'Create Redirect', 'Website Sections', 'Create Website Section', 'Site Settings']) {
    await expect(settings.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  }
  // The new-design flag is off until site settings exist: the classic settings screen.
  await expect(settings.getByRole('menuitem', { name: 'Site Settings', exact: true })).toHaveAttribute('href', '/admin/edit-site-settings');
  await page.keyboard.press('Escape');

  // Content › Create Content: one entry per content type, each opening a new window.
  await groupButton(page, 'Content').click();
  await page.getByRole('menuitem', { name: 'Create Content' }).hover();
  const article = page.getByRole('menuitem', { name: 'Article', exact: true });
  await expect(article).toHaveAttribute('href', '/admin/create-content/article');
  await expect(article).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('menuitem', { name: 'Press Release' })).toHaveAttribute('href', '/admin/create-content/press-release');
  await page.keyboard.press('Escape');

  // Exports links the InDesign scripts archive; Dev Tools holds the developer switches.
  await groupButton(page, 'Exports').click();
  await expect(page.getByRole('menuitem', { name: 'InDesign Scripts' })).toHaveAttribute('href', '/scripts/indesign.zip');
  await page.keyboard.press('Escape');
  await groupButton(page, 'Dev Tools').click();
  for (const entry of ['History', 'Enabled Modules', 'Page Speed Report', 'Test Form API', 'System']) {
    await expect(page.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  // The home screen is useful: recent content with edit links, quick links.
  await expect(page.getByRole('heading', { name: 'Recently updated content' })).toBeVisible();
  await expect(page.getByTestId('recent-content').locator('a[href^="/admin/edit-content/"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create article' })).toHaveAttribute('href', '/admin/create-content/article');
});

test('a limited editor sees fewer groups: no Dev Tools, no newsletters, no CMS users', async ({ page, context, request, baseURL }) => {
  const editor = await activeUser(request, 'editor', { firstName: 'Eddie', lastName: 'Editor' });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(request, editor));
  await openAdmin(page);

  for (const name of ['Content', 'Contracts', 'Settings', 'Reports', 'My Account']) await expect(groupButton(page, name)).toBeVisible();
  for (const name of ['Dev Tools', 'Newsletters', 'Magazines', 'Site Memberships', 'Exports']) {
    await expect(groupButton(page, name)).toHaveCount(0);
  }
  // Contracts: only Persons (authors are persons; the contracts themselves need manage_contracts).
  await groupButton(page, 'Contracts').click();
  await expect(page.getByRole('menuitem', { name: 'Persons' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Contracts', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Cross Site: reports only — CMS users need manage_users.
  await groupButton(page, 'Cross Site').click();
  await expect(page.getByRole('menuitem', { name: 'Cross Site Reports' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'CMS Users' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Layouts may be viewed, but the add link needs manage_site_layouts.
  await groupButton(page, 'Settings').click();
  await expect(page.getByRole('menuitem', { name: 'Layouts', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Create Layout' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Redirects', exact: true })).toHaveCount(0);
});

// ── Command palette (000 §2.4) ───────────────────────────────────────────────────────────────

test('Ctrl+K opens the command palette, Enter opens the chosen screen, Escape closes it', async ({ page, context, request, baseURL }) => {
  await signInWithCookies(context, baseURL ?? '', await apiLogin(request, ADMIN));
  await openAdmin(page);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog');
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('textbox', { name: 'Search screens' })).toBeFocused();
  await page.keyboard.type('redirects');
  await expect(palette.getByRole('button', { name: /^Redirects/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/redirects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
});

// ── News flyout (001 §2) ─────────────────────────────────────────────────────────────────────

test('the news flyout shows the latest item in green until it is read; an alert can be dismissed', async ({ page, context, request, baseURL }) => {
  const editor = await activeUser(request, 'editor', { firstName: 'Eddie', lastName: 'Editor' });
  await signInWithCookies(context, baseURL ?? '', await apiLogin(request, editor));
  await openAdmin(page);

  // An unread alert of the last 14 days (the seed has one) shows a banner; dismissal is remembered.
  const banner = page.getByTestId('news-alert');
  await expect(banner).toBeVisible();
  const alertTitle = (await banner.locator('.admin-alert-banner__title').textContent()) ?? '';
  await banner.getByRole('button', { name: 'Dismiss alert' }).click();
  await expect(page.getByTestId('news-alert').filter({ hasText: alertTitle })).toHaveCount(0);
  await openAdmin(page);
  await expect(page.getByTestId('news-button')).toBeVisible();
  await expect(page.getByTestId('news-alert').filter({ hasText: alertTitle })).toHaveCount(0);

  // The toolbar shows the latest item, green while this new user has not read it. (News is shared
  // by all sites and other tests may add an item at any time: the checks below hold either way.)
  const button = page.getByTestId('news-button');
  await expect(button).toHaveAttribute('data-unread', 'true');
  await button.click();
  const flyout = page.getByRole('dialog', { name: 'News' });
  const items = flyout.getByTestId('news-item');
  // The list loads after the flyout opens: wait for it before counting (count() does not wait).
  await expect(items.nth(2)).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  expect(await items.count()).toBeLessThanOrEqual(10);
  await expect(flyout.getByText('Draft', { exact: true })).toHaveCount(0); // published items only
  await expect(button).toContainText((await items.first().locator('.admin-news__title').textContent()) ?? '');

  // Opening the expand area of a published unread item marks it read (the seeded maintenance item).
  const item = items.filter({ hasText: 'Scheduled maintenance on Sunday night' });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.getByRole('button').click();
  await expect(item.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(item.getByText('while the database is upgraded')).toBeVisible();
  await expect(item).toHaveAttribute('data-unread', 'false');
  // The button is green exactly while the latest item is unread.
  await expect(button).toHaveAttribute('data-unread', (await items.first().getAttribute('data-unread')) ?? '');

  // Read is stored on the server.
  await openAdmin(page);
  await page.getByTestId('news-button').click();
  await expect(page.getByRole('dialog', { name: 'News' }).getByTestId('news-item').filter({ hasText: 'Scheduled maintenance on Sunday night' })).toHaveAttribute(
    'data-unread',
    'false',
  );
});

// ── Logout (000 §4) ──────────────────────────────────────────────────────────────────────────

test('logging out from My Account returns to the sign-on page and ends the session', async ({ page, context, request, baseURL }) => {
  await signInWithCookies(context, baseURL ?? '', await apiLogin(request, ADMIN));
  await openAdmin(page);
  await groupButton(page, 'My Account').click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'cms_token')).toBeUndefined();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
});

// ── Admin not-found page (002 §2) ────────────────────────────────────────────────────────────

test('an unknown /admin/ path shows the admin not-found page, signed in or not', async ({ page, context, request, baseURL }) => {
  const anonymous = await page.goto('/admin/no-such-screen');
  expect(anonymous?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveCount(0);

  await signInWithCookies(context, baseURL ?? '', await apiLogin(request, ADMIN));
  const signedIn = await page.goto('/admin/no-such-screen/either');
  expect(signedIn?.status()).toBe(404);
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
  await expect(page).toHaveTitle('Error | Admin');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(groupButton(page, 'Content')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveCount(0);
});
