import { z } from 'zod';
import { ISSUE_BLOCK_LAYOUTS, issuesBlockCount } from '../../../shared/magazines';
import type { BlockDefinition } from '../types';

/** A magazine publication of the site, or none (the magazine blocks). */
export const publicationIdField = (description: string) => z.number().int().positive().nullable().default(null).meta({ title: 'Publication', description });

export const magazineOverviewSettings = z.object({
  publicationId: publicationIdField("Whose issues to show (the publication's id). Empty: the page's publication on magazine and issue pages, else every publication."),
  layout: z
    .enum(ISSUE_BLOCK_LAYOUTS)
    .default('grid')
    .meta({
      title: 'Layout',
      description: 'Single: the newest issue (1). Grid: covers of 12 issues. Featured: the newest issue large, then 12 back issues (13).',
    }),
  showMailingDate: z.boolean().default(true).meta({ title: 'Show mailing dates', description: 'Show the date each issue mails.' }),
  showDescription: z.boolean().default(true).meta({ title: 'Show descriptions', description: "Show the large issue's description (single and featured layouts)." }),
  showLinks: z.boolean().default(true).meta({
    title: 'Show links',
    description: "Show the digital edition, the publication's subscribe and renew links and the newsletter signup of the magazine settings (single and featured layouts).",
  }),
});
export type MagazineOverviewSettings = z.output<typeof magazineOverviewSettings>;

export const magazineOverviewBlock = {
  type: 'magazine_overview',
  label: 'Magazine overview',
  description: "A publication's issues (or every publication's), newest first: covers with links to the issue pages.",
  settings: magazineOverviewSettings,
} satisfies BlockDefinition<typeof magazineOverviewSettings>;

/** 002 §9: the issues the block shows at most, by its layout. */
export const issuesLimitOf = (settings: Pick<MagazineOverviewSettings, 'layout'>): number => issuesBlockCount(settings.layout);
