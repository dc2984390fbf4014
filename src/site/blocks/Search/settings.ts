import { z } from 'zod';
import { CONTENT_TYPES } from '../../../shared/contentTypes';
import type { BlockDefinition } from '../types';

export const searchSettings = z.object({
  placeholder: z.string().trim().max(100).default('Search').meta({ title: 'Placeholder', description: 'The hint shown in the empty search field.' }),
  showTypeSelect: z.boolean().default(false).meta({ title: 'Content type choice', description: 'Let visitors narrow the search to one content type.' }),
  contentTypes: z
    .array(z.enum(CONTENT_TYPES))
    .default([])
    .meta({ title: 'Content types offered', description: 'The types in the content type choice. Empty: every type.' }),
  buttonLabel: z.string().trim().min(1).max(40).default('Search').meta({ title: 'Button label', description: 'The text of the search button.' }),
});
export type SearchSettings = z.output<typeof searchSettings>;

export const searchBlock = {
  type: 'search',
  label: 'Search',
  description: 'A search field that opens the search page.',
  settings: searchSettings,
} satisfies BlockDefinition<typeof searchSettings>;
