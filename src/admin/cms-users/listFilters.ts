import type { CmsUserScope, CmsUserStreamInput } from '../../gql/graphql.js';
import { isRole, type Role } from '../../shared/roles.js';
import { pageRange } from '../shell/pageRange.js';

/** Users per page of /admin/cms-users. */
export const CMS_USERS_PAGE_SIZE = 25;

/** The list's search and filters; also what the page's query string holds. */
export interface CmsUserListFilters {
  phrase: string;
  role: Role | null;
  /** '1' active, '0' inactive (Select values are strings). */
  status: '0' | '1' | null;
  scope: CmsUserScope | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_FILTERS: CmsUserListFilters = { phrase: '', role: null, status: null, scope: null, page: 1 };

/** Reads the filters from the query string (`?q=&role=&status=&scope=&page=`); junk is ignored. */
export function filtersFromSearch(search: Readonly<Record<string, string | undefined>>): CmsUserListFilters {
  const role = search.role ?? '';
  const status = search.status;
  const scope = search.scope;
  const page = Number(search.page);
  return {
    phrase: (search.q ?? '').slice(0, 200),
    role: isRole(role) ? role : null,
    status: status === '0' || status === '1' ? status : null,
    scope: scope === 'global' || scope === 'site' ? scope : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for the filters, without defaults (so a plain list has a plain URL). */
export function searchFromFilters(filters: CmsUserListFilters): string {
  const params = new URLSearchParams();
  if (filters.phrase.trim()) params.set('q', filters.phrase.trim());
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (filters.scope) params.set('scope', filters.scope);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The getCmsUserStream input: 25 per page, skip-based so any page can be opened directly. */
export function streamInput(filters: CmsUserListFilters): CmsUserStreamInput {
  const input: CmsUserStreamInput = {
    pagination: { limit: CMS_USERS_PAGE_SIZE, skip: (Math.max(1, filters.page) - 1) * CMS_USERS_PAGE_SIZE },
  };
  const phrase = filters.phrase.trim();
  if (phrase) input.phrase = phrase;
  if (filters.role) input.role = filters.role;
  if (filters.status) input.status = Number(filters.status);
  if (filters.scope) input.scope = filters.scope;
  return input;
}

/** Number of pages for a total (at least 1, so the pager never shows zero pages). */
export function pageCount(totalCount: number, pageSize: number = CMS_USERS_PAGE_SIZE): number {
  return pageRange(totalCount, 1, pageSize).pages;
}
