import { imageUrl, naturalFormat, type CropRect } from '../../shared/assets.js';
import { absoluteUrl } from './meta.js';
import type { SeoAsset } from './types.js';

/** Spec 002 §9: "social share 1200x630, fallback 1200x627; favicons 180, 32 and 16px". */
export const SHARE_WIDTH = 1200;
export const SHARE_CUTS = [
  { ratio: '1200x630', height: 630 },
  { ratio: '1200x627', height: 627 },
] as const;
export const FAVICON_SIZES = [180, 32, 16] as const;

export interface SizedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The area the delivery route cuts from: the editor's crop, else the whole image. */
function area(asset: SeoAsset): CropRect | null {
  if (!asset.width || !asset.height) return null;
  return asset.crop ?? { x: 0, y: 0, width: asset.width, height: asset.height };
}

/**
 * The size the delivery route outputs for a ratio cut at a width: the same arithmetic as
 * focalWindow() in sharpImages.ts (largest window of the ratio inside the area), then a resize
 * that never enlarges.
 */
export function cutSize(region: { width: number; height: number }, ratio: number, width: number): { width: number; height: number } {
  const windowWidth = Math.max(1, Math.min(region.width, Math.round(region.height * ratio)));
  const windowHeight = Math.max(1, Math.min(region.height, Math.round(windowWidth / ratio)));
  const outWidth = Math.min(width, windowWidth);
  return { width: outWidth, height: Math.round((windowHeight * outWidth) / windowWidth) };
}

/**
 * The Open Graph / Twitter image of an asset, as JPEG (every social crawler reads it):
 * - 1200×630 when the image (after its crop) yields a full 1200×630 cut;
 * - the 1200×627 fallback when it is 1200 pixels wide but only 627–629 high, so a 1200-wide cut
 *   exists at 627 but not at 630;
 * - otherwise the 1200x630 ratio at the largest size the image has (the route never enlarges),
 *   with that real width and height declared.
 */
export function shareImage(asset: SeoAsset | null | undefined, origin: string): SizedImage | null {
  const region = asset ? area(asset) : null;
  if (!asset || !region) return null;
  const cuts = SHARE_CUTS.map((cut) => ({ ...cut, size: cutSize(region, SHARE_WIDTH / cut.height, SHARE_WIDTH) }));
  const chosen = cuts.find((cut) => cut.size.width === SHARE_WIDTH && cut.size.height === cut.height) ?? cuts[0];
  if (!chosen) return null;
  return {
    url: absoluteUrl(origin, imageUrl(asset, { width: SHARE_WIDTH, format: 'jpeg', ratio: chosen.ratio })),
    width: chosen.size.width,
    height: chosen.size.height,
    alt: asset.alt ?? '',
  };
}

/** An image at its own ratio, at most `maxWidth` wide (publisher logo, JSON-LD image lists). */
export function plainImage(asset: SeoAsset | null | undefined, origin: string, maxWidth: number): SizedImage | null {
  const region = asset ? area(asset) : null;
  if (!asset || !region) return null;
  const width = Math.min(maxWidth, region.width);
  return {
    url: absoluteUrl(origin, imageUrl(asset, { width, format: naturalFormat(asset.mimeType) })),
    width,
    height: Math.round((region.height * width) / region.width),
    alt: asset.alt ?? '',
  };
}

export interface FaviconLink {
  rel: 'apple-touch-icon' | 'icon';
  href: string;
  type: string;
  /** 'WxH' of the file actually delivered; none for the .ico (it may hold several sizes). */
  sizes?: string;
}

/**
 * PNG favicons cut square from the site logo around its focal point (the media library's focal
 * point picks the logo's mark), 180 (apple-touch-icon), 32 and 16 px. A logo smaller than a size is
 * not enlarged: `sizes` then says what is delivered. The .ico (general.favicon) is linked as well.
 */
export function faviconLinks(logo: SeoAsset | null | undefined, faviconIco: string | null | undefined): FaviconLink[] {
  const links: FaviconLink[] = [];
  const region = logo ? area(logo) : null;
  if (logo && region) {
    for (const size of FAVICON_SIZES) {
      const out = cutSize(region, 1, size);
      links.push({
        rel: size === 180 ? 'apple-touch-icon' : 'icon',
        href: imageUrl(logo, { width: size, format: 'png', ratio: '1x1' }),
        type: 'image/png',
        sizes: `${out.width}x${out.height}`,
      });
    }
  }
  if (faviconIco) links.push({ rel: 'icon', href: faviconIco, type: 'image/x-icon' });
  return links;
}

type Rect = { x: number; y: number; width: number; height: number };
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const readRect = (value: unknown): Rect | null => {
  const r = value as Partial<Rect> | null | undefined;
  return r && isNumber(r.x) && isNumber(r.y) && isNumber(r.width) && isNumber(r.height) ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
};

/** A GraphQL Asset (its processingOptions JSON read defensively) as the SEO layer takes it. */
export function seoAssetOf(asset: {
  id: number;
  version: number;
  fileName: string;
  mimeType: string;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
  processingOptions?: unknown;
}): SeoAsset {
  const options = (asset.processingOptions ?? {}) as { crop?: unknown; focalPoint?: { x?: unknown; y?: unknown } | null };
  const focal = options.focalPoint;
  return {
    id: asset.id,
    version: asset.version,
    fileName: asset.fileName,
    mimeType: asset.mimeType,
    width: asset.width ?? null,
    height: asset.height ?? null,
    crop: readRect(options.crop),
    focalPoint: focal && isNumber(focal.x) && isNumber(focal.y) ? { x: focal.x, y: focal.y } : null,
    alt: asset.alt ?? null,
  };
}
