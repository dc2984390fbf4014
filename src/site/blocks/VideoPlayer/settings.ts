import { z } from 'zod';
import { EMBED_MESSAGE, parseVideoEmbed } from '../../../shared/contentFields';
import { PLAYLIST_ID_MESSAGE, playlistIdOf } from '../../../shared/youtube';
import type { BlockDefinition } from '../types';

export const videoPlayerSettings = z.object({
  videoUrl: z
    .string()
    .trim()
    .max(2000)
    .default('')
    .refine((value) => value === '' || parseVideoEmbed(value) !== null, EMBED_MESSAGE)
    .meta({
      title: 'Video address',
      description: "A YouTube or Vimeo link to always play here. Leave empty on content pages to play the item's own video (its embed code).",
    }),
  playlistId: z
    .string()
    .trim()
    .max(2000)
    .default('')
    .refine((value) => value === '' || playlistIdOf(value) !== null, PLAYLIST_ID_MESSAGE)
    .meta({
      title: 'YouTube playlist',
      description:
        "Playlist mode: a YouTube playlist id (PL…) or its address; the block plays the playlist's newest video (getYoutubePlaylistVideos, kept 2 hours). Without a YouTube key on the server: the site's newest video. Used when the video address is empty.",
    }),
  showCaption: z.boolean().default(false).meta({ title: 'Show caption', description: "Show the video's title under the player." }),
});
export type VideoPlayerSettings = z.output<typeof videoPlayerSettings>;

export const videoPlayerBlock = {
  type: 'video_player',
  label: 'Video player',
  description: "A YouTube or Vimeo player: the content item's video, a video of your choice, or the newest video of a YouTube playlist.",
  settings: videoPlayerSettings,
} satisfies BlockDefinition<typeof videoPlayerSettings>;
