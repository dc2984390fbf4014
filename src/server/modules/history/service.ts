import type { HistoryEntry, HistoryStreamInput } from '../../../gql/resolvers-types.js';
import { entityLabelOf } from '../../../shared/history.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import type { CmsViewer } from '../cmsUsers/viewer.js';
import { countHistory, findHistory, findHistoryEntry, findHistoryUsers, findPreviousEntry, type HistoryRow, type HistoryScope } from './queries.js';

/**
 * Whose rows a viewer reads (rule 4): the current site's, plus rows of no site the viewer manages
 * elsewhere — CMS users for manage_users (a site-specific manager only those of this site),
 * platform news for manage_modules.
 */
export function historyScope(ctx: GraphQLContext, viewer: CmsViewer): HistoryScope {
  return {
    tenantId: ctx.tenant.id,
    cmsUsers: viewer.permissions.has('manage_users') ? (viewer.isGlobal ? 'all' : 'site') : 'none',
    platform: viewer.permissions.has('manage_modules'),
  };
}

export const userName = (row: Pick<HistoryRow, 'firstName' | 'lastName' | 'username'>): string =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username || 'Unknown user';

/** A row as the API shows it; `previous` is resolved on demand (HistoryEntry.previous). */
export function toHistoryEntry(row: HistoryRow): HistoryEntry {
  const changes = Object.entries(row.changes ?? {}).map(([field, [before, after]]) => ({ field, before, after }));
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: entityLabelOf(row.snapshot) ?? entityLabelOf(Object.fromEntries(changes.map((c) => [c.field, c.before]))),
    action: row.action,
    changedFields: changes.map((c) => c.field),
    changes,
    snapshot: row.snapshot,
    batchId: row.batchId,
    user: row.userId !== null && row.firstName !== null ? { id: row.userId, name: userName(row) } : null,
    createdAt: row.createdAt,
  };
}

const MAX_TEXT = 200;

/** getHistoryStream: the site's changes, newest first, filtered and paged. */
export async function getHistoryStream(ctx: GraphQLContext, input: HistoryStreamInput | null | undefined) {
  const viewer = requirePermission(ctx, 'view_history');
  const page = parsePagination(input?.pagination, { defaultLimit: 25, maxLimit: 100 });
  const from = input?.from ? new Date(input.from) : null;
  const to = input?.to ? new Date(input.to) : null;
  if (from && to && to <= from) throw badInput('"to" must be after "from".', { to: 'Must be after the start date' });
  for (const key of ['entityType', 'entityId', 'batchId'] as const) {
    const value = input?.[key];
    if (value && value.length > MAX_TEXT) throw badInput(`${key} may have at most ${MAX_TEXT} characters.`, { [key]: `At most ${MAX_TEXT} characters` });
  }
  const scope = historyScope(ctx, viewer);
  const filter = {
    entityType: input?.entityType?.trim() || null,
    entityId: input?.entityId?.trim() || null,
    userId: input?.userId ?? null,
    action: input?.action ?? null,
    from,
    to,
    batchId: input?.batchId?.trim() || null,
  };
  const [rows, total] = await Promise.all([findHistory(ctx.db, scope, filter, page), countHistory(ctx.db, scope, filter)]);
  const connection = toConnection(rows.map(toHistoryEntry), page, async () => total);
  return { ...connection, totalCount: total };
}

/** getHistoryEntry: one visible row (NOT_FOUND otherwise, so other sites' rows stay unknown). */
export async function getHistoryEntry(ctx: GraphQLContext, id: number): Promise<HistoryEntry> {
  const viewer = requirePermission(ctx, 'view_history');
  const row = await findHistoryEntry(ctx.db, historyScope(ctx, viewer), id);
  if (!row) throw notFound(`No history entry with id ${id} was found on this site.`);
  return toHistoryEntry(row);
}

/** HistoryEntry.previous: the record's row before this one, under the same visibility. */
export async function previousHistoryEntry(ctx: GraphQLContext, entry: Pick<HistoryEntry, 'id'>): Promise<HistoryEntry | null> {
  const viewer = requirePermission(ctx, 'view_history');
  const row = await findHistoryEntry(ctx.db, historyScope(ctx, viewer), entry.id);
  if (!row) return null;
  const previous = await findPreviousEntry(ctx.db, row);
  return previous ? toHistoryEntry(previous) : null;
}

/** getHistoryUsers: who made the visible changes (the history screen's user filter). */
export async function getHistoryUsers(ctx: GraphQLContext) {
  const viewer = requirePermission(ctx, 'view_history');
  const rows = await findHistoryUsers(ctx.db, historyScope(ctx, viewer));
  return rows.map((row) => ({ id: row.id, name: userName(row) }));
}
