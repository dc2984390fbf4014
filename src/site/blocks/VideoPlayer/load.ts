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
 * The block's own video address wins; otherwise the content item's embed code. Dropped when
 * neither names a YouTube or Vimeo video (002 §5 "others lacking data").
 */
export const loadVideoPlayer: BlockLoader<VideoPlayerSettings, VideoPlayerData> = async ({ settings, page }) => {
  const source = settings.videoUrl || page.content?.embedCode || '';
  const video = source ? parseVideoEmbed(source) : null;
  if (!video) return null;
  const title = (settings.videoUrl ? settings.title : page.content?.name) || settings.title || page.name;
  return { data: { provider: video.provider, src: playerUrl(video), title } };
};
