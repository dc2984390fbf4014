import { describe, expect, it } from 'vitest';
import { fullNames, parentError, subtreeIds, termFieldErrors, type TermNode } from './taxonomyTerms.js';

const tree: TermNode[] = [
  { id: 1, parentId: null, name: 'Europe' },
  { id: 2, parentId: 1, name: 'Germany' },
  { id: 3, parentId: 2, name: 'Bavaria' },
  { id: 4, parentId: null, name: 'Asia' },
];

describe('taxonomy rules', () => {
  it('requires type and name, refuses ">" in names and parents on flat types', () => {
    expect(termFieldErrors({ type: null, name: ' ' })).toEqual({ type: 'Field is required', name: 'Field is required' });
    expect(termFieldErrors({ type: 'Tag', name: 'A>B' })).toEqual({ name: 'The name may not contain ">" (it separates the levels of the full name)' });
    expect(termFieldErrors({ type: 'Tag', name: 'GaN', parentId: 1 })).toEqual({ parentId: 'Tag terms have no parent; only Bin and Location terms nest' });
    expect(termFieldErrors({ type: 'Location', name: 'Munich', parentId: 3 })).toEqual({});
    expect(termFieldErrors({ type: 'Planet', name: 'Mars' })).toEqual({ type: 'Choose one of Bin, Tag, Location, Organization or Person' });
  });

  it('refuses cycles, unknown parents and trees deeper than four levels', () => {
    expect(subtreeIds(tree, 1)).toEqual(new Set([1, 2, 3]));
    expect(parentError(tree, 1, 3)).toBe('A term cannot be placed under itself or one of its own children');
    expect(parentError(tree, 1, 1)).toBe('A term cannot be placed under itself or one of its own children');
    expect(parentError(tree, null, 99)).toBe('The parent term does not exist');
    expect(parentError(tree, null, 3)).toBeNull();
    // Moving Europe (3 levels) under Asia would make 4: allowed; one more level is not.
    expect(parentError(tree, 1, 4)).toBeNull();
    expect(parentError([...tree, { id: 5, parentId: 4, name: 'Japan' }], 1, 5)).toBe('Terms nest at most 4 levels deep');
  });

  it('derives full names from the root', () => {
    const names = fullNames(tree);
    expect(names.get(3)).toBe('Europe > Germany > Bavaria');
    expect(names.get(4)).toBe('Asia');
  });
});
