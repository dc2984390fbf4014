import { customType, integer, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/** Every tenant-owned row carries its tenant; repos filter on it in every query. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Optimistic concurrency: a save carries the version it started from (rule 8 of ARCHITECTURE.md). */
export const version = () => integer('version').notNull().default(1);

export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
