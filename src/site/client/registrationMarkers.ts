import { deleteCookie, readCookie, writeCookie } from '../../client/cookies.js';

/**
 * Where a reader is in the two-step registration (002 §4 "Registration: request sign-up by e-mail,
 * then complete with a password and profile"), kept in two short-lived cookies the pages' scripts
 * set and read. The pages themselves are the same HTML for everyone (the page cache), so the
 * browser decides what to show. The server never reads them; they hold no address and no link.
 *
 * - `site_user_signup` (1 day): the e-mail step was sent from this browser. The join pages then say
 *   'Please complete your registration' (002 §8) instead of offering the form again, with a way to
 *   start over with another address.
 * - `site_user_registering` (30 minutes): the registration page (the e-mail's link) showed its form.
 *   Login is then refused with 'Please complete your registration before you login' (002 §5).
 *
 * Both are cleared when the registration completes or a login succeeds; the registration page
 * clears the second when its link turns out invalid or already used.
 */
export const SIGNUP_PENDING_COOKIE = 'site_user_signup';
export const SIGNUP_PENDING_MAX_AGE_SECONDS = 24 * 60 * 60;
export const REGISTERING_COOKIE = 'site_user_registering';
export const REGISTERING_MAX_AGE_SECONDS = 30 * 60;

export const markSignupPending = () => writeCookie(SIGNUP_PENDING_COOKIE, '1', { maxAge: SIGNUP_PENDING_MAX_AGE_SECONDS });
export const isSignupPending = () => readCookie(SIGNUP_PENDING_COOKIE) !== null;
export const clearSignupPending = () => deleteCookie(SIGNUP_PENDING_COOKIE);

export const markRegistering = () => writeCookie(REGISTERING_COOKIE, '1', { maxAge: REGISTERING_MAX_AGE_SECONDS });
export const isRegistering = () => readCookie(REGISTERING_COOKIE) !== null;
export const clearRegistering = () => deleteCookie(REGISTERING_COOKIE);

export function clearRegistrationMarkers(): void {
  clearSignupPending();
  clearRegistering();
}
