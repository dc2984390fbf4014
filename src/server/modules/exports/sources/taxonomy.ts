import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { contentTaxonomy, taxonomyTerms, type ExportFilters } from '../../../db/schema/index.js';
import type { Cell } from '../csv.js';
import { anyOf, type ExportSource } from './types.js';

/**
 * /admin/taxonomy-export: the site's taxonomy terms with their type, their place in the hierarchy
 * (parent id and name, the full path of names) and how they are used (direct child terms, content
 * items tagged — every status, as TaxonomyTerm.contentCount counts them), one row each, by id.
 */

const parent = alias(taxonomyTerms, 'parent');

const where = (tenantId: number, filters: ExportFilters): SQL | undefined =>
  and(eq(taxonomyTerms.tenantId, tenantId), filters.taxonomyTypes?.length ? inArray(taxonomyTerms.type, filters.taxonomyTypes) : undefined);

async function countsBy(db: Db, rows: { id: number }[], column: 'children' | 'items'): Promise<Map<number, number>> {
  const ids = rows.map((r) => r.id);
  const found =
    column === 'children'
      ? await db.select({ id: taxonomyTerms.parentId, n: count() }).from(taxonomyTerms).where(anyOf(taxonomyTerms.parentId, ids)).groupBy(taxonomyTerms.parentId)
      : await db.select({ id: contentTaxonomy.termId, n: count() }).from(contentTaxonomy).where(anyOf(contentTaxonomy.termId, ids)).groupBy(contentTaxonomy.termId);
  return new Map(found.map((r) => [r.id ?? 0, r.n]));
}

export const taxonomySource: ExportSource = {
  header: ['ID', 'Type', 'Name', 'Full name', 'Parent ID', 'Parent', 'Alias', 'Description', 'Child terms', 'Items tagged'],

  async count(db, tenantId, filters) {
    const [row] = await db.select({ n: count() }).from(taxonomyTerms).where(where(tenantId, filters));
    return row?.n ?? 0;
  },

  async batch(db, tenantId, filters, after, limit) {
    const terms = await db
      .select({
        id: taxonomyTerms.id,
        type: taxonomyTerms.type,
        name: taxonomyTerms.name,
        fullName: taxonomyTerms.fullName,
        parentId: taxonomyTerms.parentId,
        parentName: parent.fullName,
        alias: taxonomyTerms.alias,
        description: taxonomyTerms.description,
      })
      .from(taxonomyTerms)
      .leftJoin(parent, and(eq(parent.id, taxonomyTerms.parentId), eq(parent.tenantId, taxonomyTerms.tenantId)))
      .where(and(where(tenantId, filters), gt(taxonomyTerms.id, after)))
      .orderBy(asc(taxonomyTerms.id))
      .limit(limit);
    if (!terms.length) return { rows: [], last: null };
    // The terms are the tenant's, so their children and their links are too.
    const [children, items] = await Promise.all([countsBy(db, terms, 'children'), countsBy(db, terms, 'items')]);
    const rows = terms.map((t): Cell[] => [
      t.id,
      t.type,
      t.name,
      t.fullName,
      t.parentId,
      t.parentName,
      t.alias,
      t.description,
      children.get(t.id) ?? 0,
      items.get(t.id) ?? 0,
    ]);
    return { rows, last: terms.at(-1)!.id };
  },
};
