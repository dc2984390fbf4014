import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { GetWebsiteLayoutPageDocument } from '../../gql/graphql.js';
import { MAX_PAGE_PATH_LENGTH } from '../../shared/aliases.js';
import type { BlockPage, PageGrid } from '../blocks/types.js';
import { preloadBlockRenderers } from '../blocks/renderers.js';
import { adminToolbarFor } from '../shell/adminToolbar.js';
import { loadShell } from '../shell/loadShell.js';
import { seoInputOfPage } from './seoInput.js';

export type Data = Awaited<ReturnType<typeof data>>;

const PREVIEW_PARAM = 'preview-mode';

/**
 * Every page of the catch-all (002 §2 "Page resolution"): one in-process getWebsiteLayoutPage call
 * assembles the page; a non-canonical path answers 301 to the canonical one keeping the query
 * string; nothing at the alias → 404 (the page handler then tries the redirect table).
 */
export async function data(pageContext: PageContextServer) {
  const { graphql } = pageContext;
  const preview = pageContext.urlParsed.search[PREVIEW_PARAM] === 'true';
  const path = pageContext.urlPathname;
  // No page lives at an absurdly long path: the normal 404, not an error.
  if (path.length > MAX_PAGE_PATH_LENGTH) throw render(404);
  const [result, site, shell] = await Promise.all([
    graphql.run(GetWebsiteLayoutPageDocument, { alias: path, preview }),
    graphql.seoSite(),
    loadShell(graphql, { path, preview }),
  ]);
  const page = result.getWebsiteLayoutPage;
  if (!page) throw render(404);
  if (page.redirectTo) throw redirect(`${page.redirectTo}${pageContext.urlParsed.searchOriginal ?? ''}`, 301);

  const grids = [page.primaryGrid, ...(page.secondaryGrid as PageGrid[])] as PageGrid[];
  // Block renderers are loaded on demand (002 §2): only the types this page shows, before rendering.
  // A block flagged hasError (an unknown type among them) renders empty and needs no renderer.
  await preloadBlockRenderers(
    grids.flatMap((grid) => grid.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks.flatMap((block) => (block.hasError ? [] : [block.type]))))),
  );

  const blockPage = page.blockPage as BlockPage;
  return {
    shell,
    chrome: {
      hideHeader: page.hideHeader,
      hideFooter: page.hideFooter,
      preview,
      toolbar: adminToolbarFor({
        cmsUser: shell.cmsUser,
        preview,
        page: { contentId: page.pageData.contentId ?? null, sectionId: page.pageData.content ? null : (page.pageData.sectionId ?? null), layoutId: page.layoutId ?? null, name: page.pageData.name },
      }),
    },
    seo: seoInputOfPage(site, page),
    page: {
      name: page.pageData.name,
      kind: blockPage.kind,
      layoutType: page.layoutType.type,
      primaryGrid: page.primaryGrid as PageGrid,
      secondaryGrids: page.secondaryGrid as PageGrid[],
      blockPage,
    },
  };
}
