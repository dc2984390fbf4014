import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cmsUsers } from './cmsUsers.js';
import { createdAt, tenantId, updatedAt, version } from './columns.js';
import { content } from './content.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The audience store: the local default of the audience platform (spec: Omeda — customers,
 * products, demographics; src/server/integrations/audience). Site users are a site's readers and
 * members; memberships and newsletters are products the customer holds.
 */

/** Product ids of the local audience store (memberships and newsletters carry one). */
export const audienceProductIdSequence = pgSequence('audience_product_id_seq', { startWith: 100000 });

/** Site user status: 0 registering (the e-mail step is done, the profile step is not), 1 active, 2 disabled. */
export type SiteUserStatus = 0 | 1 | 2;

export interface SiteUserConsent {
  country: string | null;
  region: string | null;
  /** The compliance regime the country asked for (CASL for CAN, GDPR where required), or null. */
  compliance: 'CASL' | 'GDPR' | null;
  /** Whether the checkbox was ticked (false when it was not shown). */
  given: boolean;
  at: string;
}

/** What the e-mail step recorded, for the profile step (membership chosen, where they came from). */
export interface SiteUserRegistration {
  membershipId: number | null;
  path: string | null;
  promoCode: string | null;
  sessionId: string | null;
}

export const siteUsers = pgTable(
  'site_users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The login: the e-mail address, as typed (compared lower-cased). */
    username: text('username').notNull(),
    /** Every address the user has confirmed, the username first. */
    emails: text('emails').array().notNull().default([]),
    /** Random, opaque: what outside systems (tracking, the audience platform) see instead of the id. */
    hashedId: text('hashed_id').notNull(),
    omedaCustomerId: integer('omeda_customer_id'),
    omedaEncryptedCustomerId: text('omeda_encrypted_customer_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    title: text('title'),
    company: text('company'),
    city: text('city'),
    postalCode: text('postal_code'),
    region: text('region'),
    countryCode: text('country_code'),
    /** scrypt (cmsUsers/password.ts); null until registration is completed. */
    passwordHash: text('password_hash'),
    status: smallint('status').$type<SiteUserStatus>().notNull().default(0),
    consent: jsonb('consent').$type<SiteUserConsent | null>(),
    registration: jsonb('registration').$type<SiteUserRegistration | null>(),
    lastLoginAt: ts('last_login_at'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('site_users_tenant_username_uq').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('site_users_hashed_id_uq').on(t.hashedId),
    index('site_users_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    index('site_users_tenant_last_name_idx').on(t.tenantId, sql`lower(${t.lastName})`),
    index('site_users_tenant_company_idx').on(t.tenantId, sql`lower(${t.company})`),
  ],
);

/**
 * A site-user login (token cookie, 30 days). The token is random and only its SHA-256 hash is
 * stored; logout revokes it. `simulatedBy` marks a session an administrator opened as the user.
 */
export const siteUserSessions = pgTable(
  'site_user_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => siteUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    simulatedBy: integer('simulated_by').references(() => cmsUsers.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_user_sessions_token_uq').on(t.tokenHash), index('site_user_sessions_user_idx').on(t.userId)],
);

export type SiteUserTokenKind = 'register' | 'reset' | 'change-email';

/** Single-use links (registration, password reset, e-mail change): hash only, with expiry. */
export const siteUserTokens = pgTable(
  'site_user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => siteUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SiteUserTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The new address of an e-mail change. */
    newEmail: text('new_email'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_user_tokens_hash_uq').on(t.tokenHash), index('site_user_tokens_user_idx').on(t.userId, t.kind)],
);

export const siteUserFavorites = pgTable(
  'site_user_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => siteUsers.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] }), index('site_user_favorites_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Products a customer holds (spec setOmedaCustomer: id, version, expirationDate, amount): a
 * membership's or a newsletter's product id. A membership is held while its product has not
 * expired; a newsletter subscription is its product held.
 */
export const siteUserProducts = pgTable(
  'site_user_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => siteUsers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productVersion: text('product_version'),
    expiresAt: ts('expires_at'),
    /** What was paid (0 or null for free products). */
    amount: numeric('amount', { precision: 12, scale: 2 }),
    source: text('source'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('site_user_products_product_idx').on(t.productId, t.userId)],
);

/** Demographic type: 1 single select, 2 multi select, 3 text, 5 checkbox, 6 date, 7 and 8 number; unknown means text. */
export const demographicQuestions = pgTable(
  'demographic_questions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    demographicType: smallint('demographic_type').notNull(),
    omedaWebformText: text('omeda_webform_text').notNull(),
    description: text('description'),
    status: smallint('status').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('demographic_questions_tenant_idx').on(t.tenantId, t.id)],
);

export const demographicValues = pgTable(
  'demographic_values',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => demographicQuestions.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('demographic_values_question_idx').on(t.questionId, t.position)],
);

/** A user's answer: chosen value ids (selects, checkbox) or a text (text, date, number). */
export const siteUserDemographics = pgTable(
  'site_user_demographics',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => siteUsers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => demographicQuestions.id, { onDelete: 'cascade' }),
    answerIds: integer('answer_ids').array().notNull().default([]),
    answerText: text('answer_text'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Site-licence companies for IP gating: a company and its address ranges (CIDR; one address is a /32 or /128). */
export const siteLicenseCompanies = pgTable(
  'site_license_companies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    companyName: text('company_name').notNull(),
    /** Normalised CIDR ranges (validated, no overlap within the site). */
    ranges: text('ranges').array().notNull().default([]),
    status: smallint('status').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('site_license_companies_tenant_idx').on(t.tenantId, t.companyName)],
);
