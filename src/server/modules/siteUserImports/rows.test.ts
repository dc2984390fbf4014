import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../../shared/siteUserImport.js';
import { checkRow, csvRecords, mappingProblems } from './rows.js';

const records = async (text: string, chunkSize = 7) => {
  const bytes = Buffer.from(text, 'utf8');
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, i) => bytes.subarray(i * chunkSize, (i + 1) * chunkSize));
  const rows: Array<{ row: number; cells: string[] }> = [];
  for await (const record of csvRecords(chunks)) rows.push(record);
  return rows;
};

describe('csvRecords', () => {
  it('reads quoted fields, commas and line breaks inside quotes, a BOM and CRLF, across chunk borders', async () => {
    expect(await records('\uFEFFemail,note\r\n"a@example.com","one, two"\r\nb@example.com,"line\nbreak ""quoted"""\r\n\r\n')).toEqual([
      { row: 1, cells: ['email', 'note'] },
      { row: 2, cells: ['a@example.com', 'one, two'] },
      { row: 3, cells: ['b@example.com', 'line\nbreak "quoted"'] },
    ]);
  });

  it('fails on an unclosed quote', async () => {
    await expect(records('email\n"a@example.com\n')).rejects.toThrow(/Quote Not Closed/i);
  });
});

describe('guessMapping', () => {
  it('maps header names to fields, each column once', () => {
    expect(guessMapping(['E-Mail Address', 'First_Name', 'Last Name', 'Zip', 'Country', 'State', 'Email'])).toEqual([
      { field: 'email', column: 0 },
      { field: 'firstName', column: 1 },
      { field: 'lastName', column: 2 },
      { field: 'region', column: 5 },
      { field: 'countryCode', column: 4 },
      { field: 'postalCode', column: 3 },
    ]);
    expect(guessMapping(['a', 'b'])).toEqual([]);
  });
});

describe('mappingProblems', () => {
  it('wants the e-mail, known fields, existing columns, each once', () => {
    expect(mappingProblems([{ field: 'email', column: 0 }], 1)).toEqual({});
    expect(mappingProblems([{ field: 'firstName', column: 0 }], 1)).toEqual({ mapping: 'Map a column to the e-mail address' });
    expect(mappingProblems([{ field: 'email', column: 0 }, { field: 'email', column: 1 }, { field: 'shoeSize', column: 0 }, { field: 'city', column: 9 }], 2)).toEqual({
      'mapping.1.field': 'Each field can take one column',
      'mapping.2.field': 'Not a field of a site user',
      'mapping.2.column': 'Each column can fill one field',
      'mapping.3.column': 'Choose a column of the file',
    });
  });
});

describe('checkRow', () => {
  const mapping = [
    { field: 'email', column: 0 },
    { field: 'firstName', column: 1 },
    { field: 'countryCode', column: 2 },
    { field: 'region', column: 3 },
  ];
  it('gives the lower-cased e-mail and the profile as the account page keeps it (alpha-3 country)', () => {
    expect(checkRow(2, [' Ann@Example.COM ', ' Ann ', 'us', 'NY'], mapping)).toEqual({ ok: true, row: 2, email: 'ann@example.com', profile: { firstName: 'Ann', countryCode: 'USA', region: 'NY' } });
    expect(checkRow(3, ['bob@example.com', '', '', ''], mapping)).toEqual({ ok: true, row: 3, email: 'bob@example.com', profile: {} });
  });
  it('names the row and the field of every problem', () => {
    expect(checkRow(4, ['', 'x'.repeat(201), 'Narnia', ''], mapping)).toEqual({
      ok: false,
      errors: [
        { row: 4, field: 'email', message: 'E-mail address: Field is required' },
        { row: 4, field: 'firstName', message: 'First name: At most 200 characters' },
        { row: 4, field: 'countryCode', message: 'Country: Choose a country from the list' },
      ],
    });
    expect(checkRow(5, ['x@example.com', 'A', 'CAN', 'ZZ'], mapping)).toMatchObject({ ok: false, errors: [{ row: 5, field: 'region', message: expect.stringMatching(/^State \/ province: Choose a province of Canada/) }] });
  });
});
