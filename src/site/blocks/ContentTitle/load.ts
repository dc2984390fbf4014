import type { BlockLoader, EventDetails, SectionLink } from '../types';
import type { ContentTitleSettings } from './settings';

export interface ContentTitleData {
  name: string;
  section: SectionLink | null;
  teaser: string | null;
  authors: { id: number; name: string; path: string | null }[];
  publishedDate: string | null;
  labels: string[];
  companyName: string | null;
  /** Events and webinars: dates, place and the registration link. */
  event: EventDetails | null;
}

/**
 * The page's own title: the content item's on a content page, else the section's or the named
 * page's name (a section layout may use the block as its heading). Only what the settings show is
 * kept, so the page's JSON stays small.
 */
export const loadContentTitle: BlockLoader<ContentTitleSettings, ContentTitleData> = async ({ settings, page }) => {
  const content = page.content;
  const name = (content?.name ?? page.name).trim();
  if (name === '') return null;
  return {
    data: {
      name,
      section: settings.showSection && page.kind === 'content' ? page.section : null,
      teaser: settings.showTeaser ? (content?.teaser ?? null) : null,
      authors: settings.showAuthors ? (content?.authors ?? []) : [],
      publishedDate: settings.showDate ? (content?.publishedDate ?? null) : null,
      labels: settings.showLabels ? (content?.labels ?? []) : [],
      companyName: settings.showLabels ? (content?.companyName ?? null) : null,
      event: settings.showEventDetails ? (content?.event ?? null) : null,
    },
  };
};
