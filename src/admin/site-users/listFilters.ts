import type { SiteUserStreamInput } from '../../gql/graphql.js';
import { pageRange } from '../shell/pageRange.js';

/** Readers per page of /admin/site-users. */
export const SITE_USERS_PAGE_SIZE = 25;

/** Site user statuses (schema: 0 registering — the e-mail step done, 1 active, 2 disabled). */
export const SITE_USER_STATUSES = ['0', '1', '2'] as const;
export type SiteUserStatusValue = (typeof SITE_USER_STATUSES)[number];

/** The list's search and filters; also what the page's query string holds. */
export interface SiteUserListFilters {
  phrase: string;
  /** A membership id of the site, as the Select's string value. */
  membershipId: string | null;
  status: SiteUserStatusValue | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_SITE_USER_FILTERS: SiteUserListFilters = { phrase: '', membershipId: null, status: null, page: 1 };

const isStatus = (value: string | undefined): value is SiteUserStatusValue => (SITE_USER_STATUSES as readonly (string | undefined)[]).includes(value);

/** Reads the filters from the query string (`?q=&membership=&status=&page=`); junk is ignored. */
export function filtersFromSearch(search: Readonly<Record<string, string | undefined>>): SiteUserListFilters {
  const membership = Number(search.membership);
  const page = Number(search.page);
  return {
    phrase: (search.q ?? '').slice(0, 200),
    membershipId: Number.isInteger(membership) && membership > 0 ? String(membership) : null,
    status: isStatus(search.status) ? search.status : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for the filters, without defaults (so a plain list has a plain URL). */
export function searchFromFilters(filters: SiteUserListFilters): string {
  const params = new URLSearchParams();
  if (filters.phrase.trim()) params.set('q', filters.phrase.trim());
  if (filters.membershipId) params.set('membership', filters.membershipId);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The getSiteUserStream input: 25 per page, skip-based so any page can be opened directly. */
export function streamInput(filters: SiteUserListFilters): SiteUserStreamInput {
  const input: SiteUserStreamInput = {
    pagination: { limit: SITE_USERS_PAGE_SIZE, skip: (Math.max(1, filters.page) - 1) * SITE_USERS_PAGE_SIZE },
  };
  const phrase = filters.phrase.trim();
  if (phrase) input.phrase = phrase;
  if (filters.membershipId) input.membershipId = Number(filters.membershipId);
  if (filters.status) input.status = Number(filters.status);
  return input;
}

/** Number of pages for a total (at least 1, so the pager never shows zero pages). */
export function pageCount(totalCount: number): number {
  return pageRange(totalCount, 1, SITE_USERS_PAGE_SIZE).pages;
}
