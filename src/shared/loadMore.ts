import { MAX_PAGE_SCROLLS_DEFAULT, MAX_SECONDARY_GRIDS, MAX_SECONDARY_PAGES, NEXT_PAGE_FETCH_LIMIT, SCROLL_TRIGGER_DISTANCE_PX } from './constants';
import type { ContentType } from './contentTypes';
import { isClickLoadMoreType, isScrollLoadMoreType, type LoadMoreType } from './layout';

/**
 * Load more (spec 002 §4 "Load more", §5, §7 "Load more", §9; docs/public-site.md "Load more"):
 * the rules shared by the server (the two operations, the page's first answer) and the reader's
 * script. Pure, so they are unit-tested on their own (loadMore.test.ts).
 *
 * - custom-click / custom-scroll: the layout's secondary grids, one per load (grid mode).
 * - page-click / page-scroll: the next article of the same type in the same section (page mode).
 */

export type LoadMoreMode = 'grid' | 'page';
export type LoadMoreTrigger = 'click' | 'scroll';

export function loadMoreModeOf(type: LoadMoreType): LoadMoreMode | null {
  if (type === 'custom-click' || type === 'custom-scroll') return 'grid';
  if (type === 'page-click' || type === 'page-scroll') return 'page';
  return null;
}

export function loadMoreTriggerOf(type: LoadMoreType): LoadMoreTrigger | null {
  if (isClickLoadMoreType(type)) return 'click';
  if (isScrollLoadMoreType(type)) return 'scroll';
  return null;
}

/** Scroll types load when the marker comes within 250 px below the viewport (002 §4, §9): an IntersectionObserver's rootMargin. */
export const LOAD_MORE_TRIGGER_ROOT_MARGIN = `0px 0px ${SCROLL_TRIGGER_DISTANCE_PX}px 0px`;

/** 002 §5: "At most 8 secondary pages and 8 secondary grids loaded" — whatever the site says. */
export const MAX_LOADS = Math.min(MAX_SECONDARY_GRIDS, MAX_SECONDARY_PAGES);

/**
 * How many grids or pages a reader may load below a page: the site's `general.maxPageScrolls`
 * (001 §3, default 8), never above the spec's 8 and never below 1.
 */
export function maxScrollsOf(maxPageScrolls: number | null | undefined): number {
  const wanted = typeof maxPageScrolls === 'number' && Number.isInteger(maxPageScrolls) ? maxPageScrolls : MAX_PAGE_SCROLLS_DEFAULT;
  return Math.min(MAX_LOADS, Math.max(1, wanted));
}

/**
 * Grid mode: whether another secondary grid may follow the one just fetched (002 §4 "Paging stops
 * (allowPaging false) when a fetched grid has under-filled blocks"). `loaded` counts the grids
 * fetched so far (this one included); `available` is how many the layout has to render. The
 * page's primary grid is the first fetched grid: with `loaded` 0 this is the page's own answer.
 */
export function allowPagingAfterGrid({
  loaded,
  available,
  maxScrolls,
  hasUnderFilledBlocks,
  rendered = true,
}: {
  loaded: number;
  available: number;
  maxScrolls: number;
  hasUnderFilledBlocks: boolean;
  /** The fetched grid showed something (a grid whose blocks all dropped means the lists ran dry). */
  rendered?: boolean;
}): boolean {
  if (hasUnderFilledBlocks || !rendered) return false;
  return loaded < Math.min(available, maxScrolls);
}

/**
 * Page mode: whether another secondary page may follow (002 §4 "or when no next article is
 * found"). `scrollPage` is the 1-based number of the page just fetched (0: the top page itself).
 */
export function allowPagingAfterPage({ scrollPage, maxScrolls, found }: { scrollPage: number; maxScrolls: number; found: boolean }): boolean {
  return found && scrollPage < maxScrolls;
}

/** What a next-article request names (002 §7 "Next secondary page"). */
export interface NextArticleRequest {
  includeContentTypes: readonly ContentType[];
  excludeContentIds: readonly number[];
  sectionId: number | null;
  limit?: number;
  sortField?: 'published' | 'name' | 'startDate' | 'updated' | 'id';
  sortOrder?: 'asc' | 'desc';
}

/** The list query of the next article: getContentStream's filter, order and limit. */
export interface NextArticleQuery {
  types: ContentType[];
  excludeIds: number[];
  sectionIds: number[];
  sort: { field: NonNullable<NextArticleRequest['sortField']>; order: NonNullable<NextArticleRequest['sortOrder']> };
  limit: number;
}

/**
 * The next-article rule (002 §4 "For non-section pages, page-mode paging fetches the next article
 * of the same content type in the same section, newest published first"; §7: "limit 1,
 * includeContentTypes (current type), excludeContentIds (current and rendered ids), sectionId,
 * sortField published, sortOrder desc"). The section is the page's primary section, matched
 * exactly (its website schedules, as getContentStream's sectionId; no bubbling into subsections).
 * null: nothing to page through (no section, no type). Ids are de-duplicated and sorted, so equal
 * requests share one list-cache entry whatever order the reader sent them in.
 */
export function nextArticleQuery(request: NextArticleRequest): NextArticleQuery | null {
  if (request.sectionId == null || request.includeContentTypes.length === 0) return null;
  return {
    types: [...new Set(request.includeContentTypes)].sort(),
    excludeIds: [...new Set(request.excludeContentIds)].sort((a, b) => a - b),
    sectionIds: [request.sectionId],
    sort: { field: request.sortField ?? 'published', order: request.sortOrder ?? 'desc' },
    limit: request.limit ?? NEXT_PAGE_FETCH_LIMIT,
  };
}

/** Picks the next article from candidate rows in hand, as the list query does (the query's reference, for tests and fakes). */
export function pickNextArticle<T extends { id: number; type: ContentType; sectionIds: readonly number[]; published: Date | null }>(
  candidates: readonly T[],
  query: NextArticleQuery,
): T | null {
  const excluded = new Set(query.excludeIds);
  const direction = query.sort.order === 'desc' ? -1 : 1;
  const matching = candidates.filter((row) => query.types.includes(row.type) && !excluded.has(row.id) && row.sectionIds.some((id) => query.sectionIds.includes(id)));
  // Nulls last, then id in the same direction (listSql.ts orderOf).
  matching.sort((a, b) => {
    const at = a.published?.getTime() ?? null;
    const bt = b.published?.getTime() ?? null;
    if (at !== bt) {
      if (at === null) return 1;
      if (bt === null) return -1;
      return (at - bt) * direction;
    }
    return (a.id - b.id) * direction;
  });
  return matching[0] ?? null;
}

/** Longest exclude lists a load-more request may send (8 loads of long grids fit easily). */
export const MAX_LOAD_MORE_EXCLUDED_IDS = 1000;

/** The fragment routes of the reader's script (docs/public-site.md "Load more"). */
export const LOAD_MORE_PAGE_PATH = '/__load-more/page';
export const LOAD_MORE_GRID_PATH = '/__load-more/grid';

/** Ids as a URL parameter value: de-duplicated, ascending, comma-separated (one cache key per set). */
export function idsParam(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/** The ids of a URL parameter; null when any part is not a positive integer. */
export function parseIdsParam(value: string | null | undefined): number[] | null {
  if (value == null || value === '') return [];
  const parts = value.split(',');
  if (parts.length > MAX_LOAD_MORE_EXCLUDED_IDS) return null;
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^[1-9]\d{0,9}$/.test(part)) return null;
    const id = Number(part);
    if (id > 2_147_483_647) return null;
    ids.push(id);
  }
  return ids;
}

/** 002 §4: "The button reads 'Loading Content' while loading and 'Load More Content' otherwise. Click types also show a 'Back To Top' button". */
export const LOAD_MORE_LABEL = 'Load More Content';
export const LOADING_LABEL = 'Loading Content';
export const BACK_TO_TOP_LABEL = 'Back To Top';
