import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { deleteMembership, getMembership, getMembershipDemographicOptions, saveMembership } from './service.js';

export const membershipQueries: Pick<QueryResolvers, 'getMembership' | 'getMembershipDemographicOptions'> = {
  getMembership: (_root, args, ctx) => getMembership(ctx, args.id),
  getMembershipDemographicOptions: (_root, _args, ctx) => getMembershipDemographicOptions(ctx),
};

export const membershipMutations: Pick<MutationResolvers, 'saveMembership' | 'deleteMembership'> = {
  saveMembership: (_root, args, ctx) => saveMembership(ctx, args.input),
  deleteMembership: (_root, args, ctx) => deleteMembership(ctx, args.id),
};
