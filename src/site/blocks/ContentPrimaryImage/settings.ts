import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const contentPrimaryImageSettings = z.object({
  showCaption: z.boolean().default(true).meta({ title: 'Show caption', description: "Show the image's caption under it." }),
  showCredit: z.boolean().default(true).meta({ title: 'Show credit', description: "Show the image's credit under it." }),
});
export type ContentPrimaryImageSettings = z.output<typeof contentPrimaryImageSettings>;

export const contentPrimaryImageBlock = {
  type: 'content_primary_image',
  label: 'Content primary image',
  description: "The content item's primary image with its caption and credit.",
  settings: contentPrimaryImageSettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof contentPrimaryImageSettings>;
