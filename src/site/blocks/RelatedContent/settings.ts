import { z } from 'zod';
import { countField } from '../fields';
import { teaserDisplayShape, teaserMaxLengthField } from '../ContentList/settings';
import type { BlockDefinition } from '../types';

export const RELATED_CONTENT_LIMIT = { min: 1, max: 20, default: 4 } as const;

export const relatedContentSettings = z.object({
  limit: countField({ min: RELATED_CONTENT_LIMIT.min, max: RELATED_CONTENT_LIMIT.max, default: RELATED_CONTENT_LIMIT.default }, 'Number of items', (bounds) => `How many related items to show (${bounds}).`),
  teaserMaxLength: teaserMaxLengthField(),
  ...teaserDisplayShape,
});
export type RelatedContentSettings = z.output<typeof relatedContentSettings>;

export const relatedContentBlock = {
  type: 'related_content',
  label: 'Related content',
  description: 'Items related to the page content (same topics, then same section).',
  settings: relatedContentSettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof relatedContentSettings>;
