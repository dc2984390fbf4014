import type { BulkUpdateContentInput } from '../../../gql/resolvers-types.js';
import { applyBulkChange, BATCH_ID_PATTERN, BULK_MAX_IDS_PER_CALL, checkBulkChange, type BulkChange } from '../../../shared/bulkContent.js';
import { CONTENT_ID_PATTERN } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { requirePermission } from '../cmsAuth/access.js';
import { newBatchId, runContentBatch, type BatchResult } from '../history/batchRun.js';
import { batchIdTakenByOthers, existingSectionIds, existingTermIds } from '../history/queries.js';

const INVALID = 'Please correct the highlighted fields.';

function checkIds(ids: readonly number[]): number[] {
  if (ids.length === 0) throw badInput(INVALID, { ids: MESSAGES.fieldRequired });
  if (ids.length > BULK_MAX_IDS_PER_CALL) throw badInput(INVALID, { ids: `At most ${BULK_MAX_IDS_PER_CALL} ids per call` });
  const bad = ids.filter((id) => !CONTENT_ID_PATTERN.test(String(id)));
  if (bad.length) throw badInput(INVALID, { ids: `Not a content id: ${bad.slice(0, 5).join(', ')}` });
  return [...new Set(ids)];
}

/** Ids in the change must name this site's sections and terms (checked once, not per item). */
async function checkReferences(ctx: GraphQLContext, change: BulkChange): Promise<void> {
  const sectionId = change.kind === 'addSchedule' ? change.schedule.sectionId : change.kind === 'removeSectionSchedules' ? change.sectionId : null;
  if (sectionId !== null && !(await existingSectionIds(ctx.db, ctx.tenant.id, [sectionId])).length) {
    throw badInput(INVALID, { [change.kind === 'addSchedule' ? 'schedule.sectionId' : 'sectionId']: 'Unknown section on this site' });
  }
  if (change.kind === 'addTaxonomy') {
    const known = await existingTermIds(ctx.db, ctx.tenant.id, change.taxonomyIds);
    const unknown = change.taxonomyIds.filter((id) => !known.includes(id));
    if (unknown.length) throw badInput(INVALID, { taxonomyIds: `Unknown taxonomy term on this site: ${unknown.join(', ')}` });
  }
}

/**
 * bulkUpdateContent: applies one change to up to 100 items of the site, each saved through
 * saveContent under the run's batch id (so each change is in history and the run can be undone).
 * The change is checked once up front (BAD_USER_INPUT); then every item is tried and a failing
 * item is reported without stopping the others.
 */
export async function bulkUpdateContent(ctx: GraphQLContext, input: BulkUpdateContentInput): Promise<BatchResult> {
  const viewer = requirePermission(ctx, 'bulk_update_content');
  const ids = checkIds(input.ids);
  const check = checkBulkChange(input.change);
  if (!check.ok) throw badInput(INVALID, check.errors);
  await checkReferences(ctx, check.change);
  const batchId = input.batchId?.trim() || newBatchId('bulk');
  if (!BATCH_ID_PATTERN.test(batchId)) throw badInput(INVALID, { batchId: 'Use 8 to 64 letters, digits, - or _' });
  // A run may only add to its own batch: never to another user's or another site's.
  if (await batchIdTakenByOthers(ctx.db, batchId, ctx.tenant.id, viewer.id)) {
    throw badInput(INVALID, { batchId: 'This batch id belongs to another update' });
  }
  return runContentBatch(ctx, ids, batchId, async (_id, current) => applyBulkChange(current, check.change, ctx.now));
}
