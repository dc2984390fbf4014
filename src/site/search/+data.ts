import type { PageContextServer } from 'vike/types';
import { SearchContentDocument, type SearchContentQuery } from '../../gql/graphql.js';
import { parseSearchParams, SEARCH_LIMITS, SEARCH_PATH, type SearchFilters } from '../../shared/search.js';
import type { PageGraphQL } from '../pageContext.js';
import type { SeoInput } from '../seo/types.js';
import { pageFailure } from '../pageFailure.js';
import { loadShell } from '../shell/loadShell.js';
import type { SiteShellPageData } from '../shell/types.js';

export type Data = Awaited<ReturnType<typeof data>>;
export type SearchAnswer = SearchContentQuery['searchContent'];

const PREVIEW_PARAM = 'preview-mode';

/** Answers of searchContent a visitor caused (an unknown section id in the address): a message, not a failure. */
const VISITOR_ERROR_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND']);

const errorOf = (error: unknown): { code: string; message: string } | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
};

type SearchOutcome = { results: SearchAnswer; error: null } | { results: null; error: string | null };

/** One searchContent call; no text, no search (the page shows its form). */
async function runSearch(graphql: PageGraphQL, filters: SearchFilters): Promise<SearchOutcome> {
  if (!filters.text) return { results: null, error: null };
  try {
    const answer = await graphql.run(SearchContentDocument, {
      text: filters.text,
      types: filters.type ? [filters.type] : null,
      websiteSchedule: filters.websiteSchedule,
      page: filters.page,
      limit: SEARCH_LIMITS.limitDefault,
    });
    return { results: answer.searchContent, error: null };
  } catch (error) {
    const known = errorOf(error);
    if (known && VISITOR_ERROR_CODES.has(known.code)) return { results: null, error: known.message };
    throw error;
  }
}

/**
 * The search page (000 §2.1 /search, 002 §2): the filters come from the `filters` JSON (or the
 * plain form fields), one in-process searchContent call answers the results, the type facets and
 * the sponsor. An address the page cannot read shows a message and an empty search, never a 500.
 */
export async function data(pageContext: PageContextServer) {
  const { graphql } = pageContext;
  const query = pageContext.urlParsed.searchOriginal ?? '';
  const preview = pageContext.urlParsed.search[PREVIEW_PARAM] === 'true';
  const parsed = parseSearchParams(new URLSearchParams(query));
  const { filters } = parsed;

  const [site, shell, answer] = await Promise.all([
    graphql.seoSite(),
    loadShell(graphql, { path: `${SEARCH_PATH}${query}`, preview }),
    runSearch(graphql, filters),
  ]).catch((error: unknown) => {
    throw pageFailure(error);
  });

  // Result pages are not for search engines (each address is one visitor's query).
  const seo: SeoInput = { site, path: SEARCH_PATH, name: 'Search' };
  const chrome: SiteShellPageData['chrome'] = { hideHeader: false, hideFooter: false, toolbar: [], preview };
  return {
    shell,
    chrome,
    seo,
    noIndex: filters.text !== '' || query !== '',
    filters,
    message: parsed.error ?? answer.error,
    results: answer.results,
  };
}
