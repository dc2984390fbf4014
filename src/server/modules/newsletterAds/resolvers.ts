import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { deleteNewsletterAd, getNewsletterAd, getNewsletterAdCompanyOptions, getNewsletterAdStream, saveNewsletterAd } from './service.js';

export const newsletterAdQueries: Pick<QueryResolvers, 'getNewsletterAd' | 'getNewsletterAdStream' | 'getNewsletterAdCompanyOptions'> = {
  getNewsletterAd: (_root, args, ctx) => getNewsletterAd(ctx, args.id),
  getNewsletterAdStream: (_root, args, ctx) => getNewsletterAdStream(ctx, args.input),
  getNewsletterAdCompanyOptions: (_root, args, ctx) => getNewsletterAdCompanyOptions(ctx, args.phrase),
};

export const newsletterAdMutations: Pick<MutationResolvers, 'saveNewsletterAd' | 'deleteNewsletterAd'> = {
  saveNewsletterAd: (_root, args, ctx) => saveNewsletterAd(ctx, args.input),
  deleteNewsletterAd: (_root, args, ctx) => deleteNewsletterAd(ctx, args.id),
};
