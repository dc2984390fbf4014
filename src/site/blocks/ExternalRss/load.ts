import type { BlockLoader, ExternalFeedItem } from '../types';
import type { ExternalRssSettings } from './settings';

export interface ExternalRssData {
  items: ExternalFeedItem[];
  /**
   * Why the feed could not be read; set only in an editor's preview, where the block shows it
   * instead of the items (a visitor's page drops the block).
   */
  error: string | null;
}

/**
 * The feed's first `limit` items (getRSSFeedContentStream through the page's data API: the feed
 * reader's timeout, size cap, address guard and 15-minute cache apply). No address, no items or a
 * feed that could not be read drops the block (002 §5 "list-type blocks with no items"; the
 * reader logs the failure); in an editor's preview a failure is shown instead, so the editor learns
 * why the block is missing. Fewer items than asked flags the grid as under-filled.
 */
export const loadExternalRss: BlockLoader<ExternalRssSettings, ExternalRssData> = async ({ settings, page, api }) => {
  if (!settings.url) return null;
  const feed = await api.externalFeed({ url: settings.url, limit: settings.limit });
  if (feed.items.length > 0) return { data: { items: feed.items, error: null }, underFilled: feed.items.length < settings.limit };
  if (feed.error && page.preview) return { data: { items: [], error: feed.error } };
  return null;
};
