import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { SchedulableAd } from '../../../shared/newsletterAds.js';
import type { NewsletterAdPlacement } from '../../../shared/newsletterBlocks.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { CONTENT_STATUS, content, newsletterAdSchedules, newsletterAds, newsletterCampaignAds, newsletterCampaigns, newsletterTemplates } from '../../db/schema/index.js';
import type { PageRequest } from '../../graphql/pagination.js';
import type { RenderAd } from '../newsletters/render/types.js';

/**
 * Newsletter ads and their schedule entries (Drizzle only; the rules are in service.ts). Every
 * function takes the tenant. Read-only: a campaign that is sending or sent carried the ad
 * (newsletter_campaign_ads, written by the sender through recordCampaignAds).
 */

export type AdRow = typeof newsletterAds.$inferSelect;

export interface AdScheduleRecord {
  id: number;
  templateId: number;
  templateName: string;
  startDate: Date;
  endDate: Date;
  position: number;
  orderId: string;
  lineItemId: string;
}

/** An ad with what its screens show: the company's name, the schedule entries and the read-only flag. */
export interface AdRecord extends AdRow {
  companyName: string;
  schedules: AdScheduleRecord[];
  readOnly: boolean;
}

/** The stored columns a save writes (the rest are id, tenant, version and timestamps). */
export interface AdWrite {
  title: string;
  campaignName: string;
  companyId: number;
  logoUrl: string;
  imageUrl: string;
  placement: NewsletterAdPlacement;
  label: string;
  url: string;
  body: string;
  adCategory: string;
  ctaLabel: string;
  priority: number;
}

export interface AdScheduleWrite {
  templateId: number;
  startDate: Date;
  endDate: Date;
  position: number;
  orderId: string;
  lineItemId: string;
}

export interface AdFilter {
  phrase?: string | null;
  templateId?: number | null;
  placement?: NewsletterAdPlacement | null;
  priority?: number | null;
}

/** Campaign states in which the ads a campaign carried can no longer change (001 §4). */
const LOCKING_STATUSES = ['sending', 'sent'] as const;

/**
 * True when a sending or sent campaign carried the ad: a correlated subquery over the outer
 * newsletter_ads row. Written with qualified names: Drizzle leaves column names unqualified in a
 * query over one table, and an unqualified "id" inside the subquery would mean the campaign's.
 */
const readOnlyOf = sql<boolean>`exists (
  select 1 from newsletter_campaign_ads ca
  join newsletter_campaigns c on c.id = ca.campaign_id
  where ca.ad_id = "newsletter_ads"."id" and c.status in (${sql.join(
    LOCKING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})
)`;

const adColumns = {
  ad: newsletterAds,
  companyName: content.name,
  readOnly: readOnlyOf,
};

type AdJoinRow = { ad: AdRow; companyName: string; readOnly: boolean };

async function withSchedules(db: Db, tenantId: number, rows: AdJoinRow[]): Promise<AdRecord[]> {
  const schedules = await loadSchedules(db, tenantId, rows.map((r) => r.ad.id));
  return rows.map((r) => ({ ...r.ad, companyName: r.companyName, readOnly: Boolean(r.readOnly), schedules: schedules.get(r.ad.id) ?? [] }));
}

/** Schedule entries of the ads, by ad, in order of start date (then id). */
export async function loadSchedules(db: Db, tenantId: number, adIds: readonly number[]): Promise<Map<number, AdScheduleRecord[]>> {
  const byAd = new Map<number, AdScheduleRecord[]>();
  if (adIds.length === 0) return byAd;
  const s = newsletterAdSchedules;
  const rows = await db
    .select({
      adId: s.adId,
      id: s.id,
      templateId: s.templateId,
      templateName: sql<string>`coalesce(${newsletterTemplates.payload}->>'name', '')`,
      startDate: s.startDate,
      endDate: s.endDate,
      position: s.position,
      orderId: s.orderId,
      lineItemId: s.lineItemId,
    })
    .from(s)
    .innerJoin(newsletterTemplates, eq(newsletterTemplates.id, s.templateId))
    .where(and(eq(s.tenantId, tenantId), inArray(s.adId, [...adIds])))
    .orderBy(asc(s.startDate), asc(s.id));
  for (const { adId, ...entry } of rows) {
    const list = byAd.get(adId) ?? [];
    list.push(entry);
    byAd.set(adId, list);
  }
  return byAd;
}

export async function findAd(db: Db, tenantId: number, id: number): Promise<AdRecord | undefined> {
  const rows = await db
    .select(adColumns)
    .from(newsletterAds)
    .innerJoin(content, eq(content.id, newsletterAds.companyId))
    .where(and(eq(newsletterAds.tenantId, tenantId), eq(newsletterAds.id, id)));
  const [record] = await withSchedules(db, tenantId, rows);
  return record;
}

function streamWhere(tenantId: number, filter: AdFilter): SQL | undefined {
  const phrase = filter.phrase?.trim();
  const like = phrase ? containsPattern(phrase) : null;
  return and(
    eq(newsletterAds.tenantId, tenantId),
    filter.placement ? eq(newsletterAds.placement, filter.placement) : undefined,
    filter.priority != null ? eq(newsletterAds.priority, filter.priority) : undefined,
    filter.templateId != null
      ? sql`exists (select 1 from newsletter_ad_schedules s where s.ad_id = "newsletter_ads"."id" and s.template_id = ${filter.templateId})`
      : undefined,
    like ? or(ilike(newsletterAds.title, like), ilike(newsletterAds.campaignName, like), ilike(content.name, like)) : undefined,
  );
}

/** A page of the site's ads, newest first (`limit + 1` rows: the extra one says a next page exists). */
export async function listAds(db: Db, tenantId: number, filter: AdFilter, page: PageRequest): Promise<AdRecord[]> {
  const rows = await db
    .select(adColumns)
    .from(newsletterAds)
    .innerJoin(content, eq(content.id, newsletterAds.companyId))
    .where(streamWhere(tenantId, filter))
    .orderBy(desc(newsletterAds.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  return withSchedules(db, tenantId, rows);
}

export async function countAds(db: Db, tenantId: number, filter: AdFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterAds)
    .innerJoin(content, eq(content.id, newsletterAds.companyId))
    .where(streamWhere(tenantId, filter));
  return row?.n ?? 0;
}

/** Whether a sending or sent campaign of the site carried the ad. */
export async function isAdReadOnly(db: Db, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ campaignId: newsletterCampaignAds.campaignId })
    .from(newsletterCampaignAds)
    .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, newsletterCampaignAds.campaignId))
    .where(and(eq(newsletterCampaignAds.adId, id), eq(newsletterCampaigns.tenantId, tenantId), inArray(newsletterCampaigns.status, [...LOCKING_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** Company content items of the site (not deleted) whose name contains the phrase, by name. */
export function findCompanyOptions(db: Db, tenantId: number, phrase: string, limit: number) {
  const like = phrase.trim() ? containsPattern(phrase.trim()) : null;
  return db
    .select({ id: content.id, name: content.name })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Company'), ne(content.status, CONTENT_STATUS.DELETED), like ? ilike(content.name, like) : undefined))
    .orderBy(asc(sql`lower(${content.name})`), asc(content.id))
    .limit(limit);
}

/** A Company content item of the site, in any status. */
export async function findCompany(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({ id: content.id, name: content.name, status: content.status })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Company'), eq(content.id, id)));
  return row;
}

/** A Company of the site (not deleted) with this name, letter case aside. */
export async function findCompanyByName(db: Db, tenantId: number, name: string) {
  const [row] = await db
    .select({ id: content.id, name: content.name })
    .from(content)
    .where(and(eq(content.tenantId, tenantId), eq(content.type, 'Company'), ne(content.status, CONTENT_STATUS.DELETED), sql`lower(${content.name}) = lower(${name})`))
    .limit(1);
  return row;
}

/** Which of `ids` are newsletter templates of the site (any status). */
export async function existingTemplateIds(db: Db, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: newsletterTemplates.id })
    .from(newsletterTemplates)
    .where(and(eq(newsletterTemplates.tenantId, tenantId), inArray(newsletterTemplates.id, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}

export async function insertAd(db: Db, tenantId: number, values: AdWrite): Promise<AdRow> {
  const [row] = await db
    .insert(newsletterAds)
    .values({ tenantId, ...values })
    .returning();
  if (!row) throw new Error('Newsletter ad insert returned no row');
  return row;
}

/** Updates from `version`; undefined when the row moved on (or is gone). */
export async function updateAd(db: Db, tenantId: number, id: number, version: number, values: AdWrite, now: Date): Promise<AdRow | undefined> {
  const [row] = await db
    .update(newsletterAds)
    .set({ ...values, version: sql`${newsletterAds.version} + 1`, updatedAt: now })
    .where(and(eq(newsletterAds.tenantId, tenantId), eq(newsletterAds.id, id), eq(newsletterAds.version, version)))
    .returning();
  return row;
}

/** Replaces the ad's schedule entries (inside the save's transaction). */
export async function replaceSchedules(db: Db, tenantId: number, adId: number, schedules: readonly AdScheduleWrite[]): Promise<void> {
  await db.delete(newsletterAdSchedules).where(and(eq(newsletterAdSchedules.tenantId, tenantId), eq(newsletterAdSchedules.adId, adId)));
  if (schedules.length > 0) await db.insert(newsletterAdSchedules).values(schedules.map((s) => ({ ...s, tenantId, adId })));
}

/**
 * Deletes the ad (its schedule entries go with it). Links to campaigns that are not sending or sent
 * (left by a send that never started) go first: they would block the delete and lock nothing.
 */
export async function deleteAdRow(db: Db, tenantId: number, id: number): Promise<AdRow | undefined> {
  const locking = db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(inArray(newsletterCampaigns.status, [...LOCKING_STATUSES]));
  await db.delete(newsletterCampaignAds).where(and(eq(newsletterCampaignAds.adId, id), notInArray(newsletterCampaignAds.campaignId, locking)));
  const [row] = await db
    .delete(newsletterAds)
    .where(and(eq(newsletterAds.tenantId, tenantId), eq(newsletterAds.id, id)))
    .returning();
  return row;
}

/** What the campaign sender gets per ad: the injection fields (SchedulableAd) and the renderer's (RenderAd). */
export type InjectableAd = SchedulableAd & RenderAd;

/**
 * For the campaign sender: the site's ads with at least one schedule entry for the template whose
 * window holds `at` (start ≤ at ≤ end, both at end of business day), each with all its schedule
 * entries for that template and what the renderer shows. injectAds (src/shared/newsletterAds.ts)
 * picks among them; recordCampaignAds then records the choice.
 */
export async function findInjectableAds(db: Db, tenantId: number, templateId: number, at: Date): Promise<InjectableAd[]> {
  const s = newsletterAdSchedules;
  const rows = await db
    .select({ ad: newsletterAds, companyName: content.name })
    .from(newsletterAds)
    .innerJoin(content, eq(content.id, newsletterAds.companyId))
    .where(
      and(
        eq(newsletterAds.tenantId, tenantId),
        sql`exists (select 1 from newsletter_ad_schedules s where s.ad_id = "newsletter_ads"."id" and s.template_id = ${templateId}
          and s.start_date <= ${at.toISOString()}::timestamptz and s.end_date >= ${at.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(desc(newsletterAds.priority), asc(newsletterAds.id));
  if (rows.length === 0) return [];
  const entries = await db
    .select({ adId: s.adId, templateId: s.templateId, position: s.position, startDate: s.startDate, endDate: s.endDate })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.templateId, templateId), inArray(s.adId, rows.map((r) => r.ad.id))))
    .orderBy(asc(s.startDate), asc(s.id));
  return rows.map(({ ad, companyName }) => ({
    id: ad.id,
    priority: ad.priority,
    placement: ad.placement,
    schedules: entries.filter((e) => e.adId === ad.id).map(({ adId: _adId, ...entry }) => entry),
    title: ad.title,
    label: ad.label,
    url: ad.url,
    body: ad.body,
    imageUrl: ad.imageUrl || null,
    logoUrl: ad.logoUrl || null,
    ctaLabel: ad.ctaLabel,
    companyName,
  }));
}

/**
 * For the campaign sender, in the transaction that starts sending: the ads the campaign carries,
 * position → ad id (injectAds' answer). From then on those ads are read-only. A second call for
 * the same campaign keeps the first record of each position.
 */
export async function recordCampaignAds(tx: Db, campaignId: number, chosen: ReadonlyMap<number, number>): Promise<void> {
  if (chosen.size === 0) return;
  await tx
    .insert(newsletterCampaignAds)
    .values([...chosen].map(([position, adId]) => ({ campaignId, adId, position })))
    .onConflictDoNothing();
}
