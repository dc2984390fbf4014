import { describe, expect, it } from 'vitest';
import { contentCountLabel, contentPageCount, totalText } from './listCount.js';

const noun = { plural: 'items', none: 'No items' };

describe('the admin content list count', () => {
  it('shows an exact total as before', () => {
    expect(contentCountLabel({ totalCount: 312, totalCountExact: true }, 1, 25, 25, noun)).toBe('1–25 of 312 items');
    expect(contentCountLabel({ totalCount: 312, totalCountExact: true }, 13, 25, 12, noun)).toBe('301–312 of 312 items');
    expect(contentCountLabel({ totalCount: 0, totalCountExact: true }, 1, 25, 0, noun)).toBe('No items');
    expect(contentPageCount({ totalCount: 312, totalCountExact: true }, 1, 25, true)).toBe(13);
    expect(contentPageCount({ totalCount: 0, totalCountExact: true }, 1, 25, false)).toBe(1);
    expect(totalText({ totalCount: 1000, totalCountExact: true })).toBe('1,000');
  });

  it('shows a lower bound with a plus, and never below the rows on screen', () => {
    expect(contentCountLabel({ totalCount: 1000, totalCountExact: false }, 1, 25, 25, noun)).toBe('1–25 of 1,000+ items');
    expect(contentCountLabel({ totalCount: 1000, totalCountExact: false }, 45, 25, 25, noun)).toBe('1,101–1,125 of 1,125+ items');
    expect(contentCountLabel({ totalCount: 7, totalCountExact: false }, 1, 25, 7, noun)).toBe('1–7 of 7+ items');
    expect(totalText({ totalCount: 1000, totalCountExact: false })).toBe('1,000+');
  });

  it('offers the next page past the counted ones while there is one', () => {
    expect(contentPageCount({ totalCount: 1000, totalCountExact: false }, 1, 25, true)).toBe(40);
    expect(contentPageCount({ totalCount: 1000, totalCountExact: false }, 40, 25, true)).toBe(41);
    expect(contentPageCount({ totalCount: 1000, totalCountExact: false }, 41, 25, true)).toBe(42);
    expect(contentPageCount({ totalCount: 1000, totalCountExact: false }, 41, 25, false)).toBe(41);
  });
});
