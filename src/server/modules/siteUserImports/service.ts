import { hostname } from 'node:os';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { guessMapping, IMPORT_EXISTING_MODES, IMPORT_MESSAGES, SITE_USER_IMPORT_LIMITS, type ImportExistingMode } from '../../../shared/siteUserImport.js';
import type { Db } from '../../db/client.js';
import {
  cmsUsers,
  memberships,
  siteUserImportChunks,
  siteUserImports,
  siteUserProducts,
  siteUsers,
  type SiteUserImportMapping,
  type SiteUserImportRowError,
} from '../../db/schema/index.js';
import type { AppServices, GraphQLContext } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { cleanFileName, UploadRefused } from '../assets/upload.js';
import { requirePermission } from '../cmsAuth/access.js';
import { randomToken } from '../cmsAuth/tokens.js';
import { checkRow, csvRecords, mappingProblems, type CheckedRow } from './rows.js';

/**
 * Importing site users from a CSV file (/admin/migrate-site-users; issue 11 item 6;
 * docs/site-user-import.md). The file is uploaded (http/siteUserImportRoute.ts: streamed into the
 * database in chunks, its header and first rows read on the way), mapped on the screen, then
 * imported by a background job (src/server/jobs) in two passes: every row is checked first, and
 * only a file without a single bad row is imported — in one transaction, which also marks the
 * import done, so nothing is ever half-imported or imported twice. The running worker says it is
 * alive every few seconds; a worker that stopped saying so (a crash) is taken over.
 */

export const SITE_USER_IMPORT_JOB = 'site-user-import';
const CHUNK_BYTES = 256 * 1024;
const HEARTBEAT_MS = 5_000;
/** A running import whose worker has not said it is alive for this long is taken over. */
export const STALE_WORKER_MS = 60_000;
const MAX_ATTEMPTS = 4;
const BATCH = 500;
const LABEL = 'site user import';

export type SiteUserImportRow = typeof siteUserImports.$inferSelect;

/** This process, as the worker column names it (host, pid and start time: a restarted node is another worker). */
const WORKER = `${hostname()}:${process.pid}:${Date.now().toString(36)}`;

// ---------------------------------------------------------------- upload


/**
 * Stores an uploaded CSV file (a byte stream) for the tenant: the chunks go to the database as
 * they arrive; the header, the first rows and the number of rows are read on the way. A file that
 * is not CSV, has no header or no data row, or is too large is refused, and nothing of it is kept.
 */
export async function storeUpload(ctx: GraphQLContext, input: { fileName: string; body: AsyncIterable<Buffer> }): Promise<SiteUserImportRow> {
  const viewer = requirePermission(ctx, 'manage_site_users');
  // Percent-encoded by the admin (header values are ASCII), without a path, as the media upload takes it.
  let fileName = 'site-users.csv';
  try {
    fileName = cleanFileName(input.fileName);
  } catch {
    // No name, or an absurdly long one: the default.
  }
  const [created] = await ctx.db
    .insert(siteUserImports)
    .values({ tenantId: ctx.tenant.id, fileName, byteSize: 0, status: 'uploading', columns: [], sample: [], rowCount: 0, createdBy: viewer.id })
    .returning();
  const id = created!.id;
  let bytes = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await ctx.db.insert(siteUserImportChunks).values({ importId: id, seq: seq++, bytes: Buffer.concat(pending) });
    pending = [];
    pendingBytes = 0;
  };
  // The bytes are stored as they pass to the parser.
  async function* stored(): AsyncGenerator<Buffer> {
    for await (const chunk of input.body) {
      bytes += chunk.length;
      if (bytes > SITE_USER_IMPORT_LIMITS.maxBytes) throw new UploadRefused(413, 'TOO_LARGE', `The file is larger than ${SITE_USER_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.`);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
      yield chunk;
    }
    await flush();
  }
  try {
    let columns: string[] | null = null;
    const sample: string[][] = [];
    let rows = 0;
    try {
      for await (const { cells } of csvRecords(stored())) {
        if (!columns) {
          columns = cells.map((name, index) => name.trim().slice(0, 100) || `Column ${index + 1}`);
          if (columns.length > SITE_USER_IMPORT_LIMITS.maxColumns) throw new UploadRefused(400, 'BAD_FILE', `The file has more than ${SITE_USER_IMPORT_LIMITS.maxColumns} columns.`);
          continue;
        }
        rows += 1;
        if (rows > SITE_USER_IMPORT_LIMITS.maxRows) throw new UploadRefused(400, 'BAD_FILE', `The file has more than ${SITE_USER_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows; split it into several files.`);
        if (sample.length < SITE_USER_IMPORT_LIMITS.sampleRows) sample.push(cells.map((cell) => cell.slice(0, 200)));
      }
    } catch (error) {
      if (error instanceof UploadRefused) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new UploadRefused(400, 'BAD_FILE', `The file could not be read as CSV: ${reason.slice(0, 200)}`);
    }
    if (!columns) throw new UploadRefused(400, 'BAD_FILE', 'The file is empty: its first row must name the columns.');
    if (rows === 0) throw new UploadRefused(400, 'BAD_FILE', 'The file has no rows after the header.');
    const [row] = await ctx.db
      .update(siteUserImports)
      .set({ status: 'uploaded', byteSize: bytes, columns, sample, rowCount: rows, mapping: guessMapping(columns) })
      .where(eq(siteUserImports.id, id))
      .returning();
    ctx.services.log.info({ importId: id, tenantId: ctx.tenant.id, rows, bytes }, 'site user import uploaded');
    return row!;
  } catch (error) {
    // Nothing of a refused file is kept (its chunks go with it).
    await ctx.db.delete(siteUserImports).where(eq(siteUserImports.id, id));
    throw error;
  }
}

// ---------------------------------------------------------------- reading

/** An import as the screens show it: with the name of the CMS user who uploaded it. */
export type ListedImport = SiteUserImportRow & { createdByName: string | null };

/** Imports of the tenant (the uploads still streaming are nobody's to see), with the uploader's name in the same statement. */
function selectImports(db: Db, tenantId: number, where?: SQL) {
  return db
    .select({ row: siteUserImports, firstName: cmsUsers.firstName, lastName: cmsUsers.lastName })
    .from(siteUserImports)
    .leftJoin(cmsUsers, eq(cmsUsers.id, siteUserImports.createdBy))
    .where(and(eq(siteUserImports.tenantId, tenantId), sql`${siteUserImports.status} <> 'uploading'`, where));
}

const listed = ({ row, firstName, lastName }: { row: SiteUserImportRow; firstName: string | null; lastName: string | null }): ListedImport => ({
  ...row,
  createdByName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
});

export async function getSiteUserImport(ctx: GraphQLContext, id: number): Promise<ListedImport | null> {
  requirePermission(ctx, 'manage_site_users');
  const [found] = await selectImports(ctx.db, ctx.tenant.id, eq(siteUserImports.id, id));
  return found ? listed(found) : null;
}

export async function getSiteUserImportStream(ctx: GraphQLContext, args: { limit?: number | null; skip?: number | null }) {
  requirePermission(ctx, 'manage_site_users');
  const limit = args.limit ?? 20;
  const skip = args.skip ?? 0;
  const problems: Record<string, string> = {};
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) problems['limit'] = 'Between 1 and 100';
  if (!Number.isInteger(skip) || skip < 0) problems['skip'] = 'At least 0';
  if (Object.keys(problems).length) throw badInput('Please correct issues with this form', problems);
  const [rows, [count]] = await Promise.all([
    selectImports(ctx.db, ctx.tenant.id).orderBy(desc(siteUserImports.createdAt), desc(siteUserImports.id)).limit(limit + 1).offset(skip),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(siteUserImports)
      .where(and(eq(siteUserImports.tenantId, ctx.tenant.id), sql`${siteUserImports.status} <> 'uploading'`)),
  ]);
  return { rows: rows.slice(0, limit).map(listed), totalCount: count?.n ?? 0, hasNextPage: rows.length > limit, hasPreviousPage: skip > 0 };
}

// ---------------------------------------------------------------- starting

export interface StartSiteUserImportInput {
  id: number;
  version: number;
  mapping: SiteUserImportMapping;
  existing: string;
  membershipId?: number | null;
  membershipExpiration?: Date | string | null;
}

/** startSiteUserImport: the mapping and options saved, the job queued (manage_site_users). */
export async function startSiteUserImport(ctx: GraphQLContext, input: StartSiteUserImportInput): Promise<ListedImport> {
  requirePermission(ctx, 'manage_site_users');
  const current = await getSiteUserImport(ctx, input.id);
  if (!current) throw notFound(`No ${LABEL} with id ${input.id} was found on this site.`);
  if (current.status !== 'uploaded') throw badInput(IMPORT_MESSAGES.notStartable, { id: IMPORT_MESSAGES.notStartable });
  if (current.version !== input.version) throw conflict(`This ${LABEL} was changed by someone else. Reload it and try again.`);
  const errors = mappingProblems(input.mapping, current.columns.length);
  if (!(IMPORT_EXISTING_MODES as readonly string[]).includes(input.existing)) errors['existing'] = 'Choose skip or update';
  let expiration: Date | null = null;
  if (input.membershipId != null) {
    const [membership] = await ctx.db
      .select({ id: memberships.id, omedaProduct: memberships.omedaProduct })
      .from(memberships)
      .where(and(eq(memberships.tenantId, ctx.tenant.id), eq(memberships.id, input.membershipId)));
    if (!membership || membership.omedaProduct === null) errors['membershipId'] = 'Choose a membership of this site';
    if (input.membershipExpiration) {
      expiration = new Date(input.membershipExpiration);
      if (Number.isNaN(expiration.getTime())) errors['membershipExpiration'] = 'Enter a valid date';
      else if (expiration.getTime() <= ctx.now.getTime()) errors['membershipExpiration'] = 'Choose a date in the future';
    }
  } else if (input.membershipExpiration) {
    errors['membershipExpiration'] = 'Choose the membership first';
  }
  if (Object.keys(errors).length) throw badInput('Please correct issues with this form', errors);
  const [row] = await ctx.db
    .update(siteUserImports)
    .set({
      status: 'queued',
      mapping: input.mapping.map(({ field, column }) => ({ field, column })),
      options: { existing: input.existing as ImportExistingMode, membershipId: input.membershipId ?? null, membershipExpiration: expiration?.toISOString() ?? null },
      version: sql`${siteUserImports.version} + 1`,
    })
    .where(and(eq(siteUserImports.id, current.id), eq(siteUserImports.version, current.version), eq(siteUserImports.status, 'uploaded')))
    .returning();
  if (!row) throw conflict(`This ${LABEL} was changed by someone else. Reload it and try again.`);
  await ctx.services.jobs.send(SITE_USER_IMPORT_JOB, { importId: row.id });
  ctx.services.log.info({ importId: row.id, tenantId: ctx.tenant.id }, 'site user import queued');
  return { ...row, createdByName: current.createdByName };
}

// ---------------------------------------------------------------- running (the job)

type Progress = Partial<Pick<SiteUserImportRow, 'processed' | 'phase'>>;

/** The job: runs the import if this worker can claim it (queued, or running under a worker that stopped). */
export async function runSiteUserImport(services: Pick<AppServices, 'db' | 'log'>, importId: number, worker = WORKER): Promise<void> {
  const { db, log } = services;
  const [claimed] = await db
    .update(siteUserImports)
    .set({ status: 'running', worker, heartbeatAt: sql`now()`, attempts: sql`${siteUserImports.attempts} + 1`, startedAt: sql`coalesce(${siteUserImports.startedAt}, now())`, phase: 'validating', processed: 0 })
    .where(
      and(
        eq(siteUserImports.id, importId),
        sql`(${siteUserImports.status} = 'queued' or (${siteUserImports.status} = 'running' and ${siteUserImports.heartbeatAt} < now() - make_interval(secs => ${STALE_WORKER_MS / 1000})))`,
      ),
    )
    .returning();
  // Done, failed, or alive under another worker: nothing to do (a job may be delivered again).
  if (!claimed) return;
  const mine = and(eq(siteUserImports.id, importId), eq(siteUserImports.worker, worker), eq(siteUserImports.status, 'running'));
  if (claimed.attempts > MAX_ATTEMPTS) {
    await db.update(siteUserImports).set({ status: 'failed', phase: null, message: `The import stopped ${MAX_ATTEMPTS} times and was given up. Upload the file again.`, finishedAt: new Date() }).where(mine);
    return;
  }
  let progress: Progress = {};
  const beat = () => db.update(siteUserImports).set({ heartbeatAt: sql`now()`, ...progress }).where(mine).then(() => undefined);
  const timer = setInterval(() => void beat().catch((error: unknown) => log.warn({ err: error, importId }, 'site user import: heartbeat failed')), HEARTBEAT_MS);
  try {
    const rows = await checkedRows(db, claimed, (processed) => (progress = { processed, phase: 'validating' }));
    if (rows.errorCount > 0) {
      await db
        .update(siteUserImports)
        .set({ status: 'failed', phase: null, processed: claimed.rowCount, errorCount: rows.errorCount, errors: rows.errors, message: IMPORT_MESSAGES.rowsHaveErrors(rows.errorCount), finishedAt: new Date() })
        .where(mine);
      log.info({ importId, errors: rows.errorCount }, 'site user import refused: rows with errors');
      return;
    }
    progress = { processed: 0, phase: 'importing' };
    await beat();
    const counts = await db.transaction(async (tx) => {
      const result = await importRows(tx, claimed, rows.valid, (processed) => (progress = { processed, phase: 'importing' }));
      // Done in the same transaction as the rows: a retry finds it done, a takeover finds it gone.
      const [done] = await tx
        .update(siteUserImports)
        .set({ status: 'done', phase: null, processed: claimed.rowCount, createdCount: result.created, updatedCount: result.updated, skippedCount: result.skipped, errorCount: 0, errors: [], message: null, finishedAt: new Date() })
        .where(mine)
        .returning({ id: siteUserImports.id });
      if (!done) throw new Error('The import was taken over by another worker.');
      return result;
    });
    log.info({ importId, ...counts }, 'site user import done');
  } catch (error) {
    // Back in the queue for the job's retry (pg-boss), unless another worker took it over.
    await db
      .update(siteUserImports)
      .set({ status: 'queued', phase: null, message: `Retrying after an error: ${error instanceof Error ? error.message.slice(0, 300) : 'unknown error'}` })
      .where(mine)
      .catch(() => undefined);
    throw error;
  } finally {
    clearInterval(timer);
  }
}

/** Reads the stored file back, in order. */
async function* storedChunks(db: Db, importId: number): AsyncGenerator<Buffer> {
  let seq = 0;
  for (;;) {
    const [chunk] = await db
      .select({ bytes: siteUserImportChunks.bytes })
      .from(siteUserImportChunks)
      .where(and(eq(siteUserImportChunks.importId, importId), eq(siteUserImportChunks.seq, seq)));
    if (!chunk) return;
    seq += 1;
    yield chunk.bytes;
  }
}

type ValidRow = Extract<CheckedRow, { ok: true }>;

/** Pass 1: every row checked; an e-mail twice in the file is an error on its later row. */
async function checkedRows(db: Db, job: SiteUserImportRow, onProgress: (processed: number) => void) {
  const mapping = job.mapping ?? [];
  const valid: ValidRow[] = [];
  const errors: SiteUserImportRowError[] = [];
  let errorCount = 0;
  const seen = new Map<string, number>();
  let processed = 0;
  for await (const { row, cells } of csvRecords(storedChunks(db, job.id))) {
    if (row === 1) continue;
    processed += 1;
    if (processed % 1000 === 0) onProgress(processed);
    const checked = checkRow(row, cells, mapping);
    let rowErrors = checked.ok ? [] : checked.errors;
    if (checked.ok) {
      const earlier = seen.get(checked.email);
      if (earlier !== undefined) rowErrors = [{ row, field: 'email', message: `E-mail address: ${checked.email} is also on row ${earlier}` }];
      else {
        seen.set(checked.email, row);
        valid.push(checked);
      }
    }
    if (rowErrors.length) {
      errorCount += 1;
      for (const error of rowErrors) if (errors.length < SITE_USER_IMPORT_LIMITS.reportedErrors) errors.push(error);
    }
  }
  onProgress(processed);
  return { valid, errors, errorCount };
}

/** Pass 2, inside the transaction: new readers inserted, existing ones skipped or updated, the membership granted, in batches. */
async function importRows(tx: Db, job: SiteUserImportRow, rows: readonly ValidRow[], onProgress: (processed: number) => void) {
  const options = job.options ?? { existing: 'skip', membershipId: null, membershipExpiration: null };
  let product: number | null = null;
  if (options.membershipId !== null) {
    const [membership] = await tx.select({ omedaProduct: memberships.omedaProduct }).from(memberships).where(and(eq(memberships.tenantId, job.tenantId), eq(memberships.id, options.membershipId)));
    product = membership?.omedaProduct ?? null;
    if (product === null) throw new Error('The membership to grant no longer exists.');
  }
  let created = 0;
  let updated = 0;
  let skipped = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const existing = await tx
      .select({ id: siteUsers.id, username: sql<string>`lower(${siteUsers.username})` })
      .from(siteUsers)
      .where(and(eq(siteUsers.tenantId, job.tenantId), inArray(sql`lower(${siteUsers.username})`, batch.map((r) => r.email))));
    const known = new Map(existing.map((row) => [row.username, row.id]));
    const fresh = batch.filter((r) => !known.has(r.email));
    const granted: number[] = [];
    if (fresh.length) {
      const inserted = await tx
        .insert(siteUsers)
        .values(
          fresh.map((r) => ({
            tenantId: job.tenantId,
            username: r.email,
            emails: [r.email],
            hashedId: randomToken().slice(0, 24),
            // Active without a password: the reader sets one through "Forgot your password?".
            status: 1 as const,
            ...profileColumns(r.profile),
          })),
        )
        .returning({ id: siteUsers.id });
      created += inserted.length;
      granted.push(...inserted.map((row) => row.id));
    }
    for (const r of batch) {
      const id = known.get(r.email);
      if (id === undefined) continue;
      granted.push(id);
      if (options.existing === 'update' && Object.keys(r.profile).length) {
        await tx
          .update(siteUsers)
          .set({ ...profileColumns(r.profile), updatedAt: new Date(), version: sql`${siteUsers.version} + 1` })
          .where(eq(siteUsers.id, id));
        updated += 1;
      } else skipped += 1;
    }
    if (product !== null && granted.length) {
      // The local audience store's products (integrations/audience), as setOmedaCustomer grants them.
      await tx
        .insert(siteUserProducts)
        .values(granted.map((userId) => ({ userId, productId: product!, productVersion: null, expiresAt: options.membershipExpiration ? new Date(options.membershipExpiration) : null, amount: null, source: 'import' })))
        .onConflictDoUpdate({ target: [siteUserProducts.userId, siteUserProducts.productId], set: { expiresAt: sql`excluded.expires_at`, source: sql`excluded.source`, updatedAt: sql`now()` } });
    }
    onProgress(Math.min(start + BATCH, rows.length));
  }
  return { created, updated, skipped };
}

const profileColumns = (profile: ValidRow['profile']) => ({
  ...(profile.firstName !== undefined ? { firstName: profile.firstName } : {}),
  ...(profile.lastName !== undefined ? { lastName: profile.lastName } : {}),
  ...(profile.title !== undefined ? { title: profile.title } : {}),
  ...(profile.company !== undefined ? { company: profile.company } : {}),
  ...(profile.city !== undefined ? { city: profile.city } : {}),
  ...(profile.postalCode !== undefined ? { postalCode: profile.postalCode } : {}),
  ...(profile.region !== undefined ? { region: profile.region } : {}),
  ...(profile.countryCode !== undefined ? { countryCode: profile.countryCode } : {}),
});

// ---------------------------------------------------------------- start-up

/**
 * At start-up: imports left queued or running (a crash, a restart) are queued again — at once when
 * queued, after the stale-worker time when running (its worker may still be alive on another node).
 * Their claim decides who runs them; a job delivered twice does nothing the second time.
 */
export async function resumeSiteUserImports(services: Pick<AppServices, 'db' | 'jobs' | 'log'>): Promise<number> {
  const waiting = await services.db
    .select({ id: siteUserImports.id, status: siteUserImports.status })
    .from(siteUserImports)
    .where(inArray(siteUserImports.status, ['queued', 'running']))
    .orderBy(asc(siteUserImports.id));
  for (const row of waiting) {
    await services.jobs.send(SITE_USER_IMPORT_JOB, { importId: row.id }, row.status === 'running' ? { startAfterSeconds: STALE_WORKER_MS / 1000 + 5 } : {});
  }
  if (waiting.length) services.log.info({ imports: waiting.map((row) => row.id) }, 'site user imports resumed');
  return waiting.length;
}
