import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cmsUsers } from './cmsUsers.js';
import { createdAt } from './columns.js';
import { tenants } from './tenants.js';

export type HistoryAction = 'create' | 'update' | 'delete';

/**
 * Every save of an editable record writes a row (rule 8 of ARCHITECTURE.md): who, when, what
 * changed (field → [before, after]) and the record as saved, so a change can be shown and undone.
 * Records that belong to no site (CMS users, platform news) have no tenant.
 */
export const history = pgTable(
  'history',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').$type<HistoryAction>().notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    /** Groups the rows of one bulk update (or restore) so the whole run can be shown and undone. */
    batchId: text('batch_id'),
    userId: integer('user_id').references(() => cmsUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('history_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
    index('history_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('history_tenant_type_created_idx').on(t.tenantId, t.entityType, t.createdAt.desc()),
    index('history_batch_idx').on(t.batchId),
  ],
);
