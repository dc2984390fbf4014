import { readCookie } from '../../client/cookies.js';
import { SITE_USER_TOKEN_COOKIE } from '../../client/sessionCookies.js';
import { isSignupPending } from './registrationMarkers.js';

/** /membership/choose: 'Please complete your registration' (002 §8) while one is in progress in this browser. */
export function showRegistrationPendingNotices(root: ParentNode): void {
  const pending = isSignupPending();
  for (const notice of root.querySelectorAll<HTMLElement>('[data-registration-pending-notice]')) notice.hidden = !pending;
}

/**
 * The site-user parts of every public page. What talks to the server (the account menu, the
 * favourite buttons, the forms) is a chunk of its own (siteUserLive.ts), loaded only for a reader
 * with the login cookie or on a page with a site-user form: the anonymous reader of an article gets
 * the page's few kilobytes of script only (issue 10: at most 10 kB gzip).
 */
export function initSiteUser(): void {
  showRegistrationPendingNotices(document);
  // A metered page: the meter's message with this reader's numbers (a chunk of its own).
  if (document.querySelector('.meter-message[data-meter-template]')) {
    import('./meterMessage.js')
      .then(({ showMeterMessages }) => showMeterMessages(document))
      .catch((error: unknown) => console.error('[meter]', error));
  }
  if (!readCookie(SITE_USER_TOKEN_COOKIE) && !document.querySelector('form[data-site-user-form]')) return;
  import('./siteUserLive.js')
    .then(({ startSiteUser }) => startSiteUser())
    .catch((error: unknown) => console.error('[site-user]', error));
}
