import type { MutationResolvers, NewsletterCampaignResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import type { NewsletterBlockSettings } from '../../../shared/newsletterBlocks.js';
import { newsletterBlocksOf } from '../../../shared/newsletterTemplates.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { notFound } from '../../graphql/errors.js';
import {
  deleteCampaign,
  getCampaign,
  getCampaignAdminStream,
  getCampaignStream,
  previewCampaign,
  previewTemplate,
  saveCampaign,
  scheduleCampaign,
  sendCampaign,
  sendTest,
  unscheduleCampaign,
  webUrlOf,
} from './campaigns.js';
import { campaignCountsOfSite, findTemplate } from './repo.js';
import { canReadTemplateDocuments, deleteTemplate, getTemplate, getTemplateAdminStream, saveTemplate, templateDocumentOf } from './templates.js';

type Queries = 'getNewsletterTemplate' | 'getNewsletterTemplateAdminStream' | 'previewNewsletterTemplate' | 'getNewsletterCampaign' | 'getNewsletterCampaignAdminStream' | 'previewNewsletterCampaign' | 'getNewsletterCampaignStream';
type Mutations =
  | 'saveNewsletterTemplate'
  | 'deleteNewsletterTemplate'
  | 'saveNewsletterCampaign'
  | 'deleteNewsletterCampaign'
  | 'sendNewsletterCampaignTest'
  | 'scheduleNewsletterCampaign'
  | 'unscheduleNewsletterCampaign'
  | 'sendNewsletterCampaign';

export const newsletterQueries: Pick<QueryResolvers, Queries> = {
  getNewsletterTemplate: (_root, args, ctx) => getTemplate(ctx, args.id),
  getNewsletterTemplateAdminStream: (_root, args, ctx) => getTemplateAdminStream(ctx, args.input),
  previewNewsletterTemplate: (_root, args, ctx) => previewTemplate(ctx, args.document, args.issueDate),
  getNewsletterCampaign: (_root, args, ctx) => getCampaign(ctx, args.id),
  getNewsletterCampaignAdminStream: (_root, args, ctx) => getCampaignAdminStream(ctx, args.input),
  previewNewsletterCampaign: (_root, args, ctx) => previewCampaign(ctx, args.id, args.width),
  getNewsletterCampaignStream: (_root, args, ctx) => getCampaignStream(ctx, args.input),
};

export const newsletterMutations: Pick<MutationResolvers, Mutations> = {
  saveNewsletterTemplate: (_root, args, ctx) => saveTemplate(ctx, args.input),
  deleteNewsletterTemplate: (_root, args, ctx) => deleteTemplate(ctx, args.id),
  saveNewsletterCampaign: (_root, args, ctx) => saveCampaign(ctx, args.input),
  deleteNewsletterCampaign: (_root, args, ctx) => deleteCampaign(ctx, args.id),
  sendNewsletterCampaignTest: (_root, args, ctx) => sendTest(ctx, args.id, args.emails),
  scheduleNewsletterCampaign: (_root, args, ctx) => scheduleCampaign(ctx, args.id, args.version, new Date(args.sendAt)),
  unscheduleNewsletterCampaign: (_root, args, ctx) => unscheduleCampaign(ctx, args.id, args.version),
  sendNewsletterCampaign: (_root, args, ctx) => sendCampaign(ctx, args.id, args.version),
};

/** Fields of NewsletterTemplate beyond the stored row (the type's base resolvers are in commerce/resolvers.ts). */
export const newsletterTemplateFields = {
  document: (row: Parameters<typeof templateDocumentOf>[0], _args: unknown, ctx: Parameters<typeof canReadTemplateDocuments>[0]) => (canReadTemplateDocuments(ctx) ? templateDocumentOf(row) : null),
  // One count query per request, whatever the number of templates listed (no N+1).
  campaignCount: async (row: { id: number; tenantId: number }, _args: unknown, ctx: GraphQLContext) =>
    (await perRequest(ctx, `campaignCounts:${row.tenantId}`, () => campaignCountsOfSite(ctx.db, row.tenantId))).get(row.id) ?? 0,
  contentLists: (row: Parameters<typeof templateDocumentOf>[0]) =>
    newsletterBlocksOf(templateDocumentOf(row).grid)
      .filter(({ block }) => block.type === 'content_list')
      .map(({ block }) => {
        const settings = block.settings as NewsletterBlockSettings<'content_list'>;
        return { id: block.id, title: settings.title, populationMode: settings.populationMode, numberOfItems: settings.numberOfItems };
      }),
};

const memo = new WeakMap<object, Map<string, Promise<unknown>>>();

/** A value computed once per request (the context lives as long as the request). */
function perRequest<T>(ctx: object, key: string, load: () => Promise<T>): Promise<T> {
  let values = memo.get(ctx);
  if (!values) memo.set(ctx, (values = new Map()));
  let value = values.get(key) as Promise<T> | undefined;
  if (!value) values.set(key, (value = load()));
  return value;
}

export const NewsletterCampaign: NewsletterCampaignResolvers = {
  // A page of campaigns shares a few templates: each is read once per request.
  template: async (row, _args, ctx) => {
    const template = await perRequest(ctx, `template:${row.tenantId}:${row.templateId}`, () => findTemplate(ctx.db, row.tenantId, row.templateId));
    if (!template) throw notFound(`No newsletter template with id ${row.templateId} was found on this site.`);
    return template;
  },
  queuedCount: (row) => Math.max(0, row.recipientCount - row.sentCount - row.failedCount),
  webUrl: (row, _args, ctx) => webUrlOf(row.origin ?? ctx.origin, row.id),
};
