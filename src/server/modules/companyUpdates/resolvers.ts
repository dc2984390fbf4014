import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { acceptCompanyUpdate } from './accept.js';
import { getCompanyUpdateForm, submitCompanyUpdate } from './public.js';
import { createCompanyUpdateLink, getCompanyUpdate, getCompanyUpdates, rejectCompanyUpdate, revokeCompanyUpdate } from './service.js';

/** Company updates (docs/company-updates.md): thin resolvers over service.ts, accept.ts and public.ts. */
export const companyUpdateQueries: Pick<QueryResolvers, 'getCompanyUpdates' | 'getCompanyUpdate' | 'getCompanyUpdateForm'> = {
  getCompanyUpdates: (_root, { input }, ctx) => getCompanyUpdates(ctx, input),
  getCompanyUpdate: (_root, { id }, ctx) => getCompanyUpdate(ctx, id),
  getCompanyUpdateForm: (_root, { hash }, ctx) => getCompanyUpdateForm(ctx, hash),
};

export const companyUpdateMutations: Pick<
  MutationResolvers,
  'createCompanyUpdateLink' | 'acceptCompanyUpdate' | 'rejectCompanyUpdate' | 'revokeCompanyUpdate' | 'submitCompanyUpdate'
> = {
  createCompanyUpdateLink: (_root, { input }, ctx) => createCompanyUpdateLink(ctx, input),
  acceptCompanyUpdate: (_root, { input }, ctx) => acceptCompanyUpdate(ctx, input),
  rejectCompanyUpdate: (_root, { input }, ctx) => rejectCompanyUpdate(ctx, input),
  revokeCompanyUpdate: (_root, { id, version }, ctx) => revokeCompanyUpdate(ctx, id, version),
  submitCompanyUpdate: (_root, { hash, input }, ctx) => submitCompanyUpdate(ctx, hash, { ...input, profile: input.profile as Record<string, unknown> }),
};
