import { and, count, desc, eq, type SQL } from 'drizzle-orm';
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

const streamWhere = (tenantId: number, kind: LeadKind | null): SQL | undefined =>
  and(eq(inquiryLeads.tenantId, tenantId), kind ? eq(inquiryLeads.kind, kind) : undefined);

/** A lead with the name and type of the item it is about (the item of this site only). */
export type ListedLead = LeadRow & { contentName: string | null; contentType: string | null };

/** The site's leads, newest first (one row more than the page, for hasNextPage). */
export async function findLeads(db: Db, tenantId: number, kind: LeadKind | null, page: PageRequest): Promise<ListedLead[]> {
  const rows = await db
    .select({ lead: inquiryLeads, contentName: content.name, contentType: content.type })
    .from(inquiryLeads)
    .leftJoin(content, and(eq(content.id, inquiryLeads.contentId), eq(content.tenantId, inquiryLeads.tenantId)))
    .where(streamWhere(tenantId, kind))
    .orderBy(desc(inquiryLeads.createdAt), desc(inquiryLeads.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(({ lead, contentName, contentType }) => ({ ...lead, contentName: contentName ?? null, contentType: contentType ?? null }));
}

export async function countLeads(db: Db, tenantId: number, kind: LeadKind | null): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiryLeads).where(streamWhere(tenantId, kind));
  return row?.n ?? 0;
}
