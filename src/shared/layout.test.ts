import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_LEVEL,
  LOAD_MORE_TYPES,
  NEW_DESIGN_ROW_LAYOUT,
  NEW_DESIGN_ROW_LAYOUTS,
  PAGE_LEVELS,
  ROW_LAYOUTS,
  isClickLoadMoreType,
  isLoadMoreType,
  isPageLevel,
  isRowLayout,
  isScrollLoadMoreType,
  toNewDesignRowLayout,
} from './layout';

describe('page levels (spec 002 §5)', () => {
  it('are top, secondary, none with default top', () => {
    expect(PAGE_LEVELS).toEqual(['top', 'secondary', 'none']);
    expect(DEFAULT_PAGE_LEVEL).toBe('top');
    expect(isPageLevel('secondary')).toBe(true);
    expect(isPageLevel('primary')).toBe(false);
  });
});

describe('load-more types (spec 002 §3)', () => {
  it('has the 5 types', () => {
    expect(LOAD_MORE_TYPES).toEqual(['none', 'custom-click', 'custom-scroll', 'page-click', 'page-scroll']);
    expect(isLoadMoreType('page-scroll')).toBe(true);
    expect(isLoadMoreType('scroll')).toBe(false);
  });

  it('splits into scroll and click types', () => {
    expect(LOAD_MORE_TYPES.filter(isScrollLoadMoreType)).toEqual(['custom-scroll', 'page-scroll']);
    expect(LOAD_MORE_TYPES.filter(isClickLoadMoreType)).toEqual(['custom-click', 'page-click']);
    expect(isScrollLoadMoreType('none')).toBe(false);
    expect(isClickLoadMoreType('none')).toBe(false);
  });
});

describe('row layouts (spec 002 §2 Page grid)', () => {
  it('lists the allowed layouts', () => {
    expect(ROW_LAYOUTS).toEqual(['1_1', '1_2', '1_3', '2_1', '3_1', '1_1_1', '1_2_1']);
    expect(isRowLayout('1_2_1')).toBe(true);
    expect(isRowLayout('2_2')).toBe(false);
  });

  it('maps 1_3, 3_1 and 1_2_1 to 1_2, 2_1 and 1_1_1 in the new design', () => {
    expect(NEW_DESIGN_ROW_LAYOUT).toEqual({ '1_3': '1_2', '3_1': '2_1', '1_2_1': '1_1_1' });
    expect(toNewDesignRowLayout('1_3')).toBe('1_2');
    expect(toNewDesignRowLayout('3_1')).toBe('2_1');
    expect(toNewDesignRowLayout('1_2_1')).toBe('1_1_1');
  });

  it('keeps the other layouts', () => {
    expect(toNewDesignRowLayout('1_1')).toBe('1_1');
    expect(toNewDesignRowLayout('1_2')).toBe('1_2');
    expect(toNewDesignRowLayout('2_1')).toBe('2_1');
    expect(toNewDesignRowLayout('1_1_1')).toBe('1_1_1');
    expect(NEW_DESIGN_ROW_LAYOUTS).toEqual(['1_1', '1_2', '2_1', '1_1_1']);
    for (const layout of ROW_LAYOUTS) expect(NEW_DESIGN_ROW_LAYOUTS).toContain(toNewDesignRowLayout(layout));
  });
});
