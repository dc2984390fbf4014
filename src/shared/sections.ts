/**
 * Website section rules shared by the admin form and the server (spec 001 §3 "Website section",
 * §9 "Section tree depth 3").
 *
 * - `systemAlias` is derived: the parent's effective alias followed by the slug of the name.
 * - `manualAlias` is the editor's slug for this level only; when set it replaces the last segment.
 * - `alias` is the effective full path (`power/batteries`); the canonical path is `/${alias}`.
 * - A section lives at most {@link SECTION_MAX_DEPTH} levels deep, and never below itself.
 */
import { SLUG_MAX_LENGTH, canonicalPathOf, sectionAlias, slugify } from './aliases';
import { SECTION_TREE_DEPTH } from './constants';

export const SECTION_MAX_DEPTH = SECTION_TREE_DEPTH;

export const SECTION_LIMITS = {
  name: 200,
  description: 2000,
  gamAlias: 100,
  manualAlias: SLUG_MAX_LENGTH,
} as const;

export const SECTION_MESSAGES = {
  cycle: 'A section cannot be moved under itself or one of its own subsections.',
  manualAliasOneSegment: 'The manual alias is one path segment (no "/"); choose a parent to nest the section.',
  manualAliasEmpty: 'Use letters or digits in the manual alias.',
  gamAlias: 'Use letters, digits, dots, dashes, underscores or slashes (no spaces).',
} as const;

/** The depth message: sections can be at most three levels deep (spec 001 §9). */
export function depthMessage(level: number): string {
  return `Sections can be at most ${SECTION_MAX_DEPTH} levels deep; here the section (or one of its subsections) would be at level ${level}.`;
}

/**
 * The slug an editor typed as manual alias: blank means none (null). One segment only; other
 * characters are folded the way names are, so 'Power Supplies' becomes 'power-supplies'.
 */
export function normaliseManualAlias(raw: string | null | undefined): { slug: string | null; error: string | null } {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!trimmed) return { slug: null, error: null };
  if (trimmed.includes('/')) return { slug: null, error: SECTION_MESSAGES.manualAliasOneSegment };
  const slug = slugify(trimmed);
  return slug ? { slug, error: null } : { slug: null, error: SECTION_MESSAGES.manualAliasEmpty };
}

/** systemAlias (derived from parent alias and name) and the effective alias of one section. */
export function deriveSectionAliases({
  parentAlias,
  name,
  manualAlias,
}: {
  parentAlias: string | null;
  name: string;
  manualAlias: string | null;
}): { systemAlias: string; alias: string; canonicalPath: string } {
  const systemAlias = sectionAlias({ parentAlias, name });
  const alias = manualAlias ? (parentAlias ? `${parentAlias}/${manualAlias}` : manualAlias) : systemAlias;
  return { systemAlias, alias, canonicalPath: canonicalPathOf(alias) };
}

/** What the move planner needs of a stored section. */
export interface SectionShape {
  id: number;
  parentId: number | null;
  name: string;
  manualAlias: string | null;
  alias: string;
  systemAlias: string;
  depth: number;
}

export interface SectionChange {
  /** null when creating. */
  id: number | null;
  parentId: number | null;
  name: string;
  manualAlias: string | null;
}

export interface PlannedSection {
  /** null for the section being created. */
  id: number | null;
  parentId: number | null;
  name: string;
  manualAlias: string | null;
  depth: number;
  systemAlias: string;
  alias: string;
  /** The alias before the save (null when creating). */
  oldAlias: string | null;
}

export type SectionPlan =
  | { ok: true; sections: PlannedSection[] }
  | { ok: false; field: 'parentId'; message: string };

/**
 * Plans a save: the saved section first, then every descendant (depth first) with its new
 * depth, system alias and alias. Refuses a parent inside the section's own subtree and any
 * resulting level deeper than the limit.
 */
export function planSectionSave(all: readonly SectionShape[], change: SectionChange): SectionPlan {
  const byId = new Map(all.map((s) => [s.id, s]));
  const children = new Map<number, SectionShape[]>();
  for (const s of all) {
    if (s.parentId === null) continue;
    const list = children.get(s.parentId) ?? [];
    list.push(s);
    children.set(s.parentId, list);
  }
  const parent = change.parentId === null ? null : byId.get(change.parentId);
  if (change.parentId !== null && !parent) return { ok: false, field: 'parentId', message: 'The chosen parent section does not exist on this site.' };
  if (change.id !== null && parent) {
    // Walk up from the new parent: meeting the section itself means a move below itself.
    for (let at: SectionShape | undefined = parent; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
      if (at.id === change.id) return { ok: false, field: 'parentId', message: SECTION_MESSAGES.cycle };
    }
  }
  const depth = parent ? parent.depth + 1 : 1;
  const own = deriveSectionAliases({ parentAlias: parent?.alias ?? null, name: change.name, manualAlias: change.manualAlias });
  const existing = change.id === null ? null : byId.get(change.id);
  const planned: PlannedSection[] = [
    {
      id: change.id,
      parentId: change.parentId,
      name: change.name,
      manualAlias: change.manualAlias,
      depth,
      systemAlias: own.systemAlias,
      alias: own.alias,
      oldAlias: existing?.alias ?? null,
    },
  ];
  let deepest = depth;
  const visit = (parentId: number, parentAlias: string, parentDepth: number) => {
    for (const child of children.get(parentId) ?? []) {
      const aliases = deriveSectionAliases({ parentAlias, name: child.name, manualAlias: child.manualAlias });
      const childDepth = parentDepth + 1;
      deepest = Math.max(deepest, childDepth);
      planned.push({ ...child, depth: childDepth, systemAlias: aliases.systemAlias, alias: aliases.alias, oldAlias: child.alias });
      visit(child.id, aliases.alias, childDepth);
    }
  };
  if (change.id !== null) visit(change.id, own.alias, depth);
  if (deepest > SECTION_MAX_DEPTH) return { ok: false, field: 'parentId', message: depthMessage(deepest) };
  return { ok: true, sections: planned };
}

/**
 * The alias of a content item after its primary section moved. The part after the section's old
 * prefix is kept (a manual slug or a de-duplicating suffix such as `-2` survives); an alias that
 * does not start with the old prefix is derived again from the manual alias or the name.
 */
export function movedContentAlias({
  oldAlias,
  oldSectionAlias,
  newSectionAlias,
  manualAlias,
  name,
}: {
  oldAlias: string;
  oldSectionAlias: string;
  newSectionAlias: string;
  manualAlias: string | null;
  name: string;
}): string {
  const prefix = `${oldSectionAlias}/`;
  const rest = oldAlias.startsWith(prefix) && oldAlias.length > prefix.length ? oldAlias.slice(prefix.length) : manualAlias || slugify(name);
  return `${newSectionAlias}/${rest}`;
}
