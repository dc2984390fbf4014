import { initCountryFields } from './countryFields.js';
import { initEmailForms } from './emailForms.js';
import type { FormDeps } from './formKit.js';
import { initLoginForm } from './loginForm.js';
import { initMembershipForms } from './membershipForms.js';
import { initPasswordForms } from './passwordForms.js';
import { initProfileForm } from './profileForm.js';
import { initRegistrationForm } from './registrationForm.js';
import { initSignupForm } from './signupForm.js';

/**
 * The forms of the site-user pages (login, sign-up, registration, password reset, the account's
 * profile, password and e-mail address, and joining another membership). Loaded on demand by initSite.ts, only on a page that has one, so an
 * article does not download them.
 */
export function initSiteUserForms(root: ParentNode, deps: FormDeps): void {
  initCountryFields(root);
  initLoginForm(root, deps);
  initSignupForm(root, deps);
  initRegistrationForm(root, deps);
  initPasswordForms(root, deps);
  initProfileForm(root, deps);
  initEmailForms(root, deps);
  initMembershipForms(root, deps);
}
