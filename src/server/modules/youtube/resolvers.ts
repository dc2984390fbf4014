import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { getYoutubePlaylistVideos } from './service.js';

export const youtubeQueries: Pick<QueryResolvers, 'getYoutubePlaylistVideos'> = {
  getYoutubePlaylistVideos: (_root, args, ctx) => getYoutubePlaylistVideos(ctx, args),
};
