import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import * as service from './service.js';

/** A stored import as the API shows it. */
function importOf(row: service.ListedImport) {
  return {
    id: row.id,
    fileName: row.fileName,
    byteSize: row.byteSize,
    status: row.status,
    phase: row.phase,
    columns: row.columns,
    sampleRows: row.sample,
    rowCount: row.rowCount,
    mapping: row.mapping ?? [],
    existing: row.options?.existing ?? null,
    membershipId: row.options?.membershipId ?? null,
    membershipExpiration: row.options?.membershipExpiration ? new Date(row.options.membershipExpiration) : null,
    processed: row.processed,
    createdCount: row.createdCount,
    updatedCount: row.updatedCount,
    skippedCount: row.skippedCount,
    errorCount: row.errorCount,
    errors: row.errors,
    message: row.message,
    createdByName: row.createdByName,
    created: row.createdAt,
    started: row.startedAt,
    finished: row.finishedAt,
    version: row.version,
  };
}

/** Site-user imports (/admin/migrate-site-users): thin resolvers over service.ts. */
export const siteUserImportQueries: Pick<QueryResolvers, 'getSiteUserImport' | 'getSiteUserImportStream'> = {
  getSiteUserImport: async (_root, { id }, ctx) => {
    const row = await service.getSiteUserImport(ctx, id);
    return row ? importOf(row) : null;
  },
  getSiteUserImportStream: async (_root, args, ctx) => {
    const page = await service.getSiteUserImportStream(ctx, args);
    return {
      totalCount: page.totalCount,
      edges: page.rows.map((row) => ({ node: importOf(row) })),
      pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: page.hasPreviousPage, startCursor: null, endCursor: null },
    };
  },
};

export const siteUserImportMutations: Pick<MutationResolvers, 'startSiteUserImport'> = {
  startSiteUserImport: async (_root, { input }, ctx) => importOf(await service.startSiteUserImport(ctx, input)),
};
