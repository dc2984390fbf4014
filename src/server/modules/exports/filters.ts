import type { ExportFilters } from '../../db/schema/index.js';

/**
 * The filters an export was started with, as stored in its jsonb column: the CSV kinds' (the
 * table's type) and the print export's issue (docs/print-exports.md). A row read back is one of
 * these without a cast: every field is optional.
 */
export type StoredExportFilters = ExportFilters & {
  /** print: the magazine issue exported. */
  issueId?: number;
};
