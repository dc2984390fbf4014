import type { HistoryAction, HistoryStreamInput } from '../../gql/graphql.js';
import { HISTORY_ACTIONS, type HistoryActionName } from '../../shared/history.js';

/** Rows per page of /admin/history. */
export const HISTORY_PAGE_SIZE = 25;

/** The list's filters; also the page's query string, so the content editor can link to one item's history. */
export interface HistoryFilters {
  entityType: string | null;
  entityId: string;
  userId: string | null;
  action: HistoryActionName | null;
  /** YYYY-MM-DD, inclusive, in the browser's time zone. */
  from: string | null;
  /** YYYY-MM-DD, inclusive. */
  to: string | null;
  batchId: string;
  /** 1-based. */
  page: number;
}

export const EMPTY_HISTORY_FILTERS: HistoryFilters = { entityType: null, entityId: '', userId: null, action: null, from: null, to: null, batchId: '', page: 1 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: string | undefined, max = 200) => (value ?? '').trim().slice(0, max);

/** Reads `?entityType=&entityId=&userId=&action=&from=&to=&batchId=&page=`; junk is ignored. */
export function historyFiltersFromSearch(search: Readonly<Record<string, string | undefined>>): HistoryFilters {
  const action = search.action ?? '';
  const page = Number(search.page);
  const userId = search.userId ?? '';
  return {
    entityType: text(search.entityType, 60) || null,
    entityId: text(search.entityId),
    userId: /^\d{1,9}$/.test(userId) ? userId : null,
    action: (HISTORY_ACTIONS as readonly string[]).includes(action) ? (action as HistoryActionName) : null,
    from: DAY.test(search.from ?? '') ? (search.from ?? null) : null,
    to: DAY.test(search.to ?? '') ? (search.to ?? null) : null,
    batchId: text(search.batchId, 64),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for the filters, without defaults. */
export function searchFromHistoryFilters(filters: HistoryFilters): string {
  const params = new URLSearchParams();
  if (filters.entityType) params.set('entityType', filters.entityType);
  if (filters.entityId.trim()) params.set('entityId', filters.entityId.trim());
  if (filters.userId) params.set('userId', filters.userId);
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.batchId.trim()) params.set('batchId', filters.batchId.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Local midnight of a YYYY-MM-DD day, plus `days`, as an ISO instant. */
function localDay(day: string, days = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days).toISOString();
}

/** The getHistoryStream input: the `to` day is included (the bound sent is the next midnight). */
export function historyStreamInput(filters: HistoryFilters): HistoryStreamInput {
  const input: HistoryStreamInput = {
    pagination: { limit: HISTORY_PAGE_SIZE, skip: (Math.max(1, filters.page) - 1) * HISTORY_PAGE_SIZE },
  };
  if (filters.entityType) input.entityType = filters.entityType;
  if (filters.entityId.trim()) input.entityId = filters.entityId.trim();
  if (filters.userId) input.userId = Number(filters.userId);
  if (filters.action) input.action = filters.action satisfies HistoryAction;
  if (filters.from) input.from = localDay(filters.from);
  if (filters.to) input.to = localDay(filters.to, 1);
  if (filters.batchId.trim()) input.batchId = filters.batchId.trim();
  return input;
}

export const isFiltered = (filters: HistoryFilters): boolean =>
  searchFromHistoryFilters({ ...filters, page: 1 }) !== '';
