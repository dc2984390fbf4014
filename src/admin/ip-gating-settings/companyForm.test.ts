import { describe, expect, it } from 'vitest';
import { SubmitError } from '../forms/submitError.js';
import {
  RANGES_LIST_ERROR,
  companyFormValues,
  entryNote,
  insertEntries,
  newCompanyValues,
  splitPastedEntries,
  toCompanyInput,
  validateCompanyForm,
  withRangeListError,
} from './companyForm.js';
import { COMPANIES_PAGE_SIZE, EMPTY_COMPANY_FILTERS, companyFiltersFromSearch, companyStreamInput, searchFromCompanyFilters } from './companyList.js';

const stored = {
  __typename: 'SiteLicenseCompany' as const,
  id: 7,
  companyName: 'Northfield Controls',
  ranges: ['203.0.113.0/24', '2001:db8:1234::/48'],
  rangeCount: 2,
  status: 0,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('company form', () => {
  it('starts a new company active with one empty input, and sends entries trimmed', () => {
    expect(newCompanyValues()).toEqual({ companyName: '', status: '1', ranges: [''] });
    expect(toCompanyInput({ companyName: 'Acme', status: '1', ranges: [' 192.0.2.0/24 ', '198.51.100.1 - 198.51.100.9'] })).toEqual({
      companyName: 'Acme',
      status: 1,
      ranges: ['192.0.2.0/24', '198.51.100.1 - 198.51.100.9'],
    });
  });

  it('edits a stored company and saves it with its id and version', () => {
    const values = companyFormValues(stored);
    expect(values).toEqual({ companyName: 'Northfield Controls', status: '0', ranges: ['203.0.113.0/24', '2001:db8:1234::/48'] });
    expect(toCompanyInput(values, stored)).toMatchObject({ id: 7, version: 3, status: 0 });
  });

  it('checks with the shared rules: messages beside each entry, the list message under its own key', () => {
    expect(validateCompanyForm({ companyName: 'Acme', status: '1', ranges: ['192.0.2.0/24'] })).toBeUndefined();
    expect(validateCompanyForm({ companyName: '', status: null, ranges: ['192.0.2.0/24', 'x', '192.0.2.9'] })).toEqual({
      companyName: 'Field is required',
      status: 'Field is required',
      ranges: [undefined, expect.stringMatching(/^'x' is not an IPv4/), 'Overlaps range 1 (192.0.2.0/24).'],
    });
    expect(validateCompanyForm({ companyName: 'Acme', status: '1', ranges: [] })).toEqual({ [RANGES_LIST_ERROR]: 'Add at least one address or range.' });
  });

  it("moves the server's list message to its key and keeps the entries' messages", () => {
    const moved = withRangeListError(new SubmitError('Please correct the highlighted fields.', { code: 'BAD_USER_INPUT', fieldErrors: { ranges: 'Add at least one address or range.', companyName: 'Taken' } }));
    expect(moved.fieldErrors).toEqual({ [RANGES_LIST_ERROR]: 'Add at least one address or range.', companyName: 'Taken' });
    expect(moved.code).toBe('BAD_USER_INPUT');
    const untouched = new SubmitError('x', { fieldErrors: { 'ranges.2': 'Overlaps 203.0.113.0/24 of Northfield Controls.' } });
    expect(withRangeListError(untouched)).toBe(untouched);
  });

  it('says what an entry will be saved as when that differs from what was typed', () => {
    expect(entryNote('203.0.113.7/24')).toBe('Saved as 203.0.113.0/24: the network address of 203.0.113.7/24.');
    expect(entryNote('203.0.113.0/24')).toBeNull();
    expect(entryNote('nonsense')).toBeNull();
    expect(entryNote('')).toBeNull();
  });

  it('splits a pasted list into entries, keeping dash ranges whole', () => {
    expect(splitPastedEntries('192.0.2.0/24')).toBeNull();
    expect(splitPastedEntries('198.51.100.1 - 198.51.100.9')).toBeNull();
    expect(splitPastedEntries('192.0.2.0/24\r\n198.51.100.1 - 198.51.100.9\n\n2001:db8::/32, 10.0.0.1;')).toEqual(['192.0.2.0/24', '198.51.100.1 - 198.51.100.9', '2001:db8::/32', '10.0.0.1']);
    expect(insertEntries(['a', '', 'c'], 1, ['x', 'y'])).toEqual(['a', 'x', 'y', 'c']);
    expect(insertEntries(['a', 'b'], 0, ['x', 'y'])).toEqual(['a', 'x', 'y', 'b']);
  });
});

describe('company list filters', () => {
  it('read the query string, ignoring junk', () => {
    expect(companyFiltersFromSearch({ q: 'north', status: '0', page: '2' })).toEqual({ phrase: 'north', status: '0', page: 2 });
    expect(companyFiltersFromSearch({ status: 'x', page: '0' })).toEqual(EMPTY_COMPANY_FILTERS);
  });

  it('write a plain URL for the defaults and page by 25', () => {
    expect(searchFromCompanyFilters(EMPTY_COMPANY_FILTERS)).toBe('');
    expect(searchFromCompanyFilters({ phrase: ' 203.0.113.5 ', status: '1', page: 3 })).toBe('?q=203.0.113.5&status=1&page=3');
    expect(companyStreamInput({ phrase: 'acme', status: '0', page: 2 })).toEqual({ phrase: 'acme', status: 0, pagination: { limit: COMPANIES_PAGE_SIZE, skip: 25 } });
    expect(companyStreamInput(EMPTY_COMPANY_FILTERS)).toEqual({ pagination: { limit: 25, skip: 0 } });
  });
});
