import { STREAM_LIMITS } from '../../../shared/constants.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { assertIdList, parsePagination, toConnection } from '../../graphql/pagination.js';
import type { TaxonomyType } from '../../db/schema/index.js';
import { countTerms, findTerms, type TaxonomyFilter, type TaxonomySort } from './repo.js';

export interface MatchTaxonomyArgs {
  phrase: string;
  includeTypes?: readonly TaxonomyType[] | null;
  excludeIds?: readonly number[] | null;
  sortField?: TaxonomySort['field'] | null;
  sortOrder?: TaxonomySort['order'] | null;
  limit?: number | null;
}

const MAX_PHRASE = 200;

export async function matchTaxonomyStream(ctx: GraphQLContext, args: MatchTaxonomyArgs) {
  const page = parsePagination({ limit: args.limit }, { defaultLimit: STREAM_LIMITS.taxonomy, maxLimit: STREAM_LIMITS.taxonomy });
  assertIdList('excludeIds', args.excludeIds);
  const phrase = args.phrase.trim();
  if (phrase.length > MAX_PHRASE) throw badInput(`phrase may be at most ${MAX_PHRASE} characters.`, { phrase: `At most ${MAX_PHRASE} characters` });
  const filter: TaxonomyFilter = { phrase, includeTypes: args.includeTypes, excludeIds: args.excludeIds };
  const sort: TaxonomySort = { field: args.sortField ?? 'name', order: args.sortOrder ?? 'asc' };
  const rows = await findTerms(ctx.db, ctx.tenant.id, filter, sort, page);
  return toConnection(rows, page, () => countTerms(ctx.db, ctx.tenant.id, filter));
}

export async function getTaxonomyStream(
  ctx: GraphQLContext,
  args: { includeTypes?: readonly TaxonomyType[] | null; includeIds?: readonly number[] | null; limit?: number | null; skip?: number | null },
) {
  const page = parsePagination(args, { defaultLimit: STREAM_LIMITS.taxonomy, maxLimit: STREAM_LIMITS.taxonomy });
  assertIdList('includeIds', args.includeIds);
  const filter: TaxonomyFilter = { includeTypes: args.includeTypes, includeIds: args.includeIds };
  const rows = await findTerms(ctx.db, ctx.tenant.id, filter, { field: 'name', order: 'asc' }, page);
  return toConnection(rows, page, () => countTerms(ctx.db, ctx.tenant.id, filter));
}
