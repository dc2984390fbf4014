import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import {
  getNewsletterContentSchedules,
  getNewsletterScheduleSummary,
  getNewsletterSchedulesForContent,
  removeNewsletterContentSchedule,
  saveNewsletterContentSchedules,
  scheduleContentToNewsletter,
} from './service.js';

export const newsletterContentQueries: Pick<QueryResolvers, 'getNewsletterContentSchedules' | 'getNewsletterScheduleSummary' | 'getNewsletterSchedulesForContent'> = {
  getNewsletterContentSchedules: (_root, args, ctx) => getNewsletterContentSchedules(ctx, args.templateId, args.issueDate),
  getNewsletterScheduleSummary: (_root, args, ctx) => getNewsletterScheduleSummary(ctx, args.templateId, args.from, args.days),
  getNewsletterSchedulesForContent: (_root, args, ctx) => getNewsletterSchedulesForContent(ctx, args.contentId),
};

export const newsletterContentMutations: Pick<MutationResolvers, 'saveNewsletterContentSchedules' | 'scheduleContentToNewsletter' | 'removeNewsletterContentSchedule'> = {
  saveNewsletterContentSchedules: (_root, args, ctx) => saveNewsletterContentSchedules(ctx, args.input),
  scheduleContentToNewsletter: (_root, args, ctx) => scheduleContentToNewsletter(ctx, args.input),
  removeNewsletterContentSchedule: (_root, args, ctx) => removeNewsletterContentSchedule(ctx, args.id),
};
