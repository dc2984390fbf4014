import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { deleteAspireNews, getAspireNewsStream, markAspireNewsRead, setAspireNews } from '../aspireNews/service.js';
import { getEnabledModules, saveEnabledModules } from './service.js';

export const moduleQueries: Pick<QueryResolvers, 'getEnabledModules' | 'getAspireNewsStream'> = {
  getEnabledModules: (_root, _args, ctx) => getEnabledModules(ctx),
  getAspireNewsStream: (_root, args, ctx) => getAspireNewsStream(ctx, args),
};

export const moduleMutations: Pick<MutationResolvers, 'saveEnabledModules' | 'markAspireNewsRead' | 'deleteAspireNews' | 'setAspireNews'> = {
  saveEnabledModules: (_root, args, ctx) => saveEnabledModules(ctx, args.input),
  markAspireNewsRead: (_root, args, ctx) => markAspireNewsRead(ctx, args.id),
  deleteAspireNews: (_root, args, ctx) => deleteAspireNews(ctx, args.id),
  setAspireNews: (_root, args, ctx) => setAspireNews(ctx, args.input),
};
