import { slugify } from '../../../shared/aliases.js';
import type { Db } from '../client.js';
import { taxonomyTerms } from '../schema/index.js';
import type { TermRef, TermSeed } from './types.js';

/** The (type, name) key of a term, as used by content seeds: `Tag:GaN`. */
export const termRef = (type: TermSeed['type'], name: string): TermRef => `${type}:${name}`;

/**
 * Inserts root terms, then their children (fullName `Parent > Child`). Returns the id of every
 * term by its `Type:Name` reference.
 */
export async function insertTerms(db: Db, tenantId: number, seeds: readonly TermSeed[]): Promise<Map<TermRef, number>> {
  const ids = new Map<TermRef, number>();
  if (seeds.length === 0) return ids;
  const roots = await db
    .insert(taxonomyTerms)
    .values(
      seeds.map((s) => ({
        tenantId,
        type: s.type,
        name: s.name,
        fullName: s.name,
        alias: slugify(s.name),
        description: s.description ?? null,
        parentId: null,
      })),
    )
    .returning({ id: taxonomyTerms.id, type: taxonomyTerms.type, name: taxonomyTerms.name });
  for (const r of roots) ids.set(termRef(r.type, r.name), r.id);

  const children = seeds.flatMap((parent) =>
    (parent.children ?? []).map((name) => ({
      tenantId,
      type: parent.type,
      name,
      fullName: `${parent.name} > ${name}`,
      alias: slugify(name),
      description: null,
      parentId: ids.get(termRef(parent.type, parent.name)) ?? null,
    })),
  );
  if (children.length > 0) {
    const inserted = await db
      .insert(taxonomyTerms)
      .values(children)
      .returning({ id: taxonomyTerms.id, type: taxonomyTerms.type, name: taxonomyTerms.name });
    for (const r of inserted) ids.set(termRef(r.type, r.name), r.id);
  }
  if (ids.size !== roots.length + children.length) throw new Error('Taxonomy seed has a repeated (type, name)');
  return ids;
}
