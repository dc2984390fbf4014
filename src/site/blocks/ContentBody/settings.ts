import { z } from 'zod';
import type { BlockDefinition } from '../types';

/** 002 §9: "Ungated paragraphs default 1 (range 1 to 10)." */
export const UNGATED_PARAGRAPHS = { min: 1, max: 10, default: 1 } as const;

export const contentBodySettings = z.object({
  ungatedParagraphs: z
    .number()
    .int()
    .min(UNGATED_PARAGRAPHS.min)
    .max(UNGATED_PARAGRAPHS.max)
    .default(UNGATED_PARAGRAPHS.default)
    .meta({ title: 'Ungated paragraphs', description: 'How many paragraphs of gated content visitors without access still read (1 to 10).' }),
});
export type ContentBodySettings = z.output<typeof contentBodySettings>;

export const contentBodyBlock = {
  type: 'content_body',
  label: 'Content body',
  description: "The content item's body text.",
  settings: contentBodySettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof contentBodySettings>;
