import { sectionAlias } from '../../../shared/aliases.js';
import type { Db } from '../client.js';
import { websiteSections } from '../schema/index.js';
import type { SectionSeed } from './types.js';

export interface SeededSection {
  id: number;
  name: string;
  alias: string;
  depth: number;
  parentAlias: string | null;
}

interface Pending {
  seed: SectionSeed;
  parentAlias: string | null;
  parentId: number | null;
  sequence: number;
}

const gamAliasOf = (alias: string) => alias.replace(/-/g, '_');

/**
 * Inserts a section tree one level per statement (parents first). The alias is the system alias
 * derived from the names (no manual alias); top-level sections get a GAM alias.
 */
export async function insertSections(db: Db, tenantId: number, tree: readonly SectionSeed[]): Promise<Map<string, SeededSection>> {
  const seeded = new Map<string, SeededSection>();
  let level: Pending[] = tree.map((seed, sequence) => ({ seed, parentAlias: null, parentId: null, sequence }));
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > 3) throw new Error('Website sections are at most three levels deep');
    const rows = level.map(({ seed, parentAlias, parentId, sequence }) => {
      const alias = sectionAlias({ parentAlias, name: seed.name });
      return {
        tenantId,
        parentId,
        name: seed.name,
        description: seed.description ?? null,
        systemAlias: alias,
        manualAlias: null,
        alias,
        gamAlias: depth === 1 ? gamAliasOf(alias) : null,
        depth,
        sequence,
        status: 1,
      };
    });
    const inserted = await db
      .insert(websiteSections)
      .values(rows)
      .returning({ id: websiteSections.id, alias: websiteSections.alias });
    const idByAlias = new Map(inserted.map((r) => [r.alias, r.id]));
    const next: Pending[] = [];
    level.forEach(({ seed, parentAlias }, i) => {
      const alias = rows[i]?.alias ?? '';
      const id = idByAlias.get(alias);
      if (id === undefined) throw new Error(`Section ${alias} was not inserted`);
      seeded.set(alias, { id, name: seed.name, alias, depth, parentAlias });
      (seed.children ?? []).forEach((child, sequence) => next.push({ seed: child, parentAlias: alias, parentId: id, sequence }));
    });
    level = next;
  }
  return seeded;
}
