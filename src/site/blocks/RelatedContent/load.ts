import type { BlockLoader, TeaserItem } from '../types';
import type { RelatedContentSettings } from './settings';

export interface RelatedContentData {
  items: TeaserItem[];
}

/** Items related to the page content; none drops the block, fewer than asked flags it under-filled. */
export const loadRelatedContent: BlockLoader<RelatedContentSettings, RelatedContentData> = async ({ settings, page, api }) => {
  if (!page.content) return null;
  const items = await api.relatedContent({ contentId: page.content.id, limit: settings.limit, teaserMaxLength: settings.teaserMaxLength });
  if (items.length === 0) return null;
  return { data: { items }, underFilled: items.length < settings.limit };
};
