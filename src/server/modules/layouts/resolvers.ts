import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { deleteWebLayout, getWebLayout, getWebLayoutStream, saveWebLayout } from './service.js';

export const layoutQueries: Pick<QueryResolvers, 'getWebLayoutStream' | 'getWebLayout'> = {
  getWebLayoutStream: (_root, args, ctx) => getWebLayoutStream(ctx, args.input),
  getWebLayout: (_root, args, ctx) => getWebLayout(ctx, args.id),
};

export const layoutMutations: Pick<MutationResolvers, 'saveWebLayout' | 'deleteWebLayout'> = {
  saveWebLayout: (_root, args, ctx) => saveWebLayout(ctx, args.input),
  deleteWebLayout: (_root, args, ctx) => deleteWebLayout(ctx, args.id, args.version),
};
