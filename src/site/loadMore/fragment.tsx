import { renderToStaticMarkup } from 'react-dom/server';
import { GetNextSecondaryGridDocument, GetNextSecondaryPageDocument, type ContentType } from '../../gql/graphql.js';
import { CONTENT_TYPES } from '../../shared/contentTypes.js';
import { idsParam, LOAD_MORE_GRID_PATH, LOAD_MORE_PAGE_PATH, parseIdsParam } from '../../shared/loadMore.js';
import { createImageBudget, ImageBudgetContext } from '../blocks/ResponsiveImage.js';
import { preloadBlockRenderers } from '../blocks/renderers.js';
import type { BlockPage, PageGrid } from '../blocks/types.js';
import { Grid } from '../grid/Grid.js';
import type { PageGraphQL } from '../pageContext.js';
import { pageTitle } from '../seo/meta.js';

/**
 * The load-more fragments (docs/public-site.md "Load more"): the HTML of the next secondary grid
 * or the next article, rendered on the server from getNextSecondaryGrid / getNextSecondaryPage and
 * appended by the reader's script (src/site/client/loadMore.ts) below the page. The page handler
 * serves them like pages (src/server/http/loadMoreRoutes.ts): page cache, tags, gating, meter.
 *
 * GET /__load-more/grid?alias=/power&secondaryGridIndex=0&excludeContentIds=1,2
 * GET /__load-more/page?includeContentTypes=Article&sectionId=12&excludeContentIds=5,9&scrollPage=2&scrollFromContentId=9
 *
 * Every answer is one element marked `data-load-more-item` carrying the tracking fields
 * (data-scroll-page, data-scroll-from-content-id: spec 002 §3 "Tracking details") and
 * `data-allow-paging`; when nothing is left it is an empty `data-load-more-end` element.
 */
export interface FragmentAnswer {
  statusCode: number;
  headers: Array<[string, string]>;
  body: string;
}

const HTML: [string, string] = ['content-type', 'text/html;charset=utf-8'];
// As Vike answers pages: the page handler decides what browsers and CDNs may keep.
const NO_STORE: [string, string] = ['cache-control', 'no-store, max-age=0'];

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attributes = (values: Record<string, string | number | boolean | null | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');

const answer = (body: string, statusCode = 200): FragmentAnswer => ({ statusCode, headers: statusCode === 200 ? [HTML, NO_STORE] : [['content-type', 'text/plain;charset=utf-8'], NO_STORE], body });
const badRequest = (message: string) => answer(message, 400);
const end = (scrollPage: number) => answer(`<div class="load-more-end" data-load-more-end${attributes({ 'data-scroll-page': scrollPage, 'data-allow-paging': false })} hidden></div>`);

/** A grid's HTML with every image lazy: appended content sits below the fold. */
async function gridHtml(grid: PageGrid, page: BlockPage): Promise<string> {
  await preloadBlockRenderers(grid.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks.flatMap((block) => (block.hasError ? [] : [block.type])))));
  return renderToStaticMarkup(
    <ImageBudgetContext.Provider value={createImageBudget(0)}>
      <Grid grid={grid} page={page} />
    </ImageBudgetContext.Provider>,
  );
}

const intParam = (value: string | null, { min, max }: { min: number; max: number }): number | null => {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

async function gridFragment(params: URLSearchParams, graphql: PageGraphQL): Promise<FragmentAnswer> {
  const alias = params.get('alias');
  const index = intParam(params.get('secondaryGridIndex'), { min: 0, max: 7 });
  const exclude = parseIdsParam(params.get('excludeContentIds'));
  if (!alias || !alias.startsWith('/') || index === null || exclude === null) return badRequest('Name the page (alias), the grid (secondaryGridIndex 0-7) and the ids shown (excludeContentIds).');
  const result = (await graphql.run(GetNextSecondaryGridDocument, { alias, secondaryGridIndex: index, excludeContentIds: exclude })).getNextSecondaryGrid;
  const scrollPage = index + 1;
  const grid = result?.nextSecondaryGrid as PageGrid | null | undefined;
  const page = result?.blockPage as BlockPage | null | undefined;
  if (!result || !grid || !page) return end(scrollPage);
  const inner = await gridHtml(grid, page);
  const attrs = attributes({
    'data-scroll-page': scrollPage,
    'data-scroll-from-content-id': page.content?.id ?? null,
    'data-secondary-grid-index': index,
    'data-exclude-content-ids': idsParam(result.excludeContentIds),
    'data-allow-paging': result.allowPaging,
  });
  return answer(`<div class="load-more-item load-more-item--grid" data-load-more-item${attrs}>${inner}</div>`);
}

async function pageFragment(params: URLSearchParams, graphql: PageGraphQL): Promise<FragmentAnswer> {
  const types = (params.get('includeContentTypes') ?? '').split(',').filter(Boolean);
  const section = parseIdsParam(params.get('sectionId'));
  const sectionId = section?.length === 1 ? section[0]! : null;
  const exclude = parseIdsParam(params.get('excludeContentIds'));
  const scrollPage = intParam(params.get('scrollPage'), { min: 1, max: 8 });
  const from = parseIdsParam(params.get('scrollFromContentId'));
  if (types.length === 0 || types.some((type) => !(CONTENT_TYPES as readonly string[]).includes(type)) || sectionId === null || !exclude?.length || scrollPage === null || from === null || from.length > 1) {
    return badRequest('Name the content type (includeContentTypes), the section (sectionId), the ids shown (excludeContentIds), the page (scrollPage 1-8) and the item scrolled from (scrollFromContentId).');
  }
  const result = (
    await graphql.run(GetNextSecondaryPageDocument, { includeContentTypes: types as ContentType[], sectionId, excludeContentIds: exclude, scrollPage })
  ).getNextSecondaryPage;
  const page = result?.blockPage as BlockPage | null | undefined;
  if (!result || !page) return end(scrollPage);
  const inner = await gridHtml(result.primaryGrid as PageGrid, page);
  const data = result.pageData;
  const title = pageTitle({ seoTitle: data.seoTitle, name: data.name }, page.siteName);
  const attrs = attributes({
    'data-scroll-page': scrollPage,
    'data-scroll-from-content-id': from[0] ?? null,
    'data-content-id': data.contentId ?? null,
    'data-section-id': data.sectionId ?? null,
    'data-layout-type': result.layoutType.type,
    'data-page-path': data.canonicalPath,
    'data-page-title': title,
    'data-allow-paging': result.loadMoreType.allowPaging,
    'aria-label': data.name,
  });
  return answer(`<article class="load-more-item load-more-item--page" data-load-more-item data-page-level="secondary"${attrs}>${inner}</article>`);
}

/**
 * The fragment at a URL, or null when the path is not one of the fragment routes. Input the
 * operations refuse answers 400 with their message; a database that cannot be reached, 503 (the
 * page handler adds Retry-After); anything else is thrown (the page cache may still answer).
 */
export async function renderLoadMoreFragment({ url, graphql }: { url: string; graphql: PageGraphQL }): Promise<FragmentAnswer | null> {
  const parsed = new URL(url, 'http://site.invalid');
  const render = parsed.pathname === LOAD_MORE_GRID_PATH ? gridFragment : parsed.pathname === LOAD_MORE_PAGE_PATH ? pageFragment : null;
  if (!render) return null;
  try {
    return await render(parsed.searchParams, graphql);
  } catch (error) {
    const { status, code, message } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; code?: unknown; message?: unknown };
    if (typeof message === 'string' && (status === 400 || code === 'BAD_USER_INPUT')) return answer(message, 400);
    if (typeof message === 'string' && status === 503) return answer(message, 503);
    throw error;
  }
}
