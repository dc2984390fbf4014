/**
 * The flat section list of getWebsiteSectionsHierarchy (tree order) as a nested tree for the
 * /admin/website-sections screen, with the search filter: a match shows with its ancestors (so it
 * is seen in place), and the ancestors open.
 */
export interface FlatSection {
  id: number;
  parentId: number | null;
  name: string;
  alias: string;
  depth: number;
}

export interface TreeNode<S extends FlatSection = FlatSection> {
  section: S;
  children: TreeNode<S>[];
}

export function buildTree<S extends FlatSection>(sections: readonly S[]): TreeNode<S>[] {
  const nodes = new Map<number, TreeNode<S>>(sections.map((s) => [s.id, { section: s, children: [] }]));
  const roots: TreeNode<S>[] = [];
  for (const s of sections) {
    const node = nodes.get(s.id);
    if (!node) continue;
    const parent = s.parentId === null ? undefined : nodes.get(s.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const normalise = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Sections matching the phrase (name or alias) plus their ancestors; null when there is no phrase
 * (everything shows). `open` holds the ancestors to expand so every match is visible.
 */
export function searchTree(sections: readonly FlatSection[], phrase: string): { visible: Set<number>; matches: Set<number>; open: Set<number> } | null {
  const needle = normalise(phrase.trim());
  if (!needle) return null;
  const byId = new Map(sections.map((s) => [s.id, s]));
  const visible = new Set<number>();
  const matches = new Set<number>();
  const open = new Set<number>();
  for (const s of sections) {
    if (!normalise(s.name).includes(needle) && !normalise(s.alias).includes(needle)) continue;
    matches.add(s.id);
    visible.add(s.id);
    for (let parentId = s.parentId; parentId !== null; ) {
      visible.add(parentId);
      open.add(parentId);
      parentId = byId.get(parentId)?.parentId ?? null;
    }
  }
  return { visible, matches, open };
}

/** Ids of every section with children (for "Expand all"). */
export function parentIds(sections: readonly FlatSection[]): Set<number> {
  return new Set(sections.flatMap((s) => (s.parentId === null ? [] : [s.parentId])));
}
