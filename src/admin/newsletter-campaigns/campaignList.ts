import type { NewsletterCampaignAdminStreamInput } from '../../gql/graphql.js';
import { CAMPAIGN_PAGE_SIZE, isCampaignStatus, type CampaignStatus } from '../../shared/newsletterCampaigns.js';

/** Campaigns per page of /admin/newsletter-campaigns: the stream's default (001 §9 "newsletter campaigns default 20"). */
export const CAMPAIGNS_PAGE_SIZE = CAMPAIGN_PAGE_SIZE;

export interface CampaignListFilters {
  /** Part of the subject. */
  phrase: string;
  /** A template id as the select holds it. */
  templateId: string | null;
  status: CampaignStatus | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_CAMPAIGN_FILTERS: CampaignListFilters = { phrase: '', templateId: null, status: null, page: 1 };

/** Reads `?q=&template=&status=&page=` (junk ignored), so a filtered list can be bookmarked. */
export function campaignFiltersFromSearch(search: Readonly<Record<string, string | undefined>>): CampaignListFilters {
  const page = Number(search.page);
  const template = Number(search.template);
  const status = search.status ?? '';
  return {
    phrase: (search.q ?? '').slice(0, 200),
    templateId: Number.isInteger(template) && template > 0 ? String(template) : null,
    status: isCampaignStatus(status) ? status : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchFromCampaignFilters(filters: CampaignListFilters): string {
  const params = new URLSearchParams();
  if (filters.phrase.trim()) params.set('q', filters.phrase.trim());
  if (filters.templateId) params.set('template', filters.templateId);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function campaignStreamInput(filters: CampaignListFilters): NewsletterCampaignAdminStreamInput {
  const input: NewsletterCampaignAdminStreamInput = {
    pagination: { limit: CAMPAIGNS_PAGE_SIZE, skip: (Math.max(1, filters.page) - 1) * CAMPAIGNS_PAGE_SIZE },
  };
  if (filters.phrase.trim()) input.phrase = filters.phrase.trim();
  if (filters.templateId) input.templateId = Number(filters.templateId);
  if (filters.status) input.status = filters.status;
  return input;
}
