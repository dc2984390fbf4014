import { initBottomBar } from './bottomBar.js';
import { initCarousels } from './carousel.js';
import { initCountdowns } from './countdown.js';
import { initImageGalleries } from './imageGallery.js';
import { initNewsletters } from './newsletters.js';
import { initSearchForms } from './searchForms.js';
import { initCacheBypassSwitch, markSiteUser } from './session.js';
import { initSiteUser } from './siteUser.js';
import { initToggles } from './toggles.js';
import { initUsMap } from './usMap.js';

/**
 * Every script of a public page, in one call (src/site/+client.ts, and the error page on public
 * paths). Each part looks for its elements and does nothing when the page has none; one part
 * failing must not stop the others.
 */
export function initSiteScripts(): void {
  for (const init of [markSiteUser, initToggles, initBottomBar, initCacheBypassSwitch, initSearchForms, initSiteUser, initImageGalleries, initUsMap, initCountdowns, initCarousels, initNewsletters]) {
    try {
      init();
    } catch (error) {
      console.error('[site]', error);
    }
  }
}
