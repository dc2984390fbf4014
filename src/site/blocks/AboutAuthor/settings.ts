import { z } from 'zod';
import { countField } from '../fields';
import type { BlockDefinition } from '../types';

/** How much of each bio about_author shows: cut at a word boundary within this many characters. */
export const ABOUT_AUTHOR_BIO_LENGTH = { min: 50, max: 1000, default: 300 } as const;

export const aboutAuthorSettings = z.object({
  showPhoto: z.boolean().default(true).meta({ title: 'Show photos', description: "Show each author's photo." }),
  showBio: z.boolean().default(true).meta({ title: 'Show bios', description: "Show each author's bio, cut to the bio length." }),
  bioLength: countField(ABOUT_AUTHOR_BIO_LENGTH, 'Bio length', (bounds) => `Bios are cut at a word boundary after this many characters (${bounds}).`),
});
export type AboutAuthorSettings = z.output<typeof aboutAuthorSettings>;

export const aboutAuthorBlock = {
  type: 'about_author',
  label: 'About the author',
  description: "The item's authors: photo, name linking to their author page, title and a short bio.",
  settings: aboutAuthorSettings,
  pageKinds: ['content'],
} satisfies BlockDefinition<typeof aboutAuthorSettings>;
