import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, IMPORT_MESSAGES, type ImportField, SITE_USER_IMPORT_LIMITS } from '../../../shared/siteUserImport.js';
import type { SiteUserImportMapping, SiteUserImportRowError } from '../../db/schema/index.js';
import { cleanProfile, normaliseEmail, type ProfileField } from '../siteUsers/profile.js';

/**
 * Reading and checking the rows of an import (pure, unit-tested in rows.test.ts): the CSV is read
 * as a stream (RFC 4180: quoted fields, commas and line breaks inside quotes, a UTF-8 BOM), the
 * first row names the columns, and each data row becomes a site user's e-mail and profile, or
 * errors naming the row and the field.
 */

/** csv-parse, as the import reads every file: a header row, records as arrays. */
export const csvParser = () =>
  parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: 64 * 1024,
  });

/** The rows of a CSV byte stream, in order; the header is row 1 (as a spreadsheet numbers them). */
export async function* csvRecords(bytes: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<{ row: number; cells: string[] }> {
  const parser = Readable.from(bytes).pipe(csvParser());
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record };
  }
}

/** A row checked: what a site user is made of, or why it cannot be. */
export type CheckedRow = { ok: true; row: number; email: string; profile: Partial<Record<ProfileField, string>> } | { ok: false; errors: SiteUserImportRowError[] };

/** What the mapping says, checked against the file's columns: the per-field problems, or none. */
export function mappingProblems(mapping: SiteUserImportMapping, columnCount: number): Record<string, string> {
  const problems: Record<string, string> = {};
  const fields = new Set<string>();
  const columns = new Set<number>();
  mapping.forEach(({ field, column }, index) => {
    if (!(IMPORT_FIELDS as readonly string[]).includes(field)) problems[`mapping.${index}.field`] = IMPORT_MESSAGES.unknownField;
    else if (fields.has(field)) problems[`mapping.${index}.field`] = IMPORT_MESSAGES.fieldTwice;
    if (!Number.isInteger(column) || column < 0 || column >= columnCount) problems[`mapping.${index}.column`] = IMPORT_MESSAGES.unknownColumn;
    else if (columns.has(column)) problems[`mapping.${index}.column`] = IMPORT_MESSAGES.columnTwice;
    fields.add(field);
    columns.add(column);
  });
  if (!fields.has('email')) problems['mapping'] = IMPORT_MESSAGES.emailRequired;
  return problems;
}

/** One data row under the mapping: trimmed values, the e-mail lower-cased, the profile checked as the account page checks it. */
export function checkRow(row: number, cells: readonly string[], mapping: SiteUserImportMapping): CheckedRow {
  const errors: SiteUserImportRowError[] = [];
  if (cells.length > SITE_USER_IMPORT_LIMITS.maxColumns) return { ok: false, errors: [{ row, field: null, message: `More than ${SITE_USER_IMPORT_LIMITS.maxColumns} columns` }] };
  const value = (field: ImportField) => {
    const at = mapping.find((m) => m.field === field);
    return at ? (cells[at.column] ?? '').trim() : '';
  };
  const rawEmail = value('email');
  const email = rawEmail ? normaliseEmail(rawEmail) : null;
  if (!rawEmail) errors.push({ row, field: 'email', message: `${IMPORT_FIELD_LABELS.email}: Field is required` });
  else if (!email) errors.push({ row, field: 'email', message: `${IMPORT_FIELD_LABELS.email}: "${rawEmail.slice(0, 100)}" is not an e-mail address` });
  const input: Partial<Record<ProfileField, string>> = {};
  for (const { field } of mapping) if (field !== 'email') input[field as ProfileField] = value(field as ImportField);
  const { values, errors: profileErrors } = cleanProfile(input);
  for (const [field, message] of Object.entries(profileErrors)) errors.push({ row, field, message: `${IMPORT_FIELD_LABELS[field as ImportField] ?? field}: ${message}` });
  return errors.length || !email ? { ok: false, errors } : { ok: true, row, email, profile: values };
}
