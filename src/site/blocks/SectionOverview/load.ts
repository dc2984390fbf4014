import type { BlockLoader, SectionOverview } from '../types';
import type { SectionOverviewSettings } from './settings';

export type SectionOverviewData = SectionOverview;

/**
 * The chosen section, else the page's own on a section page. 002 §5 "others lacking data": dropped
 * without a section, or when none of its child sections has live items (the API leaves those out).
 */
export const loadSectionOverview: BlockLoader<SectionOverviewSettings, SectionOverviewData> = async ({ settings, page, api }) => {
  const sectionId = settings.sectionId ?? (page.kind === 'section' ? (page.section?.id ?? null) : null);
  if (sectionId === null) return null;
  const overview = await api.sectionOverview({ sectionId, itemsPerSection: settings.itemsPerSection, teaserMaxLength: 0 });
  if (!overview || overview.children.length === 0) return null;
  return { data: overview };
};
