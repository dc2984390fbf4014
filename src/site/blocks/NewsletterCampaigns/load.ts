import type { BlockLoader, NewsletterIssue } from '../types';
import type { NewsletterCampaignsSettings } from './settings';

export interface NewsletterCampaignsData {
  issues: NewsletterIssue[];
}

/**
 * The newsletter's issues on the web (getNewsletterCampaignStream: only Sent or Sending, not
 * hidden on the web, newest first; 002 §9). No newsletter chosen or no issue drops the block
 * (002 §5 "list-type blocks with no items"); fewer than asked flags the grid as under-filled.
 */
export const loadNewsletterCampaigns: BlockLoader<NewsletterCampaignsSettings, NewsletterCampaignsData> = async ({ settings, api }) => {
  if (settings.templateId === null) return null;
  const issues = await api.newsletterCampaigns({ templateId: settings.templateId, limit: settings.limit });
  if (issues.length === 0) return null;
  return { data: { issues }, underFilled: issues.length < settings.limit };
};
