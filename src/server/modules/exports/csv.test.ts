import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStringifier, listCell, utcCell, type Cell } from './csv.js';

// Decoded by Buffer, which keeps the BOM (TextDecoder would drop it).
const write = async (records: Cell[][]) => (await buffer(Readable.from(records).pipe(csvStringifier()))).toString('utf8');

describe('the CSV of every export', () => {
  it('starts with a BOM and ends records with CRLF, quoting only what needs it', async () => {
    const out = await write([
      ['ID', 'Name'],
      [1, 'Plain'],
      [2, 'Comma, "quote"\nbreak'],
      [3, 'Line\nbreak', 'Carriage\rreturn'],
    ]);
    expect(out.startsWith('\uFEFF')).toBe(true);
    expect(out.slice(1)).toBe('ID,Name\r\n1,Plain\r\n2,"Comma, ""quote""\nbreak"\r\n3,"Line\nbreak","Carriage\rreturn"\r\n');
    expect(parse(out, { bom: true, relax_column_count: true })).toEqual([['ID', 'Name'], ['1', 'Plain'], ['2', 'Comma, "quote"\nbreak'], ['3', 'Line\nbreak', 'Carriage\rreturn']]);
  });

  it('defuses text a spreadsheet would run as a formula (OWASP CSV injection), not numbers', async () => {
    const cells = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', '＝1', 'a=b', ' =x'];
    const out = await write([cells, [-5, 0, null]]);
    const [row, numbers] = parse(out, { bom: true, relax_column_count: true }) as string[][];
    expect(row).toEqual(["'=1+1", "'+SUM(A1)", "'-2+3", "'@cmd", "'\tx", "'\rx", "'＝1", 'a=b', ' =x']);
    expect(numbers).toEqual(['-5', '0', '']);
  });

  it('writes moments in UTC as spreadsheets read them, and lists with "; "', () => {
    expect(utcCell(new Date('2026-11-24T13:05:09.123Z'))).toBe('2026-11-24 13:05:09');
    expect(utcCell(null)).toBeNull();
    expect(listCell(['a', null, '', 'b'])).toBe('a; b');
    expect(listCell([])).toBeNull();
  });
});
