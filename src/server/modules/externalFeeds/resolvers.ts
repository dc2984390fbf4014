import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { getRSSFeedContentStream } from './service.js';

export const externalFeedQueries: Pick<QueryResolvers, 'getRSSFeedContentStream'> = {
  getRSSFeedContentStream: (_root, args, ctx) => getRSSFeedContentStream(ctx, args),
};
