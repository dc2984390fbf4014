import { PROFILE_FIELDS, PROFILE_LABELS } from './siteUserProfile';

/**
 * Importing site users from a CSV file (/admin/migrate-site-users; docs/site-user-import.md): the
 * fields a column can fill, the limits, and the first guess of the column mapping. Shared by the
 * server (which checks every row) and the admin screen (which offers the mapping).
 */

/** Where the admin screen uploads the file (raw CSV body, the name in x-file-name). */
export const SITE_USER_IMPORT_UPLOAD_ROUTE = '/api/site-user-imports';

/** What the upload route answers for a stored file (201). */
export interface UploadedImport {
  id: number;
  version: number;
  fileName: string;
  columns: string[];
  sampleRows: string[][];
  rowCount: number;
  mapping: Array<{ field: string; column: number }>;
}

export const IMPORT_FIELDS = ['email', ...PROFILE_FIELDS] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = { email: 'E-mail address', ...PROFILE_LABELS };

/** Header names each field is recognised by (compared lower-case, without spaces, dashes or underscores). */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  email: ['email', 'emailaddress', 'username', 'login', 'mail'],
  firstName: ['firstname', 'givenname', 'first', 'fname'],
  lastName: ['lastname', 'surname', 'familyname', 'last', 'lname'],
  title: ['title', 'jobtitle', 'position'],
  company: ['company', 'companyname', 'organization', 'organisation', 'employer'],
  city: ['city', 'town'],
  region: ['region', 'state', 'province', 'stateprovince', 'regioncode', 'statecode'],
  countryCode: ['country', 'countrycode', 'countryname'],
  postalCode: ['postalcode', 'zip', 'zipcode', 'postcode'],
};

export const SITE_USER_IMPORT_LIMITS = {
  /** The largest file accepted. */
  maxBytes: 50 * 1024 * 1024,
  /** Data rows per file. */
  maxRows: 200_000,
  /** Columns per row. */
  maxColumns: 200,
  /** Rows shown on the mapping screen. */
  sampleRows: 5,
  /** Row errors kept for the report (all are counted). */
  reportedErrors: 500,
} as const;

export const IMPORT_EXISTING_MODES = ['skip', 'update'] as const;
export type ImportExistingMode = (typeof IMPORT_EXISTING_MODES)[number];

export const IMPORT_MESSAGES = {
  emailRequired: 'Map a column to the e-mail address',
  columnTwice: 'Each column can fill one field',
  fieldTwice: 'Each field can take one column',
  unknownColumn: 'Choose a column of the file',
  unknownField: 'Not a field of a site user',
  notStartable: 'This import has already been started',
  rowsHaveErrors: (count: number) => `Nothing was imported: ${count === 1 ? '1 row has a problem' : `${count.toLocaleString('en-US')} rows have problems`}. Correct the file and upload it again.`,
} as const;

const headerKey = (name: string) => name.toLowerCase().replace(/[\s_\-.]+/g, '');

/** The mapping a header row suggests: each field to the first column named like it. */
export function guessMapping(columns: readonly string[]): Array<{ field: ImportField; column: number }> {
  const used = new Set<number>();
  const mapping: Array<{ field: ImportField; column: number }> = [];
  for (const field of IMPORT_FIELDS) {
    const column = columns.findIndex((name, index) => !used.has(index) && (HEADER_NAMES[field].includes(headerKey(name)) || headerKey(name) === field.toLowerCase()));
    if (column >= 0) {
      used.add(column);
      mapping.push({ field, column });
    }
  }
  return mapping;
}
