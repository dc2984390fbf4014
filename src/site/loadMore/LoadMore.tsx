import { BACK_TO_TOP_LABEL, LOAD_MORE_GRID_PATH, LOAD_MORE_LABEL, LOAD_MORE_PAGE_PATH, idsParam, type LoadMoreMode, type LoadMoreTrigger } from '../../shared/loadMore.js';
import './loadMore.css';

/** What the page tells the reader's script about loading more below it (loadPage.ts builds it). */
export type LoadMoreView =
  | { mode: 'grid'; trigger: LoadMoreTrigger; maxScrolls: number; alias: string; excludeContentIds: number[]; contentId: number | null }
  | { mode: 'page'; trigger: LoadMoreTrigger; maxScrolls: number; contentTypes: string[]; sectionId: number; contentId: number };

/**
 * The load-more marker below a page's grids (spec 002 §4 "Load more"): where appended grids or
 * articles go, the 'Load More Content' button and 'Back To Top' of the click types, the status
 * line and the sentinel the scroll types watch. Server-rendered with the page (so cached with it);
 * src/site/client/loadMore.ts does the rest. The controls stay hidden without the script.
 */
export function LoadMore({ view }: { view: LoadMoreView }) {
  const data: Record<string, string | number> =
    view.mode === 'grid'
      ? { 'data-load-more-url': LOAD_MORE_GRID_PATH, 'data-alias': view.alias, 'data-exclude-content-ids': idsParam(view.excludeContentIds) }
      : { 'data-load-more-url': LOAD_MORE_PAGE_PATH, 'data-content-types': view.contentTypes.join(','), 'data-section-id': view.sectionId };
  return (
    <div
      className="load-more"
      data-load-more={view.mode satisfies LoadMoreMode}
      data-load-more-trigger={view.trigger}
      data-max-scrolls={view.maxScrolls}
      data-content-id={view.contentId ?? undefined}
      {...data}
    >
      <div className="load-more__items" data-load-more-items="" />
      <div className="load-more__controls">
        <button type="button" className="load-more__button" data-load-more-button="" hidden>
          {LOAD_MORE_LABEL}
        </button>
        <p className="load-more__status" data-load-more-status="" role="status" aria-live="polite" hidden />
        {view.trigger === 'click' ? (
          <button type="button" className="load-more__top" data-back-to-top="" hidden>
            {BACK_TO_TOP_LABEL}
          </button>
        ) : null}
      </div>
      <div className="load-more__sentinel" data-load-more-sentinel="" aria-hidden="true" />
    </div>
  );
}
