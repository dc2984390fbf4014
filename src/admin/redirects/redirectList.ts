import type { RedirectSource, WebsiteRedirectStreamInput } from '../../gql/graphql.js';

/** Redirects per page of /admin/redirects. */
export const REDIRECTS_PAGE_SIZE = 25;

export const REDIRECT_SOURCES: readonly RedirectSource[] = ['manual', 'section_alias', 'content_alias'];

/** Badge text and colour of each source (manual / section alias / content alias). */
export const SOURCE_BADGES: Readonly<Record<RedirectSource, { label: string; color: string }>> = {
  manual: { label: 'Manual', color: 'blue' },
  section_alias: { label: 'Section alias', color: 'grape' },
  content_alias: { label: 'Content alias', color: 'teal' },
};

export interface RedirectListFilters {
  phrase: string;
  source: RedirectSource | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_REDIRECT_FILTERS: RedirectListFilters = { phrase: '', source: null, page: 1 };

const isSource = (value: string | undefined): value is RedirectSource => (REDIRECT_SOURCES as readonly string[]).includes(value ?? '');

/** Reads `?q=&source=&page=` (junk ignored), so a filtered list can be bookmarked. */
export function redirectFiltersFromSearch(search: Readonly<Record<string, string | undefined>>): RedirectListFilters {
  const page = Number(search.page);
  return {
    phrase: (search.q ?? '').slice(0, 200),
    source: isSource(search.source) ? search.source : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchFromRedirectFilters(filters: RedirectListFilters): string {
  const params = new URLSearchParams();
  if (filters.phrase.trim()) params.set('q', filters.phrase.trim());
  if (filters.source) params.set('source', filters.source);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function redirectStreamInput(filters: RedirectListFilters): WebsiteRedirectStreamInput {
  const input: WebsiteRedirectStreamInput = {
    pagination: { limit: REDIRECTS_PAGE_SIZE, skip: (Math.max(1, filters.page) - 1) * REDIRECTS_PAGE_SIZE },
  };
  if (filters.phrase.trim()) input.phrase = filters.phrase.trim();
  if (filters.source) input.source = filters.source;
  return input;
}
