import type { BlockLoader, SectionLink } from '../types';
import type { ContentSchedulesSettings } from './settings';

export interface ContentSchedulesData {
  sections: SectionLink[];
}

/** The sections the page's content is scheduled to; none: the block is dropped (002 §5). */
export const loadContentSchedules: BlockLoader<ContentSchedulesSettings, ContentSchedulesData> = async ({ page }) => {
  const sections = page.content?.scheduledSections ?? [];
  return sections.length === 0 ? null : { data: { sections } };
};
