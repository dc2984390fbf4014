import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const CONTENT_SIDEBAR_DISPLAYS = ['boxed', 'plain'] as const;

export const contentSidebarsSettings = z.object({
  display: z
    .enum(CONTENT_SIDEBAR_DISPLAYS)
    .default('boxed')
    .meta({ title: 'Display', description: 'boxed: each panel in a tinted box with a coloured top edge; plain: the panels as text separated by rules.' }),
  showTitles: z.boolean().default(true).meta({ title: 'Show titles', description: "Show each panel's title as its heading (untitled panels have none)." }),
});
export type ContentSidebarsSettings = z.output<typeof contentSidebarsSettings>;

export const contentSidebarsBlock = {
  type: 'content_sidebars',
  label: 'Content sidebars',
  description: "The content item's sidebars: panels of extra text such as a fact box or key specifications.",
  settings: contentSidebarsSettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof contentSidebarsSettings>;
