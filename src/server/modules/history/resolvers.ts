import type { HistoryEntryResolvers, MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { bulkUpdateContent } from '../bulkContent/service.js';
import { restoreContentRevision, undoHistoryBatch } from './restore.js';
import { getHistoryEntry, getHistoryStream, getHistoryUsers, previousHistoryEntry } from './service.js';

export const historyQueries: Pick<QueryResolvers, 'getHistoryStream' | 'getHistoryEntry' | 'getHistoryUsers'> = {
  getHistoryStream: (_root, args, ctx) => getHistoryStream(ctx, args.input),
  getHistoryEntry: (_root, args, ctx) => getHistoryEntry(ctx, args.id),
  getHistoryUsers: (_root, _args, ctx) => getHistoryUsers(ctx),
};

export const historyMutations: Pick<MutationResolvers, 'restoreContentRevision' | 'bulkUpdateContent' | 'undoHistoryBatch'> = {
  restoreContentRevision: (_root, args, ctx) => restoreContentRevision(ctx, args.historyId, args.version),
  bulkUpdateContent: (_root, args, ctx) => bulkUpdateContent(ctx, args.input),
  undoHistoryBatch: (_root, args, ctx) => undoHistoryBatch(ctx, args.batchId),
};

export const HistoryEntry: HistoryEntryResolvers = {
  previous: (entry, _args, ctx) => previousHistoryEntry(ctx, entry),
};
