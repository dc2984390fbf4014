import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
  bytes: Buffer;
}

/**
 * Every entry of a ZIP file, read by yauzl (a reader independent of the writer, checking the
 * central directory, the sizes and the CRCs as it goes), in the archive's order.
 */
export async function readZip(bytes: Buffer): Promise<ZipEntry[]> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true });
  const entries: ZipEntry[] = [];
  return new Promise<ZipEntry[]>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream)
          .then((data) => {
            entries.push({ name: entry.fileName, compressionMethod: entry.compressionMethod, bytes: data });
            zip.readEntry();
          })
          .catch(reject);
      });
    });
    zip.readEntry();
  });
}
