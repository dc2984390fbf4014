import type { QueryResolvers } from '../../../gql/resolvers-types.js';
import { getContacts } from './service.js';

export const contactQueries: Pick<QueryResolvers, 'getContacts'> = {
  getContacts: (_root, args, ctx) => getContacts(ctx, args),
};
