import { z } from 'zod';
import { optionalAsset, optionalText, requiredText, requiredUrl } from './fields';
import { checkSettings, withDefaults, type SettingsCheck } from './validate';

/**
 * Podcasts settings (001 §3 "Per podcast: url, title, image, description, links to podcast
 * services"; 001 §5 "Podcasts: url and title" required). The services are the directories
 * listeners use; Other covers the rest.
 */
export const PODCAST_SERVICES = ['apple', 'spotify', 'youtube', 'amazon', 'rss', 'other'] as const;
export type PodcastService = (typeof PODCAST_SERVICES)[number];
export const PODCAST_SERVICE_LABELS: Record<PodcastService, string> = {
  apple: 'Apple Podcasts',
  spotify: 'Spotify',
  youtube: 'YouTube',
  amazon: 'Amazon Music',
  rss: 'RSS',
  other: 'Other',
};
export const MAX_PODCASTS = 50;
export const MAX_PODCAST_LINKS = 12;

export const podcastLinkSchema = z.object({
  service: z.enum(PODCAST_SERVICES, { error: 'Field is required' }),
  url: requiredUrl(),
});

export const podcastSchema = z.object({
  url: requiredUrl(),
  title: requiredText(200),
  image: optionalAsset(),
  description: optionalText(2000),
  links: z.array(podcastLinkSchema).max(MAX_PODCAST_LINKS, `Add at most ${MAX_PODCAST_LINKS} links.`),
});

export const podcastsSettingsSchema = z.object({
  podcasts: z.array(podcastSchema).max(MAX_PODCASTS, `Add at most ${MAX_PODCASTS} podcasts.`),
});

export type PodcastsSettings = z.output<typeof podcastsSettingsSchema>;
export type PodcastSettings = z.output<typeof podcastSchema>;

export const DEFAULT_PODCASTS_SETTINGS: PodcastsSettings = { podcasts: [] };
const PODCAST_DEFAULTS: PodcastSettings = { url: '', title: '', image: null, description: '', links: [] };

export function podcastsSettingsWithDefaults(stored: unknown): PodcastsSettings {
  const base = withDefaults(DEFAULT_PODCASTS_SETTINGS, stored);
  return { podcasts: base.podcasts.map((podcast) => withDefaults(PODCAST_DEFAULTS, podcast)) };
}

/** Each podcast sent is completed with the podcast defaults, so an omitted optional field is no error. */
export function checkPodcastsSettings(input: unknown): SettingsCheck<PodcastsSettings> {
  const keep = { keepMismatched: true };
  const base = withDefaults(DEFAULT_PODCASTS_SETTINGS, input, keep);
  const podcasts: unknown = Array.isArray(base.podcasts) ? base.podcasts.map((p) => withDefaults(PODCAST_DEFAULTS, p, keep)) : base.podcasts;
  return checkSettings(podcastsSettingsSchema, { podcasts });
}
