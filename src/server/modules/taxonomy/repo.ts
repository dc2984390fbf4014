import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentTaxonomy, taxonomyTerms, type TaxonomyType } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';

export type TaxonomyRow = typeof taxonomyTerms.$inferSelect;

export interface TaxonomyFilter {
  phrase?: string | null;
  includeTypes?: readonly TaxonomyType[] | null;
  includeIds?: readonly number[] | null;
  excludeIds?: readonly number[] | null;
}

export type TaxonomySort = { field: 'name' | 'fullName' | 'id'; order: 'asc' | 'desc' };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(tenantId: number, f: TaxonomyFilter): SQL | undefined {
  const phrase = f.phrase ? `%${escapeLike(f.phrase)}%` : null;
  return and(
    eq(taxonomyTerms.tenantId, tenantId),
    eq(taxonomyTerms.status, 1),
    f.includeTypes?.length ? inArray(taxonomyTerms.type, [...f.includeTypes]) : undefined,
    f.includeIds?.length ? inArray(taxonomyTerms.id, [...f.includeIds]) : undefined,
    f.excludeIds?.length ? notInArray(taxonomyTerms.id, [...f.excludeIds]) : undefined,
    phrase ? or(ilike(taxonomyTerms.name, phrase), ilike(taxonomyTerms.fullName, phrase)) : undefined,
  );
}

export function findTerms(db: Db, tenantId: number, filter: TaxonomyFilter, sort: TaxonomySort, page: PageRequest) {
  const column = { name: taxonomyTerms.name, fullName: taxonomyTerms.fullName, id: taxonomyTerms.id }[sort.field];
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select()
    .from(taxonomyTerms)
    .where(where(tenantId, filter))
    .orderBy(direction(column), direction(taxonomyTerms.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countTerms(db: Db, tenantId: number, filter: TaxonomyFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taxonomyTerms).where(where(tenantId, filter));
  return row?.n ?? 0;
}

export function loadTermsByContentIds(db: Db, tenantId: number, contentIds: readonly number[]) {
  if (!contentIds.length) return Promise.resolve([]);
  return db
    .select({ contentId: contentTaxonomy.contentId, term: taxonomyTerms })
    .from(contentTaxonomy)
    .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, contentTaxonomy.termId))
    .where(and(eq(taxonomyTerms.tenantId, tenantId), inArray(contentTaxonomy.contentId, [...contentIds])))
    .orderBy(asc(taxonomyTerms.type), asc(taxonomyTerms.name));
}
