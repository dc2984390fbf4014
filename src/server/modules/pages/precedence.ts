import type { ContentType } from '../../../shared/contentTypes.js';
import type { LayoutType, PropagationPageType } from '../../../shared/layouts/layout.js';

/**
 * Which layout applies to a page (issue 5 item 2; README "Which layout applies"). Every layout
 * serving the site is scored against the page; the lowest rank wins:
 *
 *   0    url-override naming the requested path (on a content page its type must be listed)
 *   1    content-override naming the content item's alias (its type must be listed)
 *   1    module layout whose key is the named page's key
 *   2.d  content-type-override listing the item's type and naming its section d levels up
 *        (d = 0: the primary section itself; d > 0 only when it propagates to content)
 *   2.9  content-type-override listing the type, with no aliases (every section)
 *   3.d  content pages: content layout naming the primary section (d = 0) or, propagating to
 *        content, an ancestor d levels up;
 *        section pages (and the home page, alias ''): section layout naming the section (d = 0)
 *        or, propagating to sections, an ancestor d levels up
 *   3.5+d content pages: a section layout propagating to content from the section d levels up
 *   3.9  the default layout of the page's kind: a content (or section) layout with no aliases
 *
 * Ties: a layout of this site beats a global one, then the most recently saved, then the lowest id.
 * Nothing matching: the built-in default layout of the page kind (defaults.ts).
 */

export interface LayoutCandidate {
  id: number;
  type: LayoutType;
  key: string;
  aliases: readonly string[];
  propagate: boolean;
  pageType: PropagationPageType | null;
  contentTypes: readonly ContentType[];
  isGlobal: boolean;
  updatedAt: Date;
}

export type PageTarget =
  /** path: the requested alias without slashes ('' for home). sectionChain: own alias, then parents' up to the root. */
  | { kind: 'section'; path: string; sectionChain: readonly string[] }
  | { kind: 'content'; path: string; contentAlias: string; contentType: ContentType; sectionChain: readonly string[] }
  | { kind: 'page'; path: string; key: string };

const propagatesTo = (layout: LayoutCandidate, kind: 'section' | 'content') =>
  layout.propagate && (layout.pageType === 'all' || layout.pageType === kind);

/** Distance from the page's own (or primary) section to the nearest section the layout names; null: none reachable. */
function sectionDistance(layout: LayoutCandidate, chain: readonly string[], kind: 'section' | 'content'): number | null {
  for (let d = 0; d < chain.length; d += 1) {
    if (!layout.aliases.includes(chain[d]!)) continue;
    if (d === 0 || propagatesTo(layout, kind)) return d;
  }
  return null;
}

/** The rank of a layout for a page, or null when it does not apply. */
export function layoutRank(layout: LayoutCandidate, target: PageTarget): number | null {
  if (layout.type === 'url-override') {
    if (!layout.aliases.includes(target.path)) return null;
    if (target.kind === 'content' && !layout.contentTypes.includes(target.contentType)) return null;
    return 0;
  }
  if (target.kind === 'page') return layout.type === 'module' && layout.key === target.key ? 1 : null;
  if (target.kind === 'content') {
    const { contentType, sectionChain } = target;
    switch (layout.type) {
      case 'content-override':
        return layout.aliases.includes(target.contentAlias) && layout.contentTypes.includes(contentType) ? 1 : null;
      case 'content-type-override': {
        if (!layout.contentTypes.includes(contentType)) return null;
        if (layout.aliases.length === 0) return 2.9;
        const d = sectionDistance(layout, sectionChain, 'content');
        return d === null ? null : 2 + d / 100;
      }
      case 'content': {
        if (layout.aliases.length === 0) return 3.9;
        const d = sectionDistance(layout, sectionChain, 'content');
        return d === null ? null : 3 + d / 100;
      }
      case 'section': {
        if (!propagatesTo(layout, 'content')) return null;
        const d = layout.aliases.length ? sectionDistance(layout, sectionChain, 'content') : null;
        return d === null ? null : 3.5 + d / 100;
      }
      default:
        return null;
    }
  }
  if (layout.type !== 'section') return null;
  if (layout.aliases.length === 0) return 3.9;
  const d = sectionDistance(layout, target.sectionChain, 'section');
  return d === null ? null : 3 + d / 100;
}

/** The layout that applies to a page; null when none does (the built-in default is used). */
export function chooseLayout<L extends LayoutCandidate>(layouts: readonly L[], target: PageTarget): L | null {
  let best: { layout: L; rank: number } | null = null;
  for (const layout of layouts) {
    const rank = layoutRank(layout, target);
    if (rank === null) continue;
    if (!best || rank < best.rank || (rank === best.rank && beatsOnTie(layout, best.layout))) best = { layout, rank };
  }
  return best?.layout ?? null;
}

function beatsOnTie(a: LayoutCandidate, b: LayoutCandidate): boolean {
  if (a.isGlobal !== b.isGlobal) return !a.isGlobal;
  if (a.updatedAt.getTime() !== b.updatedAt.getTime()) return a.updatedAt > b.updatedAt;
  return a.id < b.id;
}
