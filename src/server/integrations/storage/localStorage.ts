import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, FILES_URL_PREFIX, type Storage } from './storage.js';

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
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    urlFor: (key) => {
      assertValidKey(key);
      return `${FILES_URL_PREFIX}${key}`;
    },
  };
}
