import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { deleteSiteLicenseCompany, getSiteLicenseCompany, getSiteLicenseCompanyStream, saveSiteLicenseCompany, siteLicenseCompany } from './service.js';

export const ipGatingQueries: Pick<QueryResolvers, 'siteLicenseCompany' | 'getSiteLicenseCompany' | 'getSiteLicenseCompanyStream'> = {
  siteLicenseCompany: (_root, args, ctx) => siteLicenseCompany(ctx, args.userIpAddress),
  getSiteLicenseCompany: (_root, args, ctx) => getSiteLicenseCompany(ctx, args.id),
  getSiteLicenseCompanyStream: (_root, args, ctx) => getSiteLicenseCompanyStream(ctx, args.input),
};

export const ipGatingMutations: Pick<MutationResolvers, 'saveSiteLicenseCompany' | 'deleteSiteLicenseCompany'> = {
  saveSiteLicenseCompany: (_root, args, ctx) => saveSiteLicenseCompany(ctx, args.input),
  deleteSiteLicenseCompany: (_root, args, ctx) => deleteSiteLicenseCompany(ctx, args.id),
};
