import type { GetSiteUserImportQuery, StartSiteUserImportMutationVariables } from '../../gql/graphql.js';
import { IMPORT_EXISTING_MODES, IMPORT_FIELDS, IMPORT_MESSAGES, type ImportExistingMode, type ImportField } from '../../shared/siteUserImport.js';
import { SubmitError, toSubmitError } from '../forms/submitError.js';
import { endOfDay, today } from '../site-users/grantForm.js';

/**
 * The mapping step of /admin/migrate-site-users as pure functions (unit-tested in
 * importForm.test.ts): the form's values from a stored import, the checks the server would make
 * (one e-mail column, each column once), startSiteUserImport's variables, and the server's field
 * messages put back under the form's fields.
 */

export type SiteUserImport = NonNullable<GetSiteUserImportQuery['getSiteUserImport']>;

/** The Select value of a field that takes no column. */
export const NOT_IMPORTED = 'none';

export interface ImportFormValues {
  /** Per field, the column's index as the Select's string value, or NOT_IMPORTED. */
  columns: Record<ImportField, string>;
  existing: ImportExistingMode;
  /** The membership granted to every imported reader (its id as a string), or null. */
  membershipId: string | null;
  /** The membership's last day, 'YYYY-MM-DD' (DateField); null: it does not end. */
  membershipExpiresOn: string | null;
}

/** The form's name of a field's column select ('columns.email'). */
export const columnFieldName = (field: ImportField) => `columns.${field}`;

const isExistingMode = (value: string | null | undefined): value is ImportExistingMode => (IMPORT_EXISTING_MODES as readonly string[]).includes(value ?? '');

/** 'YYYY-MM-DD' of an instant, in the browser's time zone (the day the admin chose). */
function localDay(value: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return today(date);
}

/** The form as the import stands: the guessed (or saved) mapping, skip, no membership. */
export function importFormValues(item: Pick<SiteUserImport, 'mapping' | 'existing' | 'membershipId' | 'membershipExpiration' | 'columns'>): ImportFormValues {
  const columns = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, NOT_IMPORTED])) as Record<ImportField, string>;
  for (const { field, column } of item.mapping) {
    if ((IMPORT_FIELDS as readonly string[]).includes(field) && column >= 0 && column < item.columns.length) columns[field as ImportField] = String(column);
  }
  return {
    columns,
    existing: isExistingMode(item.existing) ? item.existing : 'skip',
    membershipId: item.membershipId === null ? null : String(item.membershipId),
    membershipExpiresOn: item.membershipExpiration ? localDay(item.membershipExpiration) : null,
  };
}

/** The column chosen for a field, or null. */
export function chosenColumn(values: Pick<ImportFormValues, 'columns'>, field: ImportField): number | null {
  const value = values.columns?.[field];
  if (value === undefined || value === null || value === NOT_IMPORTED || value === '') return null;
  const column = Number(value);
  return Number.isInteger(column) && column >= 0 ? column : null;
}

/** The mapping the form says, in the order of IMPORT_FIELDS (the order the server reports it back). */
export function mappingOf(values: Pick<ImportFormValues, 'columns'>): Array<{ field: ImportField; column: number }> {
  return IMPORT_FIELDS.flatMap((field) => {
    const column = chosenColumn(values, field);
    return column === null ? [] : [{ field, column }];
  });
}

/**
 * What the server would refuse, said before the call: no e-mail column, a column chosen for two
 * fields (the later field is marked), an expiry in the past.
 */
export function validateImportForm(values: ImportFormValues, now: Date = new Date()): Record<string, unknown> {
  const columns: Partial<Record<ImportField, string>> = {};
  if (chosenColumn(values, 'email') === null) columns.email = IMPORT_MESSAGES.emailRequired;
  const used = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const column = chosenColumn(values, field);
    if (column === null) continue;
    if (used.has(column)) columns[field] ??= IMPORT_MESSAGES.columnTwice;
    used.add(column);
  }
  const errors: Record<string, unknown> = {};
  if (Object.keys(columns).length) errors.columns = columns;
  if (values.membershipId && values.membershipExpiresOn && values.membershipExpiresOn.slice(0, 10) < today(now)) errors.membershipExpiresOn = 'Choose today or a later day.';
  return errors;
}

/** startSiteUserImport's variables. The membership ends at the end of its last day (admin's time zone). */
export function startVariables(item: Pick<SiteUserImport, 'id' | 'version'>, values: ImportFormValues): StartSiteUserImportMutationVariables {
  const membershipId = values.membershipId ? Number(values.membershipId) : null;
  return {
    input: {
      id: item.id,
      version: item.version,
      mapping: mappingOf(values),
      existing: values.existing,
      membershipId,
      membershipExpiration: membershipId !== null && values.membershipExpiresOn ? endOfDay(values.membershipExpiresOn) : null,
    },
  };
}

/**
 * The server names the mapping's entries by their index in what was sent ('mapping.2.column') and
 * the whole mapping as 'mapping' (no e-mail column): put each message under the field's select.
 * 'id' (already started) is no field of the form: its words stay in the alert on top.
 */
export function importSubmitError(error: unknown, sent: ReadonlyArray<{ field: string }>): SubmitError {
  const failure = toSubmitError(error);
  const fieldErrors: Record<string, string> = {};
  for (const [path, text] of Object.entries(failure.fieldErrors)) {
    const entry = /^mapping\.(\d+)\.(field|column)$/.exec(path);
    let name: string | null = path;
    if (path === 'mapping') name = columnFieldName('email');
    else if (entry) {
      const field = sent[Number(entry[1])]?.field;
      name = field && (IMPORT_FIELDS as readonly string[]).includes(field) ? columnFieldName(field as ImportField) : 'mapping';
    } else if (path === 'membershipExpiration') name = 'membershipExpiresOn';
    else if (path === 'id') name = null;
    if (name !== null && fieldErrors[name] === undefined) fieldErrors[name] = text;
  }
  return new SubmitError(failure.message, { code: failure.code, fieldErrors });
}
