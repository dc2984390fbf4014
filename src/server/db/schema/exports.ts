import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExportKind, ExportStatus } from '../../../shared/exports.js';
import type { LeadKind } from '../../../shared/leads.js';
import { cmsUsers } from './cmsUsers.js';
import { createdAt, tenantId } from './columns.js';
import type { TaxonomyType } from './taxonomy.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The filters an export was started with (each kind reads its own; docs/exports.md). */
export interface ExportFilters {
  /** companies: content statuses (0 deleted, 1 published, 2 draft). */
  statuses?: number[];
  /** taxonomy: term types. */
  taxonomyTypes?: TaxonomyType[];
  /** inquiryLeads: the form (inquiry or contact) and a half-open range of the lead's date. */
  leadKind?: LeadKind;
  dateFrom?: string;
  dateTo?: string;
}

/**
 * CSV exports (/admin/company-export, /admin/taxonomy-export, the RMI report's export;
 * src/server/modules/exports, docs/exports.md). queued → running → done → expired, or failed. The
 * file lives behind the storage adapter under `fileKey` (never served at /files/: no asset row
 * names it) and is downloaded through GET /api/exports/{id}/download until `expiresAt`.
 */
export const exports = pgTable(
  'exports',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').$type<ExportKind>().notNull(),
    filters: jsonb('filters').$type<ExportFilters>().notNull().default({}),
    status: text('status').$type<ExportStatus>().notNull().default('queued'),
    /** Rows written so far (the progress bar) and the rows the filters matched when the run began. */
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    /** The finished file: its storage key, its name for the download and its size. */
    fileKey: text('file_key'),
    fileName: text('file_name').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }),
    message: text('message'),
    /** The process running it and when it last said it is alive: a silent worker's export is taken over (docs/jobs.md). */
    worker: text('worker'),
    heartbeatAt: ts('heartbeat_at'),
    attempts: smallint('attempts').notNull().default(0),
    requestedBy: integer('requested_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    /** When the file is deleted (finishedAt + EXPORT_RETENTION_DAYS). */
    expiresAt: ts('expires_at'),
  },
  (t) => [index('exports_tenant_kind_created_idx').on(t.tenantId, t.kind, t.createdAt.desc()), index('exports_status_expires_idx').on(t.status, t.expiresAt)],
);
