import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './localStorage.js';

const root = mkdtempSync(path.join(tmpdir(), 'storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(root);

describe('local storage streams', () => {
  it('writes a stream under its key and reads it back as a stream', async () => {
    const chunks = Array.from({ length: 100 }, (_, i) => Buffer.from(`row ${i}\n`));
    const { byteSize } = await storage.putStream('exports/1/a.csv', Readable.from(chunks), { contentType: 'text/csv' });
    expect(byteSize).toBe(Buffer.concat(chunks).length);
    const stream = await storage.getStream('exports/1/a.csv');
    expect(await text(stream!)).toBe(Buffer.concat(chunks).toString());
    expect(await storage.getStream('exports/1/missing.csv')).toBeNull();
  });

  it('leaves nothing under the key when the stream fails or is aborted', async () => {
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('database gone');
    }
    await expect(storage.putStream('exports/1/b.csv', Readable.from(failing()), { contentType: 'text/csv' })).rejects.toThrow('database gone');
    const controller = new AbortController();
    async function* endless() {
      for (;;) {
        yield Buffer.from('x');
        controller.abort();
      }
    }
    await expect(storage.putStream('exports/1/c.csv', Readable.from(endless()), { contentType: 'text/csv', signal: controller.signal })).rejects.toThrow();
    expect(await storage.exists('exports/1/b.csv')).toBe(false);
    expect(await storage.exists('exports/1/c.csv')).toBe(false);
    expect(readdirSync(path.join(root, 'exports', '1')).sort()).toEqual(['a.csv']);
  });

  it('refuses keys that leave the root', async () => {
    await expect(storage.putStream('../x.csv', Readable.from([]), { contentType: 'text/csv' })).rejects.toThrow('Invalid storage key');
  });
});
