import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LeadConsent, LeadKind } from '../../../shared/leads.js';
import { createdAt, tenantId } from './columns.js';
import { content } from './content.js';

/**
 * What visitors sent through the public inquiry and contact forms (submitInquiry,
 * submitContactForm; src/server/modules/leads), kept for the RMI report (/admin/rmi-report)
 * whether or not the mail to the site's staff got through. Never updated.
 */
export const inquiryLeads = pgTable(
  'inquiry_leads',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').$type<LeadKind>().notNull(),
    /** The item an inquiry is about (a product or company page); null for the contact form. */
    contentId: integer('content_id').references(() => content.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    /** ISO alpha-3 code. */
    country: text('country'),
    /** The contact form's subject line. */
    subject: text('subject'),
    message: text('message').notNull(),
    /** The inquiry form's consent box: ticked or not, its words, when (null for the contact form). */
    consent: jsonb('consent').$type<LeadConsent>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_leads_tenant_kind_created_idx').on(t.tenantId, t.kind, t.createdAt.desc())],
);
