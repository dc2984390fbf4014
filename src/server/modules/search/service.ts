import { CONTENT_TYPES, type ContentType } from '../../../shared/contentTypes.js';
import { SEARCH_LIMITS } from '../../../shared/search.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import type { ContentRow } from '../content/repo.js';
import { countSearchByType, findSearchPage, type SearchFilter } from './repo.js';

export interface SearchContentArgs {
  text: string;
  types?: readonly ContentType[] | null;
  websiteSchedule?: number | null;
  page?: number | null;
  limit?: number | null;
}

export interface SearchResults {
  totalCount: number;
  page: number;
  pageCount: number;
  edges: { node: ContentRow }[];
  facets: { type: ContentType; count: number }[];
}

function checkBounds(name: 'page' | 'limit', value: number, max: number): void {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw badInput(`${name} must be between 1 and ${max}.`, { [name]: `Must be between 1 and ${max}` });
  }
}

/**
 * Full-text search of the current site's live content (spec 002 §2 /search). Blank text is not an
 * error: the search page shows its form with no results. Public like getContentStream: only
 * published content inside its window, whoever asks.
 */
export async function searchContent(ctx: GraphQLContext, args: SearchContentArgs): Promise<SearchResults> {
  const text = args.text.trim();
  const page = args.page ?? 1;
  const limit = args.limit ?? SEARCH_LIMITS.limitDefault;
  if (text.length > SEARCH_LIMITS.textMax) {
    throw badInput(`text may hold at most ${SEARCH_LIMITS.textMax} characters.`, { text: `At most ${SEARCH_LIMITS.textMax} characters` });
  }
  checkBounds('page', page, SEARCH_LIMITS.pageMax);
  checkBounds('limit', limit, SEARCH_LIMITS.limitMax);
  if (args.types && args.types.length > CONTENT_TYPES.length) {
    throw badInput(`types may hold at most ${CONTENT_TYPES.length} content types.`, { types: 'Too many content types' });
  }
  let sectionIds: number[] | null = null;
  if (args.websiteSchedule != null) {
    const tree = await ctx.loaders.sectionTree();
    if (!tree.byId.has(args.websiteSchedule)) throw notFound(`No section with id ${args.websiteSchedule} was found on this site.`);
    sectionIds = tree.withDescendants(args.websiteSchedule);
  }
  if (!text) return { totalCount: 0, page, pageCount: 0, edges: [], facets: [] };

  const filter: SearchFilter = { text, types: args.types?.length ? args.types : null, sectionIds };
  const [rows, facets] = await Promise.all([
    findSearchPage(ctx.db, ctx.tenant.id, filter, { limit, offset: (page - 1) * limit }, ctx.now),
    countSearchByType(ctx.db, ctx.tenant.id, filter, ctx.now),
  ]);
  // The facets count every type; the total is their sum over the types asked for.
  const totalCount = facets.reduce((sum, f) => (!filter.types || filter.types.includes(f.type) ? sum + f.count : sum), 0);
  return {
    totalCount,
    page,
    pageCount: Math.ceil(totalCount / limit),
    edges: rows.map((node) => ({ node })),
    facets,
  };
}
