import { describe, expect, it } from 'vitest';
import { bottomBarLinks, linkTarget, primaryMenuFontSize, secondaryMenuLimit } from './menuRules.js';

/** Labels adding up to exactly `total` characters. */
const labelsOf = (total: number) => ['x'.repeat(Math.floor(total / 2)), 'y'.repeat(total - Math.floor(total / 2))];

describe('primaryMenuFontSize (002 §9: 15/14/13/12px as the labels reach 85/110/135 characters)', () => {
  it.each([
    [0, 15],
    [84, 15],
    [85, 14],
    [109, 14],
    [110, 13],
    [134, 13],
    [135, 12],
    [400, 12],
  ] as const)('%i characters → %ipx', (total, size) => {
    expect(primaryMenuFontSize(labelsOf(total))).toBe(size);
  });

  it('adds up every label', () => {
    expect(primaryMenuFontSize(['a'.repeat(40), 'b'.repeat(45)])).toBe(14);
    expect(primaryMenuFontSize([])).toBe(15);
  });
});

describe('menu limits', () => {
  it('keeps 8 secondary links, 4 with sponsored search', () => {
    expect(secondaryMenuLimit(false)).toBe(8);
    expect(secondaryMenuLimit(true)).toBe(4);
  });

  it('keeps the first 5 primary links for the bottom bar', () => {
    expect(bottomBarLinks([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(bottomBarLinks([1, 2])).toEqual([1, 2]);
  });

  it('opens new-window links with noopener', () => {
    expect(linkTarget({ url: 'https://x.example', newWindow: true })).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(linkTarget({ url: '/a', newWindow: false })).toEqual({});
  });
});
