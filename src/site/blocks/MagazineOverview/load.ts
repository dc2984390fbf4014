import type { BlockLoader, MagazineIssues } from '../types';
import { issuesLimitOf, type MagazineOverviewSettings } from './settings';

export type MagazineOverviewData = MagazineIssues;

/**
 * The chosen publication's issues, else the page's publication's (magazine and issue pages), else
 * every publication's; 1, 12 or 13 by the layout (002 §9), leaving out the issues the page shows
 * already (usedIssueIds: an issue page's own issue, earlier issues blocks). Dropped when none is
 * left, or the magazine module is off.
 */
export const loadMagazineOverview: BlockLoader<MagazineOverviewSettings, MagazineOverviewData> = async ({ settings, page, api }) => {
  const publicationId = settings.publicationId ?? page.publication?.id ?? null;
  const data = await api.magazineIssues({ publicationId, limit: issuesLimitOf(settings) });
  if (!data || data.issues.length === 0) return null;
  return { data };
};
