import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { getWebsiteMenus, saveWebsiteMenu } from './service.js';

export const menuQueries: Pick<QueryResolvers, 'getWebsiteMenus'> = {
  getWebsiteMenus: (_root, _args, ctx) => getWebsiteMenus(ctx),
};

export const menuMutations: Pick<MutationResolvers, 'saveWebsiteMenu'> = {
  saveWebsiteMenu: (_root, args, ctx) => saveWebsiteMenu(ctx, args.location, args.items, args.version),
};
