import type { NewsletterAdPlacement, NewsletterAdStreamInput } from '../../gql/graphql.js';
import { isNewsletterAdPlacement } from '../../shared/newsletterBlocks.js';

/** Ads per page of /admin/newsletter-ads (the stream's default). */
export const NEWSLETTER_ADS_PAGE_SIZE = 20;

export interface NewsletterAdListFilters {
  phrase: string;
  /** A template id as the select holds it. */
  templateId: string | null;
  placement: NewsletterAdPlacement | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_NEWSLETTER_AD_FILTERS: NewsletterAdListFilters = { phrase: '', templateId: null, placement: null, page: 1 };

/** Reads `?q=&template=&placement=&page=` (junk ignored), so a filtered list can be bookmarked. */
export function newsletterAdFiltersFromSearch(search: Readonly<Record<string, string | undefined>>): NewsletterAdListFilters {
  const page = Number(search.page);
  const template = Number(search.template);
  return {
    phrase: (search.q ?? '').slice(0, 200),
    templateId: Number.isInteger(template) && template > 0 ? String(template) : null,
    placement: isNewsletterAdPlacement(search.placement ?? '') ? (search.placement as NewsletterAdPlacement) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchFromNewsletterAdFilters(filters: NewsletterAdListFilters): string {
  const params = new URLSearchParams();
  if (filters.phrase.trim()) params.set('q', filters.phrase.trim());
  if (filters.templateId) params.set('template', filters.templateId);
  if (filters.placement) params.set('placement', filters.placement);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function newsletterAdStreamInput(filters: NewsletterAdListFilters): NewsletterAdStreamInput {
  const input: NewsletterAdStreamInput = {
    pagination: { limit: NEWSLETTER_ADS_PAGE_SIZE, skip: (Math.max(1, filters.page) - 1) * NEWSLETTER_ADS_PAGE_SIZE },
  };
  if (filters.phrase.trim()) input.phrase = filters.phrase.trim();
  if (filters.templateId) input.templateId = Number(filters.templateId);
  if (filters.placement) input.placement = filters.placement;
  return input;
}
