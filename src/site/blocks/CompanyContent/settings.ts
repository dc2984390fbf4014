import { z } from 'zod';
import { countField } from '../fields';
import { CONTENT_TYPES, type ContentType } from '../../../shared/contentTypes';
import { CONTENT_LIST_MAX_ITEMS, teaserDisplayShape, teaserMaxLengthField } from '../ContentList/settings';
import type { BlockDefinition } from '../types';

/** Left out when no types are chosen: the company's videos and contacts have blocks of their own. */
export const COMPANY_CONTENT_DEFAULT_EXCLUDED: readonly ContentType[] = ['Video', 'Contact'];

export const companyContentSettings = z.object({
  includeContentTypes: z
    .array(z.enum(CONTENT_TYPES))
    .default([])
    .meta({ title: 'Content types', description: 'Only these content types. Empty: every type but Video and Contact (the company videos and contacts blocks show those).' }),
  limit: countField({ min: 1, max: CONTENT_LIST_MAX_ITEMS, default: 6 }, 'Number of items', (bounds) => `How many of the company's newest items to show (${bounds}).`),
  teaserMaxLength: teaserMaxLengthField(),
  ...teaserDisplayShape,
});
export type CompanyContentSettings = z.output<typeof companyContentSettings>;

export const companyContentBlock = {
  type: 'company_content',
  label: 'Company content',
  description: "Items naming the page's company (products, news, press releases, ...), newest first, as a list, cards or headlines.",
  settings: companyContentSettings,
  pageKinds: ['content'],
  contentCount: (settings) => settings.limit,
} satisfies BlockDefinition<typeof companyContentSettings>;
