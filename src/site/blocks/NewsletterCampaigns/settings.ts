import { z } from 'zod';
import { countField } from '../fields';
import type { BlockDefinition } from '../types';

/** 002 §9 "Newsletter campaigns: default 20"; getNewsletterCampaignStream reads at most 100. */
export const NEWSLETTER_CAMPAIGNS_DEFAULT = 20;
export const NEWSLETTER_CAMPAIGNS_MAX = 100;

export const newsletterCampaignsSettings = z.object({
  // Required to show anything: without a newsletter the block is dropped. Every block setting needs
  // a default (a new block is `settings.parse({})`), so "none chosen" is null rather than a refusal.
  templateId: z
    .number()
    .int()
    .positive()
    .nullable()
    .default(null)
    .meta({ title: 'Newsletter', description: 'The id of the newsletter template whose issues to list (required: the block shows nothing without it).' }),
  limit: countField(
    { min: 1, max: NEWSLETTER_CAMPAIGNS_MAX, default: NEWSLETTER_CAMPAIGNS_DEFAULT },
    'Number of issues',
    (bounds) => `How many issues to list (${bounds}), newest first.`,
  ),
  showDate: z.boolean().default(true).meta({ title: 'Show dates', description: "Show each issue's date beside its subject." }),
});
export type NewsletterCampaignsSettings = z.output<typeof newsletterCampaignsSettings>;

export const newsletterCampaignsBlock = {
  type: 'newsletter_campaigns',
  label: 'Newsletter campaigns',
  description: "A newsletter's past issues (sent, shown on the web), newest first, each linking to its web view.",
  settings: newsletterCampaignsSettings,
} satisfies BlockDefinition<typeof newsletterCampaignsSettings>;
