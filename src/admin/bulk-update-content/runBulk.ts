import { BULK_CHUNK_SIZE, chunk } from '../../shared/bulkContent.js';

export interface ChunkResult {
  batchId: string;
  updated: readonly number[];
  unchanged: readonly number[];
  failed: readonly { id: number; message: string }[];
}

export interface RunSummary {
  batchId: string;
  updated: number[];
  unchanged: number[];
  failed: { id: number; message: string }[];
  /** Set when the run stopped early (the change itself was refused); the rest was not tried. */
  stopped: string | null;
}

export interface RunOptions {
  batchId: string;
  /** Sends one chunk; throws when the whole call fails. */
  send: (ids: number[]) => Promise<ChunkResult>;
  /** Called after every chunk with the items done so far. */
  onProgress?: (done: number, total: number) => void;
  /** Whether a failed call means the change itself is refused (stop), rather than a passing problem (report and go on). */
  isFatal?: (error: unknown) => boolean;
  message?: (error: unknown) => string;
  chunkSize?: number;
}

/**
 * Runs a bulk update as the screen does: the ids in chunks of 25, one call after the other, all
 * under one batch id, merging the answers. A call that fails for a passing reason (network)
 * marks its items failed and the run goes on; a refused change (bad input) stops the run.
 */
export async function runInChunks(ids: readonly number[], options: RunOptions): Promise<RunSummary> {
  const { batchId, send, onProgress, isFatal = () => false, message = (e) => (e instanceof Error ? e.message : String(e)) } = options;
  const summary: RunSummary = { batchId, updated: [], unchanged: [], failed: [], stopped: null };
  let done = 0;
  onProgress?.(0, ids.length);
  for (const run of chunk(ids, options.chunkSize ?? BULK_CHUNK_SIZE)) {
    try {
      const result = await send(run);
      summary.updated.push(...result.updated);
      summary.unchanged.push(...result.unchanged);
      summary.failed.push(...result.failed);
    } catch (error) {
      if (isFatal(error)) {
        summary.stopped = message(error);
        break;
      }
      summary.failed.push(...run.map((id) => ({ id, message: message(error) })));
    }
    done += run.length;
    onProgress?.(done, ids.length);
  }
  return summary;
}

/** A new batch id for a run (shared by its chunks; the server checks the form). */
export function newRunBatchId(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return `bulk-${random()}`;
}
