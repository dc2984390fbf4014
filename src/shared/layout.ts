import { createGuard } from './guards';

/** Spec 002 §2 "Generic web page screen" and §5: "pageLevel: top, secondary or none (default top)." */
export const PAGE_LEVELS = ['top', 'secondary', 'none'] as const;
export type PageLevel = (typeof PAGE_LEVELS)[number];
export const DEFAULT_PAGE_LEVEL = 'top' satisfies PageLevel;
export const isPageLevel = createGuard(PAGE_LEVELS);

/** Spec 002 §3 "Enumerations": "Load-more types: none, custom-click, custom-scroll, page-click, page-scroll." */
export const LOAD_MORE_TYPES = ['none', 'custom-click', 'custom-scroll', 'page-click', 'page-scroll'] as const;
export type LoadMoreType = (typeof LOAD_MORE_TYPES)[number];
export const isLoadMoreType = createGuard(LOAD_MORE_TYPES);

/**
 * 002 §4 "Load more": scroll types render automatically near the marker; click types use the
 * Load More Content button and also show 'Back To Top'.
 */
export function isScrollLoadMoreType(type: LoadMoreType): boolean {
  return type === 'custom-scroll' || type === 'page-scroll';
}

export function isClickLoadMoreType(type: LoadMoreType): boolean {
  return type === 'custom-click' || type === 'page-click';
}

/**
 * Row layouts: column proportions joined by "_". The spec names 1_2, 1_3, 2_1, 3_1, 1_1_1 and
 * 1_2_1 (002 §2 "Page grid"); 1_1 (two equal columns) completes the set. Choice taken from the
 * brief, as the spec gives no complete list.
 */
export const ROW_LAYOUTS = ['1_1', '1_2', '1_3', '2_1', '3_1', '1_1_1', '1_2_1'] as const;
export type RowLayout = (typeof ROW_LAYOUTS)[number];
export const isRowLayout = createGuard(ROW_LAYOUTS);

/** 002 §2 "Page grid": "Layouts 1_3, 3_1 and 1_2_1 map to 1_2, 2_1 and 1_1_1 in the new design." */
export const NEW_DESIGN_ROW_LAYOUT = {
  '1_3': '1_2',
  '3_1': '2_1',
  '1_2_1': '1_1_1',
} as const satisfies Partial<Record<RowLayout, RowLayout>>;

export type NewDesignRowLayout = Exclude<RowLayout, keyof typeof NEW_DESIGN_ROW_LAYOUT>;

export const NEW_DESIGN_ROW_LAYOUTS = ROW_LAYOUTS.filter(
  (layout): layout is NewDesignRowLayout => !(layout in NEW_DESIGN_ROW_LAYOUT),
);

/** The layout a row uses under the new design; layouts without a mapping are kept. */
export function toNewDesignRowLayout(layout: RowLayout): NewDesignRowLayout {
  switch (layout) {
    case '1_3':
    case '3_1':
    case '1_2_1':
      return NEW_DESIGN_ROW_LAYOUT[layout];
    default:
      return layout;
  }
}
