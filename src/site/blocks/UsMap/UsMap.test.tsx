import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSettings, fakeApi, homePage, loadedBlock, teaser } from '../fixtures';
import type { UsStateContent } from '../types';
import UsMapBlock, { shadeLevel } from './Block';
import { loadUsMap, type UsMapData } from './load';
import { usMapSettings, type UsMapSettings } from './settings';

const settings = (input: Record<string, unknown> = {}) => blockSettings(usMapSettings, input);

const states: UsStateContent[] = [
  { code: 'CA', name: 'California', count: 2, items: [teaser(1, { name: 'Fab opens in San Jose' }), teaser(2)] },
  {
    code: 'TX',
    name: 'Texas',
    count: 8,
    items: [teaser(3, { name: 'Austin & the grid', path: '/power/austin' }), teaser(4, { type: 'Event', eventDateRange: 'May 4–6, 2026' }), teaser(5)],
  },
];

describe('us_map', () => {
  it('has defaults for every setting', () => {
    expect(usMapSettings.parse({})).toEqual({ includeContentTypes: [], sectionId: null, limitPerState: 5, showCounts: true });
    expect(usMapSettings.safeParse({ limitPerState: 21 }).success).toBe(false);
    expect(usMapSettings.safeParse({ limitPerState: 0 }).success).toBe(false);
  });

  it('asks for the states with its settings (no teasers) and is dropped when no state has content (002 §5)', async () => {
    const { api, usStateCalls } = fakeApi({ usStates: states });
    const loaded = await loadUsMap({ settings: settings({ includeContentTypes: ['Article'], sectionId: 7, limitPerState: 2 }), page: homePage, api });
    expect(usStateCalls).toEqual([{ includeContentTypes: ['Article'], sectionId: 7, limitPerState: 2, teaserMaxLength: 0 }]);
    expect(loaded?.data.states.map((s) => [s.code, s.items.length])).toEqual([
      ['CA', 2],
      ['TX', 2],
    ]);
    expect(await loadUsMap({ settings: settings(), page: homePage, api: fakeApi().api })).toBeNull();
    expect(await loadUsMap({ settings: settings(), page: homePage, api: fakeApi({ usStates: [{ code: 'OH', name: 'Ohio', count: 0, items: [] }] }).api })).toBeNull();
  });

  const render = (input: Record<string, unknown> = {}, data: UsMapData = { states }) =>
    renderToStaticMarkup(<UsMapBlock block={loadedBlock<UsMapData, UsMapSettings>('us_map', settings(input), data)} page={homePage} />);

  it('draws all 51 tiles as buttons: states with content named with their count and shaded, the rest muted and disabled', () => {
    const html = render();
    expect(html.match(/<button /g)).toHaveLength(51);
    expect(html).toContain('aria-label="Texas: 8 items"');
    expect(html).toContain('aria-label="California: 2 items"');
    expect(html).toContain('aria-label="Alaska: no items" disabled=""');
    // The busiest state gets the darkest shade, the script starts with it.
    expect(html).toMatch(/class="us-map__tile us-map__tile--level-4"[^>]*aria-label="Texas: 8 items" aria-controls="us-map-us_map-1-TX" data-us-map-state="TX"/);
    expect(html).toMatch(/class="us-map__tile us-map__tile--level-1"[^>]*aria-label="California: 2 items"/);
    expect(html).toContain('data-us-map-initial="TX"');
    // Placed on the tile grid (AK top left, ME top right).
    expect(html).toMatch(/style="grid-row:1;grid-column:1"[^>]*aria-label="Alaska/);
    expect(html).toMatch(/style="grid-row:1;grid-column:11"[^>]*aria-label="Maine/);
    expect(html).toContain('<span class="us-map__code" aria-hidden="true">TX</span><span class="us-map__count" aria-hidden="true">8</span>');
  });

  it('lists each state with content under the map: heading, item links and dates, and how many more there are', () => {
    const html = render();
    expect(html).toContain('<section class="us-map__panel" id="us-map-us_map-1-TX" data-us-map-panel="TX" aria-labelledby="us-map-us_map-1-TX-title" tabindex="-1">');
    // No block title: the state headings are h2.
    expect(html).toContain('<h2 class="us-map__panel-title" id="us-map-us_map-1-TX-title">Texas<span class="us-map__panel-count"> (8 items)</span></h2>');
    expect(html).toContain('<a href="/power/austin">Austin &amp; the grid</a><time class="us-map__date" dateTime="2026-03-05T10:00:00.000Z">March 5, 2026</time>');
    expect(html).toContain('<time class="us-map__date">May 4–6, 2026</time>');
    expect(html).toContain('The newest 3 of 8 items.');
    expect(html).not.toContain('The newest 2 of 2 items.');
    // Nothing is hidden on the server: without the script every list shows.
    expect(html).not.toMatch(/\shidden[\s=>]/);
    expect(html.indexOf('id="us-map-us_map-1-CA"')).toBeLessThan(html.indexOf('id="us-map-us_map-1-TX"'));
  });

  it('leaves the counts out when asked, and puts state headings under the block title', () => {
    const html = render({ showCounts: false, title: 'Where we reported' });
    expect(html).not.toContain('us-map__count');
    expect(html).not.toContain('us-map__panel-count');
    expect(html).toContain('aria-label="Texas: 8 items"');
    expect(html).toContain('<h3 class="us-map__panel-title" id="us-map-us_map-1-TX-title">Texas</h3>');
  });

  it('shades by share of the busiest state in four steps', () => {
    expect([1, 2, 3, 4, 5, 8].map((count) => shadeLevel(count, 8))).toEqual([1, 1, 2, 2, 3, 4]);
    expect(shadeLevel(1, 1)).toBe(4);
    expect(shadeLevel(0, 0)).toBe(1);
  });
});
