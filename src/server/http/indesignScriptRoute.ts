import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { INDESIGN_SCRIPTS_PATH } from '../../shared/exports.js';
import { rootPath } from '../paths.js';
import { attachmentDisposition } from './files.js';

/**
 * GET /scripts/indesign.zip (000 §2.2 "A downloadable archive at /scripts/indesign.zip is linked
 * from the exports menu"; docs/print-exports.md): our InDesign import script for print exports —
 * every file of scripts/indesign/ (the .jsx and README.txt) — as a ZIP built by yazl once per
 * process and kept in memory (a few kilobytes). Public: it holds no secret and no site's data.
 * The ETag is a hash of the files' names and contents, the same on every node (weak: the entries'
 * dates are each node's file dates), so a browser revalidates cheaply (304) after the hour it may
 * keep it.
 */

export const INDESIGN_SCRIPTS_DIR = () => rootPath('scripts', 'indesign');
export const INDESIGN_ZIP_NAME = 'indesign.zip';

export interface ScriptsArchive {
  bytes: Buffer;
  etag: string;
}

/** The archive of the folder's files (sorted by name; sub-folders and dot files left out). */
export async function buildScriptsArchive(dir = INDESIGN_SCRIPTS_DIR()): Promise<ScriptsArchive> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  if (!names.length) throw new Error(`No InDesign scripts in ${dir}`);
  // Loaded when an archive is built, not at start-up (docs/performance.md).
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  const hash = createHash('sha256');
  for (const name of names) {
    const file = path.join(dir, name);
    const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
    hash.update(name).update('\0').update(bytes).update('\0');
    zip.addBuffer(bytes, name, { mtime: info.mtime, mode: 0o100644 });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), etag: `W/"${hash.digest('base64url').slice(0, 27)}"` };
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export function registerIndesignScriptRoute(app: FastifyInstance): void {
  let archive: Promise<ScriptsArchive> | null = null;
  app.get(INDESIGN_SCRIPTS_PATH, async (request, reply) => {
    archive ??= buildScriptsArchive().catch((error: unknown) => {
      archive = null;
      throw error;
    });
    const { bytes, etag } = await archive;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=3600, must-revalidate')
      .header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(INDESIGN_ZIP_NAME))
      .header('content-length', String(bytes.length))
      .send(bytes);
  });
}
