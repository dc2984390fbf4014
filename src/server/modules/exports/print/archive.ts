import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { issuePath } from '../../../../shared/magazines.js';
import type { Db } from '../../../db/client.js';
import { tenants } from '../../../db/schema/index.js';
import { renderPrintJpeg } from '../../../integrations/images/sharpImages.js';
import type { Storage } from '../../../integrations/storage/index.js';
import { bodyImageSources, bodyToXml, type ResolvedImage } from './bodyToXml.js';
import {
  articleFileName,
  articleStem,
  articleXml,
  imageHref,
  imagePath,
  issueManifestXml,
  MANIFEST_FILE,
  type ManifestArticle,
  type PrintImage,
  type PrintWarning,
} from './documents.js';
import { findImagesBySrc, findIssueItems, findPrintIssue, loadPrintArticle, type PrintAsset } from './repo.js';

/**
 * Writes a print export (docs/print-exports.md): a ZIP, by yazl, streamed straight into the storage
 * adapter's putStream — never held whole. Per article, in print order: its images (the originals
 * from storage re-encoded by renderPrintJpeg), then its XML file; issue.xml, the manifest, last
 * (it lists what was left out). Each entry is handed to yazl as a stream and the next one is
 * prepared only once yazl has read it, so memory holds one image and one article at a time and a
 * slow store slows the export. An image that cannot be read is left out and named in the
 * manifest's warnings; it never fails the export.
 */

export interface PrintArchiveJob {
  tenantId: number;
  issueId: number;
  /** The storage key to write. */
  key: string;
  signal: AbortSignal;
  /** The moment written into the manifest and the entries' dates. */
  exportedAt: Date;
  /** After each article: how many are written. */
  onProgress: (articlesDone: number) => void;
}

/** A body's <img src> as an asset's src: without origin, query or fragment. */
export function normaliseImageSrc(src: string): string {
  return src.trim().replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
}

export async function writePrintArchive(services: { db: Db; storage: Storage }, job: PrintArchiveJob): Promise<{ byteSize: number; articles: number; warnings: number }> {
  const { db, storage } = services;
  const found = await findPrintIssue(db, job.tenantId, job.issueId);
  if (!found) throw new Error('The issue was deleted.');
  const issue = found;
  const [tenant] = await db.select({ tenantKey: tenants.tenantKey }).from(tenants).where(eq(tenants.id, job.tenantId));
  const items = await findIssueItems(db, job.tenantId, job.issueId);

  // Loaded when an archive is built, not at start-up (docs/performance.md).
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  const output = zip.outputStream;
  if (!(output instanceof Readable)) throw new Error('yazl: the output is not a Node stream');
  const stored = storage.putStream(job.key, output, { contentType: 'application/zip', signal: job.signal });
  // Whatever breaks the write (the store, the signal, yazl) ends every wait below.
  const broken = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    stored.catch(reject);
  });
  broken.catch(() => undefined);

  /** Adds one entry and resolves once yazl has read all of it (the back-pressure of the whole archive). */
  const add = (path: string, data: Buffer, compress: boolean) =>
    Promise.race([
      new Promise<void>((resolve, reject) => {
        zip.addReadStreamLazy(path, { compress, mtime: job.exportedAt, size: data.length }, (callback) => {
          const stream = Readable.from([data], { objectMode: false });
          stream.once('end', () => resolve());
          stream.once('error', reject);
          callback(null, stream);
        });
      }),
      broken,
    ]);

  try {
    return await writeEntries();
  } catch (error) {
    // Whatever failed, the store's write is ended too (its partial file removed), not left waiting.
    output.on('error', () => undefined);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }

  async function writeEntries() {
    const manifest: ManifestArticle[] = [];
    const warnings: PrintWarning[] = [];
    for (const [index, item] of items.entries()) {
      job.signal.throwIfAborted();
      const row = await loadPrintArticle(db, job.tenantId, item.contentId);
      if (!row) {
        job.onProgress(index + 1);
        continue;
      }
      const position = index + 1;
      const stem = articleStem(position, items.length, row.name, row.id);
      const written = new Map<number, PrintImage>();
      const unreadable = new Set<number>();
      let nextImage = 1;

      /** The asset as a print JPEG in the archive (once per article), or null — with a warning — when it cannot be read. */
      async function printImage(asset: PrintAsset): Promise<PrintImage | null> {
        const done = written.get(asset.id);
        if (done) return done;
        if (unreadable.has(asset.id)) return null;
        const bytes = await storage.get(asset.storageKey).catch(() => null);
        let rendered: Awaited<ReturnType<typeof renderPrintJpeg>> | null = null;
        if (bytes) rendered = await renderPrintJpeg(bytes).catch(() => null);
        if (!rendered) {
          unreadable.add(asset.id);
          warnings.push({
            contentId: row!.id,
            assetId: asset.id,
            message: `The image ${asset.fileName} (asset ${asset.id}) of "${row!.name}" could not be read and was left out.`,
          });
          return null;
        }
        const path = imagePath(stem, nextImage++);
        await add(path, rendered.data, false);
        const image: PrintImage = { path, caption: asset.caption, credit: asset.credit, width: rendered.width, height: rendered.height };
        written.set(asset.id, image);
        return image;
      }

      const primaryImage = row.primaryImage ? await printImage(row.primaryImage) : null;
      const body = row.body ?? '';
      const inBody = new Map<string, ResolvedImage>();
      const bodySources = bodyImageSources(body).map(normaliseImageSrc);
      for (const asset of await findImagesBySrc(db, job.tenantId, bodySources)) {
        const image = await printImage(asset);
        if (image) inBody.set(asset.src, { href: imageHref(image.path), caption: image.caption, credit: image.credit });
      }
      const shownInBody = new Set([...written.keys()]);
      const images: PrintImage[] = [];
      for (const asset of row.images) {
        if (asset.id === row.primaryImage?.id || shownInBody.has(asset.id)) continue;
        const image = await printImage(asset);
        if (image) images.push(image);
      }
      const bodyXml = bodyToXml(body, { image: (src) => inBody.get(normaliseImageSrc(src)) ?? null });
      const article = {
        id: row.id,
        type: row.type,
        position,
        section: item.section,
        headline: row.name,
        deck: row.teaser,
        authors: row.authors,
        path: row.canonicalPath,
        primaryImage,
        images,
      };
      const file = articleFileName(stem);
      await add(file, Buffer.from(articleXml({ ...article, bodyXml }), 'utf8'), true);
      manifest.push({ article, file });
      job.onProgress(position);
    }

    const manifestXml = issueManifestXml({
      site: tenant?.tenantKey ?? String(job.tenantId),
      publication: { id: issue.publicationId, name: issue.publicationName, alias: issue.publicationAlias },
      issue: { id: issue.id, name: issue.name, alias: issue.alias, mailingDate: issue.mailingDate, path: issuePath(issue.publicationAlias, issue.alias) },
      exportedAt: job.exportedAt,
      articles: manifest,
      warnings,
    });
    await add(MANIFEST_FILE, Buffer.from(manifestXml, 'utf8'), true);
    zip.end();
    const { byteSize } = await Promise.race([stored, broken]);
    return { byteSize, articles: manifest.length, warnings: warnings.length };
  }
}
