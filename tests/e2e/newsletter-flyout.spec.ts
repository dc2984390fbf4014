import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, gql, tokenOf, unique } from './support.js';

// The newsletter flyout (spec 002 §2 "Newsletter flyout pane lists the newsletters", §4 "Subscribe
// flyout", §5, §8) against the production build in Chromium: the footer's Newsletters button opens
// a modal pane whose script loads only then; a visitor signs up from Canada (the consent box
// appears); a logged-in member subscribes to newsletters they do not hold, which leave the list.

interface ShellNewsletter {
  id: number;
  title: string;
  showInSubscribeBlock: boolean;
}

async function siteNewsletters(request: APIRequestContext): Promise<ShellNewsletter[]> {
  const data = await gql<{ getWebsiteShellSettings: { newsletters: ShellNewsletter[] } }>(request, 'query', 'getWebsiteShellSettings');
  expect(data.getWebsiteShellSettings.newsletters.length, 'the demo site offers newsletters').toBeGreaterThan(1);
  return data.getWebsiteShellSettings.newsletters;
}

/** The newest link to `path` mailed to `to` (the local mail adapter's outbox, read by the administrator). */
async function mailedLink(request: APIRequestContext, to: string, path: string, parameter: string): Promise<string> {
  const adminToken = await tokenOf(request, ADMIN);
  const data = await gql<{ getMailOutboxStream: { edges: { node: { text: string } }[] } }>(request, 'query', 'getMailOutboxStream', { input: { to } }, adminToken);
  for (const { node } of data.getMailOutboxStream.edges) {
    const match = new RegExp(`https?://[^\\s]+(${path.replace(/\//g, '\\/')}\\?${parameter}=[^\\s]+)`).exec(node.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

test('a visitor opens the flyout from the footer and signs up from Canada', async ({ page, request }) => {
  test.setTimeout(60_000);
  const newsletters = await siteNewsletters(request);
  const [first] = newsletters;
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });

  await page.goto('/');
  const pane = page.getByRole('dialog', { name: 'Newsletters' });
  await expect(pane).toBeHidden();
  const button = page.locator('footer').getByRole('button', { name: 'Newsletters' });
  await expect(button).toBeVisible();
  // The pane's script is not downloaded until the pane is opened.
  await page.waitForLoadState('networkidle');
  const before = scripts.length;

  await button.click();
  await expect(pane).toBeVisible();
  await expect(pane).toHaveAttribute('aria-modal', 'true');
  expect(scripts.length).toBeGreaterThan(before);
  // Every newsletter of the site, the focus in the pane.
  for (const newsletter of newsletters) await expect(pane.getByRole('checkbox', { name: newsletter.title })).toBeVisible();
  await expect(pane.getByRole('checkbox', { name: first!.title })).toBeFocused();

  // Escape closes it and the focus returns to the button; it opens again as it was.
  await page.keyboard.press('Escape');
  await expect(pane).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(pane).toBeVisible();

  const form = pane.locator('form[data-newsletter-signup][data-ready="true"]');
  await form.waitFor();
  await expect(pane.getByLabel('Email Address')).toHaveAttribute('placeholder', 'Enter your email here');

  // Canada brings the province and the consent box.
  await pane.getByLabel('Email Address').fill(`${unique('flyout')}@example.com`);
  const consent = pane.getByRole('checkbox', { name: /Yes, I consent to receive the newsletters I selected/ });
  await expect(consent).toBeHidden();
  await pane.getByLabel('Country', { exact: true }).selectOption('CAN');
  await pane.getByLabel('Province').selectOption('QC');
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();

  // No newsletter chosen: the spec's message, nothing sent.
  await pane.getByRole('button', { name: 'Sign Up' }).click();
  await expect(pane.getByRole('alert').first()).toHaveText('Please select a newsletter before continuing');

  await pane.getByRole('checkbox', { name: first!.title }).check();
  await consent.check();
  await pane.getByRole('button', { name: 'Sign Up' }).click();
  await expect(pane.getByText("You're all done! You will now receive updates from the newsletter(s) you selected.")).toBeVisible();
});

test('a member subscribes in the flyout to the newsletters they do not hold', async ({ page, request, context, baseURL }) => {
  test.setTimeout(90_000);
  const newsletters = await siteNewsletters(request);
  const [held, ...others] = newsletters;

  // A member who took the first newsletter when registering.
  const email = `${unique('flyoutmember')}@example.com`;
  await gql(request, 'mutation', 'requestRegisterSiteUser', { input: { email, countryCode: 'USA', region: 'NY' } });
  const registration = await mailedLink(request, email, '/account/registration', 'id');
  const id = new URL(registration, 'http://x.invalid').searchParams.get('id');
  const registered = await gql<{ registerSiteUser: { token: string } }>(request, 'mutation', 'registerSiteUser', {
    input: { id, password: 'member-password-1', firstName: 'Flo', lastName: 'Yout', newsletters: [held!.id] },
  });
  await context.addCookies([{ name: 'site_user_token', value: registered.registerSiteUser.token, url: baseURL! }]);

  await page.goto('/');
  await page.locator('footer').getByRole('button', { name: 'Newsletters' }).click();
  const pane = page.getByRole('dialog', { name: 'Newsletters' });
  await pane.locator('form[data-newsletter-view="member"][data-ready="true"]').waitFor();
  // Only the newsletters the member does not hold; no address to give.
  await expect(pane.getByRole('checkbox', { name: held!.title })).toHaveCount(0);
  await expect(pane.getByLabel('Email Address')).toHaveCount(0);
  for (const newsletter of others) await expect(pane.getByRole('checkbox', { name: newsletter.title })).toBeVisible();

  await pane.getByRole('button', { name: 'Subscribe' }).click();
  await expect(pane.getByRole('alert').first()).toHaveText('Please select a newsletter before continuing');

  const [next, ...rest] = others;
  await pane.getByRole('checkbox', { name: next!.title }).check();
  await pane.getByRole('button', { name: 'Subscribe' }).click();
  await expect(pane.getByText('Newsletter opt in successful!')).toBeVisible();
  await expect(pane.getByRole('checkbox', { name: next!.title })).toHaveCount(0);

  // The rest, then the spec's congratulations.
  for (const newsletter of rest) await pane.getByRole('checkbox', { name: newsletter.title }).check();
  if (rest.length > 0) await pane.getByRole('button', { name: 'Subscribe' }).click();
  await expect(pane.getByText('Congrats, you have subscribed to all of our newsletters! Please check back later to see if we have added any new ones.')).toBeVisible();

  // The account agrees.
  await page.goto('/account#manage-newsletters');
  for (const newsletter of newsletters) await expect(page.locator('#manage-newsletters').getByRole('button', { name: `Opt out: ${newsletter.title}` })).toBeVisible();
});
