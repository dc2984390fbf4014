import { CONTENT_TYPES, type ContentType } from '../../../shared/contentTypes.js';
import { MAX_SECONDARY_GRIDS, NEXT_PAGE_FETCH_LIMIT } from '../../../shared/constants.js';
import { allowPagingAfterGrid, allowPagingAfterPage, MAX_LOAD_MORE_EXCLUDED_IDS, MAX_LOADS, maxScrollsOf, nextArticleQuery, type NextArticleRequest } from '../../../shared/loadMore.js';
import type { BlockPage, PageGrid } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { listResults, listStatement, type ListedRow, type ListSpec } from './listSql.js';
import { assembleGrids } from './assemble.js';
import { assemblePage, checkAlias, renderableSecondaryGrids, resolvePage, type AssembledPage } from './service.js';

/**
 * Load more (spec 002 §4 "Load more", §7 "Load more"; docs/public-site.md "Load more"): the two
 * operations behind the reader's "Load More Content" and infinite scroll.
 *
 * Both answer for the reader asking, like the page itself: the appended item's body goes through
 * the same gating decision (a reader who may not read it gets the ungated paragraphs and the
 * gating form), and through the page's fragment route the content meter counts it like a page
 * view. Their answers depend on the site, the variables and the reader's entitlement only, so the
 * fragment route (src/server/http/loadMoreRoutes.ts) keeps them in the page cache like pages.
 */

export interface GetNextSecondaryGridArgs {
  alias: string;
  secondaryGridIndex: number;
  excludeContentIds?: readonly number[] | null;
  excludeIssueIds?: readonly number[] | null;
}

export interface NextSecondaryGrid {
  nextSecondaryGrid: PageGrid | null;
  secondaryGridIndex: number;
  hasUnderFilledBlocks: boolean;
  hasErrors: boolean;
  excludeContentIds: number[];
  excludeIssueIds: number[];
  usedContentIds: number[];
  allowPaging: boolean;
  blockPage: BlockPage | null;
}

function checkIds(name: string, ids: readonly number[] | null | undefined): number[] {
  const list = ids ?? [];
  if (list.length > MAX_LOAD_MORE_EXCLUDED_IDS) throw badInput(`${name} holds at most ${MAX_LOAD_MORE_EXCLUDED_IDS} ids.`, { [name]: `At most ${MAX_LOAD_MORE_EXCLUDED_IDS} ids` });
  if (list.some((id) => !Number.isInteger(id) || id < 1)) throw badInput(`${name} holds positive ids only.`, { [name]: 'Positive ids only' });
  return [...new Set(list)];
}

/**
 * getNextSecondaryGrid (002 §7 "Next secondary grid"): the secondary grid at `secondaryGridIndex`
 * (0-based, among the layout's grids with the render flag on) of the page at `alias`, assembled
 * like the page's own grids but leaving out `excludeContentIds` (what the page and the grids
 * before it show). The spec's client sent the page data, the grid and its settings (sectionId,
 * defaultContentTypes); here the alias names the page, and the server takes the page's section,
 * its layout's grid and the site's settings itself, so no request can make a grid the site's
 * layout does not have. The answer carries the exclude lists for the next request and
 * `allowPaging`: false once this grid has under-filled blocks or shows nothing, it was the last
 * grid, or the site's maxPageScrolls (at most 8) is reached. null: nothing lives at the alias.
 */
export async function getNextSecondaryGrid(ctx: GraphQLContext, args: GetNextSecondaryGridArgs): Promise<NextSecondaryGrid | null> {
  checkAlias(args.alias);
  if (!Number.isInteger(args.secondaryGridIndex) || args.secondaryGridIndex < 0 || args.secondaryGridIndex >= MAX_SECONDARY_GRIDS) {
    throw badInput(`secondaryGridIndex is 0 to ${MAX_SECONDARY_GRIDS - 1}.`, { secondaryGridIndex: `0 to ${MAX_SECONDARY_GRIDS - 1}` });
  }
  const exclude = checkIds('excludeContentIds', args.excludeContentIds);
  const excludeIssueIds = checkIds('excludeIssueIds', args.excludeIssueIds);
  const resolved = await resolvePage(ctx, { alias: args.alias, preview: false });
  if (!resolved || resolved.redirectTo) return null;
  const grids = renderableSecondaryGrids(resolved.chosen);
  const maxScrolls = maxScrollsOf(resolved.settings.general.maxPageScrolls);
  const index = args.secondaryGridIndex;
  const pageContentId = resolved.content?.id ?? null;
  const carried = pageContentId && !exclude.includes(pageContentId) ? [pageContentId, ...exclude] : exclude;
  const none: NextSecondaryGrid = {
    nextSecondaryGrid: null,
    secondaryGridIndex: index,
    hasUnderFilledBlocks: false,
    hasErrors: false,
    excludeContentIds: carried,
    excludeIssueIds,
    usedContentIds: [],
    allowPaging: false,
    blockPage: resolved.page,
  };
  const stored = grids[index];
  if (!stored || index >= maxScrolls) return none;
  const { grids: assembled, usedContentIds, usedIssueIds } = await assembleGrids(ctx, {
    grids: [stored],
    page: resolved.page,
    tokens: resolved.tokens,
    pageContentId,
    excludeContentIds: exclude,
    excludeIssueIds,
  });
  const grid = assembled[0]!;
  const before = new Set(carried);
  const shown = usedContentIds.filter((id) => !before.has(id));
  return {
    nextSecondaryGrid: { ...grid, render: true },
    secondaryGridIndex: index,
    hasUnderFilledBlocks: grid.hasUnderFilledBlocks,
    hasErrors: grid.hasErrors,
    excludeContentIds: [...carried, ...shown],
    // The issues this grid showed join those above (magazine overview blocks: usedIssueIds).
    excludeIssueIds: [...new Set([...excludeIssueIds, ...usedIssueIds])],
    usedContentIds: shown,
    allowPaging: allowPagingAfterGrid({ loaded: index + 1, available: grids.length, maxScrolls, hasUnderFilledBlocks: grid.hasUnderFilledBlocks, rendered: grid.rows.length > 0 }),
    blockPage: resolved.page,
  };
}

export interface GetNextSecondaryPageArgs {
  includeContentTypes: readonly string[];
  excludeContentIds: readonly number[];
  sectionId?: number | null;
  limit?: number | null;
  sortField?: NextArticleRequest['sortField'] | null;
  sortOrder?: NextArticleRequest['sortOrder'] | null;
  scrollPage?: number | null;
}

/** The next article's row (the list statement of the page lists, cached with them). */
async function nextArticleRow(ctx: GraphQLContext, request: NextArticleRequest): Promise<ListedRow | null> {
  const query = nextArticleQuery(request);
  if (!query) return null;
  const tree = await ctx.loaders.sectionTree();
  if (!query.sectionIds.every((id) => tree.byId.has(id))) return null;
  const spec: ListSpec = {
    kind: 'list',
    filter: { types: query.types, excludeTypes: [], excludeIds: query.excludeIds, sectionIds: query.sectionIds, scheduleOption: null, requiresImage: false },
    sort: query.sort,
    limit: query.limit,
    offset: 0,
  };
  const key = JSON.stringify(spec);
  const [rows] = await ctx.services.slots.lists.getMany(ctx.tenant.id, [key], async () => {
    const { text, values, name } = listStatement(ctx.tenant.id, ctx.now, [spec]);
    return listResults(await ctx.services.sql.query(text, values, name), 1);
  });
  return rows?.[0] ?? null;
}

/**
 * getNextSecondaryPage (002 §7 "Next secondary page"; §4: "page-mode paging fetches the next
 * article of the same content type in the same section, newest published first"): the next live
 * item of `includeContentTypes` scheduled to `sectionId`, newest published first, leaving out
 * `excludeContentIds` (the current and the rendered ids), assembled as its own page would be (its
 * layout's primary grid: a secondary page) — or null when none is left, or `scrollPage` (1-based)
 * is past the site's maxPageScrolls (at most 8). `limit` is 1 (002 §9 "next-page fetch limit 1").
 */
export async function getNextSecondaryPage(ctx: GraphQLContext, args: GetNextSecondaryPageArgs): Promise<(AssembledPage & { scrollPage: number }) | null> {
  const limit = args.limit ?? NEXT_PAGE_FETCH_LIMIT;
  if (limit !== NEXT_PAGE_FETCH_LIMIT) throw badInput(`limit is ${NEXT_PAGE_FETCH_LIMIT}: one next page at a time.`, { limit: `Must be ${NEXT_PAGE_FETCH_LIMIT}` });
  const scrollPage = args.scrollPage ?? 1;
  if (!Number.isInteger(scrollPage) || scrollPage < 1 || scrollPage > MAX_LOADS) throw badInput(`scrollPage is 1 to ${MAX_LOADS}.`, { scrollPage: `1 to ${MAX_LOADS}` });
  const types = args.includeContentTypes;
  if (types.length === 0) throw badInput('includeContentTypes names the current content type.', { includeContentTypes: 'Name the current content type' });
  if (types.some((type) => !(CONTENT_TYPES as readonly string[]).includes(type))) throw badInput('includeContentTypes holds content types only.', { includeContentTypes: 'Content types only' });
  const exclude = checkIds('excludeContentIds', args.excludeContentIds);
  const settings = await ctx.loaders.siteSettings();
  if (scrollPage > maxScrollsOf(settings.general.maxPageScrolls)) return null;
  const row = await nextArticleRow(ctx, {
    includeContentTypes: types as ContentType[],
    excludeContentIds: exclude,
    sectionId: args.sectionId ?? null,
    limit,
    sortField: args.sortField ?? 'published',
    sortOrder: args.sortOrder ?? 'desc',
  });
  if (!row?.canonicalPath) return null;
  // Resolved by its path like its own page: the same item, layout and gating decision.
  const resolved = await resolvePage(ctx, { alias: row.canonicalPath, preview: false });
  if (!resolved || resolved.content?.id !== row.id) return null;
  const page = await assemblePage(ctx, resolved, { level: 'secondary' });
  const maxScrolls = maxScrollsOf(settings.general.maxPageScrolls);
  // Whether a further page may follow this one: the reader still asks, and gets null when none is left.
  return { ...page, scrollPage, loadMoreType: { ...page.loadMoreType, maxPageScrolls: maxScrolls, allowPaging: allowPagingAfterPage({ scrollPage, maxScrolls, found: true }) } };
}
