import type { GetTaxonomyTermQuery, TaxonomyTermInput, TaxonomyType } from '../../gql/graphql.js';
import { FULL_NAME_SEPARATOR, isTaxonomyType } from '../../shared/taxonomyTerms.js';

type Term = GetTaxonomyTermQuery['getTaxonomyTerm'];

/** The term form's values: the parent is a string for the select ('' or null for none). */
export interface TermFormValues {
  type: string | null;
  name: string;
  parentId: string | null;
  description: string;
}

export function newTermValues(type: string | null, parentId: number | null = null): TermFormValues {
  return { type, name: '', parentId: parentId == null ? null : String(parentId), description: '' };
}

export function termFormValues(term: Term): TermFormValues {
  return { type: term.type, name: term.name, parentId: term.parentId == null ? null : String(term.parentId), description: term.description ?? '' };
}

export function toTermInput(values: TermFormValues, existing?: { id: number; version: number }): TaxonomyTermInput {
  const type = values.type && isTaxonomyType(values.type) ? (values.type as TaxonomyType) : ('' as TaxonomyType);
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    type,
    name: values.name?.trim() ?? '',
    parentId: values.parentId ? Number(values.parentId) : null,
    description: values.description?.trim() ? values.description.trim() : null,
  };
}

/** Level of a term in its tree (0 for a root), read from its full name. */
export const depthOfFullName = (fullName: string): number => fullName.split(FULL_NAME_SEPARATOR).length - 1;

export interface TreeRow {
  id: number;
  parentId: number | null;
  fullName: string;
}

/**
 * The rows of a tree to show, in full-name order (a parent comes right before its children),
 * without the descendants of collapsed terms.
 */
export function visibleTreeRows<T extends TreeRow>(rows: readonly T[], collapsed: ReadonlySet<number>): T[] {
  const hidden = new Set<number>();
  const result: T[] = [];
  for (const row of rows) {
    if (row.parentId != null && (hidden.has(row.parentId) || collapsed.has(row.parentId))) {
      hidden.add(row.id);
      continue;
    }
    result.push(row);
  }
  return result;
}

/** A term and everything below it cannot be its own parent: the options that remain. */
export function parentCandidates<T extends TreeRow>(rows: readonly T[], term: { id: number; fullName: string } | null): T[] {
  if (!term) return [...rows];
  const prefix = `${term.fullName}${FULL_NAME_SEPARATOR}`;
  return rows.filter((row) => row.id !== term.id && !row.fullName.startsWith(prefix));
}
