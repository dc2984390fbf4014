import { describe, expect, it } from 'vitest';
import { TAXONOMY_TERM_TYPES, isTaxonomyTermType } from './taxonomy';

describe('taxonomy term types (spec 000 §3.2)', () => {
  it('has the 5 types in the spec order', () => {
    expect(TAXONOMY_TERM_TYPES).toEqual(['Bin', 'Tag', 'Location', 'Organization', 'Person']);
  });

  it('guards', () => {
    expect(isTaxonomyTermType('Tag')).toBe(true);
    expect(isTaxonomyTermType('tag')).toBe(false);
    expect(isTaxonomyTermType('Company')).toBe(false);
  });
});
