import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { Resolvers } from '../../gql/resolvers-types.js';
import { rootPath } from '../paths.js';
import { Asset, assetMutations, assetQueries } from '../modules/assets/resolvers.js';
import { AdUnitPattern, NewsletterTemplate, commerceQueries } from '../modules/commerce/resolvers.js';
import { Content, ContentAdminConnection, ContentReference, WebsiteSchedule, contentMutations, contentQueries } from '../modules/content/resolvers.js';
import { contactQueries } from '../modules/contacts/resolvers.js';
import { HistoryEntry, historyMutations, historyQueries } from '../modules/history/resolvers.js';
import { ipGatingMutations, ipGatingQueries } from '../modules/ipGating/resolvers.js';
import { Person, personMutations, personQueries } from '../modules/persons/resolvers.js';
import { Contract, contractMutations, contractQueries } from '../modules/contracts/resolvers.js';
import { WebsiteSection, sectionMutations, sectionQueries } from '../modules/sections/resolvers.js';
import { redirectMutations, redirectQueries } from '../modules/redirects/resolvers.js';
import { searchQueries } from '../modules/search/resolvers.js';
import { externalFeedQueries } from '../modules/externalFeeds/resolvers.js';
import { youtubeQueries } from '../modules/youtube/resolvers.js';
import { recommendationQueries } from '../modules/recommendations/resolvers.js';
import { leaderQueries } from '../modules/leaders/resolvers.js';
import { layoutMutations, layoutQueries } from '../modules/layouts/resolvers.js';
import { membershipMutations, membershipQueries } from '../modules/memberships/resolvers.js';
import { newsletterContentMutations, newsletterContentQueries } from '../modules/newsletterContent/resolvers.js';
import { newsletterAdMutations, newsletterAdQueries } from '../modules/newsletterAds/resolvers.js';
import { menuMutations, menuQueries } from '../modules/menus/resolvers.js';
import { TaxonomyTerm, taxonomyMutations, taxonomyQueries } from '../modules/taxonomy/resolvers.js';
import { Tenant, tenantQueries } from '../modules/tenants/resolvers.js';
import { cmsAuthMutations, cmsAuthQueries } from '../modules/cmsAuth/resolvers.js';
import { CmsUser, MailMessage, cmsUserMutations, cmsUserQueries } from '../modules/cmsUsers/resolvers.js';
import { moduleMutations, moduleQueries } from '../modules/modules/resolvers.js';
import { settingsMutations, settingsQueries } from '../modules/settings/resolvers.js';
import { shellQueries } from '../modules/shell/resolvers.js';
import { pageQueries } from '../modules/pages/resolvers.js';
import { siteUserMutations, siteUserQueries } from '../modules/siteUsers/resolvers.js';
import { siteUserImportMutations, siteUserImportQueries } from '../modules/siteUserImports/resolvers.js';
import { WebsiteShellSettings, newsletterSubscriptionMutations } from '../modules/newsletterSubscriptions/resolvers.js';
import { NewsletterCampaign, newsletterMutations, newsletterQueries } from '../modules/newsletters/resolvers.js';
import { leadMutations, leadQueries } from '../modules/leads/resolvers.js';
import { IssueContentSchedule, MagazineIssue, MagazineSection, Publication, magazineMutations, magazineQueries } from '../modules/magazines/resolvers.js';
import { exportMutations, exportQueries } from '../modules/exports/resolvers.js';
import { companyUpdateMutations, companyUpdateQueries } from '../modules/companyUpdates/resolvers.js';
import type { GraphQLContext } from './context.js';
import { isObjectType } from 'graphql';
import { DateTimeScalar, JSONScalar } from './scalars.js';

/** The SDL files of schema/, in a stable order. */
export function readTypeDefs(dir = rootPath('schema')): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Query: {
    ping: () => 'pong',
    ...tenantQueries,
    ...sectionQueries,
    ...redirectQueries,
    ...layoutQueries,
    ...pageQueries,
    ...menuQueries,
    ...contentQueries,
    ...contactQueries,
    ...searchQueries,
    ...externalFeedQueries,
    ...youtubeQueries,
    ...recommendationQueries,
    ...leaderQueries,
    ...historyQueries,
    ...personQueries,
    ...taxonomyQueries,
    ...assetQueries,
    ...commerceQueries,
    ...membershipQueries,
    ...newsletterContentQueries,
    ...newsletterAdQueries,
    ...cmsAuthQueries,
    ...cmsUserQueries,
    ...moduleQueries,
    ...settingsQueries,
    ...shellQueries,
    ...siteUserQueries,
    ...siteUserImportQueries,
    ...ipGatingQueries,
    ...newsletterQueries,
    ...leadQueries,
    ...magazineQueries,
    ...contractQueries,
    ...exportQueries,
    ...companyUpdateQueries,
  },
  Mutation: {
    noop: (_root, args) => args.value ?? null,
    ...sectionMutations,
    ...redirectMutations,
    ...layoutMutations,
    ...menuMutations,
    ...contentMutations,
    ...historyMutations,
    ...cmsAuthMutations,
    ...cmsUserMutations,
    ...assetMutations,
    ...taxonomyMutations,
    ...personMutations,
    ...moduleMutations,
    ...settingsMutations,
    ...membershipMutations,
    ...newsletterContentMutations,
    ...newsletterAdMutations,
    ...siteUserMutations,
    ...siteUserImportMutations,
    ...newsletterSubscriptionMutations,
    ...ipGatingMutations,
    ...newsletterMutations,
    ...leadMutations,
    ...magazineMutations,
    ...contractMutations,
    ...exportMutations,
    ...companyUpdateMutations,
  },
  CmsUser,
  MailMessage,
  Tenant,
  WebsiteSection,
  Asset,
  TaxonomyTerm,
  Person,
  Contract,
  Content,
  ContentAdminConnection,
  ContentReference,
  WebsiteSchedule,
  HistoryEntry,
  NewsletterTemplate,
  NewsletterCampaign,
  AdUnitPattern,
  WebsiteShellSettings,
  Publication,
  MagazineIssue,
  MagazineSection,
  IssueContentSchedule,
};

/**
 * A connection's totalCount may be a function (the count query runs only when it is selected,
 * pagination.ts). graphql-js calls function-valued properties by itself; the compiled executor of
 * pages (execute.ts) does not, so every *Connection type gets the resolver that says so.
 */
function withLazyTotalCounts(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.name.endsWith('Connection')) continue;
    const field = type.getFields()['totalCount'];
    if (field && !field.resolve) field.resolve = (source: { totalCount: number | (() => Promise<number>) }) => (typeof source.totalCount === 'function' ? source.totalCount() : source.totalCount);
  }
  return schema;
}

export function buildSchema(): GraphQLSchema {
  return withLazyTotalCounts(createSchema<GraphQLContext>({ typeDefs: readTypeDefs(), resolvers: resolvers as never }));
}
