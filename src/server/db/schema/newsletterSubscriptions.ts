import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NewsletterAction, RecordedNewsletterSource } from '../../../shared/newsletters.js';
import type { NewsletterConsent } from '../../../shared/newsletterSubscriptions.js';
import { siteUsers } from './audience.js';
import { createdAt, tenantId } from './columns.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every subscribe and unsubscribe of a newsletter (spec 002 §3 "Newsletter actions: OptIn, OptOut.
 * Newsletter sources: Account, NlWidgetAuthenticated, NlWidgetUnauthenticated, Registration."),
 * never updated or deleted: what a consent report reads. The subscription itself is the product
 * held in the audience store (site_user_products); this is the record of who asked for it, how,
 * where from and with which consent. A row outlives its site user (site_user_id set null) so the
 * proof of consent is not lost with the account.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The subscriber's address, lower-cased. */
    email: text('email').notNull(),
    siteUserId: integer('site_user_id').references(() => siteUsers.id, { onDelete: 'set null' }),
    /** The newsletter's audience product id (enabledNewsletters[].productId). */
    productId: integer('product_id').notNull(),
    action: text('action').$type<NewsletterAction>().notNull(),
    source: text('source').$type<RecordedNewsletterSource>().notNull(),
    /** The Consent object (002 §3): country, region, compliance CASL/GDPR/null, given, at. */
    consent: jsonb('consent').$type<NewsletterConsent>().notNull(),
    promoCode: text('promo_code'),
    /** The client address of the request that asked (for an anonymous sign-up: the one that confirmed it). */
    ip: text('ip'),
    /** An anonymous sign-up's pending row (the request: its time, address and consent), kept with its confirmation. */
    signupId: integer('signup_id').references(() => newsletterSignups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletter_subscriptions_tenant_email_idx').on(t.tenantId, t.email, t.createdAt.desc()),
    index('newsletter_subscriptions_tenant_product_idx').on(t.tenantId, t.productId, t.createdAt.desc()),
    index('newsletter_subscriptions_user_idx').on(t.siteUserId),
  ],
);

/**
 * Anonymous sign-ups waiting for their double opt-in (subscribeAnonymousCustomer): the link mailed
 * carries a random token of which only the SHA-256 hash is kept; it works once, for 7 days.
 * Nothing is subscribed until it is followed.
 */
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    productIds: integer('product_ids').array().notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region'),
    consent: jsonb('consent').$type<NewsletterConsent>().notNull(),
    promoCode: text('promo_code'),
    /** Where the sign-up was sent from (the request's client address). */
    ip: text('ip'),
    expiresAt: ts('expires_at').notNull(),
    confirmedAt: ts('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_signups_token_uq').on(t.tokenHash), index('newsletter_signups_tenant_email_idx').on(t.tenantId, t.email)],
);
