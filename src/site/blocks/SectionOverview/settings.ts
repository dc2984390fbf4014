import { z } from 'zod';
import { countField, sectionIdField } from '../fields';
import type { BlockDefinition } from '../types';

export const ITEMS_PER_SECTION = { min: 1, max: 5, default: 3 } as const;

export const sectionOverviewSettings = z.object({
  sectionId: sectionIdField("The section to give an overview of. Empty: the page's own section (on section pages)."),
  itemsPerSection: countField({ min: ITEMS_PER_SECTION.min, max: ITEMS_PER_SECTION.max, default: ITEMS_PER_SECTION.default }, 'Items per section', (bounds) => `How many of each child section's newest items to show (${bounds}).`),
  showDescriptions: z.boolean().default(true).meta({ title: 'Show descriptions', description: "Show the section's and each child section's description." }),
  showImage: z.boolean().default(true).meta({ title: 'Show images', description: "Show the image of each child section's newest item." }),
  showDates: z.boolean().default(true).meta({ title: 'Show dates', description: 'Show the published date (the date range for events) of each item.' }),
});
export type SectionOverviewSettings = z.output<typeof sectionOverviewSettings>;

export const sectionOverviewBlock = {
  type: 'section_overview',
  label: 'Section overview',
  description: "A section's name and description and its child sections, each with its newest items.",
  settings: sectionOverviewSettings,
} satisfies BlockDefinition<typeof sectionOverviewSettings>;
