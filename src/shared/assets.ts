// The media library's rules, shared by the upload route, the GraphQL service and the admin screens.
import type { Permission } from './permissions.js';

export type AssetKindName = 'image' | 'file';
export type ImageFormatName = 'webp' | 'avif' | 'jpeg' | 'png';

/**
 * Who may browse the library: those who manage it, and those whose forms pick images and files from
 * it (content, site settings such as the logo and favicon, persons' portraits), and those who may
 * read the site settings (their read-only screen shows the chosen logo and favicon). Changing the
 * library (upload, edit, delete) needs manage_assets.
 */
export const ASSET_READ_PERMISSIONS: Permission[] = ['manage_assets', 'manage_content', 'manage_site_settings', 'view_site_settings', 'manage_contracts'];

/** POST here with the raw bytes (Content-Type = the file's type) to create an asset. */
export const ASSET_UPLOAD_ROUTE = '/api/assets';
/** Request header carrying the file name, percent-encoded (header values must be ASCII). */
export const UPLOAD_FILE_NAME_HEADER = 'x-file-name';
/** Default upload size limit; the server's ASSET_MAX_UPLOAD_MB overrides it. */
export const DEFAULT_MAX_UPLOAD_MB = 25;

/**
 * Raster images sharp reads: stored as kind 'image', measured, and resized on delivery.
 * SVG is refused on purpose: it can carry scripts, and the library serves files from the site's own
 * origin. Upload a PNG or WebP instead (logos convert without loss).
 */
export const IMAGE_MIME_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** Other files, stored as kind 'file' and served as uploaded. MIME type → accepted extensions. */
export const FILE_MIME_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/x-icon': ['ico'],
  'image/vnd.microsoft.icon': ['ico'],
  'audio/mpeg': ['mp3'],
  'audio/mp4': ['m4a'],
  'audio/x-m4a': ['m4a'],
  'audio/wav': ['wav'],
  'audio/ogg': ['ogg', 'oga'],
  'video/mp4': ['mp4'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
};

/** What kind of asset a MIME type makes, or null when the type is not accepted. */
export function assetKindOf(mimeType: string): AssetKindName | null {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type in IMAGE_MIME_TYPES) return 'image';
  if (type in FILE_MIME_TYPES) return 'file';
  return null;
}

/** The `accept` map for dropzones: images only, or everything the library takes. */
export function acceptedMimeTypes(kind?: AssetKindName): string[] {
  const images = Object.keys(IMAGE_MIME_TYPES);
  if (kind === 'image') return images;
  if (kind === 'file') return Object.keys(FILE_MIME_TYPES);
  return [...images, ...Object.keys(FILE_MIME_TYPES)];
}

/**
 * Widths the delivery route renders. A requested width is rounded up to the next one (and capped
 * at the largest), so at most this many variants per format can ever exist for an asset.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 768, 960, 1280, 1600, 1920, 2560] as const;
/**
 * Widths rendered exactly when asked for, outside the responsive list (so srcset candidates stay
 * as they were): favicons 16, 32 and 180 px and the 1200 px social-share image (spec 002 §9
 * "social share 1200x630, fallback 1200x627; favicons 180, 32 and 16px").
 */
export const EXACT_IMAGE_WIDTHS = [16, 32, 180, 1200] as const;
export const IMAGE_FORMATS: readonly ImageFormatName[] = ['webp', 'avif', 'jpeg', 'png'];

export function isImageFormat(value: string): value is ImageFormatName {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

/** The allowed width to render for a request: an exact width as is, else rounded up to the list, capped at its largest. */
export function allowedWidth(requested: number): number {
  if ((EXACT_IMAGE_WIDTHS as readonly number[]).includes(requested)) return requested;
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 2560;
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? largest;
}

/** A file name reduced to safe URL characters ('Büro Foto (1).JPG' → 'buro-foto-1'), without extension. */
export function slugFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'image';
}

/** The lower-case extension of a file name, '' when it has none. */
export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/** Extension of the delivered file for a format (the URL's name ends with it). */
export const FORMAT_EXTENSION: Readonly<Record<ImageFormatName, string>> = { webp: 'webp', avif: 'avif', jpeg: 'jpg', png: 'png' };

/**
 * URL path of an image variant: /images/{id}/{version}/{name}.{ext}?w={width}. The version makes the
 * URL change whenever the asset (its crop or focal point) changes, so responses are immutable.
 */
export function imageUrl(
  asset: { id: number; version: number; fileName: string },
  options: { width?: number | null; format: ImageFormatName; ratio?: string | null },
): string {
  const name = `${slugFileName(asset.fileName)}.${FORMAT_EXTENSION[options.format]}`;
  const query = [options.width ? `w=${allowedWidth(options.width)}` : null, options.ratio ? `ar=${options.ratio}` : null].filter(Boolean).join('&');
  return `/images/${asset.id}/${asset.version}/${name}${query ? `?${query}` : ''}`;
}

/** The format an original is delivered in when none is asked for: its own, where browsers show it. */
export function naturalFormat(mimeType: string): ImageFormatName {
  if (mimeType === 'image/png' || mimeType === 'image/gif') return 'png';
  if (mimeType === 'image/webp') return 'webp';
  if (mimeType === 'image/avif') return 'avif';
  return 'jpeg';
}

/** Bounds of the descriptive fields. */
export const ASSET_LIMITS = { alt: 500, caption: 2000, credit: 300, phrase: 200, fileName: 255 } as const;

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface FocalPoint {
  x: number;
  y: number;
}
export interface ProcessingOptions {
  crop?: CropRect | null;
  focalPoint?: FocalPoint | null;
}

const isWhole = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * Field errors of processing options for an image of the given size (empty when valid). The crop
 * must lie inside the image; the focal point inside the crop (or the image when there is none).
 * Keys are paths of the save input ('processingOptions.crop', 'processingOptions.focalPoint').
 */
export function processingOptionErrors(options: ProcessingOptions, image: { width: number | null; height: number | null }): Record<string, string> {
  const errors: Record<string, string> = {};
  const { crop, focalPoint } = options;
  if ((crop || focalPoint) && (!image.width || !image.height)) {
    errors['processingOptions'] = 'Crop and focal point apply to images only';
    return errors;
  }
  const width = image.width ?? 0;
  const height = image.height ?? 0;
  if (crop) {
    const values = [crop.x, crop.y, crop.width, crop.height];
    if (!values.every(isWhole) || crop.width < 1 || crop.height < 1) {
      errors['processingOptions.crop'] = 'Crop values must be whole pixels, with a width and height of at least 1';
    } else if (crop.x + crop.width > width || crop.y + crop.height > height) {
      errors['processingOptions.crop'] = `The crop must lie inside the image (${width} × ${height} pixels)`;
    }
  }
  if (focalPoint) {
    const withinCrop = Boolean(crop) && !errors['processingOptions.crop'];
    const area = withinCrop && crop ? crop : { x: 0, y: 0, width, height };
    if (!isWhole(focalPoint.x) || !isWhole(focalPoint.y)) {
      errors['processingOptions.focalPoint'] = 'The focal point must be given in whole pixels';
    } else if (focalPoint.x < area.x || focalPoint.y < area.y || focalPoint.x > area.x + area.width || focalPoint.y > area.y + area.height) {
      errors['processingOptions.focalPoint'] = withinCrop ? 'The focal point must lie inside the crop' : `The focal point must lie inside the image (${width} × ${height} pixels)`;
    }
  }
  return errors;
}

/** A human size: 932 B, 14.2 kB, 3.1 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
