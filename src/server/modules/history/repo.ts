import type { Db } from '../../db/client.js';
import { history, type HistoryAction } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { diffRecords, snapshotOf } from './diff.js';

export interface HistoryEntry {
  entityType: string;
  entityId: string | number;
  action: HistoryAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The record's site; null for records of no site (CMS users, platform news). */
  tenantId: number | null;
  omit?: readonly string[];
  /** Groups the rows of one bulk update or restore. */
  batchId?: string | null;
}

/** Writes one history row for a save (pass the transaction when the save runs in one). */
export async function recordHistory(db: Db, ctx: Pick<GraphQLContext, 'cmsUser'>, entry: HistoryEntry): Promise<void> {
  const record = entry.after ?? entry.before;
  await db.insert(history).values({
    tenantId: entry.tenantId,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    action: entry.action,
    changes: diffRecords(entry.before, entry.after, entry.omit),
    snapshot: record ? snapshotOf(record, entry.omit) : null,
    batchId: entry.batchId ?? null,
    userId: ctx.cmsUser?.id ?? null,
  });
}
