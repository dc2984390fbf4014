import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  tenantKey: text('tenant_key').notNull().unique(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull(),
  /** Host names that select this tenant (x-domain or Host header), lower case, no port. */
  domains: text('domains').array().notNull().default([]),
  prodEndpoint: text('prod_endpoint'),
  isTest: boolean('is_test').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
