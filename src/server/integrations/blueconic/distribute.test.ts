import { describe, expect, it } from 'vitest';
import { distributeRecommendations } from './index.js';

// 002 §4 "Recommendation blocks distribute items across registered blocks by count, wrapping to
// the start when short".
describe('distributeRecommendations', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('gives each block the next items by its count, in page order', () => {
    expect(distributeRecommendations(items, [4, 4])).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'g', 'h'],
    ]);
    expect(distributeRecommendations(items, [2, 3, 1])).toEqual([['a', 'b'], ['c', 'd', 'e'], ['f']]);
  });

  it('wraps to the start when the list is short', () => {
    expect(distributeRecommendations(['a', 'b', 'c', 'd', 'e', 'f'], [4, 4])).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'a', 'b'],
    ]);
    expect(distributeRecommendations(['a', 'b', 'c'], [2, 2, 2])).toEqual([
      ['a', 'b'],
      ['c', 'a'],
      ['b', 'c'],
    ]);
  });

  it('never shows an item twice in one block: a block asking for more than there are shows them all once', () => {
    expect(distributeRecommendations(['a', 'b'], [4, 1])).toEqual([['a', 'b'], ['a']]);
    expect(distributeRecommendations(['a', 'b', 'c'], [1, 3])).toEqual([['a'], ['b', 'c', 'a']]);
  });

  it('gives every block nothing when there is nothing, and a block asking for none nothing', () => {
    expect(distributeRecommendations([], [4, 2])).toEqual([[], []]);
    expect(distributeRecommendations(items, [0, 2])).toEqual([[], ['a', 'b']]);
    expect(distributeRecommendations(items, [])).toEqual([]);
  });
});
