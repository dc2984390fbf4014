import { EXPORT_LABELS, type ExportKind } from '../../shared/exports.js';
import { formatLocalDate } from '../site-users/format.js';

/**
 * The words of the export screens (/admin/company-export, /admin/taxonomy-export and the RMI
 * report's export): status, progress, size and what an export was asked for. Pure, unit-tested.
 */

const STATUS: Record<string, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'blue' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Ready', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  expired: { label: 'Expired', color: 'gray' },
};

export function exportStatus(status: string): { label: string; color: string } {
  return STATUS[status] ?? { label: status, color: 'gray' };
}

/** rowsDone of rowsTotal as a percentage, 0..100 (0 while the total is not known yet). */
export function exportPercent(rowsDone: number, rowsTotal: number | null | undefined): number {
  if (!rowsTotal || rowsTotal <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((rowsDone / rowsTotal) * 100)));
}

const NUMBER = new Intl.NumberFormat('en-US');
export const formatNumber = (n: number) => NUMBER.format(n);

/** '1 company' / '1,250 companies', '3 terms', '12 leads'. */
export function rowsLabel(kind: ExportKind, n: number): string {
  const plural = EXPORT_LABELS[kind].rows;
  const singular = plural === 'companies' ? 'company' : plural.replace(/s$/, '');
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}

/** '12 KB', '3.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ExportFiltersView {
  statuses?: readonly number[] | null;
  taxonomyTypes?: readonly string[] | null;
  leadKind?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  issueId?: number | null;
  issueName?: string | null;
}

const CONTENT_STATUS: Record<number, string> = { 0: 'deleted', 1: 'published', 2: 'draft' };

/** The day before an exclusive end (the range the admin picked ends on it). */
const lastDay = (exclusiveEnd: string) => new Date(new Date(exclusiveEnd).getTime() - 1);

/** What the export was asked for, in words: 'Published and draft', 'Tag and Bin terms', 'Inquiries, 2 Jan 2026 – 5 Jan 2026', 'EDR Magazine: March 2026 (2026-03-01)'. */
export function filtersLabel(kind: ExportKind, filters: ExportFiltersView): string {
  if (kind === 'companies') {
    const names = (filters.statuses?.length ? filters.statuses : [1, 2]).map((s) => CONTENT_STATUS[s] ?? String(s));
    const text = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  if (kind === 'taxonomy') return filters.taxonomyTypes?.length ? `${filters.taxonomyTypes.join(', ')} terms` : 'All terms';
  if (kind === 'print') return filters.issueName ?? `Issue ${filters.issueId ?? '?'} (deleted)`;
  const form = filters.leadKind === 'contact' ? 'Contact messages' : 'Inquiries';
  if (!filters.dateFrom && !filters.dateTo) return `${form}, all dates`;
  if (filters.dateFrom && filters.dateTo) return `${form}, ${formatLocalDate(filters.dateFrom)} – ${formatLocalDate(lastDay(filters.dateTo).toISOString())}`;
  if (filters.dateFrom) return `${form}, from ${formatLocalDate(filters.dateFrom)}`;
  return `${form}, until ${formatLocalDate(lastDay(filters.dateTo!).toISOString())}`;
}
