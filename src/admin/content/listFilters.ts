import type { ContentAdminSortField, ContentAdminStreamInput, ContentDateField, SortOrder } from '../../gql/graphql.js';
import { isContentType, type ContentType } from '../../shared/contentTypes.js';

/** Items per page of /admin/content. */
export const CONTENT_PAGE_SIZE = 25;

export const SORT_FIELDS: readonly ContentAdminSortField[] = ['updated', 'published', 'created', 'name', 'startDate', 'id', 'type', 'status'];
export const DATE_FIELDS: readonly ContentDateField[] = ['published', 'updated', 'created', 'startDate'];

/** The list's search, filters, sort and page; also what the query string holds. */
export interface ContentListFilters {
  phrase: string;
  types: ContentType[];
  /** '1' published, '2' draft, '0' deleted. */
  status: '0' | '1' | '2' | null;
  sectionId: string | null;
  dateField: ContentDateField;
  /** Calendar days 'YYYY-MM-DD' (inclusive both ends in the UI). */
  from: string | null;
  to: string | null;
  sortField: ContentAdminSortField;
  sortOrder: SortOrder;
  /** 1-based. */
  page: number;
}

export const EMPTY_CONTENT_FILTERS: ContentListFilters = {
  phrase: '',
  types: [],
  status: null,
  sectionId: null,
  dateField: 'published',
  from: null,
  to: null,
  sortField: 'updated',
  sortOrder: 'desc',
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the query string; junk is ignored. */
export function contentFiltersFromSearch(search: Readonly<Record<string, string | undefined>>): ContentListFilters {
  const page = Number(search.page);
  const status = search.status;
  const sort = search.sort as ContentAdminSortField | undefined;
  const dateField = search.date as ContentDateField | undefined;
  return {
    phrase: (search.q ?? '').slice(0, 200),
    types: (search.types ?? '').split(',').filter(isContentType),
    status: status === '0' || status === '1' || status === '2' ? status : null,
    sectionId: search.section && /^\d+$/.test(search.section) ? search.section : null,
    dateField: dateField && DATE_FIELDS.includes(dateField) ? dateField : 'published',
    from: search.from && DAY.test(search.from) ? search.from : null,
    to: search.to && DAY.test(search.to) ? search.to : null,
    sortField: sort && SORT_FIELDS.includes(sort) ? sort : 'updated',
    sortOrder: search.order === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of the filters, without defaults. */
export function searchFromContentFilters(f: ContentListFilters): string {
  const params = new URLSearchParams();
  if (f.phrase.trim()) params.set('q', f.phrase.trim());
  if (f.types.length) params.set('types', f.types.join(','));
  if (f.status) params.set('status', f.status);
  if (f.sectionId) params.set('section', f.sectionId);
  if (f.dateField !== 'published') params.set('date', f.dateField);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.sortField !== 'updated') params.set('sort', f.sortField);
  if (f.sortOrder !== 'desc') params.set('order', f.sortOrder);
  if (f.page > 1) params.set('page', String(f.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The day after a 'YYYY-MM-DD' day, so that "to" includes its whole day (the API's bound is exclusive). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** getContentAdminStream's input. Days are read in the browser's time zone. */
export function contentStreamInput(f: ContentListFilters): ContentAdminStreamInput {
  const localStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
  const input: ContentAdminStreamInput = {
    sortField: f.sortField,
    sortOrder: f.sortOrder,
    pagination: { limit: CONTENT_PAGE_SIZE, skip: (Math.max(1, f.page) - 1) * CONTENT_PAGE_SIZE },
  };
  const phrase = f.phrase.trim();
  if (phrase) input.phrase = phrase;
  if (f.types.length) input.types = f.types;
  if (f.status) input.statuses = [Number(f.status)];
  if (f.sectionId) {
    input.sectionId = Number(f.sectionId);
    input.sectionBubbling = true;
  }
  if (f.from || f.to) input.dateField = f.dateField;
  if (f.from) input.dateFrom = localStart(f.from);
  if (f.to) input.dateTo = localStart(nextDay(f.to));
  return input;
}
