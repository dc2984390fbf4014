import { and, asc, count, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { anyOf } from './types.js';
import { DEFAULT_COMPANY_STATUSES } from '../../../../shared/exports.js';
import { content, contentTaxonomy, taxonomyTerms, type ExportFilters } from '../../../db/schema/index.js';
import { listCell, textCell, utcCell, type Cell } from '../csv.js';
import type { ExportSource } from './types.js';

/**
 * /admin/company-export: the site's companies (Content of type Company) with their address,
 * contact details, contacts (the Contact items of details.contactIds) and taxonomy, one row each,
 * by id. Per batch: one query for the companies, one for their contacts, one for their terms.
 */

const STATUS_LABEL: Record<number, string> = { 0: 'Deleted', 1: 'Published', 2: 'Draft' };

const where = (tenantId: number, filters: ExportFilters): SQL | undefined =>
  and(eq(content.tenantId, tenantId), eq(content.type, 'Company'), inArray(content.status, filters.statuses?.length ? filters.statuses : [...DEFAULT_COMPANY_STATUSES]));

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : []);

export const companiesSource: ExportSource = {
  header: [
    'ID',
    'Name',
    'Status',
    'Website',
    'Phone',
    'E-mail',
    'Address 1',
    'Address 2',
    'City',
    'State / province',
    'Postal code',
    'Country',
    'Contacts',
    'Contact e-mails',
    'Contact IDs',
    'Taxonomy',
    'Taxonomy IDs',
    'Path',
    'Published (UTC)',
    'Updated (UTC)',
  ],

  async count(db, tenantId, filters) {
    const [row] = await db.select({ n: count() }).from(content).where(where(tenantId, filters));
    return row?.n ?? 0;
  },

  async batch(db, tenantId, filters, after, limit) {
    // The few details the file shows, not the whole document (bodies of sidebars stay in the database).
    const companies = await db
      .select({
        id: content.id,
        name: content.name,
        status: content.status,
        website: sql<string | null>`${content.details}->>'website'`,
        phone: sql<string | null>`${content.details}->>'phone'`,
        email: sql<string | null>`${content.details}->>'email'`,
        contactIds: sql<unknown>`${content.details}->'contactIds'`,
        address1: content.address1,
        address2: content.address2,
        city: content.city,
        state: content.state,
        postalCode: content.postalCode,
        country: content.country,
        path: content.canonicalPath,
        published: content.published,
        updatedAt: content.updatedAt,
      })
      .from(content)
      .where(and(where(tenantId, filters), gt(content.id, after)))
      .orderBy(asc(content.id))
      .limit(limit);
    if (!companies.length) return { rows: [], last: null };

    const contactIds = [...new Set(companies.flatMap((c) => ids(c.contactIds)))];
    const contacts = contactIds.length
      ? await db
          .select({
            id: content.id,
            name: content.name,
            firstName: sql<string | null>`${content.details}->>'firstName'`,
            lastName: sql<string | null>`${content.details}->>'lastName'`,
            email: sql<string | null>`${content.details}->>'email'`,
          })
          .from(content)
          .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Contact'), ne(content.status, 0), anyOf(content.id, contactIds)))
      : [];
    const contactById = new Map(contacts.map((c) => [c.id, { name: [c.firstName, c.lastName].filter((p) => p?.trim()).join(' ') || c.name, email: textCell(c.email) }]));

    const terms = await db
      .select({ contentId: contentTaxonomy.contentId, id: taxonomyTerms.id, fullName: taxonomyTerms.fullName })
      .from(contentTaxonomy)
      .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, contentTaxonomy.termId))
      .where(and(eq(taxonomyTerms.tenantId, tenantId), anyOf(contentTaxonomy.contentId, companies.map((c) => c.id))))
      .orderBy(asc(taxonomyTerms.fullName), asc(taxonomyTerms.id));
    const termsOf = new Map<number, { id: number; fullName: string }[]>();
    for (const term of terms) {
      const list = termsOf.get(term.contentId);
      if (list) list.push(term);
      else termsOf.set(term.contentId, [term]);
    }

    const rows = companies.map((c): Cell[] => {
      const own = ids(c.contactIds).flatMap((id) => {
        const contact = contactById.get(id);
        return contact ? [{ id, ...contact }] : [];
      });
      const tags = termsOf.get(c.id) ?? [];
      return [
        c.id,
        c.name,
        STATUS_LABEL[c.status] ?? String(c.status),
        textCell(c.website),
        textCell(c.phone),
        textCell(c.email),
        c.address1,
        c.address2,
        c.city,
        c.state,
        c.postalCode,
        c.country,
        listCell(own.map((x) => x.name)),
        listCell(own.map((x) => x.email)),
        listCell(own.map((x) => x.id)),
        listCell(tags.map((t) => t.fullName)),
        listCell(tags.map((t) => t.id)),
        c.path,
        utcCell(c.published),
        utcCell(c.updatedAt),
      ];
    });
    return { rows, last: companies.at(-1)!.id };
  },
};
