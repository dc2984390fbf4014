// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { useListFilters } from './useListFilters.js';

interface Filters {
  phrase: string;
  status: string | null;
  page: number;
}

afterEach(() => vi.useRealTimers());

describe('useListFilters', () => {
  it('debounces typed fields, starts again at page 1 on a change, and keeps the address', () => {
    vi.useFakeTimers();
    const toSearch = (f: Filters) => (f.phrase ? `?phrase=${f.phrase}&page=${f.page}` : '');
    const { result } = renderHook(() => useListFilters<Filters>({ initial: { phrase: '', status: null, page: 3 }, typed: ['phrase'], toSearch }));
    act(() => result.current.change({ phrase: 'gan' }));
    expect(result.current.filters).toEqual({ phrase: 'gan', status: null, page: 1 });
    expect(result.current.effective.phrase).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.effective).toEqual({ phrase: 'gan', status: null, page: 1 });
    expect(window.location.search).toBe('?phrase=gan&page=1');
    act(() => result.current.change({ status: 'x' }));
    expect(result.current.effective).toEqual({ phrase: 'gan', status: 'x', page: 1 });
  });
});
