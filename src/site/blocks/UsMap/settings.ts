import { z } from 'zod';
import { countField, sectionIdField } from '../fields';
import { CONTENT_TYPES } from '../../../shared/contentTypes';
import type { BlockDefinition } from '../types';

export const US_MAP_MAX_PER_STATE = 20;

export const usMapSettings = z.object({
  includeContentTypes: z
    .array(z.enum(CONTENT_TYPES))
    .default([])
    .meta({ title: 'Content types', description: 'Only these content types. Empty: every type.' }),
  sectionId: sectionIdField('Only items scheduled to this section or the sections below it. Empty: the whole site.'),
  limitPerState: countField({ min: 1, max: US_MAP_MAX_PER_STATE, default: 5 }, 'Items per state', (bounds) => `How many of a state's newest items to list (${bounds}).`),
  showCounts: z.boolean().default(true).meta({ title: 'Show counts', description: "Show each state's number of items on its tile and above its list." }),
});
export type UsMapSettings = z.output<typeof usMapSettings>;

export const usMapBlock = {
  type: 'us_map',
  label: 'US map',
  description: 'A tile map of the US states; pick a state to list its newest items (Location terms named after states).',
  settings: usMapSettings,
} satisfies BlockDefinition<typeof usMapSettings>;
