import { z } from 'zod';
import { countField } from '../fields';
import { listQueryShape } from '../listQuery';
import type { BlockDefinition } from '../types';

export const IMAGE_GRID_COLUMNS = { min: 2, max: 4, default: 3 } as const;
export const IMAGE_GRID_MAX_ITEMS = 24;

export const contentImageGridSettings = z.object({
  ...listQueryShape,
  columns: countField({ min: IMAGE_GRID_COLUMNS.min, max: IMAGE_GRID_COLUMNS.max, default: IMAGE_GRID_COLUMNS.default }, 'Columns', (bounds) => `Tiles per row on wide screens (${bounds}); fewer in narrow columns and on phones.`),
  limit: countField({ min: 1, max: IMAGE_GRID_MAX_ITEMS, default: 6 }, 'Number of items', (bounds) => `How many tiles to show (${bounds}). Only items with a primary image are listed.`),
  showSection: z.boolean().default(true).meta({ title: 'Show sections', description: "Show each item's primary section above its title." }),
  showDate: z.boolean().default(false).meta({ title: 'Show dates', description: 'Show the published date (the date range for events) under the title.' }),
});
export type ContentImageGridSettings = z.output<typeof contentImageGridSettings>;

export const contentImageGridBlock = {
  type: 'content_image_grid',
  label: 'Content image grid',
  description: 'Items of a section as a grid of image tiles with the title over the image.',
  settings: contentImageGridSettings,
  // Like content_list: it takes `limit` items from the page's pool (de-duplicated in page order).
  contentCount: (settings) => settings.limit,
} satisfies BlockDefinition<typeof contentImageGridSettings>;
