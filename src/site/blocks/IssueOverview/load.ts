import type { BlockLoader, IssueDetail } from '../types';
import type { IssueOverviewSettings } from './settings';

export type IssueOverviewData = IssueDetail;

/**
 * The chosen issue, else the page's issue (issue pages), else the newest issue of the chosen or the
 * page's publication (or of the site); it counts as shown (usedIssueIds). Dropped when there is
 * none, or the magazine module is off.
 */
export const loadIssueOverview: BlockLoader<IssueOverviewSettings, IssueOverviewData> = async ({ settings, page, api }) => {
  const detail = await api.magazineIssue({
    issueId: settings.issueId,
    publicationId: settings.publicationId ?? page.publication?.id ?? null,
    contents: settings.showContents,
    teaserMaxLength: settings.teaserMaxLength,
  });
  return detail ? { data: detail } : null;
};
