import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { createdAt, tenantId, updatedAt, version } from './columns.js';

/** People: authors of content and contributors of contracts. status 1 active, 0 inactive. */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    title: text('title'),
    email: text('email'),
    bio: text('bio'),
    imageId: integer('image_id').references(() => assets.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('persons_tenant_status_name_idx').on(t.tenantId, t.status, t.fullName)],
);
