import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { LeadKind } from '../../../shared/leads.js';
import type { Db } from '../../db/client.js';
import { content, inquiryLeads } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';

export type LeadRow = typeof inquiryLeads.$inferSelect;
export type LeadWrite = Omit<typeof inquiryLeads.$inferInsert, 'id' | 'createdAt'>;

export async function insertLead(db: Db, lead: LeadWrite): Promise<LeadRow> {
  const [row] = await db.insert(inquiryLeads).values(lead).returning();
  return row!;
}

/** The RMI report's filters: the form (null: both) and a half-open range of the lead's date. */
export interface LeadFilter {
  kind: LeadKind | null;
  dateFrom?: Date | null;
  dateTo?: Date | null;
}

/** The site's leads that the report's filters keep (the list and its CSV export read the same). */
export const leadWhere = (tenantId: number, { kind, dateFrom, dateTo }: LeadFilter): SQL | undefined =>
  and(
    eq(inquiryLeads.tenantId, tenantId),
    kind ? eq(inquiryLeads.kind, kind) : undefined,
    dateFrom ? gte(inquiryLeads.createdAt, dateFrom) : undefined,
    dateTo ? lt(inquiryLeads.createdAt, dateTo) : undefined,
  );

/** A lead with the name and type of the item it is about (the item of this site only). */
export type ListedLead = LeadRow & { contentName: string | null; contentType: string | null };

/** The site's leads, newest first (one row more than the page, for hasNextPage). */
export async function findLeads(db: Db, tenantId: number, filter: LeadFilter, page: PageRequest): Promise<ListedLead[]> {
  const rows = await db
    .select({ lead: inquiryLeads, contentName: content.name, contentType: content.type })
    .from(inquiryLeads)
    .leftJoin(content, and(eq(content.id, inquiryLeads.contentId), eq(content.tenantId, inquiryLeads.tenantId)))
    .where(leadWhere(tenantId, filter))
    .orderBy(desc(inquiryLeads.createdAt), desc(inquiryLeads.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(({ lead, contentName, contentType }) => ({ ...lead, contentName: contentName ?? null, contentType: contentType ?? null }));
}

export async function countLeads(db: Db, tenantId: number, filter: LeadFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiryLeads).where(leadWhere(tenantId, filter));
  return row?.n ?? 0;
}
