import { GraphQLError } from 'graphql';
import type { HistoryEntry } from '../../../gql/resolvers-types.js';
import { BATCH_ID_PATTERN } from '../../../shared/bulkContent.js';
import type { ContentDocument } from '../../../shared/contentFields.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { requirePermission } from '../cmsAuth/access.js';
import { CONTENT_ENTITY, saveContent } from '../content/write.js';
import { newBatchId, runContentBatch, type BatchResult } from './batchRun.js';
import { findBatchEntry, findBatchRows, findHistoryEntry, findLaterEntry, findPreviousEntry, type HistoryRow } from './queries.js';
import { historyScope, toHistoryEntry, userName } from './service.js';

const isVersion = (v: number) => Number.isInteger(v) && v >= 1;

/**
 * restoreContentRevision: saves the content snapshot of a history row over the item's current
 * version (the one the caller saw; stale → CONFLICT naming who changed it). The restore writes an
 * ordinary history row under its own batch id, so it can be undone like any other change.
 */
export async function restoreContentRevision(ctx: GraphQLContext, historyId: number, version: number): Promise<HistoryEntry> {
  const viewer = requirePermission(ctx, 'view_history');
  requirePermission(ctx, 'manage_content');
  if (!isVersion(version)) throw badInput('version must be the item\'s current version (1 or more).', { version: 'Must be 1 or more' });
  const row = await findHistoryEntry(ctx.db, historyScope(ctx, viewer), historyId);
  if (!row) throw notFound(`No history entry with id ${historyId} was found on this site.`);
  if (row.entityType !== CONTENT_ENTITY) throw badInput('Only content revisions can be restored.', { historyId: 'Not a content revision' });
  if (!row.snapshot) throw badInput('This history entry holds no revision to restore.', { historyId: 'No revision recorded' });
  const id = Number(row.entityId);
  const batchId = newBatchId('restore');
  try {
    await saveContent(ctx, { ...(row.snapshot as unknown as ContentDocument), id, version }, { batchId });
  } catch (error) {
    // A revision naming what no longer exists (a deleted section, term or image) is refused by
    // the save's rules; the editor is told which parts, not just "correct the highlighted fields".
    if (error instanceof GraphQLError && error.extensions?.code === 'BAD_USER_INPUT') {
      const fieldErrors = (error.extensions.fieldErrors ?? {}) as Record<string, string>;
      const details = Object.entries(fieldErrors).map(([field, message]) => `${field}: ${message}`).join('; ');
      throw badInput(`This revision cannot be restored as it is${details ? ` (${details})` : ''}. Edit the item instead.`, fieldErrors);
    }
    throw error;
  }
  const written = await findBatchEntry(ctx.db, ctx.tenant.id, batchId, CONTENT_ENTITY, row.entityId);
  if (!written) throw new Error(`restore of content ${id} wrote no history row`);
  return toHistoryEntry(written);
}

/**
 * The item's document before a batch: the snapshot of its row just before the batch's first row;
 * for an item whose history starts with the batch, the batch row with its changes taken back.
 */
async function documentBefore(ctx: GraphQLContext, first: HistoryRow): Promise<ContentDocument> {
  const previous = await findPreviousEntry(ctx.db, first);
  if (previous?.snapshot) return previous.snapshot as unknown as ContentDocument;
  const reverted: Record<string, unknown> = { ...(first.snapshot ?? {}) };
  for (const [field, [before]] of Object.entries(first.changes)) reverted[field] = before;
  return reverted as unknown as ContentDocument;
}

const at = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/**
 * undoHistoryBatch: puts every content item of a batch back as it was before the batch. Items
 * changed since (a later row not of the batch) are skipped and reported; the undo is itself a
 * batch under a new id, so it shows in history and can be undone in turn.
 */
export async function undoHistoryBatch(ctx: GraphQLContext, batchId: string): Promise<BatchResult> {
  requirePermission(ctx, 'bulk_update_content');
  const trimmed = batchId.trim();
  if (!BATCH_ID_PATTERN.test(trimmed)) throw badInput('This is not a batch id.', { batchId: 'Use the batch id shown in history' });
  const rows = await findBatchRows(ctx.db, ctx.tenant.id, trimmed);
  if (!rows.length) throw notFound(`No changes with batch id ${trimmed} were found on this site.`);

  // First and last row of each record in the batch, in the order the batch touched them.
  const records = new Map<string, { first: HistoryRow; last: HistoryRow }>();
  for (const row of rows) {
    const key = `${row.entityType}:${row.entityId}`;
    const seen = records.get(key);
    records.set(key, seen ? { first: seen.first, last: row } : { first: row, last: row });
  }
  const undoId = newBatchId('undo');
  const refused: BatchResult['failed'] = [];
  const targets = new Map<number, { first: HistoryRow; last: HistoryRow }>();
  for (const record of records.values()) {
    const id = Number(record.first.entityId);
    if (record.first.entityType !== CONTENT_ENTITY || !Number.isInteger(id)) {
      refused.push({ id: Number.isInteger(id) ? id : 0, message: `${record.first.entityType} changes cannot be undone here.` });
    } else if (record.first.action === 'create') {
      refused.push({ id, message: 'The batch created this item; delete it instead.' });
    } else {
      targets.set(id, record);
    }
  }
  const result = await runContentBatch(ctx, [...targets.keys()], undoId, async (id) => {
    const record = targets.get(id);
    if (!record) return null;
    const later = await findLaterEntry(ctx.db, ctx.tenant.id, CONTENT_ENTITY, String(id), record.last.id, trimmed);
    if (later) {
      const who = later.firstName !== null ? userName(later) : 'someone';
      throw badInput(`Changed by ${who} at ${at(later.createdAt)} after this update; not undone.`);
    }
    return documentBefore(ctx, record.first);
  });
  return { ...result, failed: [...refused, ...result.failed] };
}
