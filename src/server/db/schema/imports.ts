import { customType, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cmsUsers } from './cmsUsers.js';
import { createdAt, tenantId, version } from './columns.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Imports of site users from a CSV file (/admin/migrate-site-users; docs/site-user-import.md).
 * uploading → uploaded → queued → running → done | failed (an upload cut off stays 'uploading', unseen). The file is kept in the database (chunks), not in
 * the public file storage: it holds readers' personal data, and every node can read it.
 */
export type SiteUserImportStatus = 'uploading' | 'uploaded' | 'queued' | 'running' | 'done' | 'failed';
export type SiteUserImportPhase = 'validating' | 'importing';

/** What the column mapping says: the site-user field each chosen column fills (0-based column). */
export type SiteUserImportMapping = Array<{ field: string; column: number }>;

export interface SiteUserImportOptions {
  /** A reader whose e-mail is already a site user: left as is ('skip') or given the file's values ('update'). */
  existing: 'skip' | 'update';
  /** A membership every imported reader is granted (as setOmedaCustomer grants it), or null. */
  membershipId: number | null;
  membershipExpiration: string | null;
}

export interface SiteUserImportRowError {
  /** The row of the file, counting the header as row 1 (what a spreadsheet shows). */
  row: number;
  field: string | null;
  message: string;
}

export const siteUserImports = pgTable(
  'site_user_imports',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    status: text('status').$type<SiteUserImportStatus>().notNull().default('uploaded'),
    phase: text('phase').$type<SiteUserImportPhase | null>(),
    /** The header row's names. */
    columns: text('columns').array().notNull(),
    /** The first rows, for the mapping screen. */
    sample: jsonb('sample').$type<string[][]>().notNull(),
    /** Data rows (the header not counted), counted at upload. */
    rowCount: integer('row_count').notNull(),
    mapping: jsonb('mapping').$type<SiteUserImportMapping | null>(),
    options: jsonb('options').$type<SiteUserImportOptions | null>(),
    processed: integer('processed').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The first errors (the report shows them; errorCount counts all). */
    errors: jsonb('errors').$type<SiteUserImportRowError[]>().notNull().default([]),
    message: text('message'),
    /** The process running it (host:pid:start) and when it last said it is alive: a dead worker's import is taken over. */
    worker: text('worker'),
    heartbeatAt: ts('heartbeat_at'),
    attempts: smallint('attempts').notNull().default(0),
    createdBy: integer('created_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    version: version(),
  },
  (t) => [index('site_user_imports_tenant_created_idx').on(t.tenantId, t.createdAt.desc())],
);

/** The uploaded file in pieces of at most 256 KiB, in order. */
export const siteUserImportChunks = pgTable(
  'site_user_import_chunks',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => siteUserImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);
