import { SEARCH_SCROLL_THROTTLE_MS } from '../../shared/constants.js';

/**
 * The new design's bottom bar hides once the reader scrolls away from the top (002 §2), checked at
 * most every 50 ms (002 §9 "scroll throttle 50 ms").
 */

/** Past this many pixels the bar hides; it shows again only back at the top. */
export const BOTTOM_BAR_HIDE_AFTER_PX = 64;

/**
 * The bar's next state. Between the top and the threshold it keeps its state: hiding the bar
 * shortens the page, which could otherwise pull the scroll position back and show it again.
 */
export function nextBottomBarHidden(hidden: boolean, scrollY: number): boolean {
  if (scrollY <= 0) return false;
  if (scrollY > BOTTOM_BAR_HIDE_AFTER_PX) return true;
  return hidden;
}

/** Calls fn at most once per `ms`, the last call of a burst included (leading and trailing). */
export function throttle(fn: () => void, ms: number): () => void {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (timer === null) {
      timer = setTimeout(() => {
        timer = null;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}

export function initBottomBar(win: Window = window): void {
  const bar = win.document.querySelector('[data-bottom-bar]');
  if (!bar) return;
  let hidden = false;
  const update = () => {
    hidden = nextBottomBarHidden(hidden, win.scrollY);
    bar.classList.toggle('is-hidden', hidden);
  };
  update();
  win.addEventListener('scroll', throttle(update, SEARCH_SCROLL_THROTTLE_MS), { passive: true });
}
