import type { WebLayoutPreviewPath, WebLayoutPreviewPathsInput } from '../../../gql/resolvers-types.js';
import { AUTHOR_LAYOUT_KEY, authorPath } from '../../../shared/authors.js';
import { CONTENT_TYPES, type ContentType } from '../../../shared/contentTypes.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requirePermission } from '../cmsAuth/access.js';
import { findContentStream, type ContentRow } from '../content/repo.js';
import type { SectionNode, SectionTree } from '../sections/repo.js';
import { findLiveContentByAliases } from './repo.js';

/** How many pages the preview's select offers. */
export const MAX_PREVIEW_PATHS = 8;
const LATEST = 5;

type PreviewPath = WebLayoutPreviewPath;

const HOME: PreviewPath = { path: '/', label: 'Home page', kind: 'home' };

/** Layout aliases are stored without slashes; '' and 'home' are the home page. */
const aliasesOf = (input: WebLayoutPreviewPathsInput): string[] =>
  [...new Set((input.aliases ?? []).map((alias) => alias.trim().replace(/^\/+|\/+$/g, '')).filter((alias) => alias.length <= 500))];

function sectionsNamed(tree: SectionTree, aliases: readonly string[]): SectionNode[] {
  const wanted = new Set(aliases.map((alias) => alias.toLowerCase()));
  return tree.ordered.filter((section) => wanted.has(section.alias.toLowerCase()));
}

const sectionPath = (section: SectionNode): PreviewPath =>
  section.alias === 'home' ? HOME : { path: section.canonicalPath, label: section.fullName || section.name, kind: 'section' };

const contentPath = (row: Pick<ContentRow, 'name' | 'canonicalPath'>): PreviewPath => ({ path: row.canonicalPath, label: row.name, kind: 'content' });

/** The latest live items, of some types and scheduled to some sections (with their subsections when propagating). */
async function latestContent(ctx: GraphQLContext, { types, sections, below }: { types: readonly ContentType[]; sections: readonly SectionNode[] | null; below: boolean }, tree: SectionTree) {
  const sectionIds = sections ? [...new Set(sections.flatMap((section) => (below ? tree.withDescendants(section.id) : [section.id])))] : null;
  if (sectionIds && sectionIds.length === 0) return [];
  const rows = await findContentStream(
    ctx.db,
    ctx.tenant.id,
    { types: types.length ? types : null, sectionIds, excludeTypes: types.length ? null : ['Contact'] },
    { field: 'published', order: 'desc' },
    { limit: LATEST, offset: 0 },
    ctx.now,
  );
  return rows.slice(0, LATEST);
}

/**
 * getWebLayoutPreviewPaths: pages of this site a layout (saved or not) would build, for the editor's
 * live preview to choose from — the layout's own pages first, then pages of its kind. Paths only of
 * live pages of the current site; the precedence of other layouts is not considered (the preview
 * shows the edited layout on whichever page is chosen).
 */
export async function getWebLayoutPreviewPaths(ctx: GraphQLContext, input: WebLayoutPreviewPathsInput): Promise<PreviewPath[]> {
  requirePermission(ctx, 'view_site_layouts', 'manage_site_layouts');
  const tree = await ctx.loaders.sectionTree();
  const aliases = aliasesOf(input);
  const types = (input.contentTypes ?? []).filter((type): type is ContentType => (CONTENT_TYPES as readonly string[]).includes(type));
  const named = sectionsNamed(tree, aliases.filter((alias) => alias !== ''));
  const below = input.propagate === true;
  const paths: PreviewPath[] = [];

  switch (input.type) {
    case 'section': {
      if (aliases.includes('') || aliases.includes('home')) paths.push(HOME);
      paths.push(...named.map(sectionPath));
      if (below && input.pageType !== 'content') paths.push(...named.flatMap((section) => tree.withDescendants(section.id).slice(1).flatMap((id) => (tree.byId.get(id) ? [sectionPath(tree.byId.get(id)!)] : []))));
      if (below && (input.pageType === 'content' || input.pageType === 'all')) paths.push(...(await latestContent(ctx, { types: [], sections: named, below: true }, tree)).map(contentPath));
      // The default section layout (no aliases): the sections it would build.
      if (aliases.length === 0) paths.push(...tree.ordered.filter((section) => section.alias !== 'home').map(sectionPath));
      break;
    }
    case 'content':
    case 'content-type-override': {
      const sections = aliases.length ? named : null;
      paths.push(...(await latestContent(ctx, { types: input.type === 'content-type-override' ? types : [], sections, below }, tree)).map(contentPath));
      break;
    }
    case 'content-override': {
      const rows = await findLiveContentByAliases(ctx.db, ctx.tenant.id, aliases, ctx.now);
      paths.push(...rows.map(contentPath));
      break;
    }
    case 'url-override':
      paths.push(...aliases.map((alias): PreviewPath => (alias === '' || alias === 'home' ? HOME : { path: `/${alias}`, label: `/${alias}`, kind: 'page' })));
      break;
    case 'module': {
      paths.push(...aliases.map((alias): PreviewPath => ({ path: `/${alias}`, label: `/${alias}`, kind: 'page' })));
      if (input.key?.trim() === AUTHOR_LAYOUT_KEY) {
        const items = await latestContent(ctx, { types: [], sections: null, below: false }, tree);
        const authors = (await Promise.all(items.map((item) => ctx.loaders.authorsByContent.load(item.id)))).flat();
        paths.push(...authors.map((person): PreviewPath => ({ path: authorPath({ id: person.id, name: person.fullName }), label: person.fullName, kind: 'author' })));
      }
      break;
    }
    default:
      break;
  }
  // One entry per path, in order, at most MAX_PREVIEW_PATHS.
  const seen = new Set<string>();
  return paths.filter((entry) => !seen.has(entry.path) && (seen.add(entry.path), true)).slice(0, MAX_PREVIEW_PATHS);
}
