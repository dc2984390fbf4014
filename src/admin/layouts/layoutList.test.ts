import { describe, expect, it } from 'vitest';
import { EMPTY_LAYOUT_FILTERS, aliasesLabel, layoutFiltersFromSearch, layoutStreamInput, layoutTypeLabel, searchFromLayoutFilters } from './layoutList';

describe('layout list filters', () => {
  it('read the query string, ignoring junk', () => {
    expect(layoutFiltersFromSearch({ q: 'home', type: 'url-override', page: '2' })).toEqual({ phrase: 'home', type: 'url-override', page: 2 });
    expect(layoutFiltersFromSearch({ type: 'bogus', page: '0' })).toEqual(EMPTY_LAYOUT_FILTERS);
  });

  it('write a plain URL for the defaults and page by 25', () => {
    expect(searchFromLayoutFilters(EMPTY_LAYOUT_FILTERS)).toBe('');
    expect(searchFromLayoutFilters({ phrase: ' a ', type: 'module', page: 3 })).toBe('?q=a&type=module&page=3');
    expect(layoutStreamInput({ phrase: '', type: 'section', page: 2 })).toEqual({ type: 'section', pagination: { limit: 25, skip: 25 } });
  });

  it('labels types and aliases', () => {
    expect(layoutTypeLabel('content-type-override')).toBe('Content type override');
    expect(layoutTypeLabel('legacy')).toBe('legacy');
    expect(aliasesLabel(['', 'power/batteries'])).toBe('/, /power/batteries');
  });
});
