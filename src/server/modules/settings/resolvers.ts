import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { getSettingsDocument, getSiteSettingFlags, saveSettingsDocument } from './service.js';

type SettingsQueries = 'getSiteSettingsPayload' | 'getSiteSettingFlags' | 'getCtaMessage' | 'getContactsSettings' | 'getPodcastsSettings' | 'getMeigSettings' | 'getMembershipSettings' | 'getNewsletterSettings';
type SettingsMutations = 'saveSiteSettings' | 'saveCtaMessage' | 'saveContactsSettings' | 'savePodcastsSettings' | 'saveMeigSettings' | 'saveMembershipSettings' | 'saveNewsletterSettings';

export const settingsQueries: Pick<QueryResolvers, SettingsQueries> = {
  getSiteSettingsPayload: (_root, _args, ctx) => getSettingsDocument(ctx, 'site'),
  getSiteSettingFlags: (_root, _args, ctx) => getSiteSettingFlags(ctx),
  getCtaMessage: (_root, _args, ctx) => getSettingsDocument(ctx, 'cta'),
  getContactsSettings: (_root, _args, ctx) => getSettingsDocument(ctx, 'contacts'),
  getPodcastsSettings: (_root, _args, ctx) => getSettingsDocument(ctx, 'podcasts'),
  getMeigSettings: (_root, _args, ctx) => getSettingsDocument(ctx, 'meig'),
  getMembershipSettings: (_root, _args, ctx) => getSettingsDocument(ctx, 'membership'),
  getNewsletterSettings: (_root, _args, ctx) => getSettingsDocument(ctx, 'newsletters'),
};

export const settingsMutations: Pick<MutationResolvers, SettingsMutations> = {
  saveSiteSettings: (_root, args, ctx) => saveSettingsDocument(ctx, 'site', args.payload, args.version),
  saveCtaMessage: (_root, args, ctx) => saveSettingsDocument(ctx, 'cta', args.payload, args.version),
  saveContactsSettings: (_root, args, ctx) => saveSettingsDocument(ctx, 'contacts', args.payload, args.version),
  savePodcastsSettings: (_root, args, ctx) => saveSettingsDocument(ctx, 'podcasts', args.payload, args.version),
  saveMeigSettings: (_root, args, ctx) => saveSettingsDocument(ctx, 'meig', args.payload, args.version),
  saveMembershipSettings: (_root, args, ctx) => saveSettingsDocument(ctx, 'membership', args.payload, args.version),
  saveNewsletterSettings: (_root, args, ctx) => saveSettingsDocument(ctx, 'newsletters', args.payload, args.version),
};
