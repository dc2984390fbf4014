import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants.js';
import { replaceQueryString } from './queryString.js';

export interface ListFiltersOptions<F extends { page: number }> {
  initial: F | (() => F);
  /** Text fields typed by the user: the query waits 500 ms after the last keystroke (spec 000 §5). */
  typed: readonly (keyof F & string)[];
  /** When given, the effective filters are kept in the address (see replaceQueryString). */
  toSearch?: (filters: F) => string;
}

/**
 * The state of an admin list's filters: `filters` as shown in the inputs, `effective` as queried
 * (typed fields debounced), and `change`, which starts again at page 1 whenever a filter changes.
 */
export function useListFilters<F extends { page: number }>({ initial, typed, toSearch }: ListFiltersOptions<F>) {
  const [filters, setFilters] = useState<F>(initial);
  // One debounced value for all typed fields (a string, so an unchanged text keeps its identity).
  const [typedValues] = useDebouncedValue(JSON.stringify(typed.map((key) => filters[key])), SEARCH_DEBOUNCE_MS);
  const effective = useMemo(() => {
    const values = JSON.parse(typedValues) as unknown[];
    return { ...filters, ...Object.fromEntries(typed.map((key, i) => [key, values[i]])) } as F;
    // `typed` is a constant list per screen.
  }, [filters, typedValues]);
  useEffect(() => {
    if (toSearch) replaceQueryString(toSearch(effective));
  }, [effective, toSearch]);
  const change = (patch: Partial<F>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  return { filters, setFilters, effective, change };
}
