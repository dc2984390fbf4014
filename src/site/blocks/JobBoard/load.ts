import type { BlockLoader, ExternalFeedItem } from '../types';
import type { JobBoardSettings } from './settings';

export interface JobBoardData {
  jobs: ExternalFeedItem[];
  /** Why the feed could not be read; set only in an editor's preview, where the block says so. */
  error: string | null;
}

/**
 * The job feed's first `limit` openings through the external feed reader (timeout, size cap,
 * public hosts only, 15 minutes in memory per address; getRSSFeedContentStream's reader). No
 * address, no openings or a feed that could not be read drops the block (002 §5); an editor's
 * preview shows why a feed failed.
 */
export const loadJobBoard: BlockLoader<JobBoardSettings, JobBoardData> = async ({ settings, page, api }) => {
  if (!settings.url) return null;
  const feed = await api.externalFeed({ url: settings.url, limit: settings.limit });
  if (feed.items.length > 0) return { data: { jobs: feed.items, error: null }, underFilled: feed.items.length < settings.limit };
  if (feed.error && page.preview) return { data: { jobs: [], error: feed.error } };
  return null;
};
