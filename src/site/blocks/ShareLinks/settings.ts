import { z } from 'zod';
import type { BlockDefinition } from '../types';
import { SHARE_NETWORKS } from './shareUrls';

export const shareLinksSettings = z.object({
  networks: z
    .array(z.enum(SHARE_NETWORKS))
    .max(SHARE_NETWORKS.length)
    .default(['Facebook', 'Twitter', 'Linkedin', 'Email'])
    .meta({ title: 'Networks', description: 'Where visitors can share the page, in this order.' }),
  showLabels: z.boolean().default(false).meta({ title: 'Show labels', description: "Show each network's name beside its icon." }),
});
export type ShareLinksSettings = z.output<typeof shareLinksSettings>;

export const shareLinksBlock = {
  type: 'share_links',
  label: 'Share links',
  description: 'Links that share the page on social networks or by email.',
  settings: shareLinksSettings,
} satisfies BlockDefinition<typeof shareLinksSettings>;
