import type { CodegenConfig } from '@graphql-codegen/cli';

// `npm run codegen`: typed documents for the admin and the site (client-preset → src/gql/graphql.ts,
// import `XxxDocument` from there) and resolver signatures for the server (src/gql/resolvers-types.ts).
// Everything in src/gql is generated: never edit it, never commit it.
const scalars = {
  DateTime: { input: 'string', output: 'string | Date' },
  JSON: { input: 'unknown', output: 'unknown' },
};

// Streams return Connection<Row> (src/server/graphql/connections.ts), with a lazy totalCount.
const connectionMappers = Object.fromEntries(
  [
    'Asset',
    'Content',
    'ContentAdmin',
    'Person',
    'Contract',
    'TaxonomyTerm',
    'Membership',
    'NewsletterTemplate',
    'NewsletterCampaign',
    'Publication',
    'MagazineIssue',
    'MagazineSection',
    'AdUnitPattern',
    'CmsUser',
    'MailMessage',
    'SiteUser',
    'DemographicQuestion',
  ].map((name) => [`${name}Connection`, `../server/graphql/connections.js#${name}ConnectionModel`]),
);

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'operations/**/*.gql',
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    'src/gql/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../server/graphql/context.js#GraphQLContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Tenant: '../server/modules/tenants/repo.js#TenantRow',
          WebsiteSection: '../server/modules/sections/repo.js#SectionNode',
          Asset: '../server/modules/assets/repo.js#AssetRow',
          Person: '../server/modules/persons/repo.js#PersonRow',
          Contract: '../server/modules/contracts/repo.js#ContractRow',
          ContributorContract: '../server/modules/contracts/contributor.js#ContributorContractView',
          TaxonomyTerm: '../server/modules/taxonomy/repo.js#TaxonomyRow',
          Content: '../server/modules/content/repo.js#ContentRow',
          ContentReference: '../server/modules/content/repo.js#ContentRow',
          WebsiteSchedule: '../server/modules/content/repo.js#ScheduleRow',
          Membership: '../server/modules/commerce/repo.js#MembershipRow',
          NewsletterTemplate: '../server/modules/commerce/repo.js#NewsletterTemplateRow',
          NewsletterCampaign: '../server/modules/newsletters/repo.js#CampaignRow',
          Publication: '../server/modules/magazines/repo.js#PublicationRow',
          MagazineIssue: '../server/modules/magazines/repo.js#IssueRow',
          MagazineSection: '../server/modules/magazines/repo.js#MagazineSectionRow',
          IssueContentSchedule: '../server/modules/magazines/repo.js#IssueScheduleRow',
          AdUnitPattern: '../server/modules/commerce/repo.js#AdUnitPatternRow',
          CmsUser: '../server/modules/cmsAuth/repo.js#CmsUserRow',
          MailMessage: '../server/modules/cmsUsers/repo.js#MailRow',
          AspireNewsItem: '../server/modules/aspireNews/service.js#NewsRow',
          // The shell service's answer; `newsletters` has its own resolver (modules/newsletterSubscriptions).
          WebsiteShellSettings: '../server/modules/shell/service.js#WebsiteShellSettings',
          ...connectionMappers,
        },
      },
    },
  },
};

export default config;
