import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { getTaxonomyStream, matchTaxonomyStream } from './service.js';

export const taxonomyQueries: Pick<QueryResolvers, 'matchTaxonomyStream' | 'getTaxonomyStream'> = {
  matchTaxonomyStream: (_root, args, ctx) => matchTaxonomyStream(ctx, args),
  getTaxonomyStream: (_root, args, ctx) => getTaxonomyStream(ctx, args),
};
