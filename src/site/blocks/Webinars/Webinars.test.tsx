import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockSettings, contentPage, fakeApi, homePage, loadedBlock, teaser } from '../fixtures';
import type { ContentListQuery } from '../types';
import WebinarsBlock from './Block';
import { loadWebinars, splitInstant, webinarQueries, type WebinarsData } from './load';
import { webinarsBlock, webinarsSettings, type WebinarsSettings } from './settings';

const NOW = new Date('2026-03-01T12:00:42.000Z');
const SPLIT = new Date('2026-03-01T12:00:00.000Z');
const settings = (input: Record<string, unknown> = {}) => blockSettings(webinarsSettings, input);
const webinar = (id: number, eventDateRange: string) => teaser(id, { type: 'Webinar', name: `Webinar ${id}`, path: `/resources/webinars/webinar-${id}`, eventDateRange });

// As the lists come from the database: upcoming soonest first, past latest first.
const upcoming = [webinar(11, 'March 2, 2026'), webinar(12, 'March 9, 2026')];
const past = [webinar(23, 'February 20, 2026'), webinar(22, 'February 1, 2026'), webinar(21, 'January 5, 2026')];
const listFor = (query: ContentListQuery) => (query.startDateAfter ? upcoming : past);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('webinars settings', () => {
  it('default to 4 webinars of the whole site, filled with past ones', () => {
    const parsed = webinarsSettings.parse({});
    expect(parsed).toMatchObject({ limit: 4, sectionId: null, showPast: true, showImage: true, showTeaser: true });
    expect(webinarsBlock.contentCount(parsed)).toBe(4);
    expect(webinarsSettings.safeParse({ limit: 0 }).success).toBe(false);
    expect(webinarsSettings.safeParse({ limit: 21 }).success).toBe(false);
    for (const field of Object.values(webinarsSettings.shape)) expect(field.meta()).toMatchObject({ title: expect.any(String), description: expect.any(String) });
  });
});

describe('the webinar order (002 §5)', () => {
  it('splits at the minute, so the lists and their cached answers hold for a minute', () => {
    expect(splitInstant(NOW.getTime())).toEqual(SPLIT);
  });

  it('asks for upcoming webinars by start ascending, then past ones by start descending', () => {
    const [first, second, ...rest] = webinarQueries(settings({ limit: 5, teaserMaxLength: 80 }), homePage, SPLIT);
    expect(rest).toEqual([]);
    const common = { sectionId: null, sectionBubbling: false, scheduleOption: null, includeContentTypes: ['Webinar'], excludeContentTypes: [], requiresImage: false, sortField: 'startDate', limit: 5, skip: 0, teaserMaxLength: 80 };
    expect(first).toEqual({ ...common, sortOrder: 'asc', startDateAfter: SPLIT });
    expect(second).toEqual({ ...common, sortOrder: 'desc', startDateBefore: SPLIT });
  });

  it('asks for upcoming ones only without showPast; a chosen section takes its child sections; never the page’s own webinar', () => {
    const queries = webinarQueries(settings({ showPast: false, sectionId: 7, showTeaser: false }), contentPage, SPLIT);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ sectionId: 7, sectionBubbling: true, sortOrder: 'asc', teaserMaxLength: 0, excludeContentIds: [10000001] });
  });

  it('takes the upcoming webinars first, then fills the limit with past ones, each marked', async () => {
    const { api, listQueries } = fakeApi({ listFor });
    const loaded = await loadWebinars({ settings: settings(), page: homePage, api });
    expect(loaded?.data.items.map(({ item, upcoming: soon }) => [item.id, soon])).toEqual([
      [11, true],
      [12, true],
      [23, false],
      [22, false],
    ]);
    expect(loaded?.underFilled).toBe(false);
    expect(listQueries.map((query) => [query.sortOrder, query.startDateAfter ?? null, query.startDateBefore ?? null])).toEqual([
      ['asc', SPLIT, null],
      ['desc', null, SPLIT],
    ]);
    const two = await loadWebinars({ settings: settings({ limit: 2 }), page: homePage, api });
    expect(two?.data.items.map(({ item }) => item.id)).toEqual([11, 12]);
  });

  it('is dropped with no webinars (002 §5) and under-filled with fewer than asked', async () => {
    expect(await loadWebinars({ settings: settings(), page: homePage, api: fakeApi().api })).toBeNull();
    const onlyUpcoming = await loadWebinars({ settings: settings({ showPast: false }), page: homePage, api: fakeApi({ listFor }).api });
    expect(onlyUpcoming?.data.items.map(({ item }) => item.id)).toEqual([11, 12]);
    expect(onlyUpcoming?.underFilled).toBe(true);
  });
});

describe('WebinarsBlock', () => {
  const data: WebinarsData = { items: [{ item: upcoming[0]!, upcoming: true }, { item: past[0]!, upcoming: false }] };
  const render = (input: Record<string, unknown> = {}) => renderToStaticMarkup(<WebinarsBlock block={loadedBlock<WebinarsData, WebinarsSettings>('webinars', settings(input), data)} page={homePage} />);

  it('shows each webinar with its badge, dates, title, teaser and link', () => {
    const html = render({ title: 'Webinars' });
    expect(html).toContain('<span class="webinar-teaser__badge webinar-teaser__badge--upcoming">Upcoming</span><span class="webinar-teaser__when">March 2, 2026</span>');
    expect(html).toContain('<span class="webinar-teaser__badge webinar-teaser__badge--on-demand">On demand</span><span class="webinar-teaser__when">February 20, 2026</span>');
    expect(html).toContain('<h3 class="webinar-teaser__title"><a href="/resources/webinars/webinar-11">Webinar 11</a></h3>');
    expect(html).toContain('<p class="webinar-teaser__text">Teaser of story 11.</p>');
    expect(html).toContain('<a class="webinar-teaser__action" href="/resources/webinars/webinar-11">Register<span class="visually-hidden">: Webinar 11</span></a>');
    expect(html).toContain('Watch on demand<span class="visually-hidden">: Webinar 23</span>');
    expect(html).toContain('alt="Image of story 11"');
  });

  it('leaves out images and teasers when asked, titles at h2 without a block title', () => {
    const html = render({ showImage: false, showTeaser: false });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('webinar-teaser__text');
    expect(html).toContain('<h2 class="webinar-teaser__title">');
  });
});
