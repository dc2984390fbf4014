import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { deleteWebsiteRedirect, getWebsiteRedirect, getWebsiteRedirectStream, saveWebsiteRedirect } from './service.js';

export const redirectQueries: Pick<QueryResolvers, 'getWebsiteRedirect' | 'getWebsiteRedirectStream'> = {
  getWebsiteRedirect: (_root, args, ctx) => getWebsiteRedirect(ctx, args.from, args.preserveQueryString),
  getWebsiteRedirectStream: (_root, args, ctx) => getWebsiteRedirectStream(ctx, args.input),
};

export const redirectMutations: Pick<MutationResolvers, 'saveWebsiteRedirect' | 'deleteWebsiteRedirect'> = {
  saveWebsiteRedirect: (_root, args, ctx) => saveWebsiteRedirect(ctx, args.input),
  deleteWebsiteRedirect: (_root, args, ctx) => deleteWebsiteRedirect(ctx, args.id),
};
