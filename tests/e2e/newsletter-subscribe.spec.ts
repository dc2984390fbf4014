import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, gql, tokenOf, unique } from './support.js';

// Newsletter subscriptions on the public site (issue 12 item 7; spec 002 §2, §4, §5, §8) against
// the production build in Chromium: a visitor signs up in the footer from Canada (the consent box
// appears), confirms with the link of the e-mail (double opt-in); a logged-in member opts out of a
// newsletter and back in on the account page.

interface ShellNewsletter {
  id: number;
  title: string;
  showInSubscribeBlock: boolean;
}

/** The demo site's newsletters (its newsletter settings, as the shell lists them). */
async function siteNewsletters(request: APIRequestContext): Promise<ShellNewsletter[]> {
  const data = await gql<{ getWebsiteShellSettings: { newsletterSignup: boolean; newsletters: ShellNewsletter[] } }>(request, 'query', 'getWebsiteShellSettings');
  expect(data.getWebsiteShellSettings.newsletterSignup, 'the demo site offers the footer sign-up').toBe(true);
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

test('a visitor signs up in the footer from Canada and confirms by e-mail', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `${unique('subscriber')}@example.com`;
  const offered = (await siteNewsletters(request)).filter((n) => n.showInSubscribeBlock);
  const [first] = offered;
  if (!first) throw new Error('the demo site shows no newsletter in the subscribe block');

  await page.goto('/');
  const footer = page.locator('form[data-newsletter-signup]');
  // One line until the reader turns to it: Email Address with the spec's placeholder.
  await expect(footer.getByLabel('Email Address')).toHaveAttribute('placeholder', 'Enter your email here');
  await expect(footer.getByLabel('Country')).toHaveCount(0);
  await footer.getByLabel('Email Address').fill(email);
  await page.locator('form[data-newsletter-signup][data-ready="true"]').waitFor();

  // The subscribe block's newsletters, then the country; Canada brings the province and the consent box.
  for (const newsletter of offered) await expect(footer.getByRole('checkbox', { name: newsletter.title })).toBeVisible();
  await expect(footer.getByRole('checkbox', { name: /consent/ })).toBeHidden();
  await footer.getByLabel('Country', { exact: true }).selectOption('CAN');
  await footer.getByLabel('Province').selectOption('ON');
  const consent = footer.getByRole('checkbox', { name: /Yes, I consent to receive the newsletters I selected/ });
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();

  // No newsletter chosen: the spec's message, nothing sent.
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Please select a newsletter before continuing');

  // Canada requires the consent: the server names the box.
  await footer.getByRole('checkbox', { name: first.title }).check();
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(footer.getByRole('alert').first()).toContainText('Please correct issues with this form');
  await expect(footer.getByText('Please tick the box to agree to receive the newsletters.')).toBeVisible();

  await consent.check();
  await footer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(footer.getByText("You're all done! You will now receive updates from the newsletter(s) you selected.")).toBeVisible();
  await expect(footer.getByText(`We have sent an e-mail to ${email}.`, { exact: false })).toBeVisible();

  // The e-mail's link: a button confirms (a mail scanner opening the link subscribes nobody).
  const link = await mailedLink(request, email, '/newsletter-confirm', 'token');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible();
  await page.locator('form[data-newsletter-confirm][data-ready="true"]').waitFor();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText(`Your subscription is confirmed: ${first.title}. Thank you!`)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.locator('form[data-newsletter-confirm][data-ready="true"]').waitFor();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText('Your subscription was already confirmed. Thank you!')).toBeVisible();
});

test('a logged-in member opts out of a newsletter and back in on the account page', async ({ page, request, context, baseURL }) => {
  test.setTimeout(90_000);
  const newsletters = await siteNewsletters(request);
  const [first, ...others] = newsletters;
  if (!first) throw new Error('the demo site has no newsletters');

  // A member who took the first newsletter when registering (the API's two steps, link from the outbox).
  const email = `${unique('member')}@example.com`;
  await gql(request, 'mutation', 'requestRegisterSiteUser', { input: { email, countryCode: 'USA', region: 'NY' } });
  const registration = await mailedLink(request, email, '/account/registration', 'id');
  const id = new URL(registration, 'http://x.invalid').searchParams.get('id');
  const registered = await gql<{ registerSiteUser: { token: string } }>(request, 'mutation', 'registerSiteUser', {
    input: { id, password: 'member-password-1', firstName: 'Nora', lastName: 'Letter', newsletters: [first.id] },
  });
  await context.addCookies([{ name: 'site_user_token', value: registered.registerSiteUser.token, url: baseURL! }]);

  await page.goto('/account#manage-newsletters');
  const section = page.locator('#manage-newsletters');
  await expect(section.getByRole('heading', { name: 'Manage Newsletters' })).toBeVisible();
  // Every enabled newsletter is listed, the one held with Opt out.
  for (const newsletter of others) await expect(section.getByRole('button', { name: `Subscribe: ${newsletter.title}` })).toBeVisible();
  const optOut = section.getByRole('button', { name: `Opt out: ${first.title}` });
  await expect(optOut).toBeVisible();
  await page.locator('[data-newsletter-manager] [data-newsletter-action][data-ready="true"]').first().waitFor();

  // Opting out asks first (002 §5); No keeps it.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you wish to opt out from this newsletter?');
    void dialog.dismiss();
  });
  await optOut.click();
  await expect(optOut).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await optOut.click();
  await expect(section.getByText('Newsletter opt out successful!')).toBeVisible();
  const subscribe = section.getByRole('button', { name: `Subscribe: ${first.title}` });
  await expect(subscribe).toBeVisible();

  // The opt out is kept (the page is read again from the server).
  await page.reload();
  await expect(subscribe).toBeVisible();
  await page.locator('[data-newsletter-manager] [data-newsletter-action][data-ready="true"]').first().waitFor();

  // Back in; then every one of them: the spec's congratulations.
  await subscribe.click();
  await expect(section.getByText('Newsletter opt in successful!')).toBeVisible();
  await expect(section.getByRole('button', { name: `Opt out: ${first.title}` })).toBeVisible();
  for (const newsletter of others) {
    await section.getByRole('button', { name: `Subscribe: ${newsletter.title}` }).click();
    await expect(section.getByRole('button', { name: `Opt out: ${newsletter.title}` })).toBeVisible();
  }
  await expect(section.getByText('Congrats, you have subscribed to all of our newsletters! Please check back later to see if we have added any new ones.')).toBeVisible();
});
