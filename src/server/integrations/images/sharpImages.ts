import sharp from 'sharp';
import type { CropRect, FocalPoint, ImageFormatName } from '../../../shared/assets.js';

/** Decoded images bigger than this many pixels are refused (a "decompression bomb" guard). */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ImageInfo {
  /** Size as displayed, i.e. after EXIF orientation: crops and focal points use these pixels. */
  width: number;
  height: number;
  format: string;
  /** What the library shows about an image (kept small: no raw EXIF blobs). */
  metadata: Record<string, unknown>;
}

/** Reads size and descriptive metadata; null when the bytes are not an image sharp can decode. */
export async function readImageInfo(bytes: Uint8Array): Promise<ImageInfo | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) return null;
    // Decoding the first pixels proves the file is really an image and not a truncated one.
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize(8).toBuffer();
    const metadata: Record<string, unknown> = {
      format: meta.format,
      width,
      height,
      space: meta.space,
      channels: meta.channels,
      hasAlpha: meta.hasAlpha ?? false,
      density: meta.density ?? null,
      pages: meta.pages ?? 1,
      orientation: meta.orientation ?? null,
    };
    return { width, height, format: meta.format, metadata };
  } catch {
    return null;
  }
}

/** Aspect ratios the delivery route can cut an image to (query `ar=16x9`). */
export const ASPECT_RATIOS: Readonly<Record<string, number>> = {
  '1x1': 1,
  '4x3': 4 / 3,
  '3x2': 3 / 2,
  '16x9': 16 / 9,
  '2x1': 2,
  '3x4': 3 / 4,
  // Social-share cuts (spec 002 §9): 1200x630 for Open Graph, 1200x627 its fallback.
  '1200x630': 1200 / 630,
  '1200x627': 1200 / 627,
};

export interface VariantRequest {
  width: number;
  format: ImageFormatName;
  /** Width / height of the output; null keeps the (cropped) image's own ratio. */
  aspectRatio: number | null;
  crop: CropRect | null;
  focalPoint: FocalPoint | null;
}

/**
 * The largest window of the given ratio inside `area`, centred on the focal point as far as the
 * area allows. Exported for the unit test: this is where the focal point earns its keep.
 */
export function focalWindow(area: CropRect, ratio: number, focal: FocalPoint | null): CropRect {
  const width = Math.max(1, Math.min(area.width, Math.round(area.height * ratio)));
  const height = Math.max(1, Math.min(area.height, Math.round(width / ratio)));
  const centreX = focal ? focal.x : area.x + area.width / 2;
  const centreY = focal ? focal.y : area.y + area.height / 2;
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
  return {
    x: Math.round(clamp(centreX - width / 2, area.x, area.x + area.width - width)),
    y: Math.round(clamp(centreY - height / 2, area.y, area.y + area.height - height)),
    width,
    height,
  };
}

/** Renders one variant: orient, crop, cut to the ratio around the focal point, resize, encode. */
export async function renderVariant(bytes: Uint8Array, image: { width: number; height: number }, request: VariantRequest): Promise<Buffer> {
  const area: CropRect = request.crop ?? { x: 0, y: 0, width: image.width, height: image.height };
  const window = request.aspectRatio ? focalWindow(area, request.aspectRatio, request.focalPoint) : area;
  // `animated: false`: GIF variants are stills; orientation is applied first so crops match the preview.
  let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).autoOrient();
  if (window.x !== 0 || window.y !== 0 || window.width !== image.width || window.height !== image.height) {
    pipeline = pipeline.extract({ left: window.x, top: window.y, width: window.width, height: window.height });
  }
  pipeline = pipeline.resize({ width: Math.min(request.width, window.width), withoutEnlargement: true });
  switch (request.format) {
    case 'webp':
      return pipeline.webp({ quality: 80 }).toBuffer();
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 8 }).toBuffer();
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }
}

/** Dots per inch written into print images' metadata (docs/print-exports.md). */
export const PRINT_DPI = 300;

/**
 * An original at print resolution (print exports): its own pixels — never enlarged, never reduced —
 * oriented, flattened on white, in sRGB with the profile embedded, as a JPEG of quality 95 (no
 * chroma subsampling) marked 300 dpi, so InDesign places it at its print size. Throws when the
 * bytes are not an image sharp can decode.
 */
export async function renderPrintJpeg(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .withIccProfile('srgb')
    .withDensity(PRINT_DPI)
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
