import type { AssetInput, GetAssetQuery } from '../../gql/graphql.js';
import type { CropRect, FocalPoint } from '../../shared/assets.js';

type Asset = GetAssetQuery['getAsset'];

/** The edit form's values; crop and focal point are whole objects (null when not set). */
export interface AssetFormValues {
  alt: string;
  credit: string;
  caption: string;
  approvedWebsite: boolean;
  processingOptions: { crop: CropRect | null; focalPoint: FocalPoint | null };
}

function isRect(value: unknown): value is CropRect {
  if (!value || typeof value !== 'object') return false;
  const rect = value as Record<string, unknown>;
  return ['x', 'y', 'width', 'height'].every((key) => typeof rect[key] === 'number');
}

function isPoint(value: unknown): value is FocalPoint {
  if (!value || typeof value !== 'object') return false;
  const point = value as Record<string, unknown>;
  return typeof point['x'] === 'number' && typeof point['y'] === 'number';
}

/** processingOptions arrive as JSON: only well-formed parts are kept. */
export function readProcessingOptions(json: unknown): AssetFormValues['processingOptions'] {
  const options = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return { crop: isRect(options['crop']) ? options['crop'] : null, focalPoint: isPoint(options['focalPoint']) ? options['focalPoint'] : null };
}

export function assetFormValues(asset: Asset): AssetFormValues {
  return {
    alt: asset.alt ?? '',
    credit: asset.credit ?? '',
    caption: asset.caption ?? '',
    approvedWebsite: asset.approvedWebsite,
    processingOptions: readProcessingOptions(asset.processingOptions),
  };
}

export function toAssetInput(values: AssetFormValues, asset: { id: number; version: number }): AssetInput {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  const { crop, focalPoint } = values.processingOptions ?? { crop: null, focalPoint: null };
  return {
    id: asset.id,
    version: asset.version,
    alt: text(values.alt),
    credit: text(values.credit),
    caption: text(values.caption),
    approvedWebsite: values.approvedWebsite ?? false,
    processingOptions: {
      crop: crop ? { x: Math.round(crop.x), y: Math.round(crop.y), width: Math.round(crop.width), height: Math.round(crop.height) } : null,
      focalPoint: focalPoint ? { x: Math.round(focalPoint.x), y: Math.round(focalPoint.y) } : null,
    },
  };
}

/** A rectangle from two corners of a drag, clamped to the image and in whole pixels. */
export function rectFromDrag(a: FocalPoint, b: FocalPoint, image: { width: number; height: number }): CropRect | null {
  const clampX = (v: number) => Math.min(Math.max(Math.round(v), 0), image.width);
  const clampY = (v: number) => Math.min(Math.max(Math.round(v), 0), image.height);
  const x1 = clampX(Math.min(a.x, b.x));
  const y1 = clampY(Math.min(a.y, b.y));
  const x2 = clampX(Math.max(a.x, b.x));
  const y2 = clampY(Math.max(a.y, b.y));
  // A click without a drag is not a crop.
  if (x2 - x1 < 2 || y2 - y1 < 2) return null;
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}
