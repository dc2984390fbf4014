import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { newsletterCampaignRecipients, newsletterCampaigns, newsletterTemplates, RECIPIENT_STATE } from '../../db/schema/index.js';
import type { CampaignStatus } from '../../../shared/newsletterCampaigns.js';
import type { NewsletterTemplateDocument } from '../../../shared/newsletterTemplates.js';
import type { PageRequest } from '../../graphql/pagination.js';

export type TemplateRow = typeof newsletterTemplates.$inferSelect;
export type CampaignRow = typeof newsletterCampaigns.$inferSelect;

// ---------------------------------------------------------------- templates

export async function findTemplate(db: Db, tenantId: number, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterTemplates)
    .where(and(eq(newsletterTemplates.tenantId, tenantId), eq(newsletterTemplates.id, id)));
  return row;
}

export function findTemplates(db: Db, tenantId: number, filter: { status?: number | null; phrase?: string | null }, page: PageRequest) {
  return db
    .select()
    .from(newsletterTemplates)
    .where(templateWhere(tenantId, filter))
    .orderBy(sql`lower(${newsletterTemplates.payload}->>'name')`, asc(newsletterTemplates.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countTemplates(db: Db, tenantId: number, filter: { status?: number | null; phrase?: string | null }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterTemplates).where(templateWhere(tenantId, filter));
  return row?.n ?? 0;
}

function templateWhere(tenantId: number, filter: { status?: number | null; phrase?: string | null }) {
  const phrase = filter.phrase?.trim();
  return and(
    eq(newsletterTemplates.tenantId, tenantId),
    filter.status != null ? eq(newsletterTemplates.status, filter.status) : undefined,
    phrase ? ilike(sql`${newsletterTemplates.payload}->>'name'`, containsPattern(phrase)) : undefined,
  );
}

export async function insertTemplate(db: Db, tenantId: number, status: number, document: NewsletterTemplateDocument): Promise<TemplateRow> {
  const [row] = await db.insert(newsletterTemplates).values({ tenantId, status, payload: document }).returning();
  return row!;
}

/** Writes when the row still has `version`; undefined when someone saved in between. */
export async function updateTemplate(db: Db, tenantId: number, id: number, version: number, status: number, document: NewsletterTemplateDocument, now: Date): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(newsletterTemplates)
    .set({ status, payload: document, version: sql`${newsletterTemplates.version} + 1`, updatedAt: now })
    .where(and(eq(newsletterTemplates.tenantId, tenantId), eq(newsletterTemplates.id, id), eq(newsletterTemplates.version, version)))
    .returning();
  return row;
}

export async function deleteTemplateRow(db: Db, tenantId: number, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db
    .delete(newsletterTemplates)
    .where(and(eq(newsletterTemplates.tenantId, tenantId), eq(newsletterTemplates.id, id)))
    .returning();
  return row;
}

export async function setTemplateStatus(db: Db, tenantId: number, id: number, status: number, now: Date): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(newsletterTemplates)
    .set({ status, version: sql`${newsletterTemplates.version} + 1`, updatedAt: now })
    .where(and(eq(newsletterTemplates.tenantId, tenantId), eq(newsletterTemplates.id, id)))
    .returning();
  return row;
}

/** Campaigns per template (any status), for the list and the delete rule. */
export async function campaignCounts(db: Db, templateIds: readonly number[]): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ templateId: newsletterCampaigns.templateId, n: count() })
    .from(newsletterCampaigns)
    .where(inArray(newsletterCampaigns.templateId, [...templateIds]))
    .groupBy(newsletterCampaigns.templateId);
  return new Map(rows.map((r) => [r.templateId, r.n]));
}

/** Campaigns per template of a site, in one query (the template list's counts). */
export async function campaignCountsOfSite(db: Db, tenantId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ templateId: newsletterCampaigns.templateId, n: count() })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.tenantId, tenantId))
    .groupBy(newsletterCampaigns.templateId);
  return new Map(rows.map((r) => [r.templateId, r.n]));
}

// ---------------------------------------------------------------- campaigns

export async function findCampaign(db: Db, tenantId: number, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.tenantId, tenantId), eq(newsletterCampaigns.id, id)));
  return row;
}

/** The campaign without its tenant (the send job and the unsubscribe link carry the id only). */
export async function findCampaignById(db: Db, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return row;
}

export interface CampaignFilter {
  templateId?: number | null;
  statuses?: readonly CampaignStatus[] | null;
  phrase?: string | null;
  /** The web view: not hidden on web. */
  visibleOnWeb?: boolean;
}

function campaignWhere(tenantId: number, filter: CampaignFilter) {
  const phrase = filter.phrase?.trim();
  return and(
    eq(newsletterCampaigns.tenantId, tenantId),
    filter.templateId != null ? eq(newsletterCampaigns.templateId, filter.templateId) : undefined,
    filter.statuses?.length ? inArray(newsletterCampaigns.status, [...filter.statuses]) : undefined,
    phrase ? ilike(newsletterCampaigns.subject, containsPattern(phrase)) : undefined,
    filter.visibleOnWeb ? eq(newsletterCampaigns.hideOnWeb, false) : undefined,
  );
}

/** Newest issue first (then newest id), `limit + 1` rows for toConnection. */
export function findCampaigns(db: Db, tenantId: number, filter: CampaignFilter, page: PageRequest) {
  return db
    .select()
    .from(newsletterCampaigns)
    .where(campaignWhere(tenantId, filter))
    .orderBy(desc(newsletterCampaigns.issueDate), desc(newsletterCampaigns.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

export async function countCampaigns(db: Db, tenantId: number, filter: CampaignFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterCampaigns).where(campaignWhere(tenantId, filter));
  return row?.n ?? 0;
}

/** The latest campaign of a template shown on the web (/latest-newsletter/{templateId}). */
export async function findLatestWebCampaign(db: Db, tenantId: number, templateId: number): Promise<CampaignRow | undefined> {
  const [row] = await findCampaigns(db, tenantId, { templateId, statuses: ['sending', 'sent'], visibleOnWeb: true }, { limit: 0, offset: 0 });
  return row;
}

export type CampaignWrite = Pick<CampaignRow, 'templateId' | 'issueDate' | 'subject' | 'preheader' | 'hideOnWeb'>;

export async function insertCampaign(db: Db, tenantId: number, write: CampaignWrite): Promise<CampaignRow> {
  const [row] = await db.insert(newsletterCampaigns).values({ tenantId, ...write }).returning();
  return row!;
}

/** Changes a campaign still at `version` and in one of `fromStatuses`; undefined otherwise. */
export async function updateCampaign(
  db: Db,
  tenantId: number,
  id: number,
  version: number,
  fromStatuses: readonly CampaignStatus[],
  set: Partial<Omit<CampaignRow, 'id' | 'tenantId' | 'version' | 'createdAt'>>,
  now: Date,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(newsletterCampaigns)
    .set({ ...set, version: sql`${newsletterCampaigns.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(newsletterCampaigns.tenantId, tenantId),
        eq(newsletterCampaigns.id, id),
        eq(newsletterCampaigns.version, version),
        inArray(newsletterCampaigns.status, [...fromStatuses]),
      ),
    )
    .returning();
  return row;
}

export async function deleteCampaignRow(db: Db, tenantId: number, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .delete(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.tenantId, tenantId), eq(newsletterCampaigns.id, id), inArray(newsletterCampaigns.status, ['draft', 'scheduled'])))
    .returning();
  return row;
}

/** Scheduled campaigns whose time has come (any site): the scheduler starts them. */
export function findDueCampaigns(db: Db, now: Date) {
  return db
    .select({ id: newsletterCampaigns.id, tenantId: newsletterCampaigns.tenantId, version: newsletterCampaigns.version })
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.status, 'scheduled'), sql`${newsletterCampaigns.sendAt} <= ${now}`))
    .orderBy(asc(newsletterCampaigns.sendAt))
    .limit(50);
}

/** Recipients by state: the screen's progress when a campaign is sending. */
export async function recipientProgress(db: Db, campaignId: number): Promise<{ waiting: number; claimed: number; sent: number; failed: number }> {
  const rows = await db
    .select({ state: newsletterCampaignRecipients.state, n: count() })
    .from(newsletterCampaignRecipients)
    .where(eq(newsletterCampaignRecipients.campaignId, campaignId))
    .groupBy(newsletterCampaignRecipients.state);
  const of = (state: number) => rows.find((r) => r.state === state)?.n ?? 0;
  return { waiting: of(RECIPIENT_STATE.WAITING), claimed: of(RECIPIENT_STATE.CLAIMED), sent: of(RECIPIENT_STATE.SENT), failed: of(RECIPIENT_STATE.FAILED) };
}
