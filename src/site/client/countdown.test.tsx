// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CountdownBlock from '../blocks/Countdown/Block';
import type { CountdownData } from '../blocks/Countdown/load';
import { countdownSettings, type CountdownSettings } from '../blocks/Countdown/settings';
import { blockSettings, loadedBlock, sectionPage } from '../blocks/fixtures';
import { initCountdowns } from './countdown';

const RENDERED = new Date('2026-03-01T12:00:00.000Z');
const TARGET = '2026-03-03T12:00:00.000Z';
let stop: () => void = () => undefined;
let hidden = false;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(RENDERED);
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** The block as the server drew it at RENDERED (inside its grid wrapper), opened at `openedAt`. */
function mount({ endedText = '', openedAt = RENDERED, data = { target: TARGET, ended: false } }: { endedText?: string; openedAt?: Date; data?: CountdownData } = {}) {
  const block = loadedBlock<CountdownData, CountdownSettings>('countdown', blockSettings(countdownSettings, { endedText }), data);
  document.body.innerHTML = `<div class="block" data-block-type="countdown">${renderToStaticMarkup(<CountdownBlock block={block} page={sectionPage} />)}</div>`;
  vi.setSystemTime(openedAt);
  stop = initCountdowns(document);
}
const shown = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-countdown-part]'))
    .filter((part) => !part.hidden)
    .map((part) => part.textContent)
    .join(', ');
const wrapper = () => document.querySelector<HTMLElement>('[data-block-type]')!;
const setHidden = (value: boolean) => {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the countdown script', () => {
  it('sets the numbers at once from the visitor’s clock (the page may come from the cache) and shows the seconds', () => {
    mount({ openedAt: new Date('2026-03-02T10:58:30.000Z') });
    expect(shown()).toBe('1 day, 1 hour, 1 minute, 30 seconds');
  });

  it('ticks every second, on the second', () => {
    mount({ openedAt: new Date('2026-03-01T12:00:00.400Z') });
    expect(shown()).toBe('1 day, 23 hours, 59 minutes, 59 seconds');
    vi.advanceTimersByTime(600);
    expect(shown()).toBe('1 day, 23 hours, 59 minutes, 59 seconds');
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe('1 day, 23 hours, 59 minutes, 58 seconds');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toBe('1 day, 23 hours, 58 minutes, 58 seconds');
  });

  it('stops while the tab is hidden and is right again the moment it is shown', () => {
    mount();
    setHidden(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(3_600_000);
    expect(shown()).toBe('2 days, 0 hours, 0 minutes, 0 seconds');
    setHidden(false);
    expect(shown()).toBe('1 day, 23 hours, 0 minutes, 0 seconds');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shows the ended text when the time comes, and stops', () => {
    mount({ endedText: 'We are live!', openedAt: new Date('2026-03-03T11:59:58.000Z') });
    const endedText = document.querySelector<HTMLElement>('[data-countdown-ended-text]')!;
    expect(endedText.hidden).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(endedText.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-countdown-running]')!.hidden).toBe(true);
    expect(document.querySelector('[data-countdown]')!.hasAttribute('data-countdown-ended')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(wrapper().hidden).toBe(false);
  });

  it('hides its block when the time has come and there is nothing to say, even on a page cached before', () => {
    mount({ openedAt: new Date('2026-03-04T00:00:00.000Z') });
    expect(wrapper().hidden).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves a countdown the server already ended as it is', () => {
    mount({ endedText: 'Over', data: { target: '2026-02-01T00:00:00.000Z', ended: true } });
    expect(document.querySelector('[data-countdown]')!.hasAttribute('data-countdown-ready')).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-countdown-ended-text]')!.hidden).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
