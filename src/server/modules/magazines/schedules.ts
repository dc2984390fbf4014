import { MAGAZINE_MESSAGES } from '../../../shared/magazines.js';
import { recordSiteChange } from '../../cache/siteChanges.js';
import type { Db } from '../../db/client.js';
import { CONTENT_STATUS } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { CONTENT_LISTS_TAG, recordTag } from '../../integrations/pageCache/index.js';
import { requirePermission } from '../cmsAuth/access.js';
import { recordHistory } from '../history/repo.js';
import { SCHEDULERS } from './common.js';
import {
  appendSchedule,
  deleteSchedule,
  findContentItem,
  findIssue,
  findIssueEntry,
  findMagazineSection,
  findSchedule,
  findSchedulesForContent,
  setScheduleSection,
  type IssueScheduleRow,
} from './repo.js';

/**
 * Content scheduled to magazine issues (000 §1 "magazines (publications, issues, sections)"; the
 * content editor's "Magazine issues" panel): an item is in an issue once, optionally filed under
 * one of the issue's publication's sections, in the order it was added. The shape of the website
 * schedules (content_website_schedules), for issues; saved at once by its own calls, like the
 * newsletter schedules beside it. manage_content or manage_magazine_issues.
 */
const ENTITY = 'IssueContentSchedule';

export async function getIssueSchedulesForContent(ctx: GraphQLContext, contentId: number): Promise<IssueScheduleRow[]> {
  requirePermission(ctx, ...SCHEDULERS);
  if (!(await findContentItem(ctx.db, ctx.tenant.id, contentId))) throw notFound(MAGAZINE_MESSAGES.contentMissing(contentId));
  return findSchedulesForContent(ctx.db, ctx.tenant.id, contentId);
}

export interface ScheduleContentToIssueInput {
  contentId: number;
  issueId: number;
  sectionId?: number | null;
}

/** The issue's contents (the magazine slot, the issue blocks, getContentStream's issueId) and the item's own pages change. */
function recordScheduleChange(tx: Db, tenantId: number, row: Pick<IssueScheduleRow, 'contentId' | 'issueId'>) {
  return recordSiteChange(tx, { tenantId, kinds: ['magazines'], tags: [CONTENT_LISTS_TAG, recordTag('Content', row.contentId), recordTag('MagazineIssue', row.issueId)] });
}

/**
 * Puts an item into an issue (last in its order), or — when it is in the issue already — files it
 * under the section given. The section must be one of the issue's publication's; a deleted item is
 * refused. Writes a history row.
 */
export async function scheduleContentToIssue(ctx: GraphQLContext, input: ScheduleContentToIssueInput): Promise<IssueScheduleRow> {
  requirePermission(ctx, ...SCHEDULERS);
  const tenantId = ctx.tenant.id;
  const sectionId = input.sectionId ?? null;
  const { row, change } = await ctx.db.transaction(async (tx) => {
    const item = await findContentItem(tx, tenantId, input.contentId);
    if (!item) throw notFound(MAGAZINE_MESSAGES.contentMissing(input.contentId));
    const issue = await findIssue(tx, tenantId, input.issueId);
    if (!issue) throw notFound(MAGAZINE_MESSAGES.issueMissing(input.issueId));
    const errors: Record<string, string> = {};
    if (item.status === CONTENT_STATUS.DELETED) errors.contentId = MAGAZINE_MESSAGES.contentDeleted;
    if (sectionId !== null) {
      const section = await findMagazineSection(tx, tenantId, sectionId);
      if (!section || section.publicationId !== issue.publicationId) errors.sectionId = MAGAZINE_MESSAGES.sectionOfOtherPublication;
    }
    if (Object.keys(errors).length > 0) throw badInput(MAGAZINE_MESSAGES.invalid, errors);

    const existing = await findIssueEntry(tx, tenantId, issue.id, item.id);
    let saved: IssueScheduleRow;
    if (existing) {
      if (existing.sectionId === sectionId) return { row: existing, change: null };
      saved = (await setScheduleSection(tx, tenantId, existing.id, sectionId))!;
    } else {
      saved = await appendSchedule(tx, tenantId, { issueId: issue.id, contentId: item.id, sectionId });
    }
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: saved.id, action: existing ? 'update' : 'create', before: existing ?? null, after: saved, tenantId });
    return { row: saved, change: await recordScheduleChange(tx, tenantId, saved) };
  });
  if (change) await ctx.services.siteCache.announce(change);
  return row;
}

export async function removeIssueContentSchedule(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, ...SCHEDULERS);
  const tenantId = ctx.tenant.id;
  const change = await ctx.db.transaction(async (tx) => {
    const row = await findSchedule(tx, tenantId, id);
    if (!row) throw notFound(MAGAZINE_MESSAGES.scheduleMissing(id));
    const gone = await deleteSchedule(tx, tenantId, id);
    if (!gone) throw notFound(MAGAZINE_MESSAGES.scheduleMissing(id));
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: gone, after: null, tenantId });
    return recordScheduleChange(tx, tenantId, gone);
  });
  await ctx.services.siteCache.announce(change);
  return true;
}
