import { z } from 'zod';
import { countField } from '../fields';
import { teaserDisplayShape, teaserMaxLengthField } from '../ContentList/settings';
import type { BlockDefinition } from '../types';

export const COMPANY_VIDEOS_LIMIT = { min: 1, max: 20, default: 4 } as const;

export const companyVideosSettings = z.object({
  limit: countField({ min: COMPANY_VIDEOS_LIMIT.min, max: COMPANY_VIDEOS_LIMIT.max, default: COMPANY_VIDEOS_LIMIT.default }, 'Number of videos', (bounds) => `How many of the company's newest videos to show (${bounds}).`),
  teaserMaxLength: teaserMaxLengthField(),
  ...teaserDisplayShape,
});
export type CompanyVideosSettings = z.output<typeof companyVideosSettings>;

export const companyVideosBlock = {
  type: 'company_videos',
  label: 'Company videos',
  description: "The page's company's videos (Video items naming it), newest first.",
  settings: companyVideosSettings,
  pageKinds: ['content'],
  // Taken from the page's pool of lists like a content list (de-duplicated in page order).
  contentCount: (settings) => settings.limit,
} satisfies BlockDefinition<typeof companyVideosSettings>;
