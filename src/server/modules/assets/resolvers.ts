import type { AssetResolvers, MutationResolvers, QueryResolvers } from '../../../gql/resolvers-types.js';
import { IMAGE_WIDTHS, imageUrl, naturalFormat } from '../../../shared/assets.js';
import { deleteAsset, getAsset, getAssetStream, saveAsset } from './service.js';

export const assetQueries: Pick<QueryResolvers, 'getAsset' | 'getAssetStream'> = {
  getAsset: (_root, args, ctx) => getAsset(ctx, args.id),
  getAssetStream: (_root, args, ctx) => getAssetStream(ctx, args.input),
};

export const assetMutations: Pick<MutationResolvers, 'saveAsset' | 'deleteAsset'> = {
  saveAsset: (_root, args, ctx) => saveAsset(ctx, args.input),
  deleteAsset: (_root, args, ctx) => deleteAsset(ctx, args.id, args.version),
};

export const Asset: AssetResolvers = {
  processingOptions: (row) => row.processingOptions,
  metadata: (row) => row.metadata,
  // Plain `src` stays the original file; width/format ask for a variant of the delivery route.
  src: (row, args) => {
    if (row.kind !== 'image' || (args.width == null && args.format == null)) return row.src;
    return imageUrl(row, { width: args.width ?? null, format: args.format ?? naturalFormat(row.mimeType) });
  },
  srcset: (row, args) => {
    if (row.kind !== 'image' || !row.width) return null;
    const ownWidth = row.processingOptions.crop?.width ?? row.width;
    const format = args.format ?? naturalFormat(row.mimeType);
    // Widths up to the image's own; the next one up as well, so the largest candidate is never smaller than the image.
    const widths = IMAGE_WIDTHS.filter((width, index) => width <= ownWidth || (IMAGE_WIDTHS[index - 1] ?? 0) < ownWidth);
    return widths.map((width) => `${imageUrl(row, { width, format })} ${Math.min(width, ownWidth)}w`).join(', ');
  },
};
