import { listQueryOf } from '../listQuery';
import type { BlockLoader, ImageRef, TeaserItem } from '../types';
import type { ContentImageGridSettings } from './settings';

export interface ContentImageGridData {
  items: (TeaserItem & { image: ImageRef })[];
}

const hasImage = (item: TeaserItem): item is TeaserItem & { image: ImageRef } => item.image !== null;

/**
 * Only items with a primary image are asked for (a tile is its image). 002 §5: dropped with no
 * items; fewer than asked flags the grid.
 */
export const loadContentImageGrid: BlockLoader<ContentImageGridSettings, ContentImageGridData> = async ({ settings, page, api }) => {
  const listed = await api.contentList(listQueryOf(settings, page, { requiresImage: true, limit: settings.limit, teaserMaxLength: 0 }));
  // A primary image that is not a picture (a file) gives no image reference.
  const items = listed.filter(hasImage);
  if (items.length === 0) return null;
  return { data: { items }, underFilled: items.length < settings.limit };
};
