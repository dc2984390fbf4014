import { describe, expect, it } from 'vitest';
import { CMS_USERS_PAGE_SIZE, EMPTY_FILTERS, filtersFromSearch, pageCount, searchFromFilters, streamInput } from './listFilters.js';

describe('CMS user list filters', () => {
  it('builds the stream input: 25 per page, skip from the page, only the filters set', () => {
    expect(CMS_USERS_PAGE_SIZE).toBe(25);
    expect(streamInput(EMPTY_FILTERS)).toEqual({ pagination: { limit: 25, skip: 0 } });
    expect(streamInput({ phrase: '  ada ', role: 'editor', status: '0', scope: 'site', page: 3 })).toEqual({
      pagination: { limit: 25, skip: 50 },
      phrase: 'ada',
      role: 'editor',
      status: 0,
      scope: 'site',
    });
  });

  it('keeps status 0 (inactive) as a real filter', () => {
    expect(streamInput({ ...EMPTY_FILTERS, status: '0' }).status).toBe(0);
  });

  it('reads the query string and ignores junk', () => {
    expect(filtersFromSearch({ q: 'ada', role: 'administrator', status: '1', scope: 'global', page: '2' })).toEqual({
      phrase: 'ada',
      role: 'administrator',
      status: '1',
      scope: 'global',
      page: 2,
    });
    expect(filtersFromSearch({ role: 'king', status: '7', scope: 'world', page: '-1' })).toEqual(EMPTY_FILTERS);
    expect(filtersFromSearch({ page: '1.5' }).page).toBe(1);
  });

  it('writes only non-default filters to the query string, and reads them back', () => {
    expect(searchFromFilters(EMPTY_FILTERS)).toBe('');
    const filters = { phrase: 'a b', role: 'viewer', status: '0', scope: 'site', page: 4 } as const;
    const search = searchFromFilters(filters);
    expect(search).toBe('?q=a+b&role=viewer&status=0&scope=site&page=4');
    expect(filtersFromSearch(Object.fromEntries(new URLSearchParams(search)))).toEqual(filters);
  });

  it('counts pages from totalCount', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(101, 25)).toBe(5);
  });
});
