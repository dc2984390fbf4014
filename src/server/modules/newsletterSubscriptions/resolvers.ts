import type { MutationResolvers, WebsiteShellSettingsResolvers } from '../../../gql/resolvers-types.js';
import * as service from './service.js';

/** Newsletter subscriptions (spec 002 §7): thin resolvers over service.ts. */
export const newsletterSubscriptionMutations: Pick<
  MutationResolvers,
  'subscribeSiteUserNewsletter' | 'unsubscribeSiteUserNewsletter' | 'subscribeAnonymousCustomer' | 'confirmNewsletterSubscription'
> = {
  subscribeSiteUserNewsletter: (_root, args, ctx) => service.subscribeMember(ctx, args),
  unsubscribeSiteUserNewsletter: (_root, args, ctx) => service.unsubscribeMember(ctx, args),
  subscribeAnonymousCustomer: (_root, args, ctx) => service.subscribeAnonymous(ctx, args),
  confirmNewsletterSubscription: (_root, { token }, ctx) => service.confirmSignup(ctx, token),
};

/** The shell's newsletters (the footer sign-up, the account's list), from the per-site settings cache. */
export const WebsiteShellSettings: WebsiteShellSettingsResolvers = {
  newsletters: (_root, _args, ctx) => service.websiteNewsletters(ctx),
};
