import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, FILES_URL_PREFIX, type Storage } from './storage.js';

/** A stream write goes to this sibling first and is renamed into place once complete. */
const PARTIAL_SUFFIX = '.partial';

export function createLocalStorage(rootDir: string): Storage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(rootDir, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async putStream(key, source, { signal }) {
      const file = fileOf(key);
      const partial = `${file}${PARTIAL_SUFFIX}`;
      await mkdir(path.dirname(file), { recursive: true });
      let byteSize = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          byteSize += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, createWriteStream(partial), signal ? { signal } : {});
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { byteSize };
    },
    async getStream(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(file);
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${PARTIAL_SUFFIX}`, { force: true });
    },
    urlFor: (key) => {
      assertValidKey(key);
      return `${FILES_URL_PREFIX}${key}`;
    },
  };
}
