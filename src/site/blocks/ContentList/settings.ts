import { z } from 'zod';
import { countField, sectionIdField } from '../fields';
import { CONTENT_TYPES } from '../../../shared/contentTypes';
import { SCHEDULE_OPTIONS } from '../../../shared/schedules';
import type { BlockDefinition } from '../types';

/** 002 §9: "Content list block: up to 100 items, default 1." and "Default teaser max length 175." */
export const CONTENT_LIST_MAX_ITEMS = 100;
export const DEFAULT_TEASER_MAX_LENGTH = 175;
/** Teasers shorter than this are not worth cutting; 600 matches the newsletter's teaserLength range (001 §3). */
export const TEASER_LENGTH_RANGE = { min: 0, max: 600 } as const;

/** How a list of teasers is laid out (also used by related_content). */
export const TEASER_DISPLAYS = ['list', 'cards', 'lead-and-list', 'headlines'] as const;
export type TeaserDisplay = (typeof TEASER_DISPLAYS)[number];

export const CONTENT_SORT_FIELDS = ['published', 'name', 'startDate', 'updated'] as const;
export const SORT_ORDERS = ['desc', 'asc'] as const;

/** The teaser length of a list (shared with related_content). */
export const teaserMaxLengthField = () =>
  z
    .number()
    .int()
    .min(TEASER_LENGTH_RANGE.min)
    .max(TEASER_LENGTH_RANGE.max)
    .default(DEFAULT_TEASER_MAX_LENGTH)
    .meta({ title: 'Teaser length', description: 'Teasers are cut at a word boundary after this many characters.' });

/** What each teaser shows: shared with related_content so both lists look alike. */
export const teaserDisplayShape = {
  display: z
    .enum(TEASER_DISPLAYS)
    .default('list')
    .meta({ title: 'Display', description: 'list: image beside text; cards: a grid of cards; lead-and-list: the first item large, the rest as a list; headlines: titles only.' }),
  showImage: z.boolean().default(true).meta({ title: 'Show images', description: "Show each item's primary image." }),
  showTeaser: z.boolean().default(true).meta({ title: 'Show teasers', description: "Show each item's teaser text." }),
  showDate: z.boolean().default(true).meta({ title: 'Show dates', description: 'Show the published date (the date range for events).' }),
  showSection: z.boolean().default(true).meta({ title: 'Show sections', description: "Show each item's primary section as a link." }),
};

export const contentListSettings = z.object({
  sectionId: sectionIdField("The section to list. Empty: the page's own section (the whole site on the home page)."),
  sectionBubbling: z
    .boolean()
    .default(false)
    .meta({ title: 'Include child sections', description: 'Also list items scheduled to the sections below it.' }),
  scheduleOption: z
    .enum(SCHEDULE_OPTIONS)
    .nullable()
    .default(null)
    .meta({ title: 'Schedule option', description: 'Only items scheduled with this option (Standard, Featured, Pinned, Sponsored, Recommended). Empty: any.' }),
  includeContentTypes: z
    .array(z.enum(CONTENT_TYPES))
    .default([])
    .meta({ title: 'Content types', description: 'Only these content types. Empty: every type.' }),
  excludeContentTypes: z
    .array(z.enum(CONTENT_TYPES))
    .default([])
    .meta({ title: 'Exclude content types', description: 'Never these content types.' }),
  requiresImage: z.boolean().default(false).meta({ title: 'Requires image', description: 'Only items with a primary image.' }),
  authorId: z
    .number()
    .int()
    .positive()
    .nullable()
    .default(null)
    .meta({ title: 'Author (person id)', description: 'Only items by this person (the id of /admin/persons). Empty: any author.' }),
  currentAuthor: z
    .boolean()
    .default(false)
    .meta({
      title: "Current author's items",
      description: "Only items by the page's author: the person of an author page, or the first author of the item on a content page. Elsewhere, or on an item without authors, the list is dropped.",
    }),
  sortField: z.enum(CONTENT_SORT_FIELDS).default('published').meta({ title: 'Sort by', description: 'published, name, startDate (events) or updated.' }),
  sortOrder: z.enum(SORT_ORDERS).default('desc').meta({ title: 'Sort order', description: 'desc: newest (or Z) first; asc: oldest (or A) first.' }),
  limit: countField({ min: 1, max: CONTENT_LIST_MAX_ITEMS, default: 1 }, 'Number of items', (bounds) => `How many items to show (${bounds}).`),
  skip: z.number().int().min(0).max(1000).default(0).meta({ title: 'Skip', description: 'Leave out this many items from the start of the list.' }),
  teaserMaxLength: teaserMaxLengthField(),
  ...teaserDisplayShape,
});
export type ContentListSettings = z.output<typeof contentListSettings>;

export const contentListBlock = {
  type: 'content_list',
  label: 'Content list',
  description: 'Items scheduled to a section, newest first, as a list, cards or headlines.',
  settings: contentListSettings,
  // The list takes exactly `limit` items from the page's pool (de-duplicated in page order).
  contentCount: (settings) => settings.limit,
} satisfies BlockDefinition<typeof contentListSettings>;
