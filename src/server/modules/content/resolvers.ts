import { bodyFor, gatingOf } from '../gating/access.js';
import { cmsUserHere } from '../cmsAuth/access.js';
import { contentDateRange, formatDisplayDate } from '../../../shared/dates.js';
import type {
  ContentAdminConnectionResolvers,
  ContentResolvers,
  ContentReferenceResolvers,
  MutationResolvers,
  QueryResolvers,
  WebsiteScheduleResolvers,
} from '../../../gql/resolvers-types.js';
import { listConnection } from '../../graphql/pagination.js';
import { notFound } from '../../graphql/errors.js';
import type { ScheduleOption } from '../../../gql/resolvers-types.js';
import { getContentAdminStream } from './admin.js';
import { getContent, getContentStream, teaserOf } from './service.js';
import { contentInputOf, deleteContent, saveContent } from './write.js';

const strings = (value: string[] | undefined) => value ?? [];

export const contentQueries: Pick<QueryResolvers, 'getContent' | 'getContentStream' | 'getContentAdminStream'> = {
  getContent: (_root, args, ctx) => getContent(ctx, args),
  getContentStream: (_root, args, ctx) => getContentStream(ctx, args),
  getContentAdminStream: (_root, args, ctx) => getContentAdminStream(ctx, args.input),
};

/** Lazy like totalCount: the count runs only when one of the two is selected (and once for both). */
export const ContentAdminConnection: ContentAdminConnectionResolvers = {
  totalCountExact: (connection) => (typeof connection.totalCountExact === 'function' ? connection.totalCountExact() : connection.totalCountExact),
  phraseCapped: (connection) => connection.phraseCapped,
};

export const contentMutations: Pick<MutationResolvers, 'saveContent' | 'deleteContent'> = {
  saveContent: (_root, args, ctx) => saveContent(ctx, args.input),
  deleteContent: (_root, args, ctx) => deleteContent(ctx, args.id, args.version),
};

export const Content: ContentResolvers = {
  teaser: (row, args) => teaserOf(row, args),
  // Gated text never leaves the server for a reader who may not read it (gating/access.ts).
  body: async (row, _args, ctx) => (await bodyFor(ctx, row)).html,
  gatingInfo: (row, _args, ctx) => gatingOf(ctx, row),
  siteContext: (row, _args, ctx) => ({ path: row.canonicalPath, canonicalUrl: `${ctx.origin}${row.canonicalPath}` }),
  primarySection: async (row, _args, ctx) =>
    row.primarySectionId ? ((await ctx.loaders.sectionTree()).byId.get(row.primarySectionId) ?? null) : null,
  metadata: (row) => ({
    description: row.metadata.description ?? null,
    keywords: strings(row.metadata.keywords),
    aiKeywords: strings(row.metadata.aiKeywords),
    aiIndustries: strings(row.metadata.aiIndustries),
    aiPersonaSummary: strings(row.metadata.aiPersonaSummary),
    aiCategory: strings(row.metadata.aiCategory),
    aiCompanyType: strings(row.metadata.aiCompanyType),
    aiCompanySample: strings(row.metadata.aiCompanySample),
    aiIntentSignals: strings(row.metadata.aiIntentSignals),
    aiRelatedTopics: strings(row.metadata.aiRelatedTopics),
    aiJobFunctions: strings(row.metadata.aiJobFunctions),
  }),
  taxonomy: async (row, args, ctx) => {
    const terms = await ctx.loaders.taxonomyByContent.load(row.id);
    return listConnection(args.types?.length ? terms.filter((t) => args.types?.includes(t.type)) : terms);
  },
  authors: async (row, _args, ctx) => listConnection(await ctx.loaders.authorsByContent.load(row.id)),
  primaryImage: (row, _args, ctx) => (row.primaryImageId ? ctx.loaders.asset.load(row.primaryImageId) : null),
  images: async (row, _args, ctx) => listConnection(await ctx.loaders.imagesByContent.load(row.id)),
  updated: (row) => row.updatedAt,
  created: (row) => row.createdAt,
  publishedDate: (row) => (row.published ? formatDisplayDate(row.published) : null),
  updatedDate: (row) => formatDisplayDate(row.updatedAt),
  eventDateRange: (row) => (row.startDate ? contentDateRange(row.type, row.startDate, row.endDate) : null),
  venue: (row) =>
    row.venue
      ? {
          name: row.venue.name ?? null,
          address1: row.venue.address1 ?? null,
          address2: row.venue.address2 ?? null,
          city: row.venue.city ?? null,
          postalCode: row.venue.postalCode ?? null,
          region: row.venue.region ?? null,
          country: row.venue.country ?? null,
        }
      : null,
  gating: (row) => ({ surveyType: row.gatingSurveyType }),
  memberships: (row) => row.membershipIds,
  userRegistration: (row) => ({ isRequired: row.userRegistrationRequired }),
  company: async (row, _args, ctx) => (row.companyId ? ctx.loaders.content.load(row.companyId) : null),
  // Schedules to inactive sections are not shown (their section could not be resolved).
  websiteSchedules: async (row, _args, ctx) => {
    const [schedules, tree] = await Promise.all([ctx.loaders.schedulesByContent.load(row.id), ctx.loaders.sectionTree()]);
    return schedules.filter((s) => tree.byId.has(s.sectionId));
  },
  excludeAds: (row) => ({
    welcomeAd: row.excludeAds.welcomeAd ?? false,
    headerLeaderboardAd: row.excludeAds.headerLeaderboardAd ?? false,
    stickyLeaderboardAd: row.excludeAds.stickyLeaderboardAd ?? false,
    contentBodyNativeAd: row.excludeAds.contentBodyNativeAd ?? false,
    contentBodyEmbedAd: row.excludeAds.contentBodyEmbedAd ?? false,
    contentListNativeAd: row.excludeAds.contentListNativeAd ?? false,
    reskinAd: row.excludeAds.reskinAd ?? false,
  }),
  details: (row) => row.details,
  // The editor's document; visitors (no CMS user) never see ids of drafts' relations this way.
  editDocument: (row, _args, ctx) => (cmsUserHere(ctx) ? contentInputOf(ctx.db, row.tenantId, row.id) : null),
};

export const ContentReference: ContentReferenceResolvers = {};

export const WebsiteSchedule: WebsiteScheduleResolvers = {
  option: (row) => row.option as ScheduleOption,
  start: (row) => row.startDate,
  end: (row) => row.endDate,
  section: async (row, _args, ctx) => {
    const section = (await ctx.loaders.sectionTree()).byId.get(row.sectionId);
    if (!section) throw notFound(`Section ${row.sectionId} is not active on this site.`);
    return section;
  },
};
