import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { guessMapping, IMPORT_MESSAGES } from '../../shared/siteUserImport.js';
import { importFormValues, importSubmitError, mappingOf, NOT_IMPORTED, startVariables, validateImportForm, type ImportFormValues } from './importForm.js';
import { importIdFromSearch, outcomeLabel, phaseLabel, progressPercent } from './importStatus.js';

const COLUMNS = ['E-mail', 'First Name', 'Surname', 'Employer', 'Country', 'State', 'Notes'];
const stored = { columns: COLUMNS, mapping: guessMapping(COLUMNS), existing: null, membershipId: null, membershipExpiration: null };

describe('importFormValues', () => {
  it("prefills the server's guess, the rest not imported, skip and no membership", () => {
    const values = importFormValues(stored);
    expect(values.columns).toEqual({
      email: '0',
      firstName: '1',
      lastName: '2',
      title: NOT_IMPORTED,
      company: '3',
      city: NOT_IMPORTED,
      region: '5',
      countryCode: '4',
      postalCode: NOT_IMPORTED,
    });
    expect(values).toMatchObject({ existing: 'skip', membershipId: null, membershipExpiresOn: null });
  });

  it('ignores a mapping entry that points outside the columns or names no field', () => {
    const values = importFormValues({ ...stored, mapping: [{ field: 'email', column: 9 }, { field: 'shoeSize', column: 1 }] });
    expect(values.columns.email).toBe(NOT_IMPORTED);
    expect(Object.keys(values.columns)).not.toContain('shoeSize');
  });
});

describe('validateImportForm', () => {
  const base = () => importFormValues(stored);
  const now = new Date(2026, 2, 5, 12);

  it('accepts the guess', () => {
    expect(validateImportForm(base(), now)).toEqual({});
  });

  it('needs an e-mail column', () => {
    const values = base();
    values.columns.email = NOT_IMPORTED;
    expect(validateImportForm(values, now)).toEqual({ columns: { email: IMPORT_MESSAGES.emailRequired } });
  });

  it('marks the later field when a column is chosen twice', () => {
    const values = base();
    values.columns.city = '5';
    expect(validateImportForm(values, now)).toEqual({ columns: { region: IMPORT_MESSAGES.columnTwice } });
  });

  it('refuses a membership that ends before today', () => {
    const values: ImportFormValues = { ...base(), membershipId: '2', membershipExpiresOn: '2026-03-04' };
    expect(validateImportForm(values, now)).toEqual({ membershipExpiresOn: 'Choose today or a later day.' });
    expect(validateImportForm({ ...values, membershipExpiresOn: '2026-03-05' }, now)).toEqual({});
  });
});

describe('startVariables', () => {
  it('sends the mapping in field order, the options, and the end of the last day', () => {
    const values: ImportFormValues = { ...importFormValues(stored), existing: 'update', membershipId: '2', membershipExpiresOn: '2030-06-30' };
    const { input } = startVariables({ id: 12, version: 3 }, values);
    expect(input).toEqual({
      id: 12,
      version: 3,
      mapping: [
        { field: 'email', column: 0 },
        { field: 'firstName', column: 1 },
        { field: 'lastName', column: 2 },
        { field: 'company', column: 3 },
        { field: 'region', column: 5 },
        { field: 'countryCode', column: 4 },
      ],
      existing: 'update',
      membershipId: 2,
      membershipExpiration: new Date(2030, 5, 30, 23, 59, 59, 999).toISOString(),
    });
  });

  it('sends no expiry without a membership', () => {
    const values: ImportFormValues = { ...importFormValues(stored), membershipId: null, membershipExpiresOn: '2030-06-30' };
    expect(startVariables({ id: 1, version: 1 }, values).input).toMatchObject({ membershipId: null, membershipExpiration: null });
  });
});

describe('importSubmitError', () => {
  const badInput = (fieldErrors: Record<string, string>, message = 'Please correct issues with this form') =>
    new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors } }] });

  it("puts the server's messages under the form's fields, mapping.N by what was sent", () => {
    const sent = mappingOf(importFormValues(stored));
    const error = importSubmitError(
      badInput({
        mapping: IMPORT_MESSAGES.emailRequired,
        'mapping.4.column': IMPORT_MESSAGES.columnTwice,
        'mapping.1.field': IMPORT_MESSAGES.fieldTwice,
        existing: 'Choose skip or update',
        membershipId: 'Choose a membership of this site',
        membershipExpiration: 'Choose a date in the future',
      }),
      sent,
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fieldErrors).toEqual({
      'columns.email': IMPORT_MESSAGES.emailRequired,
      'columns.region': IMPORT_MESSAGES.columnTwice,
      'columns.firstName': IMPORT_MESSAGES.fieldTwice,
      existing: 'Choose skip or update',
      membershipId: 'Choose a membership of this site',
      membershipExpiresOn: 'Choose a date in the future',
    });
  });

  it('keeps "already started" as the message only', () => {
    const error = importSubmitError(badInput({ id: IMPORT_MESSAGES.notStartable }, IMPORT_MESSAGES.notStartable), []);
    expect(error.message).toBe(IMPORT_MESSAGES.notStartable);
    expect(error.fieldErrors).toEqual({});
  });
});

describe('import status helpers', () => {
  it('reads the id of the query string', () => {
    expect(importIdFromSearch({})).toBeNull();
    expect(importIdFromSearch({ id: '12' })).toBe(12);
    expect(importIdFromSearch({ id: 'abc' })).toBe('invalid');
    expect(importIdFromSearch({ id: '-3' })).toBe('invalid');
  });

  it('says the phase, the progress and the outcome', () => {
    expect(phaseLabel('validating')).toBe('Checking rows');
    expect(phaseLabel('importing')).toBe('Importing');
    expect(progressPercent(250, 1000)).toBe(25);
    expect(progressPercent(5, 0)).toBe(0);
    expect(outcomeLabel({ status: 'done', createdCount: 1200, updatedCount: 1, skippedCount: 0, errorCount: 0 })).toBe('1,200 created · 1 updated · 0 skipped');
    expect(outcomeLabel({ status: 'failed', createdCount: 0, updatedCount: 0, skippedCount: 0, errorCount: 1 })).toBe('1 row with problems');
    expect(outcomeLabel({ status: 'queued', createdCount: 0, updatedCount: 0, skippedCount: 0, errorCount: 0 })).toBe('—');
  });
});
