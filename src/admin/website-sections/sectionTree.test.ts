import { describe, expect, it } from 'vitest';
import { buildTree, parentIds, searchTree, type FlatSection } from './sectionTree';

const flat: FlatSection[] = [
  { id: 1, parentId: null, name: 'Power', alias: 'power', depth: 1 },
  { id: 2, parentId: 1, name: 'Batteries', alias: 'power/batteries', depth: 2 },
  { id: 3, parentId: 2, name: 'Lithium Ion', alias: 'power/batteries/li-ion', depth: 3 },
  { id: 4, parentId: null, name: 'Test & Measurement', alias: 'test-measurement', depth: 1 },
];

describe('buildTree', () => {
  it('nests children under their parents in the given order', () => {
    const tree = buildTree(flat);
    expect(tree.map((n) => n.section.id)).toEqual([1, 4]);
    expect(tree[0]?.children[0]?.children[0]?.section.name).toBe('Lithium Ion');
  });
});

describe('searchTree', () => {
  it('shows matches with their ancestors open, by name or alias, ignoring case and accents', () => {
    expect(searchTree(flat, 'líthium')).toEqual({ visible: new Set([3, 2, 1]), matches: new Set([3]), open: new Set([2, 1]) });
    expect(searchTree(flat, 'LI-ION')?.matches).toEqual(new Set([3]));
    expect(searchTree(flat, 'measure')?.visible).toEqual(new Set([4]));
    expect(searchTree(flat, '  ')).toBeNull();
  });
});

describe('parentIds', () => {
  it('lists sections that have children', () => {
    expect(parentIds(flat)).toEqual(new Set([1, 2]));
  });
});
