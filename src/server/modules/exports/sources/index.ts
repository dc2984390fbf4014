import type { ExportKind } from '../../../../shared/exports.js';
import { companiesSource } from './companies.js';
import { inquiryLeadsSource } from './inquiryLeads.js';
import { taxonomySource } from './taxonomy.js';
import type { ExportSource } from './types.js';

export type { ExportSource } from './types.js';

/** Every kind of export and what it reads (exhaustive: a new kind needs its source). */
export const EXPORT_SOURCES: Readonly<Record<ExportKind, ExportSource>> = {
  companies: companiesSource,
  taxonomy: taxonomySource,
  inquiryLeads: inquiryLeadsSource,
};
