import { z } from 'zod';
import { countField, sectionIdField } from '../fields';
import { teaserMaxLengthField } from '../ContentList/settings';
import type { BlockDefinition } from '../types';

export const WEBINARS_MAX_ITEMS = 20;

export const webinarsSettings = z.object({
  limit: countField({ min: 1, max: WEBINARS_MAX_ITEMS, default: 4 }, 'Number of webinars', (bounds) => `How many webinars to show (${bounds}): upcoming ones first, soonest first, then past ones, newest first.`),
  sectionId: sectionIdField('Only webinars scheduled to this section or the sections below it. Empty: every webinar of the site.'),
  showPast: z
    .boolean()
    .default(true)
    .meta({ title: 'Fill with past webinars', description: 'When there are fewer upcoming webinars than the number asked, fill up with past ones (on demand).' }),
  teaserMaxLength: teaserMaxLengthField(),
  showImage: z.boolean().default(true).meta({ title: 'Show images', description: "Show each webinar's primary image." }),
  showTeaser: z.boolean().default(true).meta({ title: 'Show teasers', description: "Show each webinar's teaser text." }),
});
export type WebinarsSettings = z.output<typeof webinarsSettings>;

export const webinarsBlock = {
  type: 'webinars',
  label: 'Webinars',
  description: 'Upcoming webinars, soonest first, filled up with past ones to watch on demand.',
  settings: webinarsSettings,
  // It takes up to `limit` webinars from the page's pool, so later lists do not repeat them.
  contentCount: (settings) => settings.limit,
} satisfies BlockDefinition<typeof webinarsSettings>;
