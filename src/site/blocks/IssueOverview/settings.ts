import { z } from 'zod';
import { publicationIdField } from '../MagazineOverview/settings';
import type { BlockDefinition } from '../types';

export const issueOverviewSettings = z.object({
  issueId: z.number().int().positive().nullable().default(null).meta({
    title: 'Issue',
    description: "The issue to show (its id). Empty: the page's issue on issue pages, else the newest issue of the publication below.",
  }),
  publicationId: publicationIdField("Whose newest issue to show when no issue is chosen and the page is not an issue's. Empty: the page's publication, else the site's newest issue."),
  showContents: z.boolean().default(true).meta({ title: 'Show contents', description: "List the issue's articles, grouped by the publication's magazine sections." }),
  showTeasers: z.boolean().default(true).meta({ title: 'Show teasers', description: 'Show each article’s teaser in the contents.' }),
  teaserMaxLength: z.number().int().min(50).max(600).default(175).meta({ title: 'Teaser length', description: 'Teasers are cut at a word boundary to at most this many characters (50 to 600).' }),
  showLinks: z.boolean().default(true).meta({
    title: 'Show links',
    description: "Show the publication's subscribe and renew links and the newsletter signup of the magazine settings.",
  }),
});
export type IssueOverviewSettings = z.output<typeof issueOverviewSettings>;

export const issueOverviewBlock = {
  type: 'issue_overview',
  label: 'Issue overview',
  description: 'A magazine issue: its cover, mailing date and description, and its contents by magazine section.',
  settings: issueOverviewSettings,
} satisfies BlockDefinition<typeof issueOverviewSettings>;
