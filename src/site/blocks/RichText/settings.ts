import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const RICH_TEXT_MAX_LENGTH = 50_000;

export const richTextSettings = z.object({
  html: z
    .string()
    .max(RICH_TEXT_MAX_LENGTH, `Enter at most ${RICH_TEXT_MAX_LENGTH} characters.`)
    .default('')
    // format 'html': the layout editor shows its rich text editor for this field.
    .meta({ title: 'Text', description: 'Formatted text: paragraphs, headings, lists and links.', format: 'html' }),
});
export type RichTextSettings = z.output<typeof richTextSettings>;

export const richTextBlock = {
  type: 'rich_text',
  label: 'Rich text',
  description: 'Formatted text written in the layout editor.',
  settings: richTextSettings,
} satisfies BlockDefinition<typeof richTextSettings>;
