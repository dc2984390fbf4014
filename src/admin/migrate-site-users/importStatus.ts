import { IMPORT_FIELD_LABELS, type ImportField } from '../../shared/siteUserImport.js';

/** An import's status in words and colour (schema/siteUserImports.graphql: uploaded, queued, running, done, failed). */
const STATUS: Record<string, { label: string; color: string }> = {
  uploaded: { label: 'Waiting for its mapping', color: 'gray' },
  queued: { label: 'Queued', color: 'blue' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export function importStatus(status: string): { label: string; color: string } {
  return STATUS[status] ?? { label: status, color: 'gray' };
}

/** The job is still to finish: the screen polls it. */
export const isActive = (status: string) => status === 'queued' || status === 'running';

/** 'Checking rows' (every row checked first) or 'Importing'. */
export function phaseLabel(phase: string | null | undefined): string {
  if (phase === 'importing') return 'Importing';
  if (phase === 'validating') return 'Checking rows';
  return 'Waiting to start';
}

/** processed / rowCount as a percentage, 0..100. */
export function progressPercent(processed: number, rowCount: number): number {
  if (rowCount <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((processed / rowCount) * 100)));
}

const NUMBER = new Intl.NumberFormat('en-US');
export const formatNumber = (n: number) => NUMBER.format(n);

/** '1 row' / '1,250 rows'. */
export const rowsLabel = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;

/** What an import came to, for the list: '3 created · 1 updated · 0 skipped', '2 rows with problems', or '—'. */
export function outcomeLabel(item: { status: string; createdCount: number; updatedCount: number; skippedCount: number; errorCount: number }): string {
  if (item.status === 'done') return `${formatNumber(item.createdCount)} created · ${formatNumber(item.updatedCount)} updated · ${formatNumber(item.skippedCount)} skipped`;
  if (item.status === 'failed' && item.errorCount > 0) return `${formatNumber(item.errorCount)} ${item.errorCount === 1 ? 'row' : 'rows'} with problems`;
  return '—';
}

/** A row error's field in words ('Country'); '—' when the problem is the row itself. */
export function fieldLabel(field: string | null | undefined): string {
  if (!field) return '—';
  return IMPORT_FIELD_LABELS[field as ImportField] ?? field;
}

/** '12 KB', '3.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The screen, and one import on it (the id in the query string, so a reload keeps it). */
export const IMPORT_PAGE = '/admin/migrate-site-users';
export const importHref = (id: number) => `${IMPORT_PAGE}?id=${id}`;
export const UPLOAD_ANOTHER = { href: IMPORT_PAGE, label: 'Upload another file' };

/** The import the query string names: its id, null for none, 'invalid' for junk. */
export function importIdFromSearch(search: Readonly<Record<string, string | undefined>>): number | null | 'invalid' {
  const raw = search.id;
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 'invalid';
}
