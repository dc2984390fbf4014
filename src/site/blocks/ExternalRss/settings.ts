import { z } from 'zod';
import { countField } from '../fields';
import type { BlockDefinition } from '../types';

/** getRSSFeedContentStream reads 1 to 50 entries (integrations/feeds keeps at most 50 per feed). */
export const EXTERNAL_RSS_MAX = 50;
export const EXTERNAL_RSS_DEFAULT = 5;
export const FEED_URL_MESSAGE = 'Enter the full address of the feed, starting with https:// or http://';

/** An http(s) address with a host and no user name or password (the feed reader refuses the rest). */
export function isFeedAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const externalRssSettings = z.object({
  // Required to show anything, but every block setting needs a default (a new block is
  // `settings.parse({})`), so "not set yet" is '' and drops the block.
  url: z
    .string()
    .trim()
    .max(2000)
    .default('')
    .refine((value) => value === '' || isFeedAddress(value), FEED_URL_MESSAGE)
    .meta({ title: 'Feed address', description: 'The address of the RSS or Atom feed (https:// or http://). Required: without it the block shows nothing.' }),
  limit: countField(
    { min: 1, max: EXTERNAL_RSS_MAX, default: EXTERNAL_RSS_DEFAULT },
    'Number of items',
    (bounds) => `How many of the feed's items to show (${bounds}), in the feed's order.`,
  ),
  showSummary: z.boolean().default(true).meta({ title: 'Show summaries', description: "Show each item's summary (plain text, at most 300 characters)." }),
  showImage: z.boolean().default(false).meta({ title: 'Show images', description: "Show the item's picture when the feed names one." }),
  showDate: z.boolean().default(true).meta({ title: 'Show dates', description: "Show each item's publication date." }),
  openInNewTab: z.boolean().default(true).meta({ title: 'Open in a new tab', description: "Open the items' links in a new browser tab." }),
});
export type ExternalRssSettings = z.output<typeof externalRssSettings>;

export const externalRssBlock = {
  type: 'external_rss',
  label: 'External RSS',
  description: "Another site's RSS or Atom feed: the newest items, each linking to its page there.",
  settings: externalRssSettings,
} satisfies BlockDefinition<typeof externalRssSettings>;
