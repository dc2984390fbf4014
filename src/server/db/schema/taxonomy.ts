import { index, integer, pgTable, serial, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt, version } from './columns.js';

export type TaxonomyType = 'Bin' | 'Tag' | 'Location' | 'Organization' | 'Person';

/** Taxonomy terms; `fullName` is the path of names from the root ("Power > Batteries"). */
export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    type: text('type').$type<TaxonomyType>().notNull(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    alias: text('alias').notNull(),
    description: text('description'),
    parentId: integer('parent_id').references((): AnyPgColumn => taxonomyTerms.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('taxonomy_tenant_type_name_idx').on(t.tenantId, t.type, t.name),
    index('taxonomy_tenant_name_idx').on(t.tenantId, t.name),
  ],
);
