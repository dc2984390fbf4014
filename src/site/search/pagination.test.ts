import { describe, expect, it } from 'vitest';
import { pagerPages } from './pagination.js';

describe('pagerPages', () => {
  it('shows nothing for a single page', () => {
    expect(pagerPages(1, 0)).toEqual([]);
    expect(pagerPages(1, 1)).toEqual([]);
  });
  it('shows every page when few', () => {
    expect(pagerPages(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps the first, the last and two either side of the current page, with gaps', () => {
    expect(pagerPages(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pagerPages(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pagerPages(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
