import type { Readable } from 'node:stream';

/**
 * Where uploaded images and files live. The local default writes under DATA_DIR/files and is
 * served at /files/{key}; another adapter (object storage) only has to implement this interface.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /**
   * Writes a stream to the key without holding it in memory (exports): the key appears only once
   * the whole stream is written; a failed or aborted write leaves nothing under it. Resolves with
   * the bytes written.
   */
  putStream(key: string, source: Readable, options: { contentType: string; signal?: AbortSignal }): Promise<{ byteSize: number }>;
  /** The stored bytes as a stream (for downloads), or null when the key holds nothing. */
  getStream(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the key (and any unfinished stream write of it); nothing there is fine. */
  delete(key: string): Promise<void>;
  /** The public URL path of a stored key. */
  urlFor(key: string): string;
}

const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/i;

/** Keys are relative paths of safe segments: no `..`, no leading slash, no empty segment. */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export const FILES_URL_PREFIX = '/files/';
