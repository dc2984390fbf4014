import { z } from 'zod';
import { countField, sectionIdField } from '../fields';
import { teaserMaxLengthField } from '../ContentList/settings';
import type { BlockDefinition } from '../types';

/** Episodes listed under the show: none (the show alone) to 20. */
export const PODCAST_EPISODES = { min: 0, max: 20, default: 5 } as const;

export const podcastsSettings = z.object({
  podcast: z
    .string()
    .trim()
    .max(2000)
    .default('')
    .meta({
      title: 'Podcast',
      description: 'The address or the title of a podcast of Settings → Podcasts. Empty: the first podcast of the settings. When no podcast of the settings matches, the block shows nothing.',
    }),
  limit: countField(PODCAST_EPISODES, 'Number of episodes', (bounds) => `How many of the newest episodes (Podcast items) to list under the show (${bounds}; 0: the show alone).`),
  sectionId: sectionIdField("Episodes from this section and the sections below it. Empty: the site's Podcast items from any section."),
  teaserMaxLength: teaserMaxLengthField(),
  showImage: z.boolean().default(true).meta({ title: 'Show the image', description: "Show the podcast's image from the settings." }),
  showDescription: z.boolean().default(true).meta({ title: 'Show the description', description: "Show the podcast's description from the settings." }),
  showLinks: z.boolean().default(true).meta({ title: 'Show where to listen', description: 'Show the links to the podcast services (Apple Podcasts, Spotify, …) from the settings.' }),
  showEpisodeTeasers: z.boolean().default(true).meta({ title: 'Show episode teasers', description: "Show each episode's teaser under its title." }),
});
export type PodcastsSettings = z.output<typeof podcastsSettings>;

export const podcastsBlock = {
  type: 'podcasts',
  label: 'Podcast',
  description: 'A podcast of Settings → Podcasts (image, description, where to listen) with its newest episodes.',
  settings: podcastsSettings,
  // Its episodes are a list of the page's pool (de-duplicated in page order like a content list).
  contentCount: (settings) => settings.limit,
} satisfies BlockDefinition<typeof podcastsSettings>;
