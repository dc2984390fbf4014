import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cmsUsers } from './cmsUsers.js';
import { createdAt, tenantId, updatedAt, version } from './columns.js';

/** Where a redirect came from: typed by an editor, or written when a section or content alias changed. */
export type RedirectSource = 'manual' | 'section-alias' | 'content-alias';

/**
 * Redirects of a site (spec 001 §3 "Redirect"). Both paths start with '/'; `fromPath` has no query
 * string and no trailing slash (except '/' itself) so a lookup is one index probe.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    source: text('source').$type<RedirectSource>().notNull().default('manual'),
    createdBy: integer('created_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('redirects_tenant_from_uq').on(t.tenantId, t.fromPath), index('redirects_tenant_to_idx').on(t.tenantId, t.toPath)],
);

/**
 * One menu per site and location (spec 002 §2 menu locations). `items` is the ordered link tree,
 * validated by the shared menu schema (src/shared/menus.ts) before every save.
 */
export const menus = pgTable(
  'menus',
  {
    tenantId: tenantId(),
    location: text('location').notNull(),
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
    updatedBy: integer('updated_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.location] })],
);

/**
 * Document-shaped settings of a site, one row per key: `siteSettings` (every group of spec 001 §3),
 * `ctaMessage`, `contactsSettings`, `podcastsSettings`, `meigSettings`. Payloads are validated by
 * the shared schemas in src/shared/settings before they are stored.
 */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    updatedBy: integer('updated_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
