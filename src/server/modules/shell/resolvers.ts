import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { getWebsiteShellSettings } from './service.js';

export const shellQueries: Pick<QueryResolvers, 'getWebsiteShellSettings'> = {
  getWebsiteShellSettings: (_root, _args, ctx) => getWebsiteShellSettings(ctx),
};
