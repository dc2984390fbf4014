import { describe, expect, it } from 'vitest';
import { assertIdList, parsePagination, toConnection } from './pagination.js';

const bounds = { defaultLimit: 10, maxLimit: 100 };

describe('parsePagination', () => {
  it('applies the default limit and skip', () => {
    expect(parsePagination(undefined, bounds)).toEqual({ limit: 10, offset: 0 });
    expect(parsePagination({ limit: 5, skip: 20 }, bounds)).toEqual({ limit: 5, offset: 20 });
  });
  it('refuses limits outside 1..max and negative skips with field errors', () => {
    expect(() => parsePagination({ limit: 0 }, bounds)).toThrow('limit must be between 1 and 100.');
    expect(() => parsePagination({ limit: 101 }, bounds)).toThrow('limit must be between 1 and 100.');
    expect(() => parsePagination({ skip: -1 }, bounds)).toThrow('skip must be 0 or more.');
  });
  it('continues after a cursor of a previous page', () => {
    const page = toConnection([1, 2, 3, 4], { limit: 3, offset: 6 }, async () => 10);
    expect(page.edges.map((e) => e.node)).toEqual([1, 2, 3]);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(parsePagination({ after: page.pageInfo.endCursor }, bounds)).toEqual({ limit: 10, offset: 9 });
  });
  it('refuses forged cursors', () => {
    expect(() => parsePagination({ after: 'bm9wZQ' }, bounds)).toThrow(/cursor is not valid/);
  });
});

describe('toConnection', () => {
  it('computes totalCount only when called', async () => {
    let counted = 0;
    const page = toConnection([1], { limit: 5, offset: 0 }, async () => {
      counted += 1;
      return 1;
    });
    expect(counted).toBe(0);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(typeof page.totalCount === 'function' ? await page.totalCount() : page.totalCount).toBe(1);
    expect(counted).toBe(1);
  });
});

describe('assertIdList', () => {
  it('bounds id lists', () => {
    expect(() => assertIdList('ids', [1, 2, 3], 2)).toThrow('ids may hold at most 2 ids.');
    expect(() => assertIdList('ids', [1, 2], 2)).not.toThrow();
  });
});
