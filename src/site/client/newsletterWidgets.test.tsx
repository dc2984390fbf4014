// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import SubscribeBlock from '../blocks/Subscribe/Block.js';
import type { SubscribeData } from '../blocks/Subscribe/load.js';
import { subscribeSettings, type SubscribeSettings } from '../blocks/Subscribe/settings.js';
import { blockSettings, homePage, loadedBlock } from '../blocks/fixtures.js';
import { Footer } from '../shell/Footer.js';
import { NEWSLETTER_FLYOUT_ID, NewsletterFlyout } from '../shell/NewsletterFlyout.js';
import { shellFixture } from '../shell/fixtures.js';
import type { ShellNewsletter } from '../shell/types.js';
import { initNewsletterFlyoutTriggers, NEWSLETTER_FLYOUT_ID as OPENER_TARGET } from './newsletterFlyoutTrigger.js';
import * as widgets from './newsletterWidgets.js';
import { fakeTransport, fill, messageOf, renderView, resetBrowserState, settle, submit, userInfo, type Handler } from './testKit.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  resetBrowserState();
});

const NEWSLETTERS: ShellNewsletter[] = [
  { id: 300001, title: 'Weekly Briefing', description: 'Fridays.', showInSubscribeBlock: true },
  { id: 300002, title: 'Daily News', description: 'Mornings.', showInSubscribeBlock: true },
  { id: 300003, title: 'Partner Offers', description: 'Now and then.', showInSubscribeBlock: false },
];

const subscribed = (name: string, newsletters: number[]) => () => ({ [name]: userInfo({ newsletters }) });
const dialog = () => document.querySelector<HTMLElement>('#newsletter-flyout')!;
const flyoutForm = () => dialog().querySelector<HTMLFormElement>('form[data-newsletter-signup]')!;
const boxes = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLInputElement>('input[name="omedaProducts"]')).map((box) => box.value);
const statusText = () => dialog().querySelector('[data-newsletter-flyout-status]')?.textContent;
const shown = (element: Element | null | undefined) => Boolean(element) && !element?.closest('[hidden]');

/** The footer with its button and pane, wired as the page's script does; the chunk is this module. */
function footerPage(handlers: Record<string, Handler>, { loggedIn = false, newsletters = NEWSLETTERS } = {}) {
  renderView(<Footer shell={shellFixture({ newsletterSignup: true, newsletters })} />);
  const fake = fakeTransport(handlers);
  const load = vi.fn(async () => ({ openNewsletterFlyout: (d: HTMLElement, opener: HTMLElement | null) => widgets.openNewsletterFlyout(d, opener, { transport: fake.transport, loggedIn: () => loggedIn }) }));
  cleanups.push(initNewsletterFlyoutTriggers(document, load));
  return { ...fake, load };
}

async function open() {
  const button = document.querySelector<HTMLButtonElement>('[data-newsletter-flyout-open]')!;
  button.focus();
  button.click();
  await vi.waitFor(() => expect(dialog().querySelector('[data-newsletter-flyout-body]')?.getAttribute('data-filled')).not.toBe('loading'));
  await settle();
  return button;
}

describe('the newsletter flyout (002 §2, §4)', () => {
  it('is a dialog the footer’s Newsletters button opens; its content waits in a template, its script until opened', async () => {
    const { load } = footerPage({});
    const button = document.querySelector<HTMLButtonElement>('[data-newsletter-flyout-open]')!;
    expect(button.textContent).toBe('Newsletters');
    expect(button.getAttribute('aria-controls')).toBe('newsletter-flyout');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(dialog().tagName).toBe('DIALOG');
    expect(OPENER_TARGET).toBe(NEWSLETTER_FLYOUT_ID);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().hasAttribute('open')).toBe(false);
    // Only the footer's sign-up is among the page's forms until the pane opens.
    expect(document.querySelectorAll('form[data-newsletter-signup]')).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();

    await open();
    expect(load).toHaveBeenCalledTimes(1);
    expect(dialog().hasAttribute('open')).toBe(true);
    // Every newsletter the site offers, the focus on the first.
    expect(boxes(flyoutForm())).toEqual(['300001', '300002', '300003']);
    expect(document.activeElement).toBe(flyoutForm().querySelector('#flyout-newsletter-300001'));
    expect(flyoutForm().querySelector('label[for="flyout-newsletter-email"]')?.textContent).toBe('Email Address');
    expect(flyoutForm().querySelector('#flyout-newsletter-email')?.getAttribute('placeholder')).toBe('Enter your email here');
  });

  it('closes with Escape, the close button or No thanks, and gives the focus back to its button', async () => {
    footerPage({});
    const button = await open();
    dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(button);
    await open();
    dialog().querySelector<HTMLButtonElement>('.newsletter-flyout__close')!.click();
    expect(dialog().hasAttribute('open')).toBe(false);
    await open();
    dialog().querySelector<HTMLButtonElement>('.newsletter-flyout__dismiss')!.click();
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('opens from a link to #newsletters too', async () => {
    footerPage({});
    document.body.insertAdjacentHTML('afterbegin', '<a href="#newsletters" id="menu-link">Newsletters</a>');
    document.querySelector<HTMLAnchorElement>('#menu-link')!.click();
    await vi.waitFor(() => expect(dialog().hasAttribute('open')).toBe(true));
  });

  it('signs a visitor up as the footer does: the country, the consent box for Canada, then the spec’s success text', async () => {
    const { calls } = footerPage({ subscribeAnonymousCustomer: () => ({ subscribeAnonymousCustomer: { error: false, message: 'We have sent an e-mail to ada@example.com.' } }) });
    await open();
    const form = flyoutForm();
    submit(form);
    await settle();
    expect(messageOf(form)).toBe('Please select a newsletter before continuing');
    expect(calls).toEqual([]);
    form.querySelector<HTMLInputElement>('#flyout-newsletter-300003')!.checked = true;
    fill('email', 'ada@example.com', form);
    fill('countryCode', 'CAN', form);
    expect(shown(form.querySelector('[data-consent-field]'))).toBe(true);
    fill('region', 'ON', form);
    form.querySelector<HTMLInputElement>('#flyout-newsletter-consent')!.checked = true;
    submit(form);
    await settle();
    expect(calls).toEqual([
      {
        name: 'subscribeAnonymousCustomer',
        variables: { email: 'ada@example.com', omedaProducts: [300003], countryCode: 'CAN', regionCode: 'ON', consent: { country: 'CAN', region: 'ON', compliance: 'CASL', given: true }, promoCode: null },
      },
    ]);
    expect(form.querySelector('[data-panel="done"]')?.textContent).toBe("You're all done! You will now receive updates from the newsletter(s) you selected.We have sent an e-mail to ada@example.com.");
  });

  it('lists a member’s missing newsletters; submitting subscribes the ticked ones and takes them off the list', async () => {
    let held = [300002];
    const { calls } = footerPage(
      {
        getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: userInfo({ newsletters: held }) }),
        subscribeSiteUserNewsletter: (variables) => {
          held = [...held, Number(variables.newsletterId)];
          return subscribed('subscribeSiteUserNewsletter', held)();
        },
      },
      { loggedIn: true },
    );
    await open();
    const form = flyoutForm();
    // No address, country or consent: the member is known.
    expect(form.querySelector('input[name="email"]')).toBeNull();
    expect(boxes(form)).toEqual(['300001', '300003']);
    expect(form.querySelector('[data-newsletter-submit]')?.textContent).toBe('Subscribe');

    submit(form);
    await settle();
    expect(messageOf(form)).toBe('Please select a newsletter before continuing');

    form.querySelector<HTMLInputElement>('#flyout-newsletter-300003')!.checked = true;
    submit(form);
    await settle();
    expect(calls.filter((call) => call.name === 'subscribeSiteUserNewsletter')).toEqual([
      { name: 'subscribeSiteUserNewsletter', variables: { newsletterId: 300003, promoCode: null, source: 'NlWidgetAuthenticated' } },
    ]);
    expect(statusText()).toBe('Newsletter opt in successful!');
    expect(boxes(form)).toEqual(['300001']);

    form.querySelector<HTMLInputElement>('#flyout-newsletter-300001')!.checked = true;
    submit(form);
    await settle();
    expect(dialog().querySelector('form')).toBeNull();
    expect(dialog().querySelector('.newsletter-flyout__note')?.textContent).toBe(
      'Congrats, you have subscribed to all of our newsletters! Please check back later to see if we have added any new ones.',
    );
  });

  it('says when opting in failed and keeps the newsletter', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    footerPage(
      {
        getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: userInfo({ newsletters: [] }) }),
        subscribeSiteUserNewsletter: () => {
          throw new Error('network down');
        },
      },
      { loggedIn: true },
    );
    await open();
    const form = flyoutForm();
    form.querySelector<HTMLInputElement>('#flyout-newsletter-300002')!.checked = true;
    submit(form);
    await settle();
    expect(messageOf(form)).toBe('Newsletter opt in failed. Please try again or contact support for assistance.');
    expect(boxes(form)).toEqual(['300001', '300002', '300003']);
  });

  it('congratulates a member who holds every newsletter; a token the server no longer knows gets the sign-up', async () => {
    footerPage({ getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: userInfo({ newsletters: [300001, 300002, 300003] }) }) }, { loggedIn: true });
    await open();
    expect(dialog().querySelector('.newsletter-flyout__note')?.textContent).toMatch(/^Congrats, you have subscribed to all of our newsletters!/);
    for (const cleanup of cleanups.splice(0)) cleanup();
    resetBrowserState();
    footerPage({ getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: null }) }, { loggedIn: true });
    await open();
    expect(flyoutForm().querySelector('input[name="email"]')).not.toBeNull();
  });

  it('says when there are no newsletters; the footer shows neither button nor pane then', async () => {
    renderView(<NewsletterFlyout siteName="EDR" newsletters={[]} />);
    await widgets.openNewsletterFlyout(dialog(), null, { transport: fakeTransport({}).transport, loggedIn: () => false });
    expect(dialog().querySelector('[data-newsletter-flyout-body]')?.textContent).toBe('There are no newsletters currently available, please check back later.');
    renderView(<Footer shell={shellFixture({ newsletters: [] })} />);
    expect(document.querySelector('[data-newsletter-flyout-open]')).toBeNull();
    expect(document.querySelector('#newsletter-flyout')).toBeNull();
  });

  it('offers Join and Login in its foot in the membership style (002 §9)', () => {
    renderView(<NewsletterFlyout siteName="EDR" newsletters={NEWSLETTERS} footerStyle="membership" joinLabel="Become a member" loginHref="/account/login?redirectTo=%2F" />);
    expect(dialog().dataset.footerStyle).toBe('membership');
    expect(dialog().querySelector('a[href="/membership/choose"]')?.textContent).toBe('Become a member');
    expect(dialog().querySelector('.newsletter-flyout__dismiss')).toBeNull();
    renderView(<NewsletterFlyout siteName="EDR" newsletters={NEWSLETTERS} />);
    expect(dialog().dataset.footerStyle).toBe('flyout');
  });
});

describe('the subscribe block’s script', () => {
  const data: SubscribeData = { newsletters: NEWSLETTERS.slice(0, 2), title: 'Get our newsletters', description: '', buttonLabel: 'Sign up' };
  const block = () => document.querySelector<HTMLElement>('[data-subscribe-block]')!;
  const render = () => renderView(<SubscribeBlock block={loadedBlock<SubscribeData, SubscribeSettings>('subscribe', blockSettings(subscribeSettings), data)} page={homePage} />);

  it('wires a visitor’s form at once: the country appears, the sign-up goes out as the footer’s', async () => {
    render();
    const { transport, calls } = fakeTransport({ subscribeAnonymousCustomer: () => ({ subscribeAnonymousCustomer: { error: false, message: 'sent' } }) });
    await widgets.initSubscribeBlocks(document, { transport, loggedIn: () => false });
    expect(block().dataset.subscribeView).toBe('visitor');
    const form = block().querySelector<HTMLFormElement>('form')!;
    expect(form.querySelector('select[name="countryCode"]')).not.toBeNull();
    form.querySelector<HTMLInputElement>('input[value="300002"]')!.checked = true;
    fill('email', 'ada@example.com', form);
    fill('countryCode', 'FRA', form);
    submit(form);
    await settle();
    expect(calls[0]).toMatchObject({ name: 'subscribeAnonymousCustomer', variables: { omedaProducts: [300002], countryCode: 'FRA' } });
    expect(shown(form.querySelector('[data-panel="done"]'))).toBe(true);
  });

  it('shows a member the newsletters they do not hold, each with Subscribe; one subscribed leaves the list', async () => {
    render();
    const { transport, calls } = fakeTransport({
      getActiveSiteUserWithNewsletters: () => ({ getActiveSiteUserWithNewsletters: userInfo({ newsletters: [300001] }) }),
      subscribeSiteUserNewsletter: subscribed('subscribeSiteUserNewsletter', [300001, 300002]),
    });
    await widgets.initSubscribeBlocks(document, { transport, search: '?pk=SPRING', loggedIn: () => true });
    expect(block().dataset.subscribeView).toBe('member');
    expect(block().querySelector('form')?.hidden).toBe(true);
    const buttons = Array.from(block().querySelectorAll<HTMLButtonElement>('.subscribe-block__button'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Subscribe: Daily News']);
    expect(block().querySelector('.subscribe-block__description')?.textContent).toBe('Mornings.');
    buttons[0]!.click();
    await settle();
    expect(calls.at(-1)).toEqual({ name: 'subscribeSiteUserNewsletter', variables: { newsletterId: 300002, promoCode: 'SPRING', source: 'NlWidgetAuthenticated' } });
    expect(block().querySelector('[data-subscribe-status]')?.textContent).toBe('Newsletter opt in successful!');
    expect(block().querySelector('.subscribe-block__list')).toBeNull();
    expect(block().querySelector('.subscribe-block__note')?.textContent).toMatch(/^Congrats, you have subscribed to all of our newsletters!/);
  });
});
