import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import * as admin from './admin.js';
import * as service from './service.js';

/** Site users (spec 002 §7 "Site user"): thin resolvers over service.ts. */
export const siteUserQueries: Pick<QueryResolvers, 'getActiveSiteUserWithNewsletters' | 'getSiteUserStub' | 'getSiteUser' | 'getSiteUserStream' | 'getOmedaDemographicStream'> = {
  getActiveSiteUserWithNewsletters: (_root, _args, ctx) => service.activeSiteUser(ctx),
  getSiteUserStub: (_root, { id }, ctx) => service.registrationStub(ctx, id),
  getSiteUser: (_root, args, ctx) => admin.getSiteUser(ctx, args),
  getSiteUserStream: (_root, { input }, ctx) => admin.getSiteUserStream(ctx, input),
  getOmedaDemographicStream: (_root, args, ctx) => admin.getDemographicStream(ctx, args),
};

export const siteUserMutations: Pick<
  MutationResolvers,
  | 'loginSiteUser'
  | 'logoutSiteUser'
  | 'requestRegisterSiteUser'
  | 'registerSiteUser'
  | 'requestSiteUserPasswordReset'
  | 'resetSiteUserPassword'
  | 'updateSiteUserPassword'
  | 'updateSiteUserProfile'
  | 'addSiteUserFavorite'
  | 'joinSiteUserMembership'
  | 'removeSiteUserFavorite'
  | 'requestSiteUserChangeUsername'
  | 'updateSiteUserUsername'
  | 'simulateSiteUser'
  | 'updateSiteUserProfileAdmin'
  | 'setOmedaCustomer'
> = {
  loginSiteUser: (_root, args, ctx) => service.login(ctx, args),
  logoutSiteUser: (_root, _args, ctx) => service.logout(ctx),
  requestRegisterSiteUser: (_root, { input }, ctx) => service.requestRegister(ctx, input),
  registerSiteUser: (_root, { input }, ctx) => service.register(ctx, input),
  requestSiteUserPasswordReset: (_root, args, ctx) => service.requestReset(ctx, args),
  resetSiteUserPassword: (_root, args, ctx) => service.resetPassword(ctx, args),
  updateSiteUserPassword: (_root, args, ctx) => service.changePassword(ctx, args),
  updateSiteUserProfile: (_root, { input }, ctx) => service.updateProfile(ctx, input),
  addSiteUserFavorite: (_root, { contentId }, ctx) => service.addFavorite(ctx, contentId),
  joinSiteUserMembership: (_root, { membershipId }, ctx) => service.joinMembership(ctx, membershipId),
  removeSiteUserFavorite: (_root, { contentId }, ctx) => service.removeFavorite(ctx, contentId),
  requestSiteUserChangeUsername: (_root, args, ctx) => service.requestChangeUsername(ctx, args),
  updateSiteUserUsername: (_root, { id }, ctx) => service.confirmChangeUsername(ctx, id),
  simulateSiteUser: (_root, { username }, ctx) => admin.simulateSiteUser(ctx, username),
  updateSiteUserProfileAdmin: (_root, args, ctx) => admin.updateProfileAdmin(ctx, args),
  setOmedaCustomer: (_root, args, ctx) => admin.setOmedaCustomer(ctx, args),
};
