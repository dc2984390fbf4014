import { authorPath, parseAuthorPath } from '../../../shared/authors.js';
import { CONTENT_ID_PATTERN } from '../../../shared/constants.js';
import { CONTENT_STATUS } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { contentGraphOf, primeContentGraph } from '../content/graph.js';
import { isLiveRow, type ContentRow } from '../content/repo.js';
import type { PersonRow } from '../persons/repo.js';
import { authorCards, hasAuthorPage } from './authors.js';
import type { SectionNode } from '../sections/repo.js';
import type { WebLayoutRow } from '../layouts/repo.js';
import type { IssueRow, PublicationRow } from '../magazines/repo.js';
import { resolveMagazinePath } from './magazines.js';

/** What lives at a path (002 §2 "Page resolution": "routing is by alias (the full path)"). */
export type PageTargetRow =
  /** The home page; `section` is the site's Home section (alias 'home') when it has one. */
  | { kind: 'home'; section: SectionNode | null }
  | { kind: 'section'; section: SectionNode }
  | { kind: 'content'; content: ContentRow }
  /** A named page: a module layout listing the path among its aliases. */
  | { kind: 'page'; layout: WebLayoutRow }
  /** A person's author page, /author/{slug}-{id} (src/shared/authors.ts). */
  | { kind: 'author'; person: PersonRow }
  /** The magazine page (/magazine, publication null) or a publication's (/magazine/{publication}); docs/magazines.md. */
  | { kind: 'magazine'; publication: PublicationRow | null }
  /** A magazine issue's page, /magazine/{publication}/{issue}. */
  | { kind: 'issue'; issue: IssueRow; publication: PublicationRow };

/** The alias of the section that stands for the home page (its schedules are the home page's). */
export const HOME_SECTION_ALIAS = 'home';

export type Resolution = { target: PageTargetRow; redirectTo: string | null } | null;

/** '/Power/Batteries/' → 'Power/Batteries' (the case is kept: aliases are compared as stored first). */
export function aliasOfPath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is looked up as written (and will not match).
  }
  return path.replace(/^\/+|\/+$/g, '');
}

/** Visible at all: live for everyone; in preview (CMS users only) drafts and scheduled items too. */
function visible(row: ContentRow, ctx: GraphQLContext, preview: boolean): boolean {
  if (row.status === CONTENT_STATUS.DELETED) return false;
  if (preview) return true;
  return isLiveRow(row, ctx.now);
}

/**
 * The item at a path with everything its page shows, in one statement; the request's loaders get
 * it all, so neither the page's blocks nor its GraphQL fields read it again.
 */
async function contentAt(ctx: GraphQLContext, lookup: { alias: string } | { lowerAlias: string } | { id: number }): Promise<ContentRow | null> {
  const graph = await contentGraphOf(ctx, lookup);
  return graph ? primeContentGraph(ctx.loaders, graph) : null;
}

/**
 * The person of an author path: one of this site's (persons are read by site, so another site's
 * id is nobody) who authored an item a visitor may see (in preview, any item not deleted).
 */
async function authorAt(ctx: GraphQLContext, alias: string, preview: boolean): Promise<PersonRow | null> {
  const parsed = parseAuthorPath(alias);
  if (!parsed) return null;
  const [card] = await authorCards(ctx, [parsed.id]);
  if (!card) return null;
  return (await hasAuthorPage(ctx, card.person.id, { preview })) ? card.person : null;
}

/**
 * Resolves a requested path: the home page; a named page; a content item or a section by its
 * exact alias; an author page (after those, so a section or an item at such a path wins; an old
 * slug, another letter case or a trailing slash answer its canonical path); then the
 * non-canonical forms of a content path (other letter case, a trailing slash, or any path holding
 * the item's 8-digit id as a segment, e.g. /power/10000005/old-title), which answer with the
 * canonical path to redirect to (002 §2: 301 keeping the query string).
 */
export async function resolvePageTarget(
  ctx: GraphQLContext,
  { requested, preview, layouts }: { requested: string; preview: boolean; layouts: readonly WebLayoutRow[] },
): Promise<Resolution> {
  const alias = aliasOfPath(requested);
  const canonicalFor = (row: ContentRow) => (row.canonicalPath === `/${alias}` && !/\/$/.test(requested.split('?')[0]!) ? null : row.canonicalPath);
  const tree = await ctx.loaders.sectionTree();
  const homeSection = tree.ordered.find((node) => node.alias === HOME_SECTION_ALIAS) ?? null;
  if (alias === '') return { target: { kind: 'home', section: homeSection }, redirectTo: null };
  // The Home section's own path is the home page.
  if (alias.toLowerCase() === HOME_SECTION_ALIAS) return { target: { kind: 'home', section: homeSection }, redirectTo: '/' };

  const named = layouts.find((layout) => layout.type === 'module' && layout.aliases.includes(alias.toLowerCase()));
  if (named) return { target: { kind: 'page', layout: named }, redirectTo: null };

  // Sections and content never share a path (saves refuse a taken one): a section's exact path
  // needs no query. Exact matches win over matches in another letter case.
  const section = tree.ordered.find((node) => node.alias === alias);
  if (section) return { target: { kind: 'section', section }, redirectTo: null };

  const exact = await contentAt(ctx, { alias });
  if (exact && visible(exact, ctx, preview)) return { target: { kind: 'content', content: exact }, redirectTo: canonicalFor(exact) };

  const author = await authorAt(ctx, alias, preview);
  if (author) {
    const canonical = authorPath({ id: author.id, name: author.fullName });
    const trailingSlash = /\/$/.test(requested.split(/[?#]/, 1)[0]!);
    return { target: { kind: 'author', person: author }, redirectTo: canonical === `/${alias}` && !trailingSlash ? null : canonical };
  }

  // Magazine pages, while the module is on (pages/magazines.ts).
  const magazine = await resolveMagazinePath(ctx, { alias, requested, preview });
  if (magazine) return magazine;

  const lower = alias.toLowerCase();
  const foldedSection = tree.ordered.find((node) => node.alias.toLowerCase() === lower);
  if (foldedSection) return { target: { kind: 'section', section: foldedSection }, redirectTo: foldedSection.canonicalPath };

  const folded = await contentAt(ctx, { lowerAlias: alias });
  if (folded && visible(folded, ctx, preview)) return { target: { kind: 'content', content: folded }, redirectTo: folded.canonicalPath };

  const idSegment = alias.split('/').find((segment) => CONTENT_ID_PATTERN.test(segment));
  if (idSegment) {
    const row = await contentAt(ctx, { id: Number(idSegment) });
    if (row && visible(row, ctx, preview)) return { target: { kind: 'content', content: row }, redirectTo: row.canonicalPath };
  }
  return null;
}
