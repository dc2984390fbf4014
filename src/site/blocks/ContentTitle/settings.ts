import { z } from 'zod';
import type { BlockDefinition } from '../types';

export const contentTitleSettings = z.object({
  showSection: z.boolean().default(true).meta({ title: 'Show section', description: "Show the page's section above the title, as a link." }),
  showTeaser: z.boolean().default(true).meta({ title: 'Show teaser', description: "Show the content's teaser under the title." }),
  showAuthors: z.boolean().default(true).meta({ title: 'Show authors', description: 'Show the authors, linked to their profiles.' }),
  showDate: z.boolean().default(true).meta({ title: 'Show date', description: 'Show the published date.' }),
  showLabels: z.boolean().default(true).meta({ title: 'Show labels', description: 'Show labels such as Sponsored and the company name.' }),
  showEventDetails: z
    .boolean()
    .default(true)
    .meta({ title: 'Show event details', description: "On events and webinars: the dates, the venue and the registration button." }),
});
export type ContentTitleSettings = z.output<typeof contentTitleSettings>;

export const contentTitleBlock = {
  type: 'content_title',
  label: 'Content title',
  description: "The page's title (h1) with its section, teaser, authors and date.",
  settings: contentTitleSettings,
} satisfies BlockDefinition<typeof contentTitleSettings>;
