import { initFavoriteButtons, initFavoriteRemovals } from './favorites.js';
import { showSimulationBanner } from './simulationBanner.js';
import { initSiteUserHeader } from './siteUserHeader.js';
import { siteUserSession } from './siteUserSession.js';
import { siteTransport } from './siteTransport.js';

/** Where the reader goes after logging out: the new design goes home (002 §4), the classic one reloads. */
function leave(newDesign: boolean): void {
  if (newDesign) window.location.assign('/');
  else window.location.reload();
}

/**
 * The site-user parts that talk to the server: the header's account menu, the favourite buttons
 * and, on the site-user pages, their forms (a chunk of their own, see siteUserForms.ts). Loaded
 * only for a reader who is logged in or on a page with a site-user form (siteUser.ts), so an
 * anonymous reader of an article downloads none of it.
 */
export function startSiteUser(): void {
  const session = siteUserSession();
  const deps = { transport: siteTransport(), session };
  void initSiteUserHeader(document, { ...deps, leave });
  void initFavoriteButtons(document, deps);
  // An administrator signed in as this reader: said at the top of every page, with a way back.
  void showSimulationBanner(document, deps).catch((error: unknown) => console.error('[simulation]', error));
  initFavoriteRemovals(document, deps);
  if (document.querySelector('form[data-site-user-form]')) {
    import('./siteUserForms.js')
      .then(({ initSiteUserForms }) => initSiteUserForms(document, { ...deps, navigate: (url) => window.location.assign(url) }))
      .catch((error: unknown) => console.error('[site-user forms]', error));
  }
}

/** Appended content (load more: src/site/client/loadMore.ts) gets the reader's favourite buttons too. */
export function initSiteUserParts(root: ParentNode): Promise<void> {
  return initFavoriteButtons(root, { transport: siteTransport(), session: siteUserSession() });
}
