// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOTTOM_BAR_HIDE_AFTER_PX, initBottomBar, nextBottomBarHidden, throttle } from './bottomBar.js';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('nextBottomBarHidden', () => {
  it('shows the bar at the top, hides it past the threshold, and keeps its state in between', () => {
    expect(nextBottomBarHidden(true, 0)).toBe(false);
    expect(nextBottomBarHidden(false, BOTTOM_BAR_HIDE_AFTER_PX + 1)).toBe(true);
    expect(nextBottomBarHidden(true, 20)).toBe(true);
    expect(nextBottomBarHidden(false, 20)).toBe(false);
  });
});

describe('throttle (002 §9: 50 ms)', () => {
  it('runs at once, then at most once per interval with the last call kept', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(49);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('initBottomBar', () => {
  it('toggles is-hidden on scroll, and does nothing without a bar', () => {
    vi.useFakeTimers();
    expect(() => initBottomBar(window)).not.toThrow();
    document.body.innerHTML = '<div data-bottom-bar></div>';
    initBottomBar(window);
    const bar = document.querySelector('[data-bottom-bar]');
    expect(bar?.classList.contains('is-hidden')).toBe(false);
    vi.advanceTimersByTime(100);
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(bar?.classList.contains('is-hidden')).toBe(true);
    vi.advanceTimersByTime(100);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(bar?.classList.contains('is-hidden')).toBe(false);
  });
});
