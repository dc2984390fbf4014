import { hostname } from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { EXPORT_FORMATS, EXPORT_MESSAGES, EXPORT_RETENTION_DAYS, type CsvExportKind } from '../../../shared/exports.js';
import { exports } from '../../db/schema/index.js';
import type { AppServices } from '../../graphql/context.js';
import { csvStringifier, type Cell } from './csv.js';
import type { StoredExportFilters } from './filters.js';
import { writePrintArchive } from './print/archive.js';
import { countIssueItems } from './print/repo.js';
import type { ExportRow } from './repo.js';
import { EXPORT_SOURCES } from './sources/index.js';

/**
 * The export job (docs/exports.md "The job"; the claim of docs/jobs.md). One worker claims the
 * export row, counts what the filters match, then reads the rows in batches of BATCH ids after the
 * last one written (keyset paging) and streams them through csv-stringify into the storage
 * adapter: a 100,000-row export holds one batch in memory, never the table or the file. The
 * progress (rows written) goes to the row with the heartbeat. The finished file is recorded in
 * the same conditional update that marks the export done, so a worker that lost its claim (it
 * went silent and was taken over) records nothing and deletes what it wrote; the taker starts
 * again from the first row, under a key of its own attempt, and deletes the earlier attempts'
 * files. An export never ends with two files, and never runs twice at once. A print export
 * (kind `print`, docs/print-exports.md) runs the same way; its file is a ZIP written by
 * print/archive.ts and its progress counts articles.
 */

export const EXPORT_JOB = 'export';
/** Rows per batch: one query (and per kind one or two more for the batch's related rows). */
export const EXPORT_BATCH = 1_000;
const HEARTBEAT_MS = 2_000;
/** A running export whose worker has not said it is alive for this long is taken over. */
export const STALE_EXPORT_MS = 60_000;
/** Claims before an export is given up (pg-boss delivers a failed job 1 + 3 retries times). */
const MAX_ATTEMPTS = 4;

const WORKER = `${hostname()}:${process.pid}:${Date.now().toString(36)}`;

/** Each attempt writes under its own key: a taker never appends to a silent worker's file. */
export const exportFileKey = (row: Pick<ExportRow, 'tenantId' | 'id' | 'kind'>, attempt: number) =>
  `exports/${row.tenantId}/${row.id}-${attempt}.${EXPORT_FORMATS[row.kind].extension}`;

type Services = Pick<AppServices, 'db' | 'log' | 'storage' | 'jobs'>;

/** The job: writes the export if this worker can claim it (queued, or running under a worker that went silent). */
export async function runExport(services: Services, exportId: number, worker = WORKER): Promise<'done' | 'failed' | 'skipped'> {
  const { db, log, storage } = services;
  const [claimed] = await db
    .update(exports)
    .set({ status: 'running', worker, heartbeatAt: sql`now()`, attempts: sql`${exports.attempts} + 1`, startedAt: sql`coalesce(${exports.startedAt}, now())`, rowsDone: 0 })
    .where(
      and(
        eq(exports.id, exportId),
        sql`(${exports.status} = 'queued' or (${exports.status} = 'running' and ${exports.heartbeatAt} < now() - make_interval(secs => ${STALE_EXPORT_MS / 1000})))`,
      ),
    )
    .returning();
  if (!claimed) {
    // Done, failed, or running under a live worker: nothing to do now. A live worker may still
    // die, so its export is looked at again once it could have gone silent.
    const [row] = await db.select({ status: exports.status }).from(exports).where(eq(exports.id, exportId));
    if (row?.status === 'running') await services.jobs.send(EXPORT_JOB, { exportId }, { startAfterSeconds: STALE_EXPORT_MS / 1000 + 5 });
    return 'skipped';
  }
  const mine = and(eq(exports.id, exportId), eq(exports.worker, worker), eq(exports.status, 'running'));
  // Earlier attempts' files (a crash mid-write) are never finished: removed.
  for (let attempt = 1; attempt < claimed.attempts; attempt += 1) await storage.delete(exportFileKey(claimed, attempt)).catch(() => undefined);
  if (claimed.attempts > MAX_ATTEMPTS) {
    await db.update(exports).set({ status: 'failed', message: EXPORT_MESSAGES.givenUp(MAX_ATTEMPTS), finishedAt: new Date() }).where(mine);
    return 'failed';
  }

  const key = exportFileKey(claimed, claimed.attempts);
  const lost = new AbortController();
  let rowsDone = 0;
  const beat = async () => {
    const held = await db.update(exports).set({ heartbeatAt: sql`now()`, rowsDone }).where(mine).returning({ id: exports.id });
    // Taken over by another worker: stop writing (the taker owns the export now).
    if (!held.length) lost.abort(new Error('The export was taken over by another worker.'));
  };
  const timer = setInterval(() => void beat().catch((error: unknown) => log.warn({ err: error, exportId }, 'export: heartbeat failed')), HEARTBEAT_MS);

  /** A CSV kind: count, then the rows in keyset batches through csv-stringify into the store. */
  async function writeCsv(kind: CsvExportKind): Promise<{ byteSize: number }> {
    const source = EXPORT_SOURCES[kind];
    const total = await source.count(db, claimed!.tenantId, claimed!.filters);
    await db.update(exports).set({ rowsTotal: total, message: null }).where(mine);

    async function* records(): AsyncGenerator<Cell[]> {
      yield [...source.header];
      let after = 0;
      for (;;) {
        lost.signal.throwIfAborted();
        const { rows, last } = await source.batch(db, claimed!.tenantId, claimed!.filters, after, EXPORT_BATCH);
        for (const row of rows) yield row;
        rowsDone += rows.length;
        if (last === null || rows.length < EXPORT_BATCH) return;
        after = last;
      }
    }
    const csv = csvStringifier();
    // Rows → CSV → storage, with back-pressure end to end: a slow store slows the reading.
    const [, stored] = await Promise.all([
      pipeline(Readable.from(records()), csv, { signal: lost.signal }),
      storage.putStream(key, csv, { contentType: EXPORT_FORMATS[kind].contentType, signal: lost.signal }),
    ]);
    return stored;
  }

  try {
    let byteSize: number;
    if (claimed.kind === 'print') {
      const filters: StoredExportFilters = claimed.filters;
      const issueId = filters.issueId;
      if (!issueId) throw new Error('The export names no issue.');
      const total = await countIssueItems(db, claimed.tenantId, issueId);
      await db.update(exports).set({ rowsTotal: total, message: null }).where(mine);
      ({ byteSize } = await writePrintArchive(services, {
        tenantId: claimed.tenantId,
        issueId,
        key,
        signal: lost.signal,
        exportedAt: new Date(),
        onProgress: (articles) => {
          rowsDone = articles;
        },
      }));
    } else {
      ({ byteSize } = await writeCsv(claimed.kind));
    }

    const finishedAt = new Date();
    const [done] = await db
      .update(exports)
      .set({
        status: 'done',
        fileKey: key,
        byteSize,
        rowsDone,
        rowsTotal: rowsDone,
        message: null,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + EXPORT_RETENTION_DAYS * 86_400_000),
      })
      .where(mine)
      .returning({ id: exports.id });
    if (!done) {
      await storage.delete(key).catch(() => undefined);
      log.warn({ exportId }, 'export finished after it was taken over; its file is dropped');
      return 'skipped';
    }
    log.info({ exportId, kind: claimed.kind, rows: rowsDone, bytes: byteSize }, 'export done');
    return 'done';
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    if (lost.signal.aborted) {
      log.warn({ exportId }, 'export taken over by another worker; this one stopped');
      return 'skipped';
    }
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
    if (claimed.attempts >= MAX_ATTEMPTS) {
      await db.update(exports).set({ status: 'failed', message: `${EXPORT_MESSAGES.givenUp(MAX_ATTEMPTS)} (${reason})`, finishedAt: new Date() }).where(mine).catch(() => undefined);
      log.error({ err: error, exportId }, 'export failed and was given up');
      return 'failed';
    }
    // Back in the queue for pg-boss's retry, unless another worker took it over meanwhile.
    await db.update(exports).set({ status: 'queued', message: EXPORT_MESSAGES.retrying(reason) }).where(mine).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(timer);
  }
}

/**
 * At start-up: exports left queued or running (a crash, a restart) are queued again — at once when
 * queued, after the stale-worker time when running (their worker may be alive on another node).
 */
export async function resumeExports(services: Pick<AppServices, 'db' | 'jobs' | 'log'>): Promise<number> {
  const waiting = await services.db
    .select({ id: exports.id, status: exports.status })
    .from(exports)
    .where(inArray(exports.status, ['queued', 'running']))
    .orderBy(asc(exports.id));
  for (const row of waiting) {
    await services.jobs.send(EXPORT_JOB, { exportId: row.id }, row.status === 'running' ? { startAfterSeconds: STALE_EXPORT_MS / 1000 + 5 } : {});
  }
  if (waiting.length) services.log.info({ exports: waiting.map((row) => row.id) }, 'exports resumed');
  return waiting.length;
}

/**
 * Deletes the files of exports past their days (EXPORT_RETENTION_DAYS) and marks them expired,
 * at most `limit` a sweep. Each export is claimed by a conditional update, so nodes sweeping
 * together never both count it; deleting a file twice is harmless.
 */
export async function sweepExpiredExports(services: Pick<AppServices, 'db' | 'log' | 'storage'>, { now = new Date(), limit = 500 }: { now?: Date; limit?: number } = {}): Promise<number> {
  const due = await services.db
    .select({ id: exports.id, fileKey: exports.fileKey })
    .from(exports)
    .where(and(eq(exports.status, 'done'), lte(exports.expiresAt, now)))
    .orderBy(asc(exports.expiresAt))
    .limit(limit);
  let swept = 0;
  for (const row of due) {
    const [claimed] = await services.db
      .update(exports)
      .set({ status: 'expired', fileKey: null })
      .where(and(eq(exports.id, row.id), eq(exports.status, 'done')))
      .returning({ id: exports.id });
    if (!claimed) continue;
    if (row.fileKey) await services.storage.delete(row.fileKey).catch((error: unknown) => services.log.warn({ err: error, exportId: row.id }, 'export: expired file not deleted'));
    swept += 1;
  }
  if (swept) services.log.info({ swept }, 'expired export files deleted');
  return swept;
}
