import { index, integer, pgTable, serial, smallint, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt, version } from './columns.js';

/**
 * Website sections form a tree at most three levels deep. `alias` is the effective full path
 * (e.g. `power/batteries`): the manual alias when one is set, otherwise the system alias derived
 * from the names of the section and its ancestors.
 */
export const websiteSections = pgTable(
  'website_sections',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    parentId: integer('parent_id').references((): AnyPgColumn => websiteSections.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    systemAlias: text('system_alias').notNull(),
    manualAlias: text('manual_alias'),
    alias: text('alias').notNull(),
    gamAlias: text('gam_alias'),
    depth: smallint('depth').notNull().default(1),
    sequence: integer('sequence').notNull().default(0),
    status: smallint('status').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('website_sections_tenant_alias_uq').on(t.tenantId, t.alias),
    index('website_sections_tenant_parent_idx').on(t.tenantId, t.parentId, t.sequence),
  ],
);
