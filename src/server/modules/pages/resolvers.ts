import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { getNextSecondaryGrid, getNextSecondaryPage } from './loadMore.js';
import { getWebsiteLayoutPage } from './service.js';

export const pageQueries: Pick<QueryResolvers, 'getWebsiteLayoutPage' | 'getNextSecondaryGrid' | 'getNextSecondaryPage'> = {
  getWebsiteLayoutPage: (_root, args, ctx) => getWebsiteLayoutPage(ctx, args),
  // Load more (002 §4, §7): the next secondary grid of a page, and the next article below one.
  getNextSecondaryGrid: (_root, args, ctx) => getNextSecondaryGrid(ctx, args),
  getNextSecondaryPage: (_root, args, ctx) => getNextSecondaryPage(ctx, args),
};
