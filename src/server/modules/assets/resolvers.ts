import type { AssetResolvers } from '../../../gql/resolvers-types.js';

export const Asset: AssetResolvers = {
  processingOptions: (row) => row.processingOptions,
  metadata: (row) => row.metadata,
};
