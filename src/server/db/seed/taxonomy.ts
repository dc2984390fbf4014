import { slugify } from '../../../shared/aliases.js';
import { fullNameOf } from '../../../shared/taxonomyTerms.js';
import type { Db } from '../client.js';
import { taxonomyTerms } from '../schema/index.js';
import type { TermChildSeed, TermRef, TermSeed } from './types.js';

/** The (type, name) key of a term, as used by content seeds: `Tag:GaN`. */
export const termRef = (type: TermSeed['type'], name: string): TermRef => `${type}:${name}`;

/**
 * Inserts the terms level by level — roots, their children, the children's children — each level
 * in one statement (fullName `Root > Child > Grandchild`). Returns the id of every term by its
 * `Type:Name` reference, so (type, name) must be unique within a site's seed.
 */
export async function insertTerms(db: Db, tenantId: number, seeds: readonly TermSeed[]): Promise<Map<TermRef, number>> {
  const ids = new Map<TermRef, number>();
  let level: PendingTerm[] = seeds.map((seed) => ({ type: seed.type, name: seed.name, description: seed.description ?? null, children: seed.children ?? [], parent: null }));
  let count = 0;
  while (level.length > 0) {
    const inserted = await db
      .insert(taxonomyTerms)
      .values(
        level.map((term) => ({
          tenantId,
          type: term.type,
          name: term.name,
          fullName: term.parent ? fullNameOf([term.parent.fullName, term.name]) : term.name,
          alias: slugify(term.name),
          description: term.description,
          parentId: term.parent?.id ?? null,
        })),
      )
      .returning({ id: taxonomyTerms.id, type: taxonomyTerms.type, name: taxonomyTerms.name, fullName: taxonomyTerms.fullName });
    count += inserted.length;
    const byRef = new Map(inserted.map((row) => [termRef(row.type, row.name), row]));
    for (const [ref, row] of byRef) ids.set(ref, row.id);
    level = level.flatMap((term) => {
      const parent = byRef.get(termRef(term.type, term.name));
      if (!parent) throw new Error(`Taxonomy seed: ${termRef(term.type, term.name)} was not inserted`);
      return term.children.map((child) => {
        const seed = typeof child === 'string' ? { name: child } : child;
        return { type: term.type, name: seed.name, description: seed.description ?? null, children: seed.children ?? [], parent };
      });
    });
  }
  if (ids.size !== count) throw new Error('Taxonomy seed has a repeated (type, name)');
  return ids;
}

interface PendingTerm {
  type: TermSeed['type'];
  name: string;
  description: string | null;
  children: readonly (string | TermChildSeed)[];
  parent: { id: number; fullName: string } | null;
}
