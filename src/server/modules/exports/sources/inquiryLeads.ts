import { and, asc, count, eq, gt } from 'drizzle-orm';
import { countryByAlpha3 } from '../../../../shared/countries.js';
import { content, inquiryLeads, type ExportFilters } from '../../../db/schema/index.js';
import { leadWhere } from '../../leads/repo.js';
import { utcCell, type Cell } from '../csv.js';
import type { ExportSource } from './types.js';

/**
 * The RMI report's export (/admin/rmi-report): the leads of the inquiry form (or the contact
 * forms) with the item asked about and the reader who asked, in the report's date range, oldest
 * first — the same filters as the report's list (leads/repo.ts leadWhere).
 */

const FORM_LABEL: Record<string, string> = { inquiry: 'Inquiry', contact: 'Contact' };

const where = (tenantId: number, filters: ExportFilters) =>
  leadWhere(tenantId, {
    kind: filters.leadKind ?? 'inquiry',
    dateFrom: filters.dateFrom ? new Date(filters.dateFrom) : null,
    dateTo: filters.dateTo ? new Date(filters.dateTo) : null,
  });

export const inquiryLeadsSource: ExportSource = {
  header: ['ID', 'Date (UTC)', 'Form', 'Item ID', 'Item', 'Item type', 'Name', 'E-mail', 'Company', 'Phone', 'Country', 'Subject', 'Message', 'May be contacted'],

  async count(db, tenantId, filters) {
    const [row] = await db.select({ n: count() }).from(inquiryLeads).where(where(tenantId, filters));
    return row?.n ?? 0;
  },

  async batch(db, tenantId, filters, after, limit) {
    const leads = await db
      .select({ lead: inquiryLeads, contentName: content.name, contentType: content.type })
      .from(inquiryLeads)
      .leftJoin(content, and(eq(content.id, inquiryLeads.contentId), eq(content.tenantId, inquiryLeads.tenantId)))
      .where(and(where(tenantId, filters), gt(inquiryLeads.id, after)))
      .orderBy(asc(inquiryLeads.id))
      .limit(limit);
    if (!leads.length) return { rows: [], last: null };
    const rows = leads.map(({ lead, contentName, contentType }): Cell[] => [
      lead.id,
      utcCell(lead.createdAt),
      FORM_LABEL[lead.kind] ?? lead.kind,
      lead.contentId,
      contentName ?? null,
      contentType ?? null,
      lead.name,
      lead.email,
      lead.company,
      lead.phone,
      lead.country ? (countryByAlpha3(lead.country)?.friendlyLabel ?? lead.country) : null,
      lead.subject,
      lead.message,
      lead.consent ? (lead.consent.given ? 'Yes' : 'No') : null,
    ]);
    return { rows, last: leads.at(-1)!.lead.id };
  },
};
