import { date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { createdAt, tenantId, updatedAt, version } from './columns.js';
import { magazinePublications } from './commerce.js';
import { content } from './content.js';

/**
 * Magazines (000 §2.2 Magazines; docs/magazines.md): the issues of a publication, its magazine
 * sections, and the content scheduled to an issue (and one of its publication's sections) — the
 * shape of content_website_schedules, for issues. Publications are in commerce.ts.
 */

/**
 * An issue of a publication. `alias` is its path segment below the publication
 * (/magazine/{publication}/{alias}); `mailingDate` a calendar day. Status 1 is shown on the site,
 * 0 is hidden (a draft or a withdrawn issue).
 */
export const magazineIssues = pgTable(
  'magazine_issues',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => magazinePublications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    mailingDate: date('mailing_date', { mode: 'string' }).notNull(),
    description: text('description'),
    coverImageId: integer('cover_image_id').references(() => assets.id, { onDelete: 'set null' }),
    /** The digital edition (a Zmags viewer address), shown by the zmag_embed block. */
    digitalEditionUrl: text('digital_edition_url'),
    status: smallint('status').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('magazine_issues_publication_alias_uq').on(t.publicationId, t.alias),
    index('magazine_issues_tenant_publication_date_idx').on(t.tenantId, t.publicationId, t.mailingDate.desc()),
  ],
);

/** A publication's sections ("Cover Story", "Departments"), in `sequence` order; an issue's contents are grouped by them. */
export const magazineSections = pgTable(
  'magazine_sections',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => magazinePublications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sequence: integer('sequence').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('magazine_sections_tenant_publication_idx').on(t.tenantId, t.publicationId, t.sequence)],
);

/** Content scheduled to an issue, optionally in one of its publication's sections; an item is in an issue once. */
export const contentIssueSchedules = pgTable(
  'content_issue_schedules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => magazineIssues.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').references(() => magazineSections.id, { onDelete: 'set null' }),
    /** Order within the issue (the table of contents). */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_issue_schedules_issue_content_uq').on(t.issueId, t.contentId),
    index('content_issue_schedules_content_idx').on(t.contentId),
    index('content_issue_schedules_section_idx').on(t.sectionId),
  ],
);
