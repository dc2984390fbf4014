import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allowedWidth, FORMAT_EXTENSION, imageUrl, isImageFormat, naturalFormat, type ImageFormatName } from '../../../shared/assets.js';
import type { Db } from '../../db/client.js';
import { ASPECT_RATIOS, renderVariant } from '../../integrations/images/sharpImages.js';
import type { Storage } from '../../integrations/storage/index.js';
import { findAssetForDelivery } from './repo.js';

/** What the client asked for, as parsed from the URL (strings until validated). */
export interface ImageRequestParams {
  id: string;
  version: string;
  name: string;
  w?: string | undefined;
  fm?: string | undefined;
  ar?: string | undefined;
}

export interface VariantKey {
  id: number;
  version: number;
  width: number | null;
  format: ImageFormatName | null;
  ratio: string | null;
}

export type ParseResult = { ok: true; key: VariantKey } | { ok: false; message: string };

const POSITIVE_INT = /^[1-9]\d{0,9}$/;
const EXTENSION_FORMAT: Record<string, ImageFormatName> = { webp: 'webp', avif: 'avif', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

/** Validates the URL's parts. Every refusal is a 400 with a message saying what is allowed. */
export function parseImageRequest(params: ImageRequestParams): ParseResult {
  if (!POSITIVE_INT.test(params.id) || !POSITIVE_INT.test(params.version)) return { ok: false, message: 'The image id and version must be positive whole numbers.' };
  let width: number | null = null;
  if (params.w !== undefined) {
    if (!/^\d{1,5}$/.test(params.w) || Number(params.w) < 1) return { ok: false, message: 'w must be a width in pixels between 1 and 99999.' };
    width = allowedWidth(Number(params.w));
  }
  let format: ImageFormatName | null = null;
  if (params.fm !== undefined) {
    if (!isImageFormat(params.fm)) return { ok: false, message: 'fm must be one of webp, avif, jpeg, png.' };
    format = params.fm;
  } else {
    const extension = /\.([a-z]+)$/i.exec(params.name)?.[1]?.toLowerCase();
    format = extension ? (EXTENSION_FORMAT[extension] ?? null) : null;
  }
  let ratio: string | null = null;
  if (params.ar !== undefined) {
    if (!(params.ar in ASPECT_RATIOS)) return { ok: false, message: `ar must be one of ${Object.keys(ASPECT_RATIOS).join(', ')}.` };
    ratio = params.ar;
  }
  return { ok: true, key: { id: Number(params.id), version: Number(params.version), width, format, ratio } };
}

export type DeliveryResult =
  | { kind: 'image'; bytes: Buffer; contentType: string; etag: string }
  | { kind: 'moved'; location: string }
  | { kind: 'notFound'; message: string };

export interface ImageDelivery {
  deliver(key: VariantKey): Promise<DeliveryResult>;
}

/**
 * Renders image variants on first request and keeps them under `cacheDir`, keyed by the asset's
 * storage key (unique per upload), version, width, ratio and format. Concurrent requests for the
 * same variant share one rendering. An old version in the URL redirects to the current one, so
 * pages cached with an earlier crop still show an image.
 */
export function createImageDelivery({ db, storage, cacheDir }: { db: Db; storage: Storage; cacheDir: string }): ImageDelivery {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(file: string, load: () => Promise<Buffer>): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch {
      // Not cached yet.
    }
    const bytes = await load();
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
    return bytes;
  }

  return {
    async deliver(key) {
      const asset = await findAssetForDelivery(db, key.id);
      if (!asset || asset.kind !== 'image' || !asset.width || !asset.height) return { kind: 'notFound', message: `There is no image ${key.id}.` };
      const format = key.format ?? naturalFormat(asset.mimeType);
      if (asset.version !== key.version) {
        return { kind: 'moved', location: imageUrl(asset, { format, width: key.width, ratio: key.ratio }) };
      }
      const width = key.width ?? allowedWidth(asset.width);
      const ratio = key.ratio ? (ASPECT_RATIOS[key.ratio] ?? null) : null;
      const variant = `${width}-${key.ratio ?? 'orig'}.${FORMAT_EXTENSION[format]}`;
      const file = path.join(cacheDir, ...asset.storageKey.split('/'), `v${asset.version}`, variant);
      let pending = inFlight.get(file);
      if (!pending) {
        pending = render(file, async () => {
          const original = await storage.get(asset.storageKey);
          if (!original) throw new MissingOriginal(asset.id);
          return renderVariant(original, { width: asset.width ?? 0, height: asset.height ?? 0 }, {
            width,
            format,
            aspectRatio: ratio,
            crop: asset.processingOptions.crop ?? null,
            focalPoint: asset.processingOptions.focalPoint ?? null,
          });
        }).finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      try {
        const bytes = await pending;
        return { kind: 'image', bytes, contentType: `image/${format}`, etag: `"img-${asset.id}-${asset.version}-${variant}"` };
      } catch (error) {
        if (error instanceof MissingOriginal) return { kind: 'notFound', message: `The file of image ${key.id} is missing.` };
        throw error;
      }
    },
  };
}

class MissingOriginal extends Error {
  constructor(id: number) {
    super(`The stored file of asset ${id} is missing`);
  }
}
