import type { MutationResolvers, PersonResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { cmsUserHere } from '../cmsAuth/access.js';
import { getPerson, savePerson } from './admin.js';
import { getPersonStream } from './service.js';

export const personQueries: Pick<QueryResolvers, 'getPersonStream' | 'getPerson'> = {
  getPersonStream: (_root, args, ctx) => getPersonStream(ctx, args.input),
  getPerson: (_root, args, ctx) => getPerson(ctx, args.id),
};

export const personMutations: Pick<MutationResolvers, 'savePerson'> = {
  savePerson: (_root, args, ctx) => savePerson(ctx, args.input),
};

export const Person: PersonResolvers = {
  name: (row) => row.fullName,
  // Authors are public; their e-mail addresses are for CMS users only.
  email: (row, _args, ctx) => (cmsUserHere(ctx) ? row.email : null),
  image: (row, _args, ctx) => (row.imageId ? ctx.loaders.asset.load(row.imageId) : null),
};
