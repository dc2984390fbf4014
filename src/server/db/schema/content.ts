import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ContentType } from '../../../shared/contentTypes.js';
import { assets } from './assets.js';
import { createdAt, tenantId, tsvector, updatedAt, version } from './columns.js';
import { persons } from './persons.js';
import { websiteSections } from './sections.js';
import { taxonomyTerms } from './taxonomy.js';

/** Content ids are 8-digit integers so that `/{8 digits}` always names a content item. */
export const contentIdSequence = pgSequence('content_id_seq', {
  startWith: 10_000_000,
  minValue: 10_000_000,
  maxValue: 99_999_999,
  increment: 1,
});

export interface ContentVenue {
  name?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  region?: string | null;
  country?: string | null;
}

export interface ContentMetadata {
  description?: string | null;
  keywords?: string[];
  aiKeywords?: string[];
  aiIndustries?: string[];
  aiPersonaSummary?: string[];
  aiCategory?: string[];
  aiCompanyType?: string[];
  aiCompanySample?: string[];
  aiIntentSignals?: string[];
  aiRelatedTopics?: string[];
  aiJobFunctions?: string[];
}

export interface ContentExcludeAds {
  welcomeAd?: boolean;
  headerLeaderboardAd?: boolean;
  stickyLeaderboardAd?: boolean;
  contentBodyNativeAd?: boolean;
  contentBodyEmbedAd?: boolean;
  contentListNativeAd?: boolean;
  reskinAd?: boolean;
}

/** Type-specific fields that are read as a whole and never filtered on. */
export interface ContentDetails {
  website?: string | null;
  phone?: string | null;
  email?: string | null;
  fileAssetId?: number | null;
  audioUrl?: string | null;
  durationSeconds?: number | null;
  productModel?: string | null;
  jobTitle?: string | null;
  [key: string]: unknown;
}

export const CONTENT_STATUS = { DELETED: 0, PUBLISHED: 1, DRAFT: 2 } as const;

export const content = pgTable(
  'content',
  {
    id: integer('id').primaryKey().default(sql`nextval('content_id_seq')`),
    tenantId: tenantId(),
    type: text('type').$type<ContentType>().notNull(),
    status: smallint('status').notNull().default(CONTENT_STATUS.DRAFT),
    name: text('name').notNull(),
    seoTitle: text('seo_title'),
    teaser: text('teaser'),
    body: text('body'),
    /** Full path without the leading slash, e.g. `power/gan-chargers-shrink`. */
    alias: text('alias').notNull(),
    /** The editor's own slug; when null the alias follows the primary section and the name. */
    manualAlias: text('manual_alias'),
    canonicalPath: text('canonical_path').notNull(),
    primarySectionId: integer('primary_section_id').references(() => websiteSections.id, { onDelete: 'set null' }),
    primaryImageId: integer('primary_image_id').references(() => assets.id, { onDelete: 'set null' }),
    companyId: integer('company_id'),
    published: timestamp('published', { withTimezone: true, mode: 'date' }),
    unpublished: timestamp('unpublished', { withTimezone: true, mode: 'date' }),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    venue: jsonb('venue').$type<ContentVenue>(),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    postalCode: text('postal_code'),
    state: text('state'),
    country: text('country'),
    linkUrl: text('link_url'),
    embedCode: text('embed_code'),
    labels: text('labels').array().notNull().default([]),
    metadata: jsonb('metadata').$type<ContentMetadata>().notNull().default({}),
    gatingSurveyType: text('gating_survey_type'),
    membershipIds: integer('membership_ids').array().notNull().default([]),
    userRegistrationRequired: boolean('user_registration_required').notNull().default(false),
    excludeAds: jsonb('exclude_ads').$type<ContentExcludeAds>().notNull().default({}),
    details: jsonb('details').$type<ContentDetails>().notNull().default({}),
    createdBy: integer('created_by'),
    /** The CMS user of the last save (shown when a stale save is refused). */
    updatedBy: integer('updated_by'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(teaser, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')`,
    ),
  },
  // The list queries and the indexes that serve them are checked with EXPLAIN on 100,000 items
  // (scripts/explain-lists.mjs, docs/scale.md). Orders are declared as the queries write them
  // ("desc nulls last, id desc"; Drizzle writes desc() as DESC NULLS LAST), so an index walk needs no sort at all.
  (t) => [
    uniqueIndex('content_tenant_alias_uq').on(t.tenantId, t.alias),
    // Paths in another letter case and unknown paths end in a lower(alias) lookup (resolveTarget.ts).
    index('content_tenant_lower_alias_idx').on(t.tenantId, sql`lower(${t.alias})`),
    // Live lists newest first; type and unpublished ride along so that counts of live items
    // (totalCount) are index-only scans instead of reading every row.
    index('content_tenant_status_published_idx').on(t.tenantId, t.status, t.published.desc(), t.id.desc().nullsFirst(), t.type, t.unpublished),
    index('content_tenant_type_status_published_idx').on(t.tenantId, t.type, t.status, t.published.desc(), t.id.desc().nullsFirst(), t.unpublished),
    index('content_tenant_type_start_idx').on(t.tenantId, t.type, t.startDate),
    // Start-date order over several types at once (upcoming events and webinars).
    index('content_tenant_start_idx').on(t.tenantId, t.startDate, t.id),
    // The admin list's default order (last updated first) and "recently updated" streams.
    index('content_tenant_updated_idx').on(t.tenantId, t.updatedAt.desc(), t.id.desc().nullsFirst()),
    // Newest first over every status (the admin list, its date filter and section filter).
    // No such index for names: a search phrase clusters its matches in name order ("Voltaic …"),
    // and a walk of a name index then read most of the site to fill one page of results.
    index('content_tenant_published_idx').on(t.tenantId, t.published.desc(), t.id.desc().nullsFirst()),
    // The id rides along: "items of these sections" (the admin section filter) is index-only.
    index('content_primary_section_idx').on(t.primarySectionId, t.published.desc(), t.id.desc().nullsFirst()),
    // Sitemap files: a type's published items in id order, with everything the live filter, the
    // URL and lastmod read, so a file's chunks and the sitemap index are index-only scans.
    index('content_sitemap_idx')
      .on(t.tenantId, t.type, t.id, t.published, t.unpublished, t.updatedAt, t.canonicalPath)
      .where(sql`${t.status} = 1`),
    index('content_search_idx').using('gin', t.searchVector),
    // The admin search also matches the phrase anywhere in the name (ILIKE '%…%'): trigrams.
    index('content_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const contentWebsiteSchedules = pgTable(
  'content_website_schedules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => websiteSections.id, { onDelete: 'cascade' }),
    option: text('option').notNull().default('Standard'),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('schedules_tenant_section_option_start_idx').on(t.tenantId, t.sectionId, t.option, t.startDate.desc()),
    index('schedules_content_idx').on(t.contentId),
    // Lists of a section (with bubbling, an option) ask "which items are scheduled here now"
    // without the tenant (the item carries it): every column they read, for index-only scans.
    index('schedules_section_option_idx').on(t.sectionId, t.option, t.startDate, t.endDate, t.contentId),
  ],
);

export const contentTaxonomy = pgTable(
  'content_taxonomy',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
  },
  // A term's items newest (highest id) first, read backwards: the related-content candidates (pages/listSql.ts).
  (t) => [primaryKey({ columns: [t.contentId, t.termId] }), index('content_taxonomy_term_content_idx').on(t.termId, t.contentId)],
);

export const contentAuthors = pgTable(
  'content_authors',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.personId] }), index('content_authors_person_idx').on(t.personId)],
);

export const contentImages = pgTable(
  'content_images',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.assetId] }), index('content_images_asset_idx').on(t.assetId)],
);
