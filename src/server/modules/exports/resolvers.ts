import type { MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import * as service from './service.js';

/** CSV exports (company, taxonomy, RMI report): thin resolvers over service.ts. */
export const exportQueries: Pick<QueryResolvers, 'getExport' | 'getExportStream'> = {
  getExport: (_root, { id }, ctx) => service.getExport(ctx, id),
  getExportStream: (_root, args, ctx) => service.getExportStream(ctx, args),
};

export const exportMutations: Pick<MutationResolvers, 'startExport'> = {
  startExport: (_root, { input }, ctx) => service.startExport(ctx, input),
};
