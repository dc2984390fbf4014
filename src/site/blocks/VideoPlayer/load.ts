import { parseVideoEmbed, type EmbedVideo } from '../../../shared/contentFields';
import type { BlockLoader } from '../types';
import type { VideoPlayerSettings } from './settings';

export interface VideoPlayerData {
  provider: EmbedVideo['provider'];
  /** The player's address, built here from the video id (the stored embed code is never echoed). */
  src: string;
  title: string;
}

/** Players that set no tracking cookies before the reader presses play. */
export function playerUrl(video: EmbedVideo): string {
  return video.provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${video.id}` : `https://player.vimeo.com/video/${video.id}?dnt=1`;
}

/**
 * The block's own video address wins; then its playlist (002 §7 "getYoutubePlaylistVideos:
 * playlistId, maxResults 1, cacheFor 7200": the playlist's first video); otherwise the content
 * item's embed code. Dropped when none names a YouTube or Vimeo video, or the playlist has none
 * (002 §5 "others lacking data").
 */
export const loadVideoPlayer: BlockLoader<VideoPlayerSettings, VideoPlayerData> = async ({ settings, page, api }) => {
  if (!settings.videoUrl && settings.playlistId) {
    const [video] = await api.youtubePlaylist({ playlistId: settings.playlistId, maxResults: 1 });
    if (!video) return null;
    return { data: { provider: video.provider, src: video.embedUrl, title: video.title } };
  }
  const source = settings.videoUrl || page.content?.embedCode || '';
  const video = source ? parseVideoEmbed(source) : null;
  if (!video) return null;
  const title = (settings.videoUrl ? settings.title : page.content?.name) || settings.title || page.name;
  return { data: { provider: video.provider, src: playerUrl(video), title } };
};
