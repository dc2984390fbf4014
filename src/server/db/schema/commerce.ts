import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { cmsUsers } from './cmsUsers.js';
import { createdAt, tenantId, updatedAt, version } from './columns.js';
import { persons } from './persons.js';
import { tenants } from './tenants.js';

/** Site memberships (spec 000 §3.2). status 1 is active; only active ones are offered in selects. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    alias: text('alias').notNull(),
    description: text('description'),
    status: smallint('status').notNull().default(1),
    isFree: boolean('is_free').notNull().default(true),
    omedaProduct: integer('omeda_product'),
    requiredUserCommonFields: text('required_user_common_fields').array().notNull().default([]),
    requiredUserDemographicFields: integer('required_user_demographic_fields').array().notNull().default([]),
    additionalUserDemographicFields: integer('additional_user_demographic_fields').array().notNull().default([]),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('memberships_tenant_alias_uq').on(t.tenantId, t.alias),
    index('memberships_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

export interface NewsletterTemplatePayload {
  name: string;
  description?: string;
  [key: string]: unknown;
}

/** Newsletter templates keep their document-shaped settings in `payload` (validated in src/shared). */
export const newsletterTemplates = pgTable(
  'newsletter_templates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    status: smallint('status').notNull().default(1),
    payload: jsonb('payload').$type<NewsletterTemplatePayload>().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('newsletter_templates_tenant_status_idx').on(t.tenantId, t.status)],
);

/**
 * Magazine publications (000 §2.2 /admin/magazine-publications; docs/magazines.md): name,
 * description, logo, subscribe and renew links. `alias` is the publication's path segment on the
 * public site (/magazine/{alias}). Issues and magazine sections are in magazines.ts.
 */
export const magazinePublications = pgTable(
  'magazine_publications',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    description: text('description'),
    logoId: integer('logo_id').references(() => assets.id, { onDelete: 'set null' }),
    subscribeUrl: text('subscribe_url'),
    renewUrl: text('renew_url'),
    status: smallint('status').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('magazine_publications_tenant_name_idx').on(t.tenantId, t.name),
    uniqueIndex('magazine_publications_tenant_alias_uq').on(t.tenantId, t.alias),
  ],
);

/** Contracts with contributors. `approved` is the approval timestamp (null while pending). */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    /** The rate in cents (per `rateUnit`). */
    amountCents: integer('amount_cents'),
    /** flat (the whole contract), article, word or hour (src/shared/contracts.ts). */
    rateUnit: text('rate_unit').notNull().default('flat'),
    paymentTerms: text('payment_terms'),
    /** The terms as sanitised HTML, built from the settings' template with its placeholders filled. */
    terms: text('terms'),
    approved: timestamp('approved', { withTimezone: true, mode: 'date' }),
    /** 1 draft, 2 sent, 3 approved (docs/contracts.md). Approved contracts are read-only. */
    status: smallint('status').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Random per send: the contributor's signed link names it, so a new send retires older links. */
    linkNonce: text('link_nonce'),
    /** What the contributor typed as signature, and where and from what they approved. */
    signatureName: text('signature_name'),
    approvedIp: text('approved_ip'),
    approvedUserAgent: text('approved_user_agent'),
    createdBy: integer('created_by').references(() => cmsUsers.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contracts_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('contracts_tenant_status_idx').on(t.tenantId, t.status, t.createdAt.desc()),
    index('contracts_contributor_idx').on(t.contributorId),
  ],
);

/**
 * Ad unit patterns are managed under "Cross site": a pattern with no tenant is shared by every
 * site; one with a tenant belongs to that site only.
 */
export const adUnitPatterns = pgTable(
  'ad_unit_patterns',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    key: text('key'),
    size: text('size'),
    sizeMapping: jsonb('size_mapping').$type<{ viewport: number[]; size: number[][] }[]>().notNull().default([]),
    refreshRate: integer('refresh_rate'),
    status: smallint('status').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ad_unit_patterns_tenant_type_idx').on(t.tenantId, t.type, t.name)],
);
