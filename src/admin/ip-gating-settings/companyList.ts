import type { SiteLicenseCompanyStreamInput } from '../../gql/graphql.js';

/** Companies per page of /admin/ip-gating-settings. */
export const COMPANIES_PAGE_SIZE = 25;

export interface CompanyListFilters {
  /** Part of the name, or an address (the company whose range holds it). */
  phrase: string;
  status: '1' | '0' | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_COMPANY_FILTERS: CompanyListFilters = { phrase: '', status: null, page: 1 };

/** Reads `?q=&status=&page=` (junk ignored), so a filtered list can be bookmarked. */
export function companyFiltersFromSearch(search: Readonly<Record<string, string | undefined>>): CompanyListFilters {
  const page = Number(search.page);
  return {
    phrase: (search.q ?? '').slice(0, 200),
    status: search.status === '1' || search.status === '0' ? search.status : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchFromCompanyFilters(filters: CompanyListFilters): string {
  const params = new URLSearchParams();
  if (filters.phrase.trim()) params.set('q', filters.phrase.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function companyStreamInput(filters: CompanyListFilters): SiteLicenseCompanyStreamInput {
  const input: SiteLicenseCompanyStreamInput = {
    pagination: { limit: COMPANIES_PAGE_SIZE, skip: (Math.max(1, filters.page) - 1) * COMPANIES_PAGE_SIZE },
  };
  if (filters.phrase.trim()) input.phrase = filters.phrase.trim();
  if (filters.status) input.status = Number(filters.status);
  return input;
}
