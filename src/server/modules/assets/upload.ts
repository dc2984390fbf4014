import { assetKindOf, ASSET_LIMITS, extensionOf, FILE_MIME_TYPES, IMAGE_MIME_TYPES, slugFileName } from '../../../shared/assets.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { largestIcoEntry, readIcoEntries } from '../../integrations/images/ico.js';
import { readImageInfo } from '../../integrations/images/sharpImages.js';
import { requirePermission } from '../cmsAuth/access.js';
import { recordHistory } from '../history/repo.js';
import { insertAsset, type AssetRow } from './repo.js';
import { ASSET_ENTITY, storageKeyFor } from './service.js';
import { contentMatches, contentMismatchMessage, sniffBytes, STORABLE_IMAGE_KINDS } from './sniff.js';

/** A refused upload: the route answers `status` with `{ statusCode, code, message }`. */
export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(
    readonly status: 400 | 413 | 415 | 429,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** sharp's name of each image type we store (AVIF reads as HEIF). */
const DECODED_IMAGE_FORMATS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'heif' };

/** The name the user gave, without any path, control characters or surrounding space. */
export function cleanFileName(raw: string | undefined): string {
  let decoded = raw ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Not percent-encoded: keep the raw header value.
  }
  const name = decoded.replace(/[\u0000-\u001f\u007f]/g, '').split(/[\\/]/).pop()?.trim() ?? '';
  if (!name) throw new UploadRefused(400, 'FILE_NAME_REQUIRED', 'Send the file name in the x-file-name header.');
  if (name.length > ASSET_LIMITS.fileName) throw new UploadRefused(400, 'FILE_NAME_TOO_LONG', `The file name may be at most ${ASSET_LIMITS.fileName} characters.`);
  return name;
}

export interface UploadInput {
  fileName: string | undefined;
  contentType: string | undefined;
  bytes: Uint8Array;
}

/**
 * Stores an upload and creates its asset (manage_assets). The bytes must be what the declared type
 * says (sniff.ts; security issue 16 item 4): HTML is never stored under another type, a PDF starts
 * with %PDF-, text holds no binary bytes. Images are stored as the format their bytes are (JPEG
 * bytes sent as image/png become an image/jpeg asset with a .jpg key: browsers and sharp read the
 * bytes, not the label) and must decode with sharp (which also measures them); other files must
 * have an extension that fits their declared type, so a renamed executable is not offered to
 * readers as a PDF.
 */
export async function createUploadedAsset(ctx: GraphQLContext, upload: UploadInput): Promise<AssetRow> {
  requirePermission(ctx, 'manage_assets');
  let mimeType = upload.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = assetKindOf(mimeType);
  if (!kind) {
    throw new UploadRefused(415, 'UNSUPPORTED_TYPE', `Files of type "${mimeType || 'unknown'}" are not accepted. Upload JPEG, PNG, WebP, GIF or AVIF images, or PDF, ICO, audio, video, Office or ZIP files.`);
  }
  const fileName = cleanFileName(upload.fileName);
  if (upload.bytes.byteLength === 0) throw new UploadRefused(400, 'EMPTY_FILE', 'The file is empty.');
  const extension = extensionOf(fileName);
  let width: number | null = null;
  let height: number | null = null;
  let metadata: Record<string, unknown> = {};
  let storedExtension = extension;
  const found = sniffBytes(upload.bytes);
  if (kind === 'image') {
    const notAnImage = () => new UploadRefused(415, 'NOT_AN_IMAGE', `${fileName} is not a readable ${mimeType.replace('image/', '').toUpperCase()} image.`);
    if (!STORABLE_IMAGE_KINDS.has(found)) {
      // Text or unknown bytes are simply not an image; a format we can name (HTML, a PDF, a HEIC photo) is said.
      if (found === 'text' || found === 'unknown') throw notAnImage();
      throw new UploadRefused(415, 'CONTENT_MISMATCH', contentMismatchMessage(fileName, mimeType, found));
    }
    mimeType = found;
    const info = await readImageInfo(upload.bytes);
    if (!info || DECODED_IMAGE_FORMATS[mimeType] !== info.format) throw notAnImage();
    ({ width, height, metadata } = info);
    storedExtension = IMAGE_MIME_TYPES[mimeType] ?? extension;
  } else {
    const allowed = FILE_MIME_TYPES[mimeType] ?? [];
    if (!allowed.includes(extension)) {
      throw new UploadRefused(415, 'EXTENSION_MISMATCH', `The file name must end in .${allowed.join(' or .')} for a file of type ${mimeType}.`);
    }
    if (extension === 'ico') ({ width, height, metadata } = icoDetails(fileName, upload.bytes));
    if (!contentMatches(mimeType, found)) throw new UploadRefused(415, 'CONTENT_MISMATCH', contentMismatchMessage(fileName, mimeType, found));
  }
  const key = storageKeyFor(ctx.tenant.id, slugFileName(fileName), storedExtension, ctx.now);
  await ctx.services.storage.put(key, upload.bytes, { contentType: mimeType });
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertAsset(tx, {
        tenantId: ctx.tenant.id,
        kind,
        fileName,
        storageKey: key,
        src: ctx.services.storage.urlFor(key),
        mimeType,
        sizeBytes: upload.bytes.byteLength,
        width,
        height,
        metadata,
        processingOptions: {},
        approvedWebsite: true,
      });
      await recordHistory(tx, ctx, { entityType: ASSET_ENTITY, entityId: row.id, action: 'create', before: null, after: row, tenantId: ctx.tenant.id });
      return row;
    });
  } catch (error) {
    // No row points at the bytes: remove them rather than leave an orphan behind.
    await ctx.services.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Icons stay files (served as uploaded) but carry their size, so a favicon can be checked for squareness. */
function icoDetails(fileName: string, bytes: Uint8Array): { width: number; height: number; metadata: Record<string, unknown> } {
  const entries = readIcoEntries(bytes);
  const largest = entries ? largestIcoEntry(entries) : null;
  if (!entries || !largest) throw new UploadRefused(415, 'NOT_AN_ICON', `${fileName} is not a readable ICO icon.`);
  return { width: largest.width, height: largest.height, metadata: { format: 'ico', sizes: entries.map((entry) => `${entry.width}x${entry.height}`) } };
}
