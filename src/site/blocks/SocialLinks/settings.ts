import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const socialLinksSettings = z.object({
  showLabels: z.boolean().default(false).meta({ title: 'Show labels', description: "Show each network's name beside its icon." }),
});
export type SocialLinksSettings = z.output<typeof socialLinksSettings>;

export const socialLinksBlock = {
  type: 'social_links',
  label: 'Social links',
  description: "Links to the site's own social media profiles (site settings).",
  settings: socialLinksSettings,
} satisfies BlockDefinition<typeof socialLinksSettings>;
