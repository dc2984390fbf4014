import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import path from 'node:path';
import { FILE_MIME_TYPES, IMAGE_MIME_TYPES } from '../../shared/assets.js';
import type { Db } from '../db/client.js';
import { FILES_URL_PREFIX } from '../integrations/storage/index.js';
import { findStoredFile, type StoredFile } from '../modules/assets/repo.js';

/**
 * GET /files/{key}: the media library's originals (security issue 16 item 4).
 *
 * A file is served only when an asset row names its key, and with that row's type — the type the
 * upload was checked against (modules/assets/sniff.ts) — never one guessed from the extension.
 * Every answer carries `X-Content-Type-Options: nosniff`. Images (except SVG), PDF, audio and video
 * open in the browser; everything else is `Content-Disposition: attachment` with the name it was
 * uploaded under. A Content-Security-Policy makes each answer an opaque, script-less document should
 * a browser ever render it: see {@link fileHeaders}. README/docs: docs/architecture.md "Files".
 */

/** Types the library stores (src/shared/assets.ts); a row with any other type is served as bytes. */
const KNOWN_TYPES = new Set([...Object.keys(IMAGE_MIME_TYPES), ...Object.keys(FILE_MIME_TYPES)]);

/** Shown in place (the browser's own viewer): raster images, icons, PDF, audio and video. */
export function opensInline(mimeType: string): boolean {
  if (mimeType === 'image/svg+xml') return false;
  return mimeType.startsWith('image/') || mimeType.startsWith('audio/') || mimeType.startsWith('video/') || mimeType === 'application/pdf';
}

/**
 * The policies by what the browser does with the file:
 * - images: nothing may load and nothing runs (`sandbox`), inline styles only for the browser's own
 *   image viewer — as raw.githubusercontent.com serves user files;
 * - audio and video: `sandbox` only — Chromium's media viewer fetches the file again through a media
 *   element, which `default-src 'none'` would block;
 * - PDF: none — Chromium's PDF viewer does not start in a sandboxed document, and a PDF runs no
 *   script in the site's origin (its bytes were checked to start with %PDF- on upload);
 * - attachments: nothing at all.
 */
const POLICIES = {
  image: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  media: 'sandbox',
  attachment: "default-src 'none'; sandbox",
} as const;

/** A file name safe in a quoted header value: ASCII letters kept, accents folded, the rest '_'. */
function asciiFileName(fileName: string): string {
  const folded = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
    .trim();
  return folded || 'download';
}

/** RFC 5987 `ext-value` characters: everything else percent-encoded as UTF-8. */
const encodeRfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback for old clients and
 * the exact name, percent-encoded, for the rest. Path parts and control characters never get in.
 */
export function attachmentDisposition(fileName: string): string {
  const base = fileName.replace(/[\u0000-\u001f\u007f]/g, '').split(/[\\/]/).pop()?.trim() || 'download';
  const ascii = asciiFileName(base);
  return ascii === base ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(base)}`;
}

/** The headers of a stored file's answer, from its asset row. */
export function fileHeaders(file: StoredFile): Array<[string, string]> {
  const type = KNOWN_TYPES.has(file.mimeType) ? file.mimeType : 'application/octet-stream';
  const headers: Array<[string, string]> = [
    ['content-type', type],
    ['x-content-type-options', 'nosniff'],
  ];
  if (!opensInline(type)) return [...headers, ['content-disposition', attachmentDisposition(file.fileName)], ['content-security-policy', POLICIES.attachment]];
  if (type.startsWith('image/')) return [...headers, ['content-security-policy', POLICIES.image]];
  if (type.startsWith('audio/') || type.startsWith('video/')) return [...headers, ['content-security-policy', POLICIES.media]];
  return headers;
}

/** A storage key's row is immutable (type and name never change): remembered, up to a bound. */
function createStoredFileLookup(db: Db, max = 5000) {
  const known = new Map<string, StoredFile>();
  return async (key: string): Promise<StoredFile | null> => {
    const hit = known.get(key);
    if (hit) return hit;
    const row = await findStoredFile(db, key);
    if (!row) return null;
    if (known.size >= max) known.delete(known.keys().next().value as string);
    known.set(key, row);
    return row;
  };
}

/** The storage key of a /files/ URL, or null when the URL cannot be one. */
export function storageKeyOfUrl(url: string): string | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith(FILES_URL_PREFIX)) return null;
  try {
    const key = decodeURIComponent(pathname.slice(FILES_URL_PREFIX.length));
    return key && !key.includes('\\') ? key : null;
  } catch {
    return null;
  }
}

export async function registerFiles(app: FastifyInstance, { db, filesDir }: { db: Db; filesDir: string }): Promise<void> {
  const lookup = createStoredFileLookup(db);
  const storedFiles = new WeakMap<FastifyRequest, StoredFile>();
  await app.register(async (scope) => {
    // The row is read before @fastify/static opens the file: no row, no file (an orphan or a stray).
    scope.addHook('onRequest', async (request, reply) => {
      const key = storageKeyOfUrl(request.url);
      const file = key ? await lookup(key) : null;
      if (!file) {
        reply.callNotFound();
        return reply;
      }
      storedFiles.set(request, file);
      return undefined;
    });
    await scope.register(fastifyStatic, {
      root: path.resolve(filesDir),
      prefix: FILES_URL_PREFIX,
      wildcard: true,
      decorateReply: false,
      // The type is the row's; send's guess from the extension is replaced below.
      setHeaders: (reply) => {
        const file = storedFiles.get(reply.request);
        // Stored keys are never overwritten with other bytes, so files can be cached for long.
        reply.header('cache-control', 'public, max-age=2592000');
        for (const [name, value] of fileHeaders(file ?? { mimeType: 'application/octet-stream', fileName: 'download' })) reply.header(name, value);
      },
    });
  });
}
