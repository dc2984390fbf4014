// Taxonomy rules (spec 000 §3.2 "Taxonomy term"), shared by the admin form and the saving service.
import { MESSAGES } from './messages.js';

/** Spec 000 §3.2: "Term types: Bin, Tag, Location, Organization, Person." */
export const TAXONOMY_TYPES = ['Bin', 'Tag', 'Location', 'Organization', 'Person'] as const;
export type TaxonomyTypeName = (typeof TAXONOMY_TYPES)[number];

/**
 * Types whose terms form a tree. Bins (editorial groupings: "Power > Batteries") and locations
 * ("Europe > Germany > Bavaria") nest; tags, organizations and persons are flat lists of names.
 */
export const HIERARCHICAL_TYPES: readonly TaxonomyTypeName[] = ['Bin', 'Location'];

/** Deepest level of a tree (a root is level 1): continent > country > region > city. */
export const MAX_TERM_DEPTH = 4;

/** Separator of the names in a full name ("Power > Batteries"). */
export const FULL_NAME_SEPARATOR = ' > ';

export const TERM_LIMITS = { name: 200, description: 2000, phrase: 200 } as const;

export function isTaxonomyType(value: string): value is TaxonomyTypeName {
  return (TAXONOMY_TYPES as readonly string[]).includes(value);
}

export const isHierarchical = (type: TaxonomyTypeName): boolean => HIERARCHICAL_TYPES.includes(type);

/** The full name from the names of the root down to the term. */
export const fullNameOf = (names: readonly string[]): string => names.join(FULL_NAME_SEPARATOR);

export interface TermFormValues {
  type: string | null | undefined;
  name: string | null | undefined;
  description?: string | null | undefined;
  parentId?: number | null | undefined;
}

/**
 * The field errors of a term before any lookup (empty when valid): required fields, lengths, the
 * separator in names, and a parent only where the type nests.
 */
export function termFieldErrors(values: TermFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name?.trim() ?? '';
  if (!values.type) errors['type'] = MESSAGES.fieldRequired;
  else if (!isTaxonomyType(values.type)) errors['type'] = 'Choose one of Bin, Tag, Location, Organization or Person';
  if (!name) errors['name'] = MESSAGES.fieldRequired;
  else if (name.length > TERM_LIMITS.name) errors['name'] = `At most ${TERM_LIMITS.name} characters`;
  else if (name.includes('>')) errors['name'] = 'The name may not contain ">" (it separates the levels of the full name)';
  if ((values.description?.length ?? 0) > TERM_LIMITS.description) errors['description'] = `At most ${TERM_LIMITS.description} characters`;
  if (values.parentId != null && values.type && isTaxonomyType(values.type) && !isHierarchical(values.type)) {
    errors['parentId'] = `${values.type} terms have no parent; only Bin and Location terms nest`;
  }
  return errors;
}

/** A term as the tree rules need it. */
export interface TermNode {
  id: number;
  parentId: number | null;
  name: string;
}

/** Ids of the term and everything below it. */
export function subtreeIds(terms: readonly TermNode[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const term of terms) {
    if (term.parentId == null) continue;
    children.set(term.parentId, [...(children.get(term.parentId) ?? []), term.id]);
  }
  const ids = new Set<number>([rootId]);
  const queue = [rootId];
  while (queue.length) {
    const id = queue.shift() as number;
    for (const child of children.get(id) ?? []) {
      if (!ids.has(child)) {
        ids.add(child);
        queue.push(child);
      }
    }
  }
  return ids;
}

/** Level of a term (1 for a root), following parents; cycles stop the walk. */
export function depthOf(terms: ReadonlyMap<number, TermNode>, id: number): number {
  let depth = 0;
  const seen = new Set<number>();
  for (let current = terms.get(id); current && !seen.has(current.id); current = current.parentId == null ? undefined : terms.get(current.parentId)) {
    seen.add(current.id);
    depth += 1;
  }
  return depth;
}

/** How many levels the subtree under (and including) a term spans. */
export function subtreeHeight(terms: readonly TermNode[], rootId: number): number {
  const byParent = new Map<number, TermNode[]>();
  for (const term of terms) if (term.parentId != null) byParent.set(term.parentId, [...(byParent.get(term.parentId) ?? []), term]);
  const height = (id: number, guard: number): number =>
    guard > 50 ? 0 : 1 + Math.max(0, ...(byParent.get(id) ?? []).map((child) => height(child.id, guard + 1)));
  return height(rootId, 0);
}

/**
 * Where a term may move: the error for `parentId`, or null. The parent must not be the term
 * itself or below it (a cycle), and the moved subtree must stay within MAX_TERM_DEPTH levels.
 */
export function parentError(terms: readonly TermNode[], termId: number | null, parentId: number): string | null {
  const byId = new Map(terms.map((term) => [term.id, term]));
  if (!byId.has(parentId)) return 'The parent term does not exist';
  if (termId != null && subtreeIds(terms, termId).has(parentId)) return 'A term cannot be placed under itself or one of its own children';
  const height = termId == null ? 1 : subtreeHeight(terms, termId);
  if (depthOf(byId, parentId) + height > MAX_TERM_DEPTH) return `Terms nest at most ${MAX_TERM_DEPTH} levels deep`;
  return null;
}

/**
 * Full names of every term of a tree after a change, computed from the names and parents:
 * used to bring the descendants of a renamed or moved term up to date.
 */
export function fullNames(terms: readonly TermNode[]): Map<number, string> {
  const byId = new Map(terms.map((term) => [term.id, term]));
  const result = new Map<number, string>();
  const resolve = (term: TermNode, guard: number): string => {
    const known = result.get(term.id);
    if (known !== undefined) return known;
    const parent = term.parentId == null ? undefined : byId.get(term.parentId);
    const value = parent && guard < 50 ? `${resolve(parent, guard + 1)}${FULL_NAME_SEPARATOR}${term.name}` : term.name;
    result.set(term.id, value);
    return value;
  };
  for (const term of terms) resolve(term, 0);
  return result;
}
