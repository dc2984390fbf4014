import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { acceptInvitation, login, logout, refresh, requestReset, resetPassword, validateBearer } from './service.js';

export const cmsAuthQueries: Pick<QueryResolvers, 'validateCMSUserBearerToken'> = {
  validateCMSUserBearerToken: (_root, _args, ctx) => validateBearer(ctx),
};

export const cmsAuthMutations: Pick<
  MutationResolvers,
  'loginCmsUser' | 'refreshTokenCmsUser' | 'logoutCmsUser' | 'requestResetCMSUserPassword' | 'resetCMSUserPassword' | 'validateCMSUserInvite'
> = {
  loginCmsUser: (_root, args, ctx) => login(ctx, args),
  refreshTokenCmsUser: (_root, args, ctx) => refresh(ctx, args.refreshToken),
  logoutCmsUser: (_root, _args, ctx) => logout(ctx),
  requestResetCMSUserPassword: (_root, args, ctx) => requestReset(ctx, args.email),
  resetCMSUserPassword: (_root, args, ctx) => resetPassword(ctx, args),
  validateCMSUserInvite: (_root, args, ctx) => acceptInvitation(ctx, args),
};
