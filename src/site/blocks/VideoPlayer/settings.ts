import { z } from 'zod';
import { EMBED_MESSAGE, parseVideoEmbed } from '../../../shared/contentFields';
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
  showCaption: z.boolean().default(false).meta({ title: 'Show caption', description: "Show the video's title under the player." }),
});
export type VideoPlayerSettings = z.output<typeof videoPlayerSettings>;

export const videoPlayerBlock = {
  type: 'video_player',
  label: 'Video player',
  description: "A YouTube or Vimeo player: the content item's video, or a video of your choice.",
  settings: videoPlayerSettings,
} satisfies BlockDefinition<typeof videoPlayerSettings>;
