import type { WebLayoutStreamInput } from '../../gql/graphql.js';
import { LAYOUT_TYPES, LAYOUT_TYPE_LABELS, type LayoutType } from '../../shared/layouts/layout.js';

/** Layouts per page of /admin/layouts. */
export const LAYOUTS_PAGE_SIZE = 25;

export const LAYOUT_TYPE_OPTIONS = LAYOUT_TYPES.map((type) => ({ value: type, label: LAYOUT_TYPE_LABELS[type] }));

export interface LayoutListFilters {
  phrase: string;
  type: LayoutType | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_LAYOUT_FILTERS: LayoutListFilters = { phrase: '', type: null, page: 1 };

const isLayoutType = (value: string | undefined): value is LayoutType => (LAYOUT_TYPES as readonly string[]).includes(value ?? '');

/** The label of a stored type; an unknown one is shown as stored. */
export function layoutTypeLabel(type: string): string {
  return isLayoutType(type) ? LAYOUT_TYPE_LABELS[type] : type;
}

/** Reads `?q=&type=&page=` (junk ignored), so a filtered list can be bookmarked. */
export function layoutFiltersFromSearch(search: Readonly<Record<string, string | undefined>>): LayoutListFilters {
  const page = Number(search.page);
  return {
    phrase: (search.q ?? '').slice(0, 200),
    type: isLayoutType(search.type) ? search.type : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchFromLayoutFilters(filters: LayoutListFilters): string {
  const params = new URLSearchParams();
  if (filters.phrase.trim()) params.set('q', filters.phrase.trim());
  if (filters.type) params.set('type', filters.type);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function layoutStreamInput(filters: LayoutListFilters): WebLayoutStreamInput {
  const input: WebLayoutStreamInput = {
    pagination: { limit: LAYOUTS_PAGE_SIZE, skip: (Math.max(1, filters.page) - 1) * LAYOUTS_PAGE_SIZE },
  };
  if (filters.phrase.trim()) input.phrase = filters.phrase.trim();
  if (filters.type) input.type = filters.type;
  return input;
}

/** The aliases column: '/' for the home page, paths with a leading slash. */
export function aliasesLabel(aliases: readonly string[]): string {
  return aliases.map((alias) => `/${alias}`).join(', ');
}
