import { stringify, type Stringifier } from 'csv-stringify';

/**
 * How every export is written (docs/exports.md "The file"): RFC 4180 CSV through csv-stringify —
 * comma-separated, CRLF between records, a field quoted when it holds a comma, a quote or a line
 * break (CR or LF; quotes doubled) — in UTF-8 with a byte-order mark, so Excel opens accents and non-Latin
 * names correctly (csv-parse and other readers skip it). Cells that a spreadsheet would run as a
 * formula — text starting with =, +, -, @, a tab or a carriage return (and their full-width
 * forms) — get a leading single quote (OWASP "CSV Injection"); numbers are written as numbers.
 */
export function csvStringifier(): Stringifier {
  // With a record delimiter given, csv-stringify quotes only fields holding that delimiter (CRLF):
  // a lone LF or CR in an address must be quoted too, or readers split the record there.
  return stringify({ bom: true, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true });
}

/** One cell: text, a number, or empty. */
export type Cell = string | number | null;

/** A moment as spreadsheets read it, in UTC: '2026-11-24 13:05:09' (the column names say UTC). */
export function utcCell(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Several values in one cell, separated by '; ' (empty values left out). */
export function listCell(values: readonly (string | number | null | undefined)[]): string | null {
  const kept = values.filter((v): v is string | number => v !== null && v !== undefined && String(v).trim() !== '');
  return kept.length ? kept.join('; ') : null;
}

export const textCell = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
