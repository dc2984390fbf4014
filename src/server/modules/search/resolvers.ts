import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { searchContent } from './service.js';

export const searchQueries: Pick<QueryResolvers, 'searchContent'> = {
  searchContent: (_root, args, ctx) => searchContent(ctx, args),
};
