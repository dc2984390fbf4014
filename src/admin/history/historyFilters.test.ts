import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY_FILTERS, historyFiltersFromSearch, historyStreamInput, isFiltered, searchFromHistoryFilters } from './historyFilters.js';

describe('history filters', () => {
  it('reads the query string the content editor links with, ignoring junk', () => {
    expect(historyFiltersFromSearch({ entityType: 'Content', entityId: '10000001' })).toEqual({ ...EMPTY_HISTORY_FILTERS, entityType: 'Content', entityId: '10000001' });
    expect(historyFiltersFromSearch({ action: 'rename', userId: 'x', from: '2026-13', page: '-2', batchId: 'bulk-1' })).toEqual({ ...EMPTY_HISTORY_FILTERS, batchId: 'bulk-1' });
  });

  it('writes the same query string back, without defaults', () => {
    const filters = { ...EMPTY_HISTORY_FILTERS, entityType: 'Content', entityId: '10000001', action: 'update' as const, page: 2 };
    expect(searchFromHistoryFilters(filters)).toBe('?entityType=Content&entityId=10000001&action=update&page=2');
    expect(historyFiltersFromSearch(Object.fromEntries(new URLSearchParams(searchFromHistoryFilters(filters))))).toEqual(filters);
    expect(searchFromHistoryFilters(EMPTY_HISTORY_FILTERS)).toBe('');
    expect(isFiltered(EMPTY_HISTORY_FILTERS)).toBe(false);
    expect(isFiltered({ ...EMPTY_HISTORY_FILTERS, page: 3 })).toBe(false);
    expect(isFiltered({ ...EMPTY_HISTORY_FILTERS, userId: '4' })).toBe(true);
  });

  it('asks for a page of 25 and includes the whole last day', () => {
    const input = historyStreamInput({ ...EMPTY_HISTORY_FILTERS, userId: '4', from: '2026-03-01', to: '2026-03-01', page: 3 });
    expect(input.pagination).toEqual({ limit: 25, skip: 50 });
    expect(input.userId).toBe(4);
    expect(Date.parse(input.to ?? '') - Date.parse(input.from ?? '')).toBe(24 * 3600 * 1000);
    expect(new Date(input.from ?? '').getHours()).toBe(0);
  });
});
