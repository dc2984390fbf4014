import type { RequestRegisterSiteUserInput } from '../../gql/graphql.js';
import { recaptchaToken, signInWithHumanCheck } from '../../admin/login/humanCheck.js';
import { SITE_USER_TEXT } from '../account/messages.js';
import { consentChoice } from './countryFields.js';
import { formValues, onSubmit, showPanel, type FormDeps } from './formKit.js';
import { clearSignupPending, isSignupPending, markSignupPending } from './registrationMarkers.js';

/** The panels of the sign-up page: the form, 'check your e-mail', and 'Please complete your registration'. */
export const SIGNUP_PANELS = 'signup';

/** The e-mail step's input from the form (002 §7 requestRegisterSiteUser). */
export function signupInput(form: HTMLFormElement): RequestRegisterSiteUserInput {
  const values = formValues(form);
  const membershipId = Number(form.dataset.membershipId);
  const consent = consentChoice(form);
  return {
    email: values.email ?? '',
    membershipId: Number.isInteger(membershipId) && membershipId > 0 ? membershipId : null,
    countryCode: values.countryCode || null,
    region: values.region || null,
    consent: consent ? { country: consent.country, region: consent.region, compliance: consent.compliance, given: consent.given } : null,
    // The registration link brings the reader back here (redirectTo), or to /account.
    path: form.dataset.redirectTo || null,
    promoCode: form.dataset.promoCode || null,
  };
}

/**
 * The sign-up form of /membership/signup/{alias} (`form[data-site-user-form="signup"]`): sends the
 * e-mail step and then says to check the e-mail. While this browser has a registration in progress
 * (the marker of registrationMarkers.ts) the page says 'Please complete your registration' (002 §8)
 * instead, with a button to start over with another address.
 */
export function initSignupForm(root: ParentNode, { transport }: Pick<FormDeps, 'transport'>): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-site-user-form="signup"]')) {
    const page = form.closest<HTMLElement>('[data-signup-page]') ?? root;
    if (isSignupPending()) showPanel(page, SIGNUP_PANELS, 'pending');
    for (const restart of page.querySelectorAll<HTMLButtonElement>('[data-signup-restart]')) {
      restart.addEventListener('click', () => {
        clearSignupPending();
        showPanel(page, SIGNUP_PANELS, 'form');
        form.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      });
    }
    onSubmit(form, async () => {
      const input = signupInput(form);
      // With reCAPTCHA configured the server asks for the human check: one token, then once more.
      await signInWithHumanCheck((token) => transport.mutation('requestRegisterSiteUser', { input: token ? { ...input, recaptchaToken: token } : input }).then(() => undefined), recaptchaToken);
      markSignupPending();
      for (const target of page.querySelectorAll<HTMLElement>('[data-signup-sent-text]')) target.textContent = SITE_USER_TEXT.checkEmail(input.email);
      showPanel(page, SIGNUP_PANELS, 'sent');
      page.querySelector<HTMLElement>('[data-panel="sent"] h2')?.focus();
    });
  }
}
