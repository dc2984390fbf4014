import { useData } from 'vike-react/useData';
import { Grid } from '../grid/Grid.js';
import { LoadMore } from '../loadMore/LoadMore.js';
import type { Data } from './+data.js';

/**
 * A page assembled from its layout: the primary grid, then the secondary grids (002 §2 "Generic
 * web page screen"), then — when its layout loads more — the load-more marker. Its <head> tags
 * and the site frame come from the document (render/document.tsx).
 */
export default function Page() {
  const { page } = useData<Data>();
  // Content pages name themselves with the content title block; other pages get a heading for
  // the outline (visually hidden when the layout shows the name in a block title).
  const needsHeading = page.kind !== 'content';
  return (
    <>
      {needsHeading ? <h1 className="visually-hidden">{page.kind === 'home' ? page.blockPage.siteName : page.name}</h1> : null}
      <div data-page-kind={page.kind} data-layout-type={page.layoutType} data-page-level="top" data-scroll-page={page.loadMore ? 0 : undefined}>
        <Grid grid={page.primaryGrid} page={page.blockPage} />
        {page.secondaryGrids.map((grid) => (
          <Grid key={grid.id} grid={grid} page={page.blockPage} />
        ))}
      </div>
      {/* 002 §4 "Load more": further grids or articles are appended below (src/site/client/loadMore.ts). */}
      {page.loadMore ? <LoadMore view={page.loadMore} /> : null}
    </>
  );
}
