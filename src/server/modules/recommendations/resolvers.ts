import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { getBlueConicRecommendations } from './service.js';

export const recommendationQueries: Pick<QueryResolvers, 'getBlueConicRecommendations'> = {
  getBlueConicRecommendations: (_root, args, ctx) => getBlueConicRecommendations(ctx, args),
};
