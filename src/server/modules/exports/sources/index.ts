import type { CsvExportKind } from '../../../../shared/exports.js';
import { companiesSource } from './companies.js';
import { inquiryLeadsSource } from './inquiryLeads.js';
import { taxonomySource } from './taxonomy.js';
import type { ExportSource } from './types.js';

export type { ExportSource } from './types.js';

/** Every CSV kind of export and what it reads (exhaustive: a new CSV kind needs its source; print exports: ../print). */
export const EXPORT_SOURCES: Readonly<Record<CsvExportKind, ExportSource>> = {
  companies: companiesSource,
  taxonomy: taxonomySource,
  inquiryLeads: inquiryLeadsSource,
};
