import type { AssetRow } from './repo.js';

/** The upload route's answer: the asset with the field names of the GraphQL Asset type. */
export function assetJson(row: AssetRow) {
  return {
    __typename: 'Asset' as const,
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    src: row.src,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    caption: row.caption,
    credit: row.credit,
    processingOptions: row.processingOptions,
    metadata: row.metadata,
    approvedWebsite: row.approvedWebsite,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
