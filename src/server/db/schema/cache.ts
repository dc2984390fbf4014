import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The version of what every node caches per site (src/server/cache): one row per site, plus
 * tenant_id 0 for what belongs to every site (the sites themselves, global layouts). A save bumps
 * its site's row in its own transaction, so versions of one site are handed out in commit order
 * (the row lock serialises them) and a node that sees version N knows changes 1..N are committed.
 */
export const siteVersions = pgTable('site_versions', {
  tenantId: integer('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * What each version changed: the cache kinds to drop and the page-cache tags to purge. A node that
 * missed a bus message (reconnect, restart, a message still in flight) reads the rows after the
 * version it has applied. Only the newest rows per site are kept (siteChanges.ts prunes).
 */
export const siteChanges = pgTable(
  'site_changes',
  {
    tenantId: integer('tenant_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    kinds: text('kinds').array().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.version] })],
);
