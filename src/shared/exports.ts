import type { Permission } from './permissions.js';

/**
 * Exports (issue 14 items 4 and 5; spec 000 §2.2 "Exports and reports", 001 §2 the Exports menu;
 * docs/exports.md, docs/print-exports.md): what can be exported, who may, and how long a file is
 * kept. Shared by the service (src/server/modules/exports) and the screens (src/admin/exports,
 * company-export, taxonomy-export, rmi-report, print-exports). Three kinds are CSV files; `print`
 * is a ZIP archive of an issue for print layout.
 */

export const EXPORT_KINDS = ['companies', 'taxonomy', 'inquiryLeads', 'print'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** The kinds written as CSV files (one source each in src/server/modules/exports/sources). */
export type CsvExportKind = Exclude<ExportKind, 'print'>;

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * Any one of these lets a CMS user start, follow and download an export of the kind (spec 000 §6,
 * any-of). The spec's Exports menu is gated by manage_print_export (001 §2); the RMI report is
 * also a report (view_common_reports), as its list already is.
 */
export const EXPORT_PERMISSIONS: Readonly<Record<ExportKind, readonly Permission[]>> = {
  companies: ['manage_print_export'],
  taxonomy: ['manage_print_export'],
  inquiryLeads: ['view_common_reports', 'manage_print_export'],
  print: ['manage_print_export'],
};

/** Every permission that opens some export (getExport, getExportStream without a kind). */
export const ANY_EXPORT_PERMISSION: readonly Permission[] = [...new Set(Object.values(EXPORT_PERMISSIONS).flat())];

/** Days a finished file can be downloaded; then it is deleted and the export shows as expired. */
export const EXPORT_RETENTION_DAYS = 7;

/** How the screens and the file names call each kind. */
export const EXPORT_LABELS: Readonly<Record<ExportKind, { title: string; file: string; rows: string }>> = {
  companies: { title: 'Company export', file: 'companies', rows: 'companies' },
  taxonomy: { title: 'Taxonomy export', file: 'taxonomy', rows: 'terms' },
  inquiryLeads: { title: 'RMI report export', file: 'rmi-report', rows: 'leads' },
  print: { title: 'Print export', file: 'print', rows: 'articles' },
};

/** The file each kind writes: its format's name (the Download button), extension and media type. */
export const EXPORT_FORMATS: Readonly<Record<ExportKind, { name: string; extension: string; contentType: string }>> = {
  companies: { name: 'CSV', extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  taxonomy: { name: 'CSV', extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  inquiryLeads: { name: 'CSV', extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  print: { name: 'ZIP', extension: 'zip', contentType: 'application/zip' },
};

/** The public archive of our InDesign import script (001 §2 Exports menu; docs/print-exports.md). */
export const INDESIGN_SCRIPTS_PATH = '/scripts/indesign.zip';

/** Content statuses a company export takes when none are chosen: published and draft (not deleted). */
export const DEFAULT_COMPANY_STATUSES: readonly number[] = [1, 2];

export const EXPORT_MESSAGES = {
  queued: 'Queued: the export starts in a moment.',
  givenUp: (attempts: number) => `The export stopped ${attempts} times and was given up. Start it again.`,
  retrying: (reason: string) => `Retrying after an error: ${reason}`,
  notFilter: 'Not a filter of this export.',
  linkInvalid: 'This download link is not valid. Open the export again to get a new one.',
  linkExpired: 'This download link has expired. Open the export again to get a new one.',
  notReady: 'This export has not finished yet.',
  fileGone: `This export's file was removed after ${EXPORT_RETENTION_DAYS} days. Start the export again.`,
  issueRequired: 'Choose the issue to export.',
  issueMissing: (id: number) => `No issue with id ${id} was found.`,
  issueEmpty: 'This issue holds no content yet: schedule articles to it (Magazine issues panel of the content editor), then export it.',
} as const;

export const isActiveExport = (status: string): boolean => status === 'queued' || status === 'running';

/** The route a finished file is downloaded from (with the signed `token` of getExport's downloadUrl). */
export const exportDownloadPath = (id: number) => `/api/exports/${id}/download`;
