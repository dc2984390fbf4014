import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns.js';
import { tenants } from './tenants.js';

/**
 * CMS (admin) users. A global user (isGlobal) may act on every tenant; a site-specific user only
 * on the tenants listed in cms_user_tenants. status 1 active, 0 inactive.
 */
export const cmsUsers = pgTable(
  'cms_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('editor'),
    extraPermissions: text('extra_permissions').array().notNull().default([]),
    status: smallint('status').notNull().default(1),
    isGlobal: boolean('is_global').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cms_users_status_idx').on(t.status)],
);

export const cmsUserTenants = pgTable(
  'cms_user_tenants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => cmsUsers.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] }), index('cms_user_tenants_tenant_idx').on(t.tenantId)],
);
