import type { GetSiteLicenseCompanyQuery, SiteLicenseCompanyInput } from '../../gql/graphql.js';
import { checkSiteLicenseCompany, parseRangeEntry } from '../../shared/ipRanges.js';
import { SubmitError } from '../forms/submitError.js';
import { formErrorsOf } from '../settings/SettingsDocumentForm.js';

type Company = GetSiteLicenseCompanyQuery['getSiteLicenseCompany'];

/**
 * The company form's values. Status is a radio group ('1' active, '0' inactive); ranges are the
 * entries as typed, one input each. The names are those of SiteLicenseCompanyInput, so the
 * server's messages land on their fields ('ranges.3' beside the fourth input).
 */
export interface CompanyFormValues {
  companyName: string;
  status: string | null;
  ranges: string[];
}

/**
 * A message about the list as a whole ('Add at least one address or range.') is kept under this
 * key: 'ranges' itself holds one message per input.
 */
export const RANGES_LIST_ERROR = 'rangeList';

export function newCompanyValues(): CompanyFormValues {
  return { companyName: '', status: '1', ranges: [''] };
}

export function companyFormValues(company: Company): CompanyFormValues {
  return { companyName: company.companyName, status: String(company.status), ranges: [...company.ranges] };
}

const statusOf = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? null : Number(value));

/** saveSiteLicenseCompany's input: no id to create; the id and the version the edit started from to update. */
export function toCompanyInput(values: CompanyFormValues, existing?: { id: number; version: number }): SiteLicenseCompanyInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    companyName: values.companyName ?? '',
    status: statusOf(values.status) ?? -1,
    ranges: (values.ranges ?? []).map((entry) => (entry ?? '').trim()),
  };
}

function withListKey(fieldErrors: Record<string, string>): Record<string, string> {
  const { ranges, ...rest } = fieldErrors;
  return ranges === undefined ? rest : { ...rest, [RANGES_LIST_ERROR]: ranges };
}

/** The shared rules as final-form errors (the server applies the same, plus overlaps with other companies). */
export function validateCompanyForm(values: CompanyFormValues): object | undefined {
  const check = checkSiteLicenseCompany({ companyName: values.companyName ?? '', status: statusOf(values.status), ranges: (values.ranges ?? []).map((entry) => entry ?? '') });
  return check.ok ? undefined : formErrorsOf({ ok: false, fieldErrors: withListKey(check.fieldErrors) });
}

/** A failed save with the server's list-level message moved to RANGES_LIST_ERROR. */
export function withRangeListError(error: SubmitError): SubmitError {
  if (error.fieldErrors.ranges === undefined) return error;
  return new SubmitError(error.message, { code: error.code, fieldErrors: withListKey(error.fieldErrors) });
}

/** What an entry will be saved as, when that differs from what was typed (shown under the input). */
export function entryNote(entry: string | undefined): string | null {
  if (!entry?.trim()) return null;
  const parsed = parseRangeEntry(entry);
  return parsed.ok ? parsed.value.note : null;
}

/**
 * A pasted list (one per line, or separated by commas or semicolons) split into entries; null for
 * a single entry, which the input takes as usual. Dash ranges keep their spaces.
 */
export function splitPastedEntries(text: string): string[] | null {
  const entries = text
    .split(/[\r\n,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 1 ? entries : null;
}

/** The list after pasting `pasted` into the input at `index`: an empty input is replaced, a filled one keeps its text. */
export function insertEntries(list: readonly string[], index: number, pasted: readonly string[]): string[] {
  const next = [...list];
  if ((next[index] ?? '').trim() === '') next.splice(index, 1, ...pasted);
  else next.splice(index + 1, 0, ...pasted);
  return next;
}
