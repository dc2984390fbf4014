import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { getContentStreamForLeaders, getContentStreamForLeadersWithSchedules } from './service.js';

export const leaderQueries: Pick<QueryResolvers, 'getContentStreamForLeaders' | 'getContentStreamForLeadersWithSchedules'> = {
  getContentStreamForLeaders: (_root, args, ctx) => getContentStreamForLeaders(ctx, args),
  getContentStreamForLeadersWithSchedules: (_root, args, ctx) => getContentStreamForLeadersWithSchedules(ctx, args),
};
