import type { BlockLoader, TeaserItem } from '../types';
import type { BlueconicRecommendationsSettings } from './settings';

export interface BlueconicRecommendationsData {
  items: TeaserItem[];
}

/**
 * This block's share of the page's recommendations (getBlueConicRecommendations): the blocks of a
 * page read one list together and take their counts from it in page order, wrapping to its start
 * when it is short (002 §4). The call is the loader's first step, so every recommendation block of
 * the page asks in the same turn and the page reads the list once. None: dropped (002 §5).
 */
export const loadBlueconicRecommendations: BlockLoader<BlueconicRecommendationsSettings, BlueconicRecommendationsData> = async ({ settings, page, api }) => {
  const items = await api.recommendations({
    contentId: page.content?.id ?? null,
    sectionId: page.section?.id ?? null,
    count: settings.limit,
    teaserMaxLength: settings.teaserMaxLength,
  });
  if (items.length === 0) return null;
  return { data: { items }, underFilled: items.length < settings.limit };
};
