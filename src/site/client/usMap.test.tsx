// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { blockSettings, homePage, loadedBlock, teaser } from '../blocks/fixtures.js';
import type { UsStateContent } from '../blocks/types.js';
import UsMapBlock from '../blocks/UsMap/Block.js';
import type { UsMapData } from '../blocks/UsMap/load.js';
import { usMapSettings, type UsMapSettings } from '../blocks/UsMap/settings.js';
import { initUsMap, nextTile } from './usMap.js';

const states: UsStateContent[] = [
  { code: 'CA', name: 'California', count: 2, items: [teaser(1), teaser(2)] },
  { code: 'NY', name: 'New York', count: 1, items: [teaser(3)] },
  { code: 'OH', name: 'Ohio', count: 3, items: [teaser(4)] },
  { code: 'TX', name: 'Texas', count: 5, items: [teaser(5), teaser(6)] },
];

let dispose: () => void = () => undefined;
const mount = () => {
  const block = loadedBlock<UsMapData, UsMapSettings>('us_map', blockSettings(usMapSettings), { states });
  document.body.innerHTML = `${renderToStaticMarkup(<UsMapBlock block={block} page={homePage} />)}<a id="after" href="/x">after</a>`;
  dispose = initUsMap(document);
};
afterEach(() => {
  dispose();
  document.body.innerHTML = '';
  window.location.hash = '';
});

const tile = (code: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-us-map-state="${code}"]`);
  if (!button) throw new Error(`no tile ${code}`);
  return button;
};
const panel = (code: string) => document.querySelector<HTMLElement>(`[data-us-map-panel="${code}"]`)!;
const shown = () => Array.from(document.querySelectorAll<HTMLElement>('[data-us-map-panel]')).filter((p) => !p.hidden).map((p) => p.dataset.usMapPanel);
const key = (target: HTMLElement, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('the US map script', () => {
  it('without it, every list shows and no tile claims to be pressed', () => {
    const block = loadedBlock<UsMapData, UsMapSettings>('us_map', blockSettings(usMapSettings), { states });
    document.body.innerHTML = renderToStaticMarkup(<UsMapBlock block={block} page={homePage} />);
    expect(shown()).toEqual(['CA', 'NY', 'OH', 'TX']);
    expect(document.querySelector('[aria-pressed]')).toBeNull();
  });

  it('shows the busiest state first, hides the other lists and marks the map ready', () => {
    mount();
    expect(document.querySelector('[data-us-map]')!.hasAttribute('data-us-map-ready')).toBe(true);
    expect(shown()).toEqual(['TX']);
    expect(tile('TX').getAttribute('aria-pressed')).toBe('true');
    expect(tile('CA').getAttribute('aria-pressed')).toBe('false');
    // One tab stop for the map: the selected tile.
    expect(tile('TX').tabIndex).toBe(0);
    expect(tile('CA').tabIndex).toBe(-1);
    // Tiles without content stay disabled and untouched.
    expect(document.querySelector<HTMLButtonElement>('button[aria-label="Alaska: no items"]')!.disabled).toBe(true);
    expect(document.querySelector('button[aria-label="Alaska: no items"]')!.hasAttribute('aria-pressed')).toBe(false);
  });

  it('selects a state on a click (Enter and Space click a button) and says what is shown', () => {
    mount();
    tile('CA').click();
    expect(shown()).toEqual(['CA']);
    expect(tile('CA').getAttribute('aria-pressed')).toBe('true');
    expect(tile('TX').getAttribute('aria-pressed')).toBe('false');
    expect(tile('CA').tabIndex).toBe(0);
    expect(document.querySelector('[data-us-map-status]')!.textContent).toBe('California: 2 items, listed below the map.');
    // A second click keeps it selected: there is always one list.
    tile('CA').click();
    expect(shown()).toEqual(['CA']);
  });

  it('moves the focus between tiles with content with the arrow keys, Home and End, without selecting', () => {
    mount();
    tile('TX').focus();
    key(tile('TX'), 'ArrowUp');
    // From Texas (row 7, column 3) up: the nearest row with content is California's (row 4).
    expect(document.activeElement).toBe(tile('CA'));
    expect(tile('CA').tabIndex).toBe(0);
    expect(tile('TX').tabIndex).toBe(-1);
    key(tile('CA'), 'ArrowUp');
    expect(document.activeElement).toBe(tile('OH'));
    key(tile('OH'), 'ArrowLeft');
    expect(document.activeElement).toBe(tile('NY'));
    key(tile('NY'), 'Home');
    expect(document.activeElement).toBe(tile('NY'));
    key(tile('NY'), 'End');
    expect(document.activeElement).toBe(tile('TX'));
    key(tile('TX'), 'ArrowLeft');
    expect(document.activeElement).toBe(tile('CA'));
    expect(shown()).toEqual(['TX']);
    tile('CA').click();
    expect(shown()).toEqual(['CA']);
  });

  it('gives the tab stop back to the selected tile when the focus leaves the map', () => {
    mount();
    tile('TX').focus();
    key(tile('TX'), 'ArrowLeft');
    expect(tile('CA').tabIndex).toBe(0);
    document.getElementById('after')!.focus();
    expect(tile('TX').tabIndex).toBe(0);
    expect(tile('CA').tabIndex).toBe(-1);
  });

  it('starts with the state the address names (#panel id)', () => {
    window.location.hash = '#us-map-us_map-1-NY';
    mount();
    expect(shown()).toEqual(['NY']);
    expect(panel('NY').hidden).toBe(false);
  });

  it('wires a map once, and its dispose removes the listeners', () => {
    mount();
    expect(() => initUsMap(document)()).not.toThrow();
    dispose();
    tile('CA').click();
    expect(shown()).toEqual(['TX']);
  });

  it('finds the next tile by direction', () => {
    const tiles = [
      { row: 0, column: 0 },
      { row: 2, column: 5 },
      { row: 2, column: 9 },
      { row: 4, column: 8 },
    ];
    expect(nextTile(tiles, tiles[3]!, 'ArrowUp')).toBe(tiles[2]);
    expect(nextTile(tiles, tiles[0]!, 'ArrowDown')).toBe(tiles[1]);
    expect(nextTile(tiles, tiles[0]!, 'ArrowUp')).toBeNull();
    expect(nextTile(tiles, tiles[3]!, 'ArrowRight')).toBeNull();
    expect(nextTile(tiles, tiles[1]!, 'x')).toBeNull();
  });
});
