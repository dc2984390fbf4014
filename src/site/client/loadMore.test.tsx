// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore, type LoadMoreView } from '../loadMore/LoadMore';
import { initLoadMore, LOAD_MORE_EVENT, type LoadMoreEventDetail } from './loadMore';

/** IntersectionObserver as the tests drive it: `fire` says an element came into (or left) range. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  static fire(target: Element, isIntersecting = true) {
    for (const observer of FakeObserver.all.filter((o) => o.targets.includes(target))) {
      observer.callback([{ target, isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  // jsdom lays nothing out: a page is as tall as a test says (scrollable()).
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  FakeObserver.all = [];
  document.body.innerHTML = '';
  document.title = '';
  vi.restoreAllMocks();
});

function mount(view: LoadMoreView, answers: Array<string | { status: number }>) {
  document.body.innerHTML = `<main id="main-content" tabindex="-1"><div data-page-level="top" data-scroll-page="0"><p>Top page</p></div>${renderToStaticMarkup(<LoadMore view={view} />)}</main>`;
  document.title = 'Top page | Site';
  const urls: string[] = [];
  let release: () => void = () => undefined;
  let hold = false;
  const fetch = vi.fn(async (url: string) => {
    urls.push(url);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    const next = answers.shift() ?? { status: 500 };
    return typeof next === 'string' ? { ok: true, status: 200, text: async () => next } : { ok: false, status: next.status, text: async () => '' };
  });
  const events: LoadMoreEventDetail[] = [];
  document.addEventListener(LOAD_MORE_EVENT, (event) => events.push((event as CustomEvent<LoadMoreEventDetail>).detail));
  const initBlocks = vi.fn();
  initLoadMore(document, { fetch, Observer: FakeObserver as unknown as typeof IntersectionObserver, initBlocks });
  const marker = document.querySelector<HTMLElement>('[data-load-more]')!;
  return {
    marker,
    urls,
    events,
    initBlocks,
    button: marker.querySelector<HTMLButtonElement>('[data-load-more-button]')!,
    toTop: marker.querySelector<HTMLButtonElement>('[data-back-to-top]'),
    sentinel: marker.querySelector<HTMLElement>('[data-load-more-sentinel]')!,
    items: () => Array.from(marker.querySelectorAll<HTMLElement>('[data-load-more-item]')),
    holdNext: () => {
      hold = true;
      return () => {
        hold = false;
        release();
      };
    },
  };
}

const gridFragment = (index: number, exclude: string, allowPaging: boolean) =>
  `<div class="load-more-item load-more-item--grid" data-load-more-item data-scroll-page="${index + 1}" data-secondary-grid-index="${index}" data-exclude-content-ids="${exclude}" data-allow-paging="${allowPaging}"><p>Grid ${index}</p></div>`;

const articleFragment = (page: number, id: number, from: number, allowPaging = true) =>
  `<article class="load-more-item load-more-item--page" data-load-more-item data-page-level="secondary" data-scroll-page="${page}" data-scroll-from-content-id="${from}" data-content-id="${id}" data-section-id="4" data-page-path="/power/article-${id}" data-page-title="Article ${id} | Site" data-allow-paging="${allowPaging}"><h1>Article ${id}</h1></article>`;

describe('load more, click types (custom-click)', () => {
  const view: LoadMoreView = { mode: 'grid', trigger: 'click', maxScrolls: 8, alias: '/power', excludeContentIds: [3, 1, 2], contentId: null };

  it('loads the next grid on a click, reading Loading Content meanwhile, until a grid says stop; Back To Top scrolls up smoothly', async () => {
    const ui = mount(view, [gridFragment(0, '1,2,3,4,5', true), gridFragment(1, '1,2,3,4,5,6', false)]);
    expect(ui.button.hidden).toBe(false);
    expect(ui.button.textContent).toBe('Load More Content');
    expect(ui.toTop?.hidden).toBe(false);
    expect(ui.toTop?.textContent).toBe('Back To Top');

    const release = ui.holdNext();
    ui.button.click();
    await flush();
    expect(ui.button.textContent).toBe('Loading Content');
    expect(ui.button.disabled).toBe(true);
    // A second click while loading asks nothing more.
    ui.button.click();
    release();
    await flush();
    await flush();
    expect(ui.urls).toEqual(['/__load-more/grid?alias=%2Fpower&secondaryGridIndex=0&excludeContentIds=1%2C2%2C3']);
    expect(ui.items().map((item) => item.textContent)).toEqual(['Grid 0']);
    expect(ui.button.textContent).toBe('Load More Content');
    expect(ui.button.disabled).toBe(false);
    expect(ui.initBlocks).toHaveBeenCalledWith(ui.items()[0]);

    ui.button.click();
    await flush();
    await flush();
    // The next request carries the grid's exclude list on.
    expect(ui.urls[1]).toBe('/__load-more/grid?alias=%2Fpower&secondaryGridIndex=1&excludeContentIds=1%2C2%2C3%2C4%2C5');
    expect(ui.items()).toHaveLength(2);
    expect(ui.button.hidden).toBe(true);
    expect(ui.toTop?.hidden).toBe(false);
    expect(ui.events.map((e) => [e.mode, e.scrollPage, e.scrollFromContentId])).toEqual([
      ['grid', 1, null],
      ['grid', 2, null],
    ]);

    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    ui.toTop!.click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('stops at an end marker, and offers the button again after a failed load', async () => {
    const ui = mount(view, [{ status: 503 }, '<div class="load-more-end" data-load-more-end data-allow-paging="false" hidden></div>']);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ui.button.click();
    await flush();
    await flush();
    expect(ui.items()).toHaveLength(0);
    expect(ui.button.hidden).toBe(false);
    expect(ui.button.textContent).toBe('Load More Content');
    ui.button.click();
    await flush();
    await flush();
    expect(ui.urls).toHaveLength(2);
    expect(ui.button.hidden).toBe(true);
    expect(ui.marker.dataset.loadMoreDone).toBe('true');
  });
});

describe('load more, scroll types (page-scroll)', () => {
  const view: LoadMoreView = { mode: 'page', trigger: 'scroll', maxScrolls: 2, contentTypes: ['Article'], sectionId: 4, contentId: 10 };

  function scrollable() {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 5000 });
  }

  it('loads within 250 px of the viewport once the reader has scrolled, up to the limit, naming the article it scrolled from', async () => {
    scrollable();
    const ui = mount(view, [articleFragment(1, 11, 10), articleFragment(2, 12, 11), articleFragment(3, 13, 12)]);
    expect(ui.button.hidden).toBe(true);
    const near = FakeObserver.all.find((o) => o.targets.includes(ui.sentinel))!;
    expect(near.options.rootMargin).toBe('0px 0px 250px 0px');
    // Near the marker on arrival (a short article), but the reader has not scrolled: nothing loads.
    FakeObserver.fire(ui.sentinel);
    await flush();
    expect(ui.urls).toEqual([]);

    window.dispatchEvent(new Event('scroll'));
    await flush();
    await flush();
    await flush();
    // Still near after each article (jsdom lays nothing out): it goes on, and stops at maxScrolls 2.
    expect(ui.urls).toEqual([
      '/__load-more/page?includeContentTypes=Article&sectionId=4&excludeContentIds=10&scrollPage=1&scrollFromContentId=10',
      '/__load-more/page?includeContentTypes=Article&sectionId=4&excludeContentIds=10%2C11&scrollPage=2&scrollFromContentId=11',
    ]);
    expect(ui.items().map((item) => [item.dataset.scrollPage, item.dataset.scrollFromContentId, item.dataset.contentId])).toEqual([
      ['1', '10', '11'],
      ['2', '11', '12'],
    ]);
    expect(ui.events.map((e) => [e.scrollPage, e.scrollFromContentId, e.contentId, e.pageUrl])).toEqual([
      [1, 10, 11, '/power/article-11'],
      [2, 11, 12, '/power/article-12'],
    ]);
    expect(ui.marker.dataset.loadMoreDone).toBe('true');
  });

  it('puts the address and the title of the article in view, and back for the top page', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const ui = mount({ ...view, maxScrolls: 1 }, [articleFragment(1, 11, 10, false)]);
    const start = `${location.pathname}${location.search}${location.hash}`;
    FakeObserver.fire(ui.sentinel);
    await flush();
    await flush();
    const [article] = ui.items();
    FakeObserver.fire(article!);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/power/article-11');
    expect(document.title).toBe('Article 11 | Site');
    FakeObserver.fire(document.querySelector('[data-page-level="top"]')!);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', start);
    expect(document.title).toBe('Top page | Site');
  });
});
