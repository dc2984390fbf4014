import { initBottomBar } from './bottomBar.js';
import { initNewsletterFlyoutTriggers } from './newsletterFlyoutTrigger.js';
import { initNewsletters } from './newsletters.js';
import { initSearchForms } from './searchForms.js';
import { initCacheBypassSwitch, markSiteUser } from './session.js';
import { initSiteUser } from './siteUser.js';
import { initToggles } from './toggles.js';

/**
 * The scripts of blocks that only some pages show, each loaded only by a page that has its
 * element: an article without a gallery, map, countdown or carousel downloads none of them.
 */
const BLOCK_SCRIPTS: readonly [selector: string, load: () => Promise<() => unknown>][] = [
  ['[data-image-gallery]', () => import('./imageGallery.js').then((m) => () => m.initImageGalleries())],
  ['[data-us-map]', () => import('./usMap.js').then((m) => () => m.initUsMap())],
  ['[data-countdown]', () => import('./countdown.js').then((m) => () => m.initCountdowns())],
  ['[data-carousel]', () => import('./carousel.js').then((m) => () => m.initCarousels())],
  ['[data-subscribe-block]', () => import('./newsletterWidgets.js').then((m) => () => m.initSubscribeBlocks())],
  ['[data-lead-form]', () => import('./leadForms.js').then((m) => () => m.initLeadForms())],
  // Load more below the page (docs/public-site.md "Load more"): only on pages whose layout loads more.
  ['[data-load-more]', () => import('./loadMore.js').then((m) => () => m.initLoadMore())],
  // A company's profile form (/company-update/{hash}, docs/company-updates.md).
  ['form[data-company-update]', () => import('./companyUpdateForm.js').then((m) => () => m.initCompanyUpdateForms())],
  // The contributor's approval of a contract (src/site/contract, docs/contracts.md).
  ['form[data-contract-approve]', () => import('./contractApproval.js').then((m) => () => m.initContractApproval())],
];

export function initBlockScripts(doc: Document = document): Promise<void> {
  const wanted = BLOCK_SCRIPTS.filter(([selector]) => doc.querySelector(selector) !== null);
  return Promise.all(
    wanted.map(([selector, load]) =>
      load()
        .then((init) => init())
        .catch((error: unknown) => console.error('[site]', selector, error)),
    ),
  ).then(() => undefined);
}

/**
 * Every script of a public page, in one call (src/site/+client.ts, and the error page on public
 * paths). Each part looks for its elements and does nothing when the page has none; one part
 * failing must not stop the others.
 */
export function initSiteScripts(): void {
  for (const init of [markSiteUser, initToggles, initBottomBar, initCacheBypassSwitch, initSearchForms, initSiteUser, initNewsletters, () => initNewsletterFlyoutTriggers(), () => void initBlockScripts()]) {
    try {
      init();
    } catch (error) {
      console.error('[site]', error);
    }
  }
}
