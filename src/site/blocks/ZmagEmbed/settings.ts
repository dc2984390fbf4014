import { z } from 'zod';
import type { BlockDefinition } from '../types';
import { parseZmagUrl, ZMAG_MESSAGE } from './zmag';

export const zmagEmbedSettings = z.object({
  publicationUrl: z
    .string()
    .trim()
    .max(2000)
    .default('')
    .refine((value) => value === '' || parseZmagUrl(value) !== null, ZMAG_MESSAGE)
    .meta({
      title: 'Publication address',
      description: "The Zmags viewer address of the edition to show. Leave empty on content pages to show the item's own edition (its link).",
    }),
  height: z.number().int().min(400).max(1400).default(720).meta({ title: 'Height', description: 'Height of the viewer in pixels on wide screens (400 to 1400).' }),
  publicationId: z.number().int().positive().nullable().default(null).meta({
    title: 'Magazine publication',
    description:
      "Without an address: the digital edition of the newest issue of this publication (its id) that has one. Issue pages show their own issue's edition, content pages the item's.",
  }),
});
export type ZmagEmbedSettings = z.output<typeof zmagEmbedSettings>;

export const zmagEmbedBlock = {
  type: 'zmag_embed',
  label: 'Zmag embed',
  description: 'A digital edition read in the Zmags viewer.',
  settings: zmagEmbedSettings,
} satisfies BlockDefinition<typeof zmagEmbedSettings>;
