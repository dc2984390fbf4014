import { readCookie } from '../../client/cookies.js';
import { SITE_USER_TOKEN_COOKIE } from '../../client/sessionCookies.js';
import { idsParam, LOAD_MORE_LABEL as LABEL, LOAD_MORE_TRIGGER_ROOT_MARGIN, LOADING_LABEL as LOADING } from '../../shared/loadMore.js';

/**
 * Load more (spec 002 §4 "Load more"; docs/public-site.md "Load more"): below a page whose layout
 * loads more, the server rendered the marker (src/site/loadMore/LoadMore.tsx). This script fetches
 * the next secondary grid or article as server-rendered HTML from the fragment routes and appends
 * it, until the server says to stop (under-filled grid, no next article) or the site's limit
 * (maxPageScrolls, at most 8) is reached.
 *
 * - Click types: 'Load More Content' ('Loading Content' while loading) and 'Back To Top', which
 *   scrolls smoothly up.
 * - Scroll types: automatic once the marker comes within 250 px of the viewport — after the reader
 *   has scrolled (or when the page cannot scroll), so opening a page never loads, and never counts
 *   on the content meter, an article the reader did not go on to.
 * - Page mode (articles): the URL (history.replaceState) and the document title follow the
 *   article in view.
 * - Tracking (002 §3 "Tracking details": scrollPage, scrollFromContentId): each appended item
 *   carries them as data attributes, and `site:load-more` is dispatched on the document with them
 *   (the tracking issue forwards it to the data layer, which needs performance consent).
 */

export interface LoadMoreDeps {
  fetch?: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;
  /** IntersectionObserver (absent in jsdom; tests pass one). */
  Observer?: typeof IntersectionObserver;
  win?: Window;
  /** Runs the block scripts on what was appended (initSite.ts initBlockScripts). */
  initBlocks?: (root: Element) => Promise<void> | void;
}

export interface LoadMoreEventDetail {
  mode: 'grid' | 'page';
  scrollPage: number;
  scrollFromContentId: number | null;
  contentId: number | null;
  pageUrl: string;
  pageTitle: string;
}

export const LOAD_MORE_EVENT = 'site:load-more';

const numberOf = (value: string | undefined): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/** What the page's scripts do on load, done for appended content (each part does nothing without its elements). */
async function defaultInitBlocks(root: Element): Promise<void> {
  const { initBlockScripts } = await import('./initSite.js');
  await initBlockScripts(root.ownerDocument);
  // A metered article's message, with this reader's numbers (the answer has just set the cookie).
  if (root.querySelector('.meter-message[data-meter-template]')) (await import('./meterMessage.js')).showMeterMessages(root);
  // A logged-in reader's favourite buttons.
  if (readCookie(SITE_USER_TOKEN_COOKIE) && root.querySelector('button[data-favorite-button]')) await (await import('./siteUserLive.js')).initSiteUserParts(root);
}

export function initLoadMore(doc: Document = document, deps: LoadMoreDeps = {}): void {
  for (const marker of Array.from(doc.querySelectorAll<HTMLElement>('[data-load-more]'))) {
    if (marker.dataset.loadMoreReady === 'true') continue;
    marker.dataset.loadMoreReady = 'true';
    wire(marker, doc, deps);
  }
}

function wire(marker: HTMLElement, doc: Document, deps: LoadMoreDeps): void {
  const win = deps.win ?? doc.defaultView ?? window;
  const fetchText = deps.fetch ?? ((url: string, init: RequestInit) => win.fetch(url, init));
  const Observer = deps.Observer ?? (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  const initBlocks = deps.initBlocks ?? defaultInitBlocks;
  const mode = marker.dataset.loadMore === 'page' ? 'page' : 'grid';
  const trigger = marker.dataset.loadMoreTrigger === 'scroll' ? 'scroll' : 'click';
  const maxScrolls = numberOf(marker.dataset.maxScrolls) ?? 8;
  const base = marker.dataset.loadMoreUrl ?? '';
  const pageContentId = numberOf(marker.dataset.contentId);
  const items = marker.querySelector<HTMLElement>('[data-load-more-items]') ?? marker;
  const button = marker.querySelector<HTMLButtonElement>('[data-load-more-button]');
  const status = marker.querySelector<HTMLElement>('[data-load-more-status]');
  const toTop = marker.querySelector<HTMLButtonElement>('[data-back-to-top]');
  const sentinel = marker.querySelector<HTMLElement>('[data-load-more-sentinel]') ?? marker;

  let loaded = 0;
  let allowPaging = true;
  let busy = false;
  // Grid mode: what the page and the grids so far show; page mode: the articles rendered.
  let exclude = marker.dataset.excludeContentIds ?? '';
  const rendered: number[] = pageContentId ? [pageContentId] : [];
  let lastContentId = pageContentId;

  const nextUrl = (): string => {
    const params = new URLSearchParams();
    if (mode === 'grid') {
      params.set('alias', marker.dataset.alias ?? '/');
      params.set('secondaryGridIndex', String(loaded));
      params.set('excludeContentIds', exclude);
    } else {
      params.set('includeContentTypes', marker.dataset.contentTypes ?? '');
      params.set('sectionId', marker.dataset.sectionId ?? '');
      params.set('excludeContentIds', idsParam(rendered));
      params.set('scrollPage', String(loaded + 1));
      params.set('scrollFromContentId', String(lastContentId ?? ''));
    }
    return `${base}?${params.toString()}`;
  };

  const showControls = () => {
    const more = allowPaging && loaded < maxScrolls;
    if (button) {
      // Click types always; scroll types only to try again after a failed load.
      button.hidden = !more || (trigger === 'scroll' && button.dataset.retry !== 'true');
      button.disabled = busy;
      button.textContent = busy ? LOADING : LABEL;
      button.setAttribute('aria-busy', String(busy));
    }
    if (status) {
      status.hidden = !(busy && trigger === 'scroll');
      status.textContent = busy && trigger === 'scroll' ? LOADING : '';
    }
    if (toTop) toTop.hidden = false;
    if (!more) marker.dataset.loadMoreDone = 'true';
  };

  // Page mode: the article in view names the address bar and the tab (002 "URL and title update").
  const views = new Map<Element, { url: string; title: string }>();
  const topPage = doc.querySelector<HTMLElement>('[data-page-level="top"]');
  const viewObserver =
    mode === 'page' && Observer
      ? new Observer(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const view = views.get(entry.target);
              if (!view) continue;
              const current = `${win.location.pathname}${win.location.search}${win.location.hash}`;
              if (current !== view.url) win.history.replaceState(win.history.state, '', view.url);
              if (doc.title !== view.title) doc.title = view.title;
            }
          },
          // A thin band across the middle of the viewport: the article crossing it is "in view".
          { rootMargin: '-45% 0px -54% 0px' },
        )
      : null;
  if (viewObserver && topPage) {
    views.set(topPage, { url: `${win.location.pathname}${win.location.search}${win.location.hash}`, title: doc.title });
    viewObserver.observe(topPage);
  }

  const append = async (html: string): Promise<void> => {
    const template = doc.createElement('template');
    template.innerHTML = html;
    const item = template.content.querySelector<HTMLElement>('[data-load-more-item]');
    if (!item) {
      allowPaging = false;
      return;
    }
    item.tabIndex = -1;
    items.append(item);
    loaded += 1;
    allowPaging = item.dataset.allowPaging === 'true';
    const contentId = numberOf(item.dataset.contentId);
    if (mode === 'grid') exclude = item.dataset.excludeContentIds ?? exclude;
    else if (contentId !== null) {
      rendered.push(contentId);
      lastContentId = contentId;
    } else allowPaging = false;
    const pageUrl = mode === 'page' ? (item.dataset.pagePath ?? '') : `${win.location.pathname}${win.location.search}`;
    const pageTitle = mode === 'page' ? (item.dataset.pageTitle ?? doc.title) : doc.title;
    if (viewObserver && mode === 'page' && item.dataset.pagePath) {
      views.set(item, { url: pageUrl, title: pageTitle });
      viewObserver.observe(item);
    }
    const detail: LoadMoreEventDetail = {
      mode,
      scrollPage: numberOf(item.dataset.scrollPage) ?? loaded,
      scrollFromContentId: numberOf(item.dataset.scrollFromContentId),
      contentId: mode === 'page' ? contentId : pageContentId,
      pageUrl,
      pageTitle,
    };
    doc.dispatchEvent(new CustomEvent<LoadMoreEventDetail>(LOAD_MORE_EVENT, { detail }));
    try {
      await initBlocks(item);
    } catch (error) {
      console.error('[load-more]', error);
    }
  };

  const load = async (): Promise<void> => {
    if (busy || !allowPaging || loaded >= maxScrolls) return;
    busy = true;
    marker.setAttribute('aria-busy', 'true');
    showControls();
    try {
      const response = await fetchText(nextUrl(), { credentials: 'same-origin', headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(`load more answered ${response.status}`);
      await append(await response.text());
      if (button) delete button.dataset.retry;
    } catch (error) {
      // Offer the button to try again (scroll types too); nothing appended, nothing lost.
      console.error('[load-more]', error);
      if (button) button.dataset.retry = 'true';
    } finally {
      busy = false;
      marker.removeAttribute('aria-busy');
      showControls();
    }
    // Scroll types: what was appended may not push the marker out of reach (a short article).
    if (trigger === 'scroll' && near()) void maybeLoad();
  };

  // Scroll types: the marker within 250 px of the viewport, once the reader has scrolled.
  let armed = trigger === 'click';
  let nearNow = false;
  const near = () => nearNow && sentinel.getBoundingClientRect().top <= win.innerHeight + 250;
  const maybeLoad = async () => {
    if (trigger === 'scroll' && armed && nearNow) await load();
  };
  if (trigger === 'scroll') {
    const arm = () => {
      armed = true;
      void maybeLoad();
    };
    // A page shorter than the window cannot be scrolled: the reader is at its end already.
    if (doc.documentElement.scrollHeight <= win.innerHeight) armed = true;
    else win.addEventListener('scroll', arm, { once: true, passive: true });
    if (Observer) {
      const observer = new Observer(
        (entries) => {
          nearNow = entries.some((entry) => entry.isIntersecting);
          void maybeLoad();
        },
        { rootMargin: LOAD_MORE_TRIGGER_ROOT_MARGIN },
      );
      observer.observe(sentinel);
    } else if (button) {
      // No IntersectionObserver (a very old browser): the button instead.
      button.dataset.retry = 'true';
    }
  }

  button?.addEventListener('click', () => void load());
  toTop?.addEventListener('click', () => {
    const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    win.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // Keyboard and screen-reader users go back to the top too (the page's main landmark).
    doc.getElementById('main-content')?.focus({ preventScroll: true });
  });
  showControls();
}
