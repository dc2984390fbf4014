// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { MembershipView } from '../account/load.js';
import { ChooseView } from '../membership/choose/ChooseView.js';
import { SignupView } from '../membership/signup/SignupView.js';
import { initCountryFields } from './countryFields.js';
import { initSignupForm } from './signupForm.js';
import { showRegistrationPendingNotices } from './siteUser.js';
import { fakeTransport, fieldErrorOf, fill, formOf, graphQLError, messageOf, renderView, resetBrowserState, settle, submit } from './testKit.js';

afterEach(resetBrowserState);

const basic: MembershipView = {
  id: 3,
  title: 'Basic',
  alias: 'basic',
  description: 'Free registration.',
  isFree: true,
  requiredUserCommonFields: ['firstName'],
  requiredUserDemographicFields: [],
  additionalUserDemographicFields: [],
};

function setup(handler: (variables: Record<string, unknown>) => unknown = () => ({ requestRegisterSiteUser: true })) {
  renderView(<SignupView membership={basic} redirectTo="/power/gan-chargers" pk="SPRING" siteName="Electronic Design Review" />);
  const fake = fakeTransport({ requestRegisterSiteUser: handler });
  initCountryFields(document);
  initSignupForm(document, { transport: fake.transport });
  return { ...fake, form: formOf('signup') };
}

const shown = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector);
  return Boolean(element) && !element?.closest('[hidden]');
};
const panel = () => Array.from(document.querySelectorAll<HTMLElement>('[data-panel-group="signup"]')).find((element) => !element.hidden)?.dataset.panel;

describe('the sign-up page', () => {
  it('asks for the Email Address and country; region and consent only when the country calls for them (002 §5)', () => {
    const { form } = setup();
    expect(form.querySelector('label[for="signup-email"]')?.textContent).toBe('Email Address');
    expect(form.querySelector('#signup-email')?.getAttribute('placeholder')).toBe('Enter your email here');
    expect(shown('[data-region-field="USA"]')).toBe(false);
    expect(shown('[data-consent-field]')).toBe(false);

    fill('countryCode', 'USA');
    expect(shown('[data-region-field="USA"]')).toBe(true);
    expect(document.querySelector('[data-region-field="USA"] label')?.textContent).toBe('State');
    expect(document.querySelector<HTMLSelectElement>('[data-region-field="USA"] select')?.required).toBe(true);
    expect(document.querySelector<HTMLSelectElement>('[data-region-field="CAN"] select')?.disabled).toBe(true);
    expect(shown('[data-consent-field]')).toBe(false);

    fill('countryCode', 'CAN');
    expect(document.querySelector('[data-region-field="CAN"] label')?.textContent).toBe('Province');
    expect(shown('[data-consent-field]')).toBe(true);
    expect(document.querySelector('[data-consent-label]')?.textContent).toContain('electronic messages');

    fill('countryCode', 'BRA');
    expect(shown('[data-region-field="CAN"]')).toBe(false);
    expect(shown('[data-consent-field]')).toBe(true);
    expect(document.querySelector('[data-consent-label]')?.textContent).toContain('process my personal data');

    // Optional compliance (an EU country): no box.
    fill('countryCode', 'DEU');
    expect(shown('[data-consent-field]')).toBe(false);
  });
});

describe('initSignupForm', () => {
  it('sends the e-mail step with the membership, the way back, the promo code and the consent (CASL, ticked)', async () => {
    const { form, calls } = setup();
    fill('email', ' new@example.com ');
    fill('countryCode', 'CAN');
    fill('region', 'ON');
    document.querySelector<HTMLInputElement>('input[name="consent"]')!.checked = true;
    submit(form);
    await settle();
    expect(calls).toEqual([
      {
        name: 'requestRegisterSiteUser',
        variables: {
          input: {
            email: 'new@example.com',
            membershipId: 3,
            countryCode: 'CAN',
            region: 'ON',
            consent: { country: 'CAN', region: 'ON', compliance: 'CASL', given: true },
            path: '/power/gan-chargers',
            promoCode: 'SPRING',
          },
        },
      },
    ]);
    expect(panel()).toBe('sent');
    expect(document.querySelector('[data-signup-sent-text]')?.textContent).toContain('new@example.com');
    expect(document.cookie).toContain('site_user_signup=1');
  });

  it('sends consent unticked as false, and no consent object where the country asks none', async () => {
    const { form, calls } = setup();
    fill('email', 'a@example.com');
    fill('countryCode', 'BRA');
    submit(form);
    await settle();
    expect((calls[0]?.variables.input as { consent: unknown }).consent).toEqual({ country: 'BRA', region: null, compliance: 'GDPR', given: false });
    resetBrowserState();
    const again = setup();
    fill('email', 'a@example.com');
    fill('countryCode', 'FRA');
    submit(again.form);
    await settle();
    expect((again.calls[0]?.variables.input as { consent: unknown }).consent).toEqual({ country: 'FRA', region: null, compliance: null, given: false });
  });

  it("shows field errors beside their fields and 'Please correct issues with this form'", async () => {
    const { form } = setup(() => {
      throw graphQLError('Please correct issues with this form', 'BAD_USER_INPUT', { email: 'Enter a valid e-mail address' });
    });
    fill('email', 'x@y.z');
    fill('countryCode', 'FRA');
    submit(form);
    await settle();
    expect(messageOf(form)).toBe('Please correct issues with this form');
    expect(fieldErrorOf(form, 'email')).toBe('Enter a valid e-mail address');
    expect(form.querySelector('#signup-email')?.getAttribute('aria-invalid')).toBe('true');
    expect(panel()).toBe('form');
  });

  it("says 'Please complete your registration' while one is in progress here, with a way to start over", () => {
    document.cookie = 'site_user_signup=1; Path=/';
    setup();
    expect(panel()).toBe('pending');
    expect(document.querySelector('[data-panel="pending"] h2')?.textContent).toBe('Please complete your registration');
    document.querySelector<HTMLButtonElement>('[data-signup-restart]')?.click();
    expect(panel()).toBe('form');
    expect(document.cookie).not.toContain('site_user_signup');
  });
});

describe('the membership chooser', () => {
  it('lists the active memberships with their Join links, and shows the in-progress notice only while registering', () => {
    renderView(<ChooseView choices={{ available: true, memberships: [basic, { ...basic, id: 4, title: 'Premium', alias: 'premium', isFree: false, description: null }] }} redirectTo={null} pk="SPRING" joinLabel="Join Now" />);
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.membership-card__join')).map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(links).toEqual([
      ['Join Now: Basic', '/membership/signup/basic?pk=SPRING'],
      ['Join Now: Premium', '/membership/signup/premium?pk=SPRING'],
    ]);
    expect(Array.from(document.querySelectorAll('.membership-card__badge')).map((b) => b.textContent)).toEqual(['Free', 'Paid']);
    showRegistrationPendingNotices(document);
    expect(shown('[data-registration-pending-notice]')).toBe(false);
    document.cookie = 'site_user_signup=1; Path=/';
    showRegistrationPendingNotices(document);
    expect(shown('[data-registration-pending-notice]')).toBe(true);
  });

  it("says 'Memberships are not available at this time' when none is active", () => {
    renderView(<ChooseView choices={{ available: false }} redirectTo={null} pk={null} joinLabel="Join Now" />);
    expect(document.querySelector('.site-user-page__empty')?.textContent).toBe('Memberships are not available at this time');
  });
});
