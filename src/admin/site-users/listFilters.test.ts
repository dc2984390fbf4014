import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_USER_FILTERS, filtersFromSearch, pageCount, searchFromFilters, SITE_USERS_PAGE_SIZE, streamInput } from './listFilters.js';

describe('site user list filters', () => {
  it('builds the stream input: 25 per page, skip from the page, only the filters set', () => {
    expect(SITE_USERS_PAGE_SIZE).toBe(25);
    expect(streamInput(EMPTY_SITE_USER_FILTERS)).toEqual({ pagination: { limit: 25, skip: 0 } });
    expect(streamInput({ phrase: '  okafor ', membershipId: '3', status: '1', page: 3 })).toEqual({
      pagination: { limit: 25, skip: 50 },
      phrase: 'okafor',
      membershipId: 3,
      status: 1,
    });
  });

  it('keeps status 0 (registering) as a real filter', () => {
    expect(streamInput({ ...EMPTY_SITE_USER_FILTERS, status: '0' }).status).toBe(0);
  });

  it('reads the query string and ignores junk', () => {
    expect(filtersFromSearch({ q: 'maria', membership: '4', status: '2', page: '2' })).toEqual({ phrase: 'maria', membershipId: '4', status: '2', page: 2 });
    expect(filtersFromSearch({ membership: 'x', status: '7', page: '-1' })).toEqual(EMPTY_SITE_USER_FILTERS);
    expect(filtersFromSearch({ membership: '1.5', page: '1.5' })).toEqual(EMPTY_SITE_USER_FILTERS);
  });

  it('writes only non-default filters to the query string, and reads them back', () => {
    expect(searchFromFilters(EMPTY_SITE_USER_FILTERS)).toBe('');
    const filters = { phrase: 'a b', membershipId: '9', status: '0', page: 4 } as const;
    const search = searchFromFilters(filters);
    expect(search).toBe('?q=a+b&membership=9&status=0&page=4');
    expect(filtersFromSearch(Object.fromEntries(new URLSearchParams(search)))).toEqual(filters);
  });

  it('counts pages from totalCount', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
