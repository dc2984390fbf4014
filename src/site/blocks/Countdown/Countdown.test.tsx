import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockSettings, contentPage, fakeApi, loadedBlock, sectionPage } from '../fixtures';
import type { BlockPage } from '../types';
import CountdownBlock from './Block';
import { loadCountdown, type CountdownData } from './load';
import { countdownBlock, countdownSettings, type CountdownSettings } from './settings';
import { isIsoDateTime, remainingUntil } from './time';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const settings = (input: Record<string, unknown> = {}) => blockSettings(countdownSettings, input);
const load = (input: Record<string, unknown>, page: BlockPage = sectionPage) => loadCountdown({ settings: settings(input), page, api: fakeApi().api });

const webinarPage: BlockPage = {
  ...contentPage,
  content: {
    ...contentPage.content!,
    type: 'Webinar',
    event: { dateRange: 'March 5, 2026, 3:00 PM – 4:00 PM UTC', start: '2026-03-05T15:00:00.000Z', end: '2026-03-05T16:00:00.000Z', place: [], link: null },
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('countdown settings', () => {
  it('default to no date, "Event starts in", no ended text and no button; every field described for the editor', () => {
    expect(countdownSettings.parse({})).toEqual({ targetDate: '', label: 'Event starts in', endedText: '', linkUrl: '', linkLabel: 'Register now' });
    for (const field of Object.values(countdownSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    expect(countdownBlock.type).toBe('countdown');
  });

  it('take an ISO date and time with its zone only', () => {
    for (const good of ['2026-09-15T15:00:00Z', '2026-09-15T10:00-05:00', '2026-09-15T15:00:00.250+02:00']) {
      expect(countdownSettings.safeParse({ targetDate: good }).success, good).toBe(true);
    }
    for (const bad of ['2026-09-15', '2026-09-15T15:00:00', '2026-09-15 15:00Z', '2026-02-30T10:00:00Z', '2026-09-15T24:30:00Z', 'next Tuesday']) {
      expect(countdownSettings.safeParse({ targetDate: bad }).success, bad).toBe(false);
    }
    expect(countdownSettings.safeParse({ linkUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(isIsoDateTime('2028-02-29T00:00:00Z')).toBe(true);
  });
});

describe('remainingUntil', () => {
  it('splits what is left into whole days, hours, minutes and seconds; done at the instant', () => {
    const target = Date.parse('2026-03-04T13:02:03.900Z');
    expect(remainingUntil(target, NOW.getTime())).toEqual({ days: 3, hours: 1, minutes: 2, seconds: 3, done: false });
    expect(remainingUntil(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(remainingUntil(target, target + 5000).done).toBe(true);
  });
});

describe('loadCountdown', () => {
  it('counts down to the chosen instant', async () => {
    expect(await load({ targetDate: '2026-03-04T08:00:00-05:00' })).toEqual({ data: { target: '2026-03-04T13:00:00.000Z', ended: false } });
  });

  it("on an event's or webinar's page without a date, counts down to the item's start", async () => {
    expect(await load({}, webinarPage)).toEqual({ data: { target: '2026-03-05T15:00:00.000Z', ended: false } });
    // The chosen date wins.
    expect((await load({ targetDate: '2026-04-01T00:00:00Z' }, webinarPage))?.data.target).toBe('2026-04-01T00:00:00.000Z');
  });

  it('is dropped with nothing to count down to (002 §5), or once passed without an ended text', async () => {
    expect(await load({})).toBeNull();
    expect(await load({}, contentPage)).toBeNull();
    expect(await load({ targetDate: '2026-02-01T00:00:00Z' })).toBeNull();
    expect(await load({ targetDate: '2026-02-01T00:00:00Z', endedText: 'The show is on!' })).toEqual({ data: { target: '2026-02-01T00:00:00.000Z', ended: true } });
  });
});

describe('CountdownBlock', () => {
  const render = (input: Record<string, unknown>, data: CountdownData) => renderToStaticMarkup(<CountdownBlock block={loadedBlock<CountdownData, CountdownSettings>('countdown', settings(input), data)} page={sectionPage} />);

  it('renders the days, hours and minutes left at render time in a <time> naming the instant; seconds for the script', () => {
    const html = render({ targetDate: '2026-03-04T13:01:05Z', linkUrl: '/events/expo', endedText: 'Doors are open' }, { target: '2026-03-04T13:01:05.000Z', ended: false });
    expect(html).toContain('data-countdown="2026-03-04T13:01:05.000Z"');
    expect(html).toContain('<p class="countdown__label">Event starts in</p>');
    expect(html).toContain('<time class="countdown__time" dateTime="2026-03-04T13:01:05.000Z">');
    expect(html).toContain('<span class="countdown__value">3</span> <span class="countdown__unit">days</span>');
    expect(html).toContain('<span class="countdown__value">1</span> <span class="countdown__unit">hour</span>');
    expect(html).toContain('<span class="countdown__value">1</span> <span class="countdown__unit">minute</span>');
    expect(html).toContain('data-countdown-part="seconds" hidden=""');
    expect(html).toContain('<p class="countdown__ended" data-countdown-ended-text="true" hidden="">Doors are open</p>');
    expect(html).toContain('<a class="block-button" href="/events/expo">Register now</a>');
    expect(html).not.toContain('data-countdown-ended=""');
  });

  it('shows the ended text once the time has come, even if the loader still counted down', () => {
    const html = render({ endedText: 'Doors are open' }, { target: '2026-03-01T11:59:00.000Z', ended: false });
    expect(html).toContain('data-countdown-ended=""');
    expect(html).toContain('data-countdown-running="true" hidden=""');
    expect(html).toContain('<p class="countdown__ended" data-countdown-ended-text="true">Doors are open</p>');
    expect(html).not.toContain('countdown__action');
  });
});
