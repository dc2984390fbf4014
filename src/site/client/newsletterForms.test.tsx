// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountPage } from '../account/load.js';
import { AccountView } from '../account/profile/AccountView.js';
import { NewsletterConfirmView } from '../newsletter-confirm/NewsletterConfirmView.js';
import { Footer } from '../shell/Footer.js';
import { shellFixture } from '../shell/fixtures.js';
import type { ShellNewsletter } from '../shell/types.js';
import { initNewsletterConfirmForms, initNewsletterManager, initNewsletterSignup } from './newsletterForms.js';
import { initNewsletters } from './newsletters.js';
import { fakeTransport, fieldErrorOf, fill, graphQLError, messageOf, renderView, resetBrowserState, settle, submit, userInfo, type Handler } from './testKit.js';

afterEach(resetBrowserState);

const NEWSLETTERS: ShellNewsletter[] = [
  { id: 300001, title: 'Weekly Briefing', description: 'Fridays.', showInSubscribeBlock: true },
  { id: 300002, title: 'Daily News', description: 'Mornings.', showInSubscribeBlock: true },
  { id: 300003, title: 'Partner Offers', description: 'Now and then.', showInSubscribeBlock: false },
];

const shown = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector);
  return Boolean(element) && !element?.closest('[hidden]');
};

describe('the footer sign-up (002 §2, §5)', () => {
  const signupForm = () => document.querySelector<HTMLFormElement>('form[data-newsletter-signup]')!;

  function setup(handler: Handler = () => ({ subscribeAnonymousCustomer: { __typename: 'NewsletterSubscribeResult', error: false, message: 'We have sent an e-mail to ada@example.com.' } }), extra: { search?: string; humanToken?: () => Promise<string> } = {}) {
    renderView(<Footer shell={shellFixture({ siteName: 'Electronic Design Review', newsletterSignup: true, newsletters: NEWSLETTERS })} />);
    const fake = fakeTransport({ subscribeAnonymousCustomer: handler });
    initNewsletterSignup(signupForm(), { transport: fake.transport, ...extra });
    return { ...fake, form: signupForm() };
  }

  it('shows Email Address alone until the reader turns to it; then the subscribe block’s newsletters and the country', () => {
    renderView(<Footer shell={shellFixture({ newsletterSignup: true, newsletters: NEWSLETTERS })} />);
    const form = signupForm();
    expect(form.querySelector('label[for="footer-newsletter-email"]')?.textContent).toBe('Email Address');
    expect(form.querySelector('#footer-newsletter-email')?.getAttribute('placeholder')).toBe('Enter your email here');
    // The details wait, inert, in a template: not among the page's controls.
    expect(form.querySelector('select[name="countryCode"]')).toBeNull();
    expect(form.querySelector('input[name="omedaProducts"]')).toBeNull();

    initNewsletterSignup(form, { transport: fakeTransport({}).transport });
    const boxes = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="omedaProducts"]'));
    // Only the newsletters shown in the subscribe block.
    expect(boxes.map((box) => box.value)).toEqual(['300001', '300002']);
    expect(form.querySelector('label[for="footer-newsletter-300001"]')?.textContent).toBe('Weekly BriefingFridays.');
    expect(shown('select[name="countryCode"]')).toBe(true);
    expect(shown('[data-region-field="USA"]')).toBe(false);
    expect(shown('[data-consent-field]')).toBe(false);
  });

  it('shows the region where the country has regions and the consent box only where it requires compliance (CASL for Canada)', () => {
    setup();
    fill('countryCode', 'USA');
    expect(shown('[data-region-field="USA"]')).toBe(true);
    expect(shown('[data-consent-field]')).toBe(false);
    fill('countryCode', 'CAN');
    expect(document.querySelector('[data-region-field="CAN"] label')?.textContent).toBe('Province');
    expect(shown('[data-consent-field]')).toBe(true);
    expect(document.querySelector('[data-consent-label]')?.textContent).toBe(
      'Yes, I consent to receive the newsletters I selected from Electronic Design Review by e-mail. I can withdraw my consent at any time.',
    );
    fill('countryCode', 'BRA');
    expect(document.querySelector('[data-consent-label]')?.textContent).toMatch(/^I agree that Electronic Design Review may use my e-mail address/);
    fill('countryCode', 'FRA');
    expect(shown('[data-consent-field]')).toBe(false);
  });

  it('asks for a newsletter before sending anything', async () => {
    const { form, calls } = setup();
    fill('email', 'ada@example.com');
    fill('countryCode', 'FRA');
    submit(form);
    await settle();
    expect(calls).toEqual([]);
    expect(messageOf(form)).toBe('Please select a newsletter before continuing');
  });

  it('sends the sign-up with the consent of the country and the page’s promo code, then the spec’s success text', async () => {
    const { form, calls } = setup(undefined, { search: '?pk=SPRING24' });
    fill('email', ' ada@example.com ');
    form.querySelector<HTMLInputElement>('input[value="300002"]')!.checked = true;
    fill('countryCode', 'CAN');
    fill('region', 'QC');
    form.querySelector<HTMLInputElement>('input[name="consent"]')!.checked = true;
    submit(form);
    await settle();
    expect(calls).toEqual([
      {
        name: 'subscribeAnonymousCustomer',
        variables: {
          email: 'ada@example.com',
          omedaProducts: [300002],
          countryCode: 'CAN',
          regionCode: 'QC',
          consent: { country: 'CAN', region: 'QC', compliance: 'CASL', given: true },
          promoCode: 'SPRING24',
        },
      },
    ]);
    const done = form.querySelector<HTMLElement>('[data-panel="done"]')!;
    expect(done.hidden).toBe(false);
    expect(form.querySelector<HTMLElement>('[data-panel="form"]')?.hidden).toBe(true);
    expect(done.textContent).toBe("You're all done! You will now receive updates from the newsletter(s) you selected.We have sent an e-mail to ada@example.com.");
  });

  it('sends an unticked consent as false, and no promo code without pk (the server takes the site’s)', async () => {
    const { form, calls } = setup(() => ({ subscribeAnonymousCustomer: { error: false, message: 'ok' } }));
    fill('email', 'ada@example.com');
    form.querySelector<HTMLInputElement>('input[value="300001"]')!.checked = true;
    fill('countryCode', 'BRA');
    submit(form);
    await settle();
    expect(calls[0]?.variables).toMatchObject({ regionCode: null, consent: { country: 'BRA', compliance: 'GDPR', given: false }, promoCode: null });
  });

  it('shows the server’s message when the answer’s error flag is set (002 §8)', async () => {
    const { form } = setup(() => ({ subscribeAnonymousCustomer: { error: true, message: 'Newsletter sign-up is not available at the moment. Please try again later.' } }));
    fill('email', 'ada@example.com');
    form.querySelector<HTMLInputElement>('input[value="300001"]')!.checked = true;
    fill('countryCode', 'FRA');
    submit(form);
    await settle();
    expect(messageOf(form)).toBe('Newsletter sign-up is not available at the moment. Please try again later.');
    expect(form.querySelector<HTMLElement>('[data-panel="done"]')?.hidden).toBe(true);
  });

  it('puts field errors beside their fields with "Please correct issues with this form"', async () => {
    const { form } = setup(() => {
      throw graphQLError('Please correct issues with this form', 'BAD_USER_INPUT', { email: 'Enter a valid e-mail address', consent: 'Please tick the box to agree to receive the newsletters.' });
    });
    fill('email', 'ada@example.com');
    form.querySelector<HTMLInputElement>('input[value="300001"]')!.checked = true;
    fill('countryCode', 'CAN');
    fill('region', 'ON');
    submit(form);
    await settle();
    expect(messageOf(form)).toBe('Please correct issues with this form');
    expect(fieldErrorOf(form, 'email')).toBe('Enter a valid e-mail address');
    expect(fieldErrorOf(form, 'consent')).toBe('Please tick the box to agree to receive the newsletters.');
  });

  it('gets a reCAPTCHA token when the server asks for the human check and sends again with it', async () => {
    let first = true;
    const humanToken = vi.fn(async () => 'token-1');
    const { form, calls } = setup(
      () => {
        if (first) {
          first = false;
          throw Object.assign(graphQLError('The security check could not confirm that you are a person.', 'HUMAN_CHECK_REQUIRED'), {
            graphQLErrors: [{ message: 'x', extensions: { code: 'HUMAN_CHECK_REQUIRED', recaptchaSiteKey: 'site-key', recaptchaAction: 'newsletterSubscribeSignUp' } }],
          });
        }
        return { subscribeAnonymousCustomer: { error: false, message: 'sent' } };
      },
      { humanToken },
    );
    fill('email', 'ada@example.com');
    form.querySelector<HTMLInputElement>('input[value="300001"]')!.checked = true;
    fill('countryCode', 'FRA');
    submit(form);
    await settle();
    await settle();
    expect(humanToken).toHaveBeenCalledWith({ siteKey: 'site-key', action: 'newsletterSubscribeSignUp' });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.variables).toMatchObject({ recaptchaToken: 'token-1' });
    expect(form.querySelector<HTMLElement>('[data-panel="done"]')?.hidden).toBe(false);
  });

  it('loads its script only when the reader turns to the form (focus)', async () => {
    renderView(<Footer shell={shellFixture({ newsletterSignup: true, newsletters: NEWSLETTERS })} />);
    initNewsletters(document);
    const form = signupForm();
    expect(form.querySelector('[data-newsletter-details]')?.hasAttribute('hidden')).toBe(true);
    form.querySelector<HTMLInputElement>('#footer-newsletter-email')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(form.dataset.ready).toBe('true'));
    expect(shown('select[name="countryCode"]')).toBe(true);
    expect(form.querySelectorAll('input[name="omedaProducts"]')).toHaveLength(2);
  });
});

describe('the account’s #manage-newsletters (002 §4, §5, §8)', () => {
  const account = (newsletters: number[]): AccountPage => ({ user: userInfo({ newsletters }) as AccountPage['user'], memberships: [], missingMemberships: [], favorites: [] });
  const item = (id: number) => document.querySelector<HTMLElement>(`[data-newsletter-id="${id}"]`)!;
  const button = (id: number) => item(id).querySelector<HTMLButtonElement>('[data-newsletter-action]')!;
  const message = (id: number) => item(id).querySelector('[data-newsletter-message]')?.textContent;
  const answer = (name: string, newsletters: number[]) => () => ({ [name]: userInfo({ newsletters }) });

  function setup(subscribed: number[], handlers: Record<string, Handler>, confirm: (question: string) => boolean = () => true) {
    renderView(<AccountView account={account(subscribed)} newslettersEnabled newsletters={NEWSLETTERS} joinLabel="Join Now" />);
    const fake = fakeTransport(handlers);
    const asked: string[] = [];
    initNewsletterManager(document, {
      transport: fake.transport,
      confirm: (question) => {
        asked.push(question);
        return confirm(question);
      },
    });
    return { ...fake, asked };
  }

  it('lists every enabled newsletter with its state and button', () => {
    setup([300001], {});
    expect(Array.from(document.querySelectorAll('[data-newsletter-id]')).map((li) => li.querySelector('h3')?.textContent)).toEqual(['Weekly Briefing', 'Daily News', 'Partner Offers']);
    expect(button(300001).textContent).toBe('Opt out');
    expect(button(300001).getAttribute('aria-label')).toBe('Opt out: Weekly Briefing');
    expect(button(300002).textContent).toBe('Subscribe');
    expect(item(300001).querySelector('[data-newsletter-state]')?.textContent).toBe('Subscribed');
    expect(shown('[data-newsletters-all]')).toBe(false);
  });

  it('asks before opting out; a No sends nothing, a Yes opts out with the spec’s success words', async () => {
    let answerYes = false;
    const { calls, asked } = setup([300001, 300002], { unsubscribeSiteUserNewsletter: answer('unsubscribeSiteUserNewsletter', [300002]) }, () => answerYes);
    button(300001).click();
    await settle();
    expect(asked).toEqual(['Are you sure you wish to opt out from this newsletter?']);
    expect(calls).toEqual([]);
    answerYes = true;
    button(300001).click();
    await settle();
    expect(calls).toEqual([{ name: 'unsubscribeSiteUserNewsletter', variables: { newsletterId: 300001, source: 'Account' } }]);
    expect(message(300001)).toBe('Newsletter opt out successful!');
    expect(button(300001).textContent).toBe('Subscribe');
    expect(item(300001).dataset.subscribed).toBe('false');
  });

  it('subscribes with the spec’s success words, and congratulates once every newsletter is subscribed', async () => {
    const { calls, asked } = setup([300001, 300002], { subscribeSiteUserNewsletter: answer('subscribeSiteUserNewsletter', [300001, 300002, 300003]) });
    button(300003).click();
    await settle();
    expect(asked).toEqual([]);
    expect(calls).toEqual([{ name: 'subscribeSiteUserNewsletter', variables: { newsletterId: 300003, promoCode: null, source: 'Account' } }]);
    expect(message(300003)).toBe('Newsletter opt in successful!');
    expect(button(300003).textContent).toBe('Opt out');
    expect(shown('[data-newsletters-all]')).toBe(true);
    expect(document.querySelector('[data-newsletters-all]')?.textContent).toBe(
      'Congrats, you have subscribed to all of our newsletters! Please check back later to see if we have added any new ones.',
    );
  });

  it('says so when opting in or out fails', async () => {
    setup([300001], {
      subscribeSiteUserNewsletter: () => {
        throw graphQLError('This newsletter is not offered on this site.', 'BAD_USER_INPUT');
      },
      unsubscribeSiteUserNewsletter: () => {
        throw new Error('network down');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    button(300002).click();
    button(300001).click();
    await settle();
    expect(message(300002)).toBe('Newsletter opt in failed. Please try again or contact support for assistance.');
    expect(message(300001)).toBe('Newsletter opt out failed. Please try again or contact support for assistance.');
    expect(item(300001).dataset.subscribed).toBe('true');
    expect(button(300001).disabled).toBe(false);
  });

  it('says when there are no newsletters, and congratulates a reader who has them all', () => {
    renderView(<AccountView account={account([])} newslettersEnabled newsletters={[]} joinLabel="Join Now" />);
    expect(document.querySelector('#manage-newsletters')?.textContent).toContain('There are no newsletters currently available, please check back later.');
    renderView(<AccountView account={account([300001, 300002, 300003])} newslettersEnabled newsletters={NEWSLETTERS} joinLabel="Join Now" />);
    expect(shown('[data-newsletters-all]')).toBe(true);
    renderView(<AccountView account={account([])} newslettersEnabled={false} newsletters={NEWSLETTERS} joinLabel="Join Now" />);
    expect(document.querySelector('#manage-newsletters')).toBeNull();
  });
});

describe('the double opt-in page', () => {
  const form = () => document.querySelector<HTMLFormElement>('form[data-newsletter-confirm]')!;

  it('confirms with the button and shows the server’s words', async () => {
    renderView(<NewsletterConfirmView token="tok-1" />);
    const fake = fakeTransport({ confirmNewsletterSubscription: () => ({ confirmNewsletterSubscription: { error: false, message: 'Your subscription is confirmed: Weekly Briefing. Thank you!' } }) });
    initNewsletterConfirmForms(document, { transport: fake.transport });
    expect(fake.calls).toEqual([]);
    submit(form());
    await settle();
    expect(fake.calls).toEqual([{ name: 'confirmNewsletterSubscription', variables: { token: 'tok-1' } }]);
    expect(shown('[data-newsletter-confirm-done]')).toBe(true);
    expect(document.querySelector('[data-newsletter-confirm-done]')?.textContent).toBe('Your subscription is confirmed: Weekly Briefing. Thank you!');
  });

  it('shows a dead link’s message, and says at once when the address has no token', async () => {
    renderView(<NewsletterConfirmView token="tok-2" />);
    const fake = fakeTransport({
      confirmNewsletterSubscription: () => {
        throw graphQLError('This confirmation link is invalid or has expired. Please sign up again.', 'NOT_FOUND');
      },
    });
    initNewsletterConfirmForms(document, { transport: fake.transport });
    submit(form());
    await settle();
    expect(messageOf(form())).toBe('This confirmation link is invalid or has expired. Please sign up again.');
    renderView(<NewsletterConfirmView token={null} />);
    expect(document.querySelector('form[data-newsletter-confirm]')).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('This confirmation link is invalid or has expired. Please sign up again.');
  });
});
