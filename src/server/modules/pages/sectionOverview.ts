import type { OverviewSection, SectionOverview } from '../../../site/blocks/types.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { SectionNode } from '../sections/repo.js';
import type { ListedRow, ListSpec } from './listSql.js';
import { buildTeasers } from './teasers.js';

/**
 * A bound on the lists one overview adds to the page's list statement: a section with more child
 * sections than this shows the first ones in tree order (sequence, then name).
 */
export const MAX_OVERVIEW_CHILDREN = 24;
/** The block allows 1–5 items per section; this bounds what any caller reads. */
const MAX_ITEMS_PER_SECTION = 10;

const overviewSectionOf = (node: SectionNode): OverviewSection => ({
  id: node.id,
  name: node.name,
  path: node.canonicalPath,
  description: node.description?.trim() || null,
});

/**
 * BlockDataApi.sectionOverview (section_overview block): the section from the site's cached tree,
 * its child sections in tree order, and each child's newest live items — items scheduled now to the
 * child or a section below it, the lists' rule of content_list with "include child sections". Each
 * child's list is a page list (`loadList`, the page pool's batched loader), so every child's list
 * goes into the page's one list statement and the site's list cache; its key is the one a
 * content_list of that child with bubbling and the same limit uses, so the two share the cached rows.
 */
export async function sectionOverview(
  ctx: GraphQLContext,
  loadList: (spec: ListSpec) => Promise<ListedRow[]>,
  args: { sectionId: number; itemsPerSection: number; teaserMaxLength: number },
): Promise<SectionOverview | null> {
  const tree = await ctx.loaders.sectionTree();
  const section = tree.byId.get(args.sectionId);
  if (!section) return null;
  const children = tree.ordered.filter((node) => node.parentId === section.id).slice(0, MAX_OVERVIEW_CHILDREN);
  const limit = Math.max(1, Math.min(MAX_ITEMS_PER_SECTION, Math.trunc(args.itemsPerSection)));
  const lists = await Promise.all(
    children.map((child) =>
      loadList({
        kind: 'list',
        // The shape (and key order) of a content_list's filter (dataApi.ts listRows).
        filter: { types: null, excludeTypes: [], excludeIds: [], sectionIds: tree.withDescendants(child.id), scheduleOption: null, requiresImage: false },
        sort: { field: 'published', order: 'desc' },
        limit,
        offset: 0,
      }),
    ),
  );
  const teasers = await Promise.all(lists.map((rows) => buildTeasers(ctx, rows.slice(0, limit), { teaserMaxLength: args.teaserMaxLength })));
  return {
    section: overviewSectionOf(section),
    children: children.flatMap((child, index) => (teasers[index]!.length ? [{ section: overviewSectionOf(child), items: teasers[index]! }] : [])),
  };
}
