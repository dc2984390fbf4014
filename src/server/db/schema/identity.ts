import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cmsUsers } from './cmsUsers.js';
import { createdAt, updatedAt, version } from './columns.js';
import { tenants } from './tenants.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A CMS login. Bearer and refresh tokens are random and only their SHA-256 hashes are stored;
 * refreshing rotates both (the old ones stop working), logout revokes the session.
 */
export const cmsSessions = pgTable(
  'cms_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => cmsUsers.id, { onDelete: 'cascade' }),
    bearerHash: text('bearer_hash').notNull(),
    bearerExpiresAt: ts('bearer_expires_at').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    refreshExpiresAt: ts('refresh_expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cms_sessions_bearer_uq').on(t.bearerHash),
    uniqueIndex('cms_sessions_refresh_uq').on(t.refreshHash),
    index('cms_sessions_user_idx').on(t.userId),
  ],
);

export type CmsUserTokenKind = 'invite' | 'reset';

/** Single-use links for invitations and password resets (hash only, with expiry). */
export const cmsUserTokens = pgTable(
  'cms_user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => cmsUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CmsUserTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cms_user_tokens_hash_uq').on(t.tokenHash), index('cms_user_tokens_user_idx').on(t.userId, t.kind)],
);

/** Every e-mail the platform sends is written here first; SMTP delivery (when configured) is recorded. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    /** The sender when the message names its own (a site's send-from address); null: MAIL_FROM. */
    fromAddress: text('from_address'),
    replyTo: text('reply_to'),
    /** Blind copies, comma-separated, as the message was sent; null when none. */
    bcc: text('bcc'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is about, e.g. cms-invite, cms-reset (for filtering, never parsed). */
    category: text('category').notNull(),
    transport: text('transport').notNull().default('outbox'),
    sentAt: ts('sent_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc()), index('mail_outbox_to_idx').on(t.toAddress)],
);

/** Platform news for CMS users (the admin news flyout); not tenant-specific. */
export const aspireNews = pgTable(
  'aspire_news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    date: ts('date').notNull(),
    /** 1 published, 2 draft. */
    status: smallint('status').notNull().default(2),
    alert: boolean('alert').notNull().default(false),
    createdBy: integer('created_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('aspire_news_status_date_idx').on(t.status, t.date.desc())],
);

export const aspireNewsReads = pgTable(
  'aspire_news_reads',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => aspireNews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => cmsUsers.id, { onDelete: 'cascade' }),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] }), index('aspire_news_reads_user_idx').on(t.userId)],
);

/** Module switches per site (spec 001 §3 "Modules"). No row: the defaults of the environment. */
export const tenantModules = pgTable('tenant_modules', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  leaders: boolean('leaders').notNull(),
  magazine: boolean('magazine').notNull(),
  newsletters: boolean('newsletters').notNull(),
  search: boolean('search').notNull(),
  memberships: boolean('memberships').notNull(),
  sourceesb: boolean('sourceesb').notNull(),
  version: version(),
  updatedAt: updatedAt(),
});
