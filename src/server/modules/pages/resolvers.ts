import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { getWebsiteLayoutPage } from './service.js';

export const pageQueries: Pick<QueryResolvers, 'getWebsiteLayoutPage'> = {
  getWebsiteLayoutPage: (_root, args, ctx) => getWebsiteLayoutPage(ctx, args),
};
