import type { BlockLoader, PodcastData } from '../types';
import type { PodcastsSettings } from './settings';

export type PodcastsData = PodcastData;

/**
 * The podcast the block names (by address or title; none named: the first) from the site's
 * podcasts settings, with its newest episodes. None of the settings matches, or the settings have
 * no podcast: dropped (002 §5 "others lacking data"). Fewer episodes than asked flags the grid as under-filled; a podcast without
 * episodes still shows the show itself.
 */
export const loadPodcasts: BlockLoader<PodcastsSettings, PodcastsData> = async ({ settings, api }) => {
  const data = await api.podcast({ podcast: settings.podcast, sectionId: settings.sectionId, limit: settings.limit, teaserMaxLength: settings.teaserMaxLength });
  if (!data) return null;
  return { data, underFilled: data.episodes.length < settings.limit };
};
