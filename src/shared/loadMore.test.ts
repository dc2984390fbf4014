import { describe, expect, it } from 'vitest';
import {
  allowPagingAfterGrid,
  allowPagingAfterPage,
  idsParam,
  LOAD_MORE_TRIGGER_ROOT_MARGIN,
  loadMoreModeOf,
  loadMoreTriggerOf,
  maxScrollsOf,
  nextArticleQuery,
  parseIdsParam,
  pickNextArticle,
} from './loadMore';

describe('load-more types (002 §3 "Load-more types")', () => {
  it('custom types page through secondary grids, page types through articles; click or scroll', () => {
    expect(loadMoreModeOf('none')).toBeNull();
    expect(loadMoreModeOf('custom-click')).toBe('grid');
    expect(loadMoreModeOf('custom-scroll')).toBe('grid');
    expect(loadMoreModeOf('page-click')).toBe('page');
    expect(loadMoreModeOf('page-scroll')).toBe('page');
    expect(loadMoreTriggerOf('none')).toBeNull();
    expect(loadMoreTriggerOf('custom-click')).toBe('click');
    expect(loadMoreTriggerOf('page-scroll')).toBe('scroll');
  });

  it('scroll types trigger within 250 px below the viewport (002 §9)', () => {
    expect(LOAD_MORE_TRIGGER_ROOT_MARGIN).toBe('0px 0px 250px 0px');
  });
});

describe('the limit: maxPageScrolls, default 8, never above 8 (001 §3, 002 §5)', () => {
  it('takes the site setting within 1 to 8', () => {
    expect(maxScrollsOf(undefined)).toBe(8);
    expect(maxScrollsOf(null)).toBe(8);
    expect(maxScrollsOf(3)).toBe(3);
    expect(maxScrollsOf(8)).toBe(8);
    expect(maxScrollsOf(50)).toBe(8);
    expect(maxScrollsOf(0)).toBe(1);
    expect(maxScrollsOf(2.5)).toBe(8);
  });
});

describe('paging stop rules (002 §4 "Paging stops (allowPaging false) …")', () => {
  const grid = { available: 3, maxScrolls: 8, hasUnderFilledBlocks: false };

  it('goes on while grids are left and each fetched grid was full', () => {
    expect(allowPagingAfterGrid({ ...grid, loaded: 0 })).toBe(true);
    expect(allowPagingAfterGrid({ ...grid, loaded: 1 })).toBe(true);
    expect(allowPagingAfterGrid({ ...grid, loaded: 2 })).toBe(true);
  });

  it('stops after the last grid of the layout', () => {
    expect(allowPagingAfterGrid({ ...grid, loaded: 3 })).toBe(false);
    expect(allowPagingAfterGrid({ ...grid, available: 0, loaded: 0 })).toBe(false);
  });

  it('stops when a fetched grid has under-filled blocks (the page’s own grid included), or showed nothing', () => {
    expect(allowPagingAfterGrid({ ...grid, loaded: 1, hasUnderFilledBlocks: true })).toBe(false);
    expect(allowPagingAfterGrid({ ...grid, loaded: 0, hasUnderFilledBlocks: true })).toBe(false);
    expect(allowPagingAfterGrid({ ...grid, loaded: 1, rendered: false })).toBe(false);
  });

  it('stops at the site’s maxPageScrolls, and at 8 whatever the layout has', () => {
    expect(allowPagingAfterGrid({ ...grid, available: 8, maxScrolls: 2, loaded: 1 })).toBe(true);
    expect(allowPagingAfterGrid({ ...grid, available: 8, maxScrolls: 2, loaded: 2 })).toBe(false);
    expect(allowPagingAfterGrid({ ...grid, available: 12, maxScrolls: maxScrollsOf(50), loaded: 8 })).toBe(false);
  });

  it('pages: stops when no next article is found, and at the limit', () => {
    expect(allowPagingAfterPage({ scrollPage: 0, maxScrolls: 8, found: true })).toBe(true);
    expect(allowPagingAfterPage({ scrollPage: 7, maxScrolls: 8, found: true })).toBe(true);
    expect(allowPagingAfterPage({ scrollPage: 8, maxScrolls: 8, found: true })).toBe(false);
    expect(allowPagingAfterPage({ scrollPage: 2, maxScrolls: 2, found: true })).toBe(false);
    expect(allowPagingAfterPage({ scrollPage: 1, maxScrolls: 8, found: false })).toBe(false);
  });
});

describe('the next-article rule (002 §4, §7 "Next secondary page")', () => {
  it('asks for one item of the current type in the same section, newest published first, without the rendered ids', () => {
    expect(nextArticleQuery({ includeContentTypes: ['Article'], excludeContentIds: [12, 5, 12], sectionId: 4 })).toEqual({
      types: ['Article'],
      excludeIds: [5, 12],
      sectionIds: [4],
      sort: { field: 'published', order: 'desc' },
      limit: 1,
    });
  });

  it('has nothing to page through without a section or a type', () => {
    expect(nextArticleQuery({ includeContentTypes: ['Article'], excludeContentIds: [1], sectionId: null })).toBeNull();
    expect(nextArticleQuery({ includeContentTypes: [], excludeContentIds: [1], sectionId: 4 })).toBeNull();
  });

  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  const rows = [
    { id: 1, type: 'Article' as const, sectionIds: [4], published: day(1) },
    { id: 2, type: 'Article' as const, sectionIds: [4], published: day(5) },
    { id: 3, type: 'News' as const, sectionIds: [4], published: day(9) },
    { id: 4, type: 'Article' as const, sectionIds: [7], published: day(8) },
    { id: 5, type: 'Article' as const, sectionIds: [4, 7], published: day(3) },
    { id: 6, type: 'Article' as const, sectionIds: [4], published: day(5) },
  ];
  const next = (excluded: number[]) => pickNextArticle(rows, nextArticleQuery({ includeContentTypes: ['Article'], excludeContentIds: excluded, sectionId: 4 })!)?.id ?? null;

  it('picks the newest of the same type and section that is not rendered yet (ties: the higher id)', () => {
    // 3 is News, 4 is in another section; 2 and 6 share a date.
    expect(next([1])).toBe(6);
    expect(next([1, 6])).toBe(2);
    expect(next([1, 6, 2])).toBe(5);
    // Newest first, not "the one before the current": from the oldest item the newest comes next.
    expect(next([5])).toBe(6);
  });

  it('finds none once every item of the section is rendered', () => {
    expect(next([1, 2, 5, 6])).toBeNull();
  });
});

describe('ids in fragment URLs', () => {
  it('are written once each, ascending, and read back strictly', () => {
    expect(idsParam([30, 10, 20, 10])).toBe('10,20,30');
    expect(parseIdsParam('10,20,30')).toEqual([10, 20, 30]);
    expect(parseIdsParam('')).toEqual([]);
    expect(parseIdsParam(null)).toEqual([]);
    expect(parseIdsParam('10,x')).toBeNull();
    expect(parseIdsParam('0')).toBeNull();
    expect(parseIdsParam('-1')).toBeNull();
    expect(parseIdsParam('99999999999')).toBeNull();
    expect(parseIdsParam(Array.from({ length: 1001 }, (_, i) => i + 1).join(','))).toBeNull();
  });
});
