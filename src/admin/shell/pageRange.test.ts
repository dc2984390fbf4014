import { describe, expect, it } from 'vitest';
import { pageRange, rangeLabel } from './pageRange.js';

describe('pageRange', () => {
  it('gives the first page of a long list', () => {
    expect(pageRange(312, 1, 25)).toEqual({ first: 1, last: 25, pages: 13 });
  });
  it('stops the last page at the total', () => {
    expect(pageRange(312, 13, 25)).toEqual({ first: 301, last: 312, pages: 13 });
  });
  it('counts a full last page exactly', () => {
    expect(pageRange(50, 2, 25)).toEqual({ first: 26, last: 50, pages: 2 });
    expect(pageRange(51, 3, 25).pages).toBe(3);
  });
  it('gives an empty list one page and no rows', () => {
    expect(pageRange(0, 1, 25)).toEqual({ first: 0, last: 0, pages: 1 });
  });
});

describe('rangeLabel', () => {
  const noun = { plural: 'items', none: 'No items' };
  it('names the rows shown and the total with thousands separators', () => {
    expect(rangeLabel(1312, 2, 25, noun)).toBe('26–50 of 1,312 items');
  });
  it('says so when nothing matches', () => {
    expect(rangeLabel(0, 1, 25, noun)).toBe('No items');
  });
});
