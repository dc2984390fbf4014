import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const authorProfileSettings = z.object({
  showContact: z
    .boolean()
    // Off unless an editor turns it on: the API keeps a person's address from visitors, and the
    // public page should not publish staff addresses without someone deciding to.
    .default(false)
    .meta({ title: 'Show contact', description: "Show the person's e-mail address (a mailto link) when their record has one." }),
});
export type AuthorProfileSettings = z.output<typeof authorProfileSettings>;

export const authorProfileBlock = {
  type: 'author_profile',
  label: 'Author profile',
  description: "On an author page: the person's photo, name, title, full bio and e-mail.",
  settings: authorProfileSettings,
  pageKinds: ['author'],
} satisfies BlockDefinition<typeof authorProfileSettings>;
