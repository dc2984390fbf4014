import { z } from 'zod';
import { countField } from '../fields';
import { EXTERNAL_RSS_MAX, FEED_URL_MESSAGE, isFeedAddress } from '../ExternalRss/settings';
import type { BlockDefinition } from '../types';

/**
 * job_board (spec 002 §2 "job board"). The platform holds no job data and the spec describes no
 * job source, so the block lists the openings of a job board's feed (RSS, Atom or JSON Feed, which
 * job boards publish) through the external feed reader, with a link to the board itself.
 */
export const JOB_BOARD_DEFAULT = 10;
const ALL_JOBS_MESSAGE = 'Enter the full address of the job board, starting with https:// or http://';

export const jobBoardSettings = z.object({
  // Required to show anything; '' (the default of a new block) drops the block.
  url: z
    .string()
    .trim()
    .max(2000)
    .default('')
    .refine((value) => value === '' || isFeedAddress(value), FEED_URL_MESSAGE)
    .meta({ title: 'Job feed address', description: "The job board's feed of openings: RSS, Atom or JSON Feed (https:// or http://). Required: without it the block shows nothing." }),
  limit: countField({ min: 1, max: EXTERNAL_RSS_MAX, default: JOB_BOARD_DEFAULT }, 'Number of jobs', (bounds) => `How many of the feed's openings to list (${bounds}), in the feed's order.`),
  allJobsUrl: z
    .string()
    .trim()
    .max(2000)
    .default('')
    .refine((value) => value === '' || isFeedAddress(value), ALL_JOBS_MESSAGE)
    .meta({ title: '"View all jobs" address', description: "The job board's page of every opening. Empty: no such link." }),
  allJobsLabel: z.string().trim().min(1).max(60).default('View all jobs').meta({ title: '"View all jobs" label', description: 'The text of the link to the job board.' }),
  showSummary: z.boolean().default(true).meta({ title: 'Show descriptions', description: "Show the start of each opening's description (plain text, at most 300 characters)." }),
  showDate: z.boolean().default(true).meta({ title: 'Show dates', description: 'Show when each opening was posted.' }),
  openInNewTab: z.boolean().default(true).meta({ title: 'Open in a new tab', description: 'Open the openings and the job board in a new browser tab.' }),
});
export type JobBoardSettings = z.output<typeof jobBoardSettings>;

export const jobBoardBlock = {
  type: 'job_board',
  label: 'Job board',
  description: "Openings from a job board's feed (RSS, Atom or JSON Feed), with a link to all jobs.",
  settings: jobBoardSettings,
} satisfies BlockDefinition<typeof jobBoardSettings>;
