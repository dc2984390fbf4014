import { listQueryOf } from '../listQuery';
import type { BlockLoader, TeaserItem } from '../types';
import type { CarouselSettings } from './settings';

export interface CarouselData {
  items: TeaserItem[];
}

/** 002 §5: a list-type block with no items is dropped; fewer than asked flags the grid. */
export const loadCarousel: BlockLoader<CarouselSettings, CarouselData> = async ({ settings, page, api }) => {
  const items = await api.contentList(listQueryOf(settings, page, { requiresImage: settings.requiresImage, limit: settings.limit, teaserMaxLength: settings.showTeaser ? settings.teaserMaxLength : 0 }));
  if (items.length === 0) return null;
  return { data: { items }, underFilled: items.length < settings.limit };
};
