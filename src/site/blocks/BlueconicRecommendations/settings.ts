import { z } from 'zod';
import { countField } from '../fields';
import { teaserDisplayShape, teaserMaxLengthField } from '../ContentList/settings';
import type { BlockDefinition } from '../types';

/** 002 §9 "BlueConic in article body: 4 items": the default share of a block. */
export const RECOMMENDATION_COUNT = { min: 1, max: 20, default: 4 } as const;

export const blueconicRecommendationsSettings = z.object({
  limit: countField(
    RECOMMENDATION_COUNT,
    'Number of items',
    (bounds) => `How many recommendations this block shows (${bounds}). The page's recommendation blocks share one list, each taking its number in page order.`,
  ),
  teaserMaxLength: teaserMaxLengthField(),
  ...teaserDisplayShape,
});
export type BlueconicRecommendationsSettings = z.output<typeof blueconicRecommendationsSettings>;

export const blueconicRecommendationsBlock = {
  type: 'blueconic_recommendations',
  label: 'Recommendations',
  description: 'Recommended reading (getBlueConicRecommendations): items sharing topics with the page, then its section, newest first.',
  settings: blueconicRecommendationsSettings,
} satisfies BlockDefinition<typeof blueconicRecommendationsSettings>;
