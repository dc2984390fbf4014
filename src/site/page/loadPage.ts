import { GetWebsiteLayoutPageDocument, type GetWebsiteLayoutPageQuery } from '../../gql/graphql.js';
import { MAX_PAGE_PATH_LENGTH } from '../../shared/aliases.js';
import type { BlockPage, PageGrid } from '../blocks/types.js';
import { preloadBlockRenderers } from '../blocks/renderers.js';
import type { PageGraphQL } from '../pageContext.js';
import { adminToolbarFor } from '../shell/adminToolbarLinks.js';
import { loadShell } from '../shell/loadShell.js';
import type { SeoSite } from '../seo/types.js';
import type { ShellData } from '../shell/types.js';
import { seoInputOfPage } from './seoInput.js';
import { isLoadMoreType } from '../../shared/layout.js';
import { loadMoreModeOf, loadMoreTriggerOf } from '../../shared/loadMore.js';
import type { LoadMoreView } from '../loadMore/LoadMore.js';

const PREVIEW_PARAM = 'preview-mode';

export interface PageRequest {
  graphql: PageGraphQL;
  /** The URL's path, decoded ('/power/batteries'). */
  path: string;
  /** The query parameters. */
  search: Record<string, string>;
  /** The query string as requested ('?a=1'), kept on redirects. */
  searchOriginal: string | null;
}

export type PageData = Awaited<ReturnType<typeof pageData>>;

/** What a path of the catch-all answers: its page, a redirect to its canonical path, or nothing. */
export type PageOutcome = { kind: 'page'; data: PageData } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * Every page of the catch-all (002 §2 "Page resolution"): one in-process getWebsiteLayoutPage call
 * assembles the page; a non-canonical path answers 301 to the canonical one keeping the query
 * string; nothing at the alias → not found (the page handler then tries the redirect table).
 * Shared by the Vike +data hook and the direct renderer of production (src/server/http/sitePages.ts).
 */
export async function loadPage(request: PageRequest): Promise<PageOutcome> {
  // No page lives at an absurdly long path: the normal 404, not an error.
  if (request.path.length > MAX_PAGE_PATH_LENGTH) return { kind: 'not-found' };
  const preview = request.search[PREVIEW_PARAM] === 'true';
  const [result, site, shell] = await Promise.all([
    request.graphql.run(GetWebsiteLayoutPageDocument, { alias: request.path, preview }),
    request.graphql.seoSite(),
    loadShell(request.graphql, { path: request.path, preview }),
  ]);
  const page = result.getWebsiteLayoutPage;
  if (!page) return { kind: 'not-found' };
  if (page.redirectTo) return { kind: 'redirect', to: `${page.redirectTo}${request.searchOriginal ?? ''}` };

  const grids = [page.primaryGrid, ...(page.secondaryGrid as PageGrid[])] as PageGrid[];
  // Block renderers are loaded on demand (002 §2): only the types this page shows, before rendering.
  // A block flagged hasError (an unknown type among them) renders empty and needs no renderer.
  await preloadBlockRenderers(
    grids.flatMap((grid) => grid.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks.flatMap((block) => (block.hasError ? [] : [block.type]))))),
  );
  return { kind: 'page', data: pageData(page, { site, shell, preview }) };
}

type LayoutPage = NonNullable<GetWebsiteLayoutPageQuery['getWebsiteLayoutPage']>;

function pageData(
  page: LayoutPage,
  { site, shell, preview }: { site: SeoSite; shell: ShellData; preview: boolean },
) {
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
        // 'Configure {page name} Layout' names the layout it opens: the Page's name is its layout's (002 §3).
        page: { contentId: page.pageData.contentId ?? null, sectionId: page.pageData.content ? null : (page.pageData.sectionId ?? null), layoutId: page.layoutId ?? null, name: page.name },
      }),
    },
    seo: seoInputOfPage(site, page),
    page: {
      name: page.pageData.name,
      kind: blockPage.kind,
      layoutType: page.layoutType.type,
      primaryGrid: page.primaryGrid as PageGrid,
      // Unrendered grids (load more fetches them) are not drawn.
      secondaryGrids: (page.secondaryGrid as PageGrid[]).filter((grid) => grid.render !== false),
      blockPage,
      loadMore: loadMoreViewOf(page, blockPage, { preview }),
    },
  };
}

/** What the page's load-more marker needs (docs/public-site.md "Load more"); null: nothing to load. */
function loadMoreViewOf(page: LayoutPage, blockPage: BlockPage, { preview }: { preview: boolean }): LoadMoreView | null {
  const { type, allowPaging, maxPageScrolls } = page.loadMoreType;
  const mode = isLoadMoreType(type) ? loadMoreModeOf(type) : null;
  const trigger = isLoadMoreType(type) ? loadMoreTriggerOf(type) : null;
  // Previews show drafts to an editor: what follows a draft is the live site's, not loaded there.
  if (!allowPaging || !mode || !trigger || preview) return null;
  const contentId = page.pageData.contentId ?? null;
  if (mode === 'grid') return { mode, trigger, maxScrolls: maxPageScrolls, alias: blockPage.path, excludeContentIds: page.usedContentIds, contentId };
  const sectionId = page.pageData.sectionId ?? null;
  if (contentId === null || sectionId === null || !page.pageData.content) return null;
  return { mode, trigger, maxScrolls: maxPageScrolls, contentTypes: [page.pageData.content.type], sectionId, contentId };
}
