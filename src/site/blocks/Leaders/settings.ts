import { z } from 'zod';
import { countField, sectionIdField } from '../fields';
import type { BlockDefinition } from '../types';

export const LEADERS_DISPLAYS = ['section', 'directory'] as const;
export const LEADERS_BLOCK_LIMIT = { min: 1, max: 100, default: 12 } as const;
/** The directory lists every leader (002 §9 "1000 for leaders"). */
export const LEADERS_DIRECTORY_LIMIT = 1000;

export const leadersSettings = z.object({
  display: z
    .enum(LEADERS_DISPLAYS)
    .default('section')
    .meta({
      title: 'Display',
      description: 'section: the leaders of one section (getContentStreamForLeaders); directory: every leader under each section it is listed in (getContentStreamForLeadersWithSchedules).',
    }),
  sectionId: sectionIdField("section display: the section whose leaders to show, with the sections below it. Empty: the page's own section (every leader where the page has none, such as the home page)."),
  limit: countField(LEADERS_BLOCK_LIMIT, 'Number of companies', (bounds) => `section display: how many leaders to show, by name (${bounds}). The directory shows every leader.`),
  showLogos: z.boolean().default(true).meta({ title: 'Show logos', description: "Show each company's logo (its primary image) beside its name." }),
});
export type LeadersSettings = z.output<typeof leadersSettings>;

export const leadersBlock = {
  type: 'leaders',
  label: 'Leaders',
  description: "The site's leaders program (the leaders module and site settings): leader companies of a section, or the directory of all of them.",
  settings: leadersSettings,
} satisfies BlockDefinition<typeof leadersSettings>;
