// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CarouselBlock from '../blocks/Carousel/Block';
import type { CarouselData } from '../blocks/Carousel/load';
import { carouselSettings, type CarouselSettings } from '../blocks/Carousel/settings';
import { blockSettings, loadedBlock, sectionPage, teaser } from '../blocks/fixtures';
import { initCarousels } from './carousel';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/**
 * jsdom lays nothing out: the row's geometry is given here — `count` cards of 280px with a 16px
 * gap in a row `width` wide — and scrollTo moves scrollLeft at once (and says so) as a browser would.
 */
function mount({ count = 6, width = 600 }: { count?: number; width?: number } = {}) {
  const items = Array.from({ length: count }, (_, i) => teaser(i + 1));
  const block = loadedBlock<CarouselData, CarouselSettings>('carousel', blockSettings(carouselSettings, { title: 'Picks' }), { items });
  document.body.innerHTML = renderToStaticMarkup(<CarouselBlock block={block} page={sectionPage} />);
  const track = document.querySelector<HTMLElement>('.carousel__track')!;
  const scrollWidth = count * 280 + (count - 1) * 16;
  let left = 0;
  Object.defineProperties(track, {
    clientWidth: { configurable: true, get: () => width },
    scrollWidth: { configurable: true, get: () => scrollWidth },
    scrollLeft: { configurable: true, get: () => left, set: (value: number) => (left = Math.max(0, Math.min(scrollWidth - width, value))) },
  });
  track.style.columnGap = '16px';
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? left;
    track.dispatchEvent(new Event('scroll'));
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  for (const card of Array.from(track.querySelectorAll<HTMLElement>('.carousel__item'))) {
    card.getBoundingClientRect = () => ({ width: 280, height: 300, top: 0, left: 0, right: 280, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  }
  stop = initCarousels(document);
  const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
  return { track, scrollTo, previous: button('Previous items'), next: button('Next items'), left: () => left };
}

describe('the carousel script', () => {
  it('adds previous and next buttons before the row, naming the row they control', () => {
    const { track, previous, next } = mount();
    const controls = document.querySelector<HTMLElement>('.carousel__controls')!;
    expect(controls.nextElementSibling).toBe(track);
    expect(controls.hidden).toBe(false);
    expect([previous.type, next.type]).toEqual(['button', 'button']);
    expect(previous.getAttribute('aria-controls')).toBe(track.id);
    expect(document.querySelector('[data-carousel]')!.hasAttribute('data-carousel-ready')).toBe(true);
  });

  it('scrolls by one card and its gap, and marks the button at each end disabled', () => {
    const { scrollTo, previous, next, left } = mount();
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('false');
    previous.click();
    expect(scrollTo).not.toHaveBeenCalled();
    next.click();
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 296 }));
    expect(left()).toBe(296);
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    for (let i = 0; i < 10; i += 1) next.click();
    // 6 cards of 280 and 5 gaps of 16 in a 600px row: the end is at 1160.
    expect(left()).toBe(1160);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(scrollTo).toHaveBeenCalledTimes(4);
    previous.click();
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 1160 - 296 }));
    expect(next.getAttribute('aria-disabled')).toBe('false');
  });

  it('adds up quick steps while the row still glides from the last one', () => {
    const { track, scrollTo, next } = mount();
    // A smooth scroll: the row has not moved yet when the second press comes.
    scrollTo.mockImplementation(() => undefined);
    next.click();
    next.click();
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([296, 592]);
    expect(track.scrollLeft).toBe(0);
  });

  it('works from the keyboard: the buttons are real buttons, in the tab order before the cards', () => {
    const { next, left } = mount();
    const focusable = Array.from(document.querySelectorAll<HTMLElement>('button, a[href]:not([tabindex="-1"])'));
    expect(focusable.indexOf(next)).toBeLessThan(focusable.findIndex((element) => element.tagName === 'A'));
    next.focus();
    // Enter and Space on a button are a click in a browser.
    next.click();
    expect(left()).toBe(296);
    expect(document.activeElement).toBe(next);
  });

  it('hides the buttons when every card fits', () => {
    mount({ count: 3, width: 1000 });
    expect(document.querySelector<HTMLElement>('.carousel__controls')!.hidden).toBe(true);
  });

  it('is enhanced once, however often the script runs', () => {
    mount();
    initCarousels(document);
    expect(document.querySelectorAll('.carousel__controls')).toHaveLength(1);
  });
});
