import { describe, expect, it } from 'vitest';
import { EMPTY_REDIRECT_FILTERS, redirectFiltersFromSearch, redirectStreamInput, searchFromRedirectFilters } from './redirectList';

describe('redirect list filters', () => {
  it('read the query string, ignoring junk', () => {
    expect(redirectFiltersFromSearch({ q: 'old', source: 'section_alias', page: '3' })).toEqual({ phrase: 'old', source: 'section_alias', page: 3 });
    expect(redirectFiltersFromSearch({ source: 'bogus', page: '-1' })).toEqual(EMPTY_REDIRECT_FILTERS);
  });

  it('write a plain URL for the defaults and page by 25', () => {
    expect(searchFromRedirectFilters(EMPTY_REDIRECT_FILTERS)).toBe('');
    expect(searchFromRedirectFilters({ phrase: ' a ', source: 'manual', page: 2 })).toBe('?q=a&source=manual&page=2');
    expect(redirectStreamInput({ phrase: 'x', source: null, page: 3 })).toEqual({ phrase: 'x', pagination: { limit: 25, skip: 50 } });
  });
});
