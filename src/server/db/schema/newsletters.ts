import { bigserial, boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NewsletterAdPlacement } from '../../../shared/newsletterBlocks.js';
import type { CampaignStatus } from '../../../shared/newsletterCampaigns.js';
import { createdAt, tenantId, updatedAt, version } from './columns.js';
import { newsletterTemplates } from './commerce.js';
import { content } from './content.js';
import { siteUsers } from './audience.js';

/**
 * Newsletter campaigns, their recipients, the content scheduled to a template's issues and the
 * newsletter ads (spec 001 §2 Newsletters; docs/newsletters.md). Templates are in commerce.ts.
 */

/**
 * A template's issue for a date (/admin/newsletter-campaigns). Draft → Scheduled → Sending → Sent;
 * read-only once sending. `html` and `text` are frozen when sending starts (what every recipient
 * and /newsletter/{id} get); until then the preview renders from the template and the schedules.
 */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    templateId: integer('template_id')
      .notNull()
      .references(() => newsletterTemplates.id, { onDelete: 'restrict' }),
    /** The issue date (Central time calendar day), 'YYYY-MM-DD'. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    hideOnWeb: boolean('hide_on_web').notNull().default(false),
    /** The site address links were made for (https://www.example.com): set when scheduled or sent, used by the send job. */
    origin: text('origin'),
    /** When a scheduled campaign starts sending. */
    sendAt: timestamp('send_at', { withTimezone: true, mode: 'date' }),
    sendingStartedAt: timestamp('sending_started_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    html: text('html'),
    text: text('text'),
    /** Recipients queued when sending started; sent and failed counted as batches finish. */
    recipientCount: integer('recipient_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('newsletter_campaigns_tenant_date_idx').on(t.tenantId, t.issueDate.desc(), t.id.desc()),
    index('newsletter_campaigns_template_idx').on(t.templateId, t.status, t.issueDate.desc()),
  ],
);

/** Recipient states: 0 waiting, 1 handed to a worker (claimed), 2 sent, 3 failed for good. */
export const RECIPIENT_STATE = { WAITING: 0, CLAIMED: 1, SENT: 2, FAILED: 3 } as const;

/**
 * One row per subscriber of a sending campaign, written when sending starts (unique per address):
 * workers claim waiting rows with SKIP LOCKED, so a crash or a second node never sends a row twice.
 */
export const newsletterCampaignRecipients = pgTable(
  'newsletter_campaign_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    siteUserId: integer('site_user_id').references(() => siteUsers.id, { onDelete: 'set null' }),
    state: smallint('state').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (t) => [uniqueIndex('newsletter_recipients_campaign_email_uq').on(t.campaignId, t.email), index('newsletter_recipients_campaign_state_idx').on(t.campaignId, t.state, t.id)],
);

/**
 * Content scheduled to a template's issue (/admin/newsletter-content and the content editor's
 * newsletter schedules). `blockId` pins it to a manual content list of the template; null: the
 * automatic blocks take it, by position.
 */
export const newsletterContentSchedules = pgTable(
  'newsletter_content_schedules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    templateId: integer('template_id')
      .notNull()
      .references(() => newsletterTemplates.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    blockId: text('block_id'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_content_template_date_content_uq').on(t.templateId, t.issueDate, t.contentId),
    index('newsletter_content_tenant_date_idx').on(t.tenantId, t.issueDate),
    index('newsletter_content_content_idx').on(t.contentId),
  ],
);

/** Newsletter ad priorities (001 §3 "priority (10 standard, 5 house-reserve, 1 house)"). */
export const newsletterAds = pgTable(
  'newsletter_ads',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    campaignName: text('campaign_name').notNull().default(''),
    /** The advertiser: a Company content item of the site. */
    companyId: integer('company_id')
      .notNull()
      .references(() => content.id, { onDelete: 'restrict' }),
    logoUrl: text('logo_url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    placement: text('placement').$type<NewsletterAdPlacement>().notNull(),
    label: text('label').notNull().default(''),
    url: text('url').notNull(),
    body: text('body').notNull().default(''),
    adCategory: text('ad_category').notNull().default(''),
    ctaLabel: text('cta_label').notNull().default(''),
    priority: smallint('priority').notNull().default(10),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('newsletter_ads_tenant_idx').on(t.tenantId, t.id.desc())],
);

/** Where and when an ad runs: a template, a start and end (end of the business day, Central time), a position 1–100. */
export const newsletterAdSchedules = pgTable(
  'newsletter_ad_schedules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    adId: integer('ad_id')
      .notNull()
      .references(() => newsletterAds.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => newsletterTemplates.id, { onDelete: 'cascade' }),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    position: smallint('position').notNull(),
    orderId: text('order_id').notNull().default(''),
    lineItemId: text('line_item_id').notNull().default(''),
  },
  (t) => [index('newsletter_ad_schedules_template_idx').on(t.templateId, t.position, t.endDate), index('newsletter_ad_schedules_ad_idx').on(t.adId)],
);

/**
 * Secrets the application makes itself when none is configured (the newsletter unsubscribe
 * signature key): made once, shared by every node through the database.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The ads a campaign carried when it started sending (an ad used by a sending or sent campaign is read-only). */
export const newsletterCampaignAds = pgTable(
  'newsletter_campaign_ads',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => newsletterAds.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (t) => [uniqueIndex('newsletter_campaign_ads_uq').on(t.campaignId, t.position), index('newsletter_campaign_ads_ad_idx').on(t.adId)],
);
