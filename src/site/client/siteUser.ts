import { initFavoriteButtons, initFavoriteRemovals } from './favorites.js';
import { isSignupPending } from './registrationMarkers.js';
import { initSiteUserHeader } from './siteUserHeader.js';
import { siteUserSession } from './siteUserSession.js';
import { siteTransport } from './siteTransport.js';

/** Where the reader goes after logging out: the new design goes home (002 §4), the classic one reloads. */
function leave(newDesign: boolean): void {
  if (newDesign) window.location.assign('/');
  else window.location.reload();
}

/** /membership/choose: 'Please complete your registration' (002 §8) while one is in progress in this browser. */
export function showRegistrationPendingNotices(root: ParentNode): void {
  const pending = isSignupPending();
  for (const notice of root.querySelectorAll<HTMLElement>('[data-registration-pending-notice]')) notice.hidden = !pending;
}

/**
 * The site-user parts of every public page: the header's account menu, the favourite buttons and,
 * on the site-user pages, their forms (a chunk of their own, see siteUserForms.ts).
 */
export function initSiteUser(): void {
  const session = siteUserSession();
  const deps = { transport: siteTransport(), session };
  void initSiteUserHeader(document, { ...deps, leave });
  void initFavoriteButtons(document, deps);
  initFavoriteRemovals(document, deps);
  showRegistrationPendingNotices(document);
  if (document.querySelector('form[data-site-user-form]')) {
    import('./siteUserForms.js')
      .then(({ initSiteUserForms }) => initSiteUserForms(document, { ...deps, navigate: (url) => window.location.assign(url) }))
      .catch((error: unknown) => console.error('[site-user forms]', error));
  }
}
