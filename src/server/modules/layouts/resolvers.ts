import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { getWebLayoutPreviewPaths } from './previewPaths.js';
import { deleteWebLayout, getWebLayout, getWebLayoutStream, saveWebLayout } from './service.js';

export const layoutQueries: Pick<QueryResolvers, 'getWebLayoutStream' | 'getWebLayout' | 'getWebLayoutPreviewPaths'> = {
  getWebLayoutStream: (_root, args, ctx) => getWebLayoutStream(ctx, args.input),
  getWebLayout: (_root, args, ctx) => getWebLayout(ctx, args.id),
  getWebLayoutPreviewPaths: (_root, args, ctx) => getWebLayoutPreviewPaths(ctx, args.input),
};

export const layoutMutations: Pick<MutationResolvers, 'saveWebLayout' | 'deleteWebLayout'> = {
  saveWebLayout: (_root, args, ctx) => saveWebLayout(ctx, args.input),
  deleteWebLayout: (_root, args, ctx) => deleteWebLayout(ctx, args.id, args.version),
};
