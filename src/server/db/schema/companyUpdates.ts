import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cmsUsers } from './cmsUsers.js';
import { createdAt, tenantId, updatedAt, version } from './columns.js';
import { content } from './content.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Company updates (docs/company-updates.md): an editor issues a link for a Company content item;
 * the company proposes changes to its profile at /company-update/{hash}; an editor accepts them
 * (applied to the content item with history) or rejects them.
 *
 * status: open (link issued, nothing submitted) → submitted → accepted | rejected; revoked by an
 * editor at any point before review. A link past `expiresAt` takes no submission. Only the SHA-256
 * of the link's secret is stored (`tokenHash`), so the table never holds a usable link.
 */
export const companyUpdates = pgTable(
  'company_updates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    status: text('status').notNull().default('open'),
    /** The proposed profile (src/shared/companyUpdates.ts: the fields a company may change). */
    proposed: jsonb('proposed').$type<Record<string, unknown>>(),
    /** The company's fields when the submission came in (what the company saw and changed). */
    base: jsonb('base').$type<Record<string, unknown>>(),
    submitterName: text('submitter_name'),
    submitterEmail: text('submitter_email'),
    submitterIp: text('submitter_ip'),
    /** Where the link was sent (the company's contact), if anywhere. */
    recipientEmail: text('recipient_email'),
    createdBy: integer('created_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    submittedAt: ts('submitted_at'),
    reviewedBy: integer('reviewed_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    reviewNote: text('review_note'),
    revokedAt: ts('revoked_at'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_updates_token_uq').on(t.tokenHash),
    index('company_updates_tenant_status_idx').on(t.tenantId, t.status, t.submittedAt.desc()),
    index('company_updates_company_idx').on(t.companyId),
  ],
);
