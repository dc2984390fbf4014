import { describe, expect, it } from 'vitest';
import { depthOfFullName, parentCandidates, toTermInput, visibleTreeRows } from './termForm.js';

const rows = [
  { id: 1, parentId: null, fullName: 'Europe' },
  { id: 2, parentId: 1, fullName: 'Europe > Germany' },
  { id: 3, parentId: 2, fullName: 'Europe > Germany > Bavaria' },
  { id: 4, parentId: null, fullName: 'North America' },
];

describe('term form', () => {
  it('hides the descendants of collapsed terms', () => {
    expect(visibleTreeRows(rows, new Set()).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(visibleTreeRows(rows, new Set([1])).map((r) => r.id)).toEqual([1, 4]);
    expect(visibleTreeRows(rows, new Set([2])).map((r) => r.id)).toEqual([1, 2, 4]);
  });

  it('offers as parents everything but the term and its subtree', () => {
    expect(parentCandidates(rows, { id: 1, fullName: 'Europe' }).map((r) => r.id)).toEqual([4]);
    expect(parentCandidates(rows, null)).toHaveLength(4);
  });

  it('reads depth from the full name and builds the input', () => {
    expect(depthOfFullName('Europe > Germany')).toBe(1);
    expect(toTermInput({ type: 'Location', name: ' Bavaria ', parentId: '2', description: ' ' }, { id: 3, version: 4 })).toEqual({
      id: 3,
      version: 4,
      type: 'Location',
      name: 'Bavaria',
      parentId: 2,
      description: null,
    });
  });
});
