import { z } from 'zod';
import { countField } from '../fields';
import { teaserMaxLengthField } from '../ContentList/settings';
import { listQueryShape } from '../listQuery';
import type { BlockDefinition } from '../types';

/** A row to scroll through: fewer than 3 cards is no carousel, more than 20 nobody scrolls to. */
export const CAROUSEL_ITEMS = { min: 3, max: 20, default: 6 } as const;

export const carouselSettings = z.object({
  ...listQueryShape,
  requiresImage: z
    .boolean()
    .default(true)
    .meta({ title: 'Requires image', description: 'Only items with a primary image (a card without one shows an empty frame).' }),
  limit: countField({ min: CAROUSEL_ITEMS.min, max: CAROUSEL_ITEMS.max, default: CAROUSEL_ITEMS.default }, 'Number of items', (bounds) => `How many cards to show (${bounds}).`),
  teaserMaxLength: teaserMaxLengthField(),
  showTeaser: z.boolean().default(false).meta({ title: 'Show teasers', description: "Show each item's teaser text on its card." }),
  showDate: z.boolean().default(true).meta({ title: 'Show dates', description: 'Show the published date (the date range for events).' }),
  showSection: z.boolean().default(true).meta({ title: 'Show sections', description: "Show each item's primary section as a link." }),
});
export type CarouselSettings = z.output<typeof carouselSettings>;

export const carouselBlock = {
  type: 'carousel',
  label: 'Carousel',
  description: 'Items of a section as a row of cards to scroll through, with previous and next buttons.',
  settings: carouselSettings,
  // Like content_list: it takes `limit` items from the page's pool (de-duplicated in page order).
  contentCount: (settings) => settings.limit,
} satisfies BlockDefinition<typeof carouselSettings>;
