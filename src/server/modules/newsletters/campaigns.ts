import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.js';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_STREAM_MAX,
  WEB_VISIBLE_STATUSES,
  campaignInputSchema,
  fillSubject,
  isCampaignReadOnly,
  isCampaignStatus,
  issueDateSchema,
  centralToday,
  type CampaignStatus,
} from '../../../shared/newsletterCampaigns.js';
import { checkNewsletterTemplate, NEWSLETTER_TEMPLATE_MESSAGES, NEWSLETTER_WIDTHS, type NewsletterTemplateDocument } from '../../../shared/newsletterTemplates.js';
import { EMAIL_PATTERN } from '../../../shared/email.js';
import { ALL_SITES, recordSiteChange } from '../../cache/siteChanges.js';
import { CONTENT_LISTS_TAG } from '../../integrations/pageCache/dependencies.js';
import type { Db } from '../../db/client.js';
import { newsletterCampaignRecipients, newsletterCampaigns, siteUserProducts, siteUsers } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError, badInput, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { staleSave } from '../history/conflict.js';
import { recordHistory } from '../history/repo.js';
import { recordCampaignAds } from '../newsletterAds/repo.js';
import { loadNewsletterData } from './blockData.js';
import { renderNewsletter } from './render/renderNewsletter.js';
import { personalise, PREVIEW_EMAIL } from './render/personalise.js';
import type { NewsletterRendering } from './render/types.js';
import * as repo from './repo.js';
import { TEMPLATE_READERS, templateDocumentOf } from './templates.js';
import { signUnsubscribe, unsubscribeSecret } from './unsubscribe.js';

/**
 * Newsletter campaigns (/admin/newsletter-campaigns; docs/newsletters.md "Campaigns"): a template's
 * issue for a date. Draft and Scheduled campaigns are edited and previewed (rendered from the
 * template and the newsletter schedules as they are now); sending freezes the HTML and the
 * recipients and hands the work to the send job (sending.ts). Sending and Sent are read-only.
 */
const ENTITY = 'NewsletterCampaign';
const MANAGE = 'manage_newsletter_campaigns' as const;
export const SEND_JOB = 'newsletter-campaign-send';
export const START_JOB = 'newsletter-campaign-start';
const EDITABLE: CampaignStatus[] = ['draft', 'scheduled'];

const missing = (id: number) => notFound(CAMPAIGN_MESSAGES.notFound(id));
export const webUrlOf = (origin: string, id: number) => `${origin}/newsletter/${id}`;

async function ownCampaign(ctx: GraphQLContext, id: number): Promise<repo.CampaignRow> {
  const row = await repo.findCampaign(ctx.db, ctx.tenant.id, id);
  if (!row) throw missing(id);
  return row;
}

export async function getCampaign(ctx: GraphQLContext, id: number): Promise<repo.CampaignRow> {
  requirePermission(ctx, MANAGE);
  return ownCampaign(ctx, id);
}

interface AdminStreamInput {
  templateId?: number | null;
  status?: string | null;
  phrase?: string | null;
  pagination?: { limit?: number | null; skip?: number | null; after?: string | null } | null;
}

export async function getCampaignAdminStream(ctx: GraphQLContext, input: AdminStreamInput | null | undefined) {
  requirePermission(ctx, MANAGE);
  const status = input?.status ?? null;
  if (status !== null && !isCampaignStatus(status)) throw badInput('status must be draft, scheduled, sending or sent.', { status: 'Unknown status' });
  if ((input?.phrase?.length ?? 0) > 200) throw badInput('phrase may hold at most 200 characters.', { phrase: 'At most 200 characters' });
  const filter: repo.CampaignFilter = { templateId: input?.templateId ?? null, statuses: status ? [status] : null, phrase: input?.phrase ?? null };
  const page = parsePagination(input?.pagination, { defaultLimit: CAMPAIGN_PAGE_SIZE, maxLimit: CAMPAIGN_STREAM_MAX });
  const rows = await repo.findCampaigns(ctx.db, ctx.tenant.id, filter, page);
  return toConnection(rows, page, () => repo.countCampaigns(ctx.db, ctx.tenant.id, filter));
}

/** getNewsletterCampaignStream (002 §9): public; only Sent or Sending, not hidden on web; default 20. */
export async function getCampaignStream(ctx: GraphQLContext, input: { templateId?: number | null; limit?: number | null; skip?: number | null } | null | undefined) {
  const page = parsePagination({ limit: input?.limit ?? null, skip: input?.skip ?? null }, { defaultLimit: CAMPAIGN_PAGE_SIZE, maxLimit: CAMPAIGN_STREAM_MAX });
  const filter: repo.CampaignFilter = { templateId: input?.templateId ?? null, statuses: WEB_VISIBLE_STATUSES, visibleOnWeb: true };
  const rows = await repo.findCampaigns(ctx.db, ctx.tenant.id, filter, page);
  return toConnection(rows, page, () => repo.countCampaigns(ctx.db, ctx.tenant.id, filter));
}

async function activeTemplate(ctx: GraphQLContext, templateId: number, field = 'templateId'): Promise<{ row: repo.TemplateRow; document: NewsletterTemplateDocument }> {
  const row = await repo.findTemplate(ctx.db, ctx.tenant.id, templateId);
  if (!row || row.status !== 1) throw badInput(CAMPAIGN_MESSAGES.invalid, { [field]: CAMPAIGN_MESSAGES.templateInactive });
  return { row, document: templateDocumentOf(row) };
}

/** Renders an issue of a template as it would go out at `at` (not personalised: the tokens stay). */
export async function renderIssue(
  ctx: GraphQLContext,
  args: { templateId: number; document: NewsletterTemplateDocument; campaignId: number | null; issueDate: string; subject: string; preheader: string; origin: string; at: Date; width?: number | null; hideOnWeb?: boolean },
): Promise<{ rendering: NewsletterRendering; ads: Map<number, number> }> {
  const data = await loadNewsletterData(ctx, { templateId: args.templateId, document: args.document, issueDate: args.issueDate, at: args.at, origin: args.origin });
  const width = args.width && (NEWSLETTER_WIDTHS as readonly number[]).includes(args.width) ? (args.width as 700 | 750 | 800) : undefined;
  const rendering = renderNewsletter({
    site: data.site,
    template: args.document,
    ...(width ? { width } : {}),
    campaign: {
      id: args.campaignId,
      subject: args.subject,
      preheader: args.preheader || args.document.preheaderBlurb,
      issueDate: args.issueDate,
      webUrl: args.campaignId !== null && !args.hideOnWeb ? webUrlOf(args.origin, args.campaignId) : null,
    },
    blocks: data.blocks,
  });
  return { rendering, ads: data.ads };
}

/** For the screen: the tokens replaced with neutral values (a preview has no recipient). */
function forScreen(rendering: NewsletterRendering, origin: string): NewsletterRendering {
  const values = { unsubscribeUrl: `${origin}/account#manage-newsletters`, email: PREVIEW_EMAIL, cacheBuster: '0' };
  return { ...rendering, html: personalise(rendering.html, values), text: personalise(rendering.text, values, 'text') };
}

function checkWidth(width: number | null | undefined): void {
  if (width != null && !(NEWSLETTER_WIDTHS as readonly number[]).includes(width)) throw badInput('Choose a width of 700, 750 or 800 pixels.', { width: 'Choose 700, 750 or 800' });
}

/**
 * A Sending or Sent campaign without its HTML (seeded, or imported from another system) gets it on
 * first view: rendered from its template and its issue's schedules as of when it went out, and
 * kept (docs/newsletters.md "Seeded campaigns").
 */
export async function withFrozenHtml(ctx: GraphQLContext, campaign: repo.CampaignRow): Promise<repo.CampaignRow> {
  if ((campaign.html && campaign.text) || !isCampaignReadOnly(campaign.status)) return campaign;
  const template = await repo.findTemplate(ctx.db, campaign.tenantId, campaign.templateId);
  if (!template) return campaign;
  const origin = campaign.origin ?? ctx.origin;
  const at = campaign.sendingStartedAt ?? campaign.sentAt ?? ctx.now;
  const { rendering } = await renderIssue(ctx, { ...campaign, templateId: template.id, document: templateDocumentOf(template), campaignId: campaign.id, origin, at });
  const [row] = await ctx.db
    .update(newsletterCampaigns)
    .set({ html: rendering.html, text: rendering.text, origin })
    .where(and(eq(newsletterCampaigns.id, campaign.id), sql`${newsletterCampaigns.html} is null`))
    .returning();
  return row ?? { ...campaign, html: rendering.html, text: rendering.text, origin };
}

/** previewNewsletterCampaign: as it would go out now, or — once sending — as it went out. */
export async function previewCampaign(ctx: GraphQLContext, id: number, width: number | null | undefined): Promise<NewsletterRendering & { subject: string; preheader: string }> {
  requirePermission(ctx, MANAGE);
  checkWidth(width);
  const campaign = await withFrozenHtml(ctx, await ownCampaign(ctx, id));
  if (campaign.html && campaign.text && isCampaignReadOnly(campaign.status)) {
    return { subject: campaign.subject, preheader: campaign.preheader, ...forScreen({ html: campaign.html, text: campaign.text, warnings: [] }, campaign.origin ?? ctx.origin) };
  }
  const template = await repo.findTemplate(ctx.db, ctx.tenant.id, campaign.templateId);
  if (!template) throw missing(id);
  const { rendering } = await renderIssue(ctx, { ...campaign, templateId: template.id, document: templateDocumentOf(template), campaignId: campaign.id, origin: ctx.origin, at: ctx.now, width });
  return { subject: campaign.subject, preheader: campaign.preheader || templateDocumentOf(template).preheaderBlurb, ...forScreen(rendering, ctx.origin) };
}

/** previewNewsletterTemplate: an unsaved template document for an issue date (the template editor's preview). */
export async function previewTemplate(ctx: GraphQLContext, document: unknown, issueDate: string | null | undefined): Promise<NewsletterRendering & { subject: string; preheader: string }> {
  requirePermission(ctx, ...TEMPLATE_READERS);
  const date = issueDateSchema.safeParse(issueDate ?? centralToday(ctx.now));
  if (!date.success) throw badInput(CAMPAIGN_MESSAGES.invalid, { issueDate: date.error.issues[0]?.message ?? 'Enter a date.' });
  const check = checkNewsletterTemplate(document);
  if (!check.ok) throw badInput(NEWSLETTER_TEMPLATE_MESSAGES.invalid, check.fieldErrors);
  const subject = fillSubject(check.value.deployment.subjectPattern, { date: date.data, name: check.value.name });
  // Schedules and ads are read for the template being edited when the document names one; a new one has none.
  const templateId = typeof (document as { id?: unknown }).id === 'number' ? ((document as { id: number }).id) : 0;
  const { rendering } = await renderIssue(ctx, { templateId, document: check.value, campaignId: null, issueDate: date.data, subject, preheader: check.value.preheaderBlurb, origin: ctx.origin, at: ctx.now });
  return { subject, preheader: check.value.preheaderBlurb, ...forScreen(rendering, ctx.origin) };
}

interface CampaignInput {
  id?: number | null;
  version?: number | null;
  templateId: number;
  issueDate: string;
  subject?: string | null;
  preheader?: string | null;
  hideOnWeb?: boolean | null;
}

/**
 * saveNewsletterCampaign: a new campaign (Draft) or changes to a Draft or Scheduled one. An empty
 * subject on create is made from the template's subject pattern ([date], [name], [title] = the
 * first scheduled story).
 */
export async function saveCampaign(ctx: GraphQLContext, input: CampaignInput): Promise<repo.CampaignRow> {
  requirePermission(ctx, MANAGE);
  const tenantId = ctx.tenant.id;
  const existing = input.id == null ? null : await ownCampaign(ctx, input.id);
  if (existing && isCampaignReadOnly(existing.status)) throw badInput(CAMPAIGN_MESSAGES.readOnly(existing.status), {});
  const errors: Record<string, string> = {};
  if (existing && input.version == null) errors.version = MESSAGES.fieldRequired;
  let subject = input.subject?.trim() ?? '';
  if (!existing && subject === '' && Number.isInteger(input.templateId)) {
    const template = await repo.findTemplate(ctx.db, tenantId, input.templateId);
    if (template && issueDateSchema.safeParse(input.issueDate).success) {
      const document = templateDocumentOf(template);
      subject = fillSubject(document.deployment.subjectPattern, { date: input.issueDate.trim(), name: document.name, title: await firstStoryTitle(ctx, template.id, document, input.issueDate.trim()) });
    }
  }
  const parsed = campaignInputSchema.safeParse({ templateId: input.templateId, issueDate: input.issueDate, subject, preheader: input.preheader ?? '', hideOnWeb: input.hideOnWeb ?? false });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  if (Object.keys(errors).length > 0 || !parsed.success) throw badInput(CAMPAIGN_MESSAGES.invalid, errors);
  const value = parsed.data;
  if (!existing || existing.templateId !== value.templateId) await activeTemplate(ctx, value.templateId);
  const stale = (currentVersion: number, id: number) => staleSave(ctx.db, { label: 'This campaign', entityType: ENTITY, entityId: id, currentVersion });
  if (existing && existing.version !== input.version) throw await stale(existing.version, existing.id);

  const saved = await ctx.db.transaction(async (tx) => {
    const write: repo.CampaignWrite = { templateId: value.templateId, issueDate: value.issueDate, subject: value.subject, preheader: value.preheader, hideOnWeb: value.hideOnWeb };
    const row = existing ? await repo.updateCampaign(tx, tenantId, existing.id, existing.version, EDITABLE, write, ctx.now) : await repo.insertCampaign(tx, tenantId, write);
    if (!row) return null;
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: row.id, action: existing ? 'update' : 'create', before: existing, after: row, tenantId, omit: ['html', 'text'] });
    return row;
  });
  if (!saved) {
    const current = await repo.findCampaign(ctx.db, tenantId, existing!.id);
    if (current && isCampaignReadOnly(current.status)) throw badInput(CAMPAIGN_MESSAGES.readOnly(current.status), {});
    throw await stale(current?.version ?? 0, existing!.id);
  }
  return saved;
}

async function firstStoryTitle(ctx: GraphQLContext, templateId: number, document: NewsletterTemplateDocument, issueDate: string): Promise<string | null> {
  const data = await loadNewsletterData(ctx, { templateId, document, issueDate, at: ctx.now, origin: ctx.origin });
  for (const block of data.blocks.values()) if (block.type === 'content_list' && block.stories[0]) return block.stories[0].title;
  return null;
}

export async function deleteCampaign(ctx: GraphQLContext, id: number): Promise<boolean> {
  requirePermission(ctx, MANAGE);
  const campaign = await ownCampaign(ctx, id);
  if (isCampaignReadOnly(campaign.status)) throw badInput(CAMPAIGN_MESSAGES.readOnly(campaign.status), {});
  await ctx.db.transaction(async (tx) => {
    const gone = await repo.deleteCampaignRow(tx, ctx.tenant.id, id);
    if (!gone) throw badInput(CAMPAIGN_MESSAGES.readOnly('sending'), {});
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: id, action: 'delete', before: gone, after: null, tenantId: ctx.tenant.id, omit: ['html', 'text'] });
  });
  return true;
}

export const TEST_SEND_LIMIT = 20;

/** sendNewsletterCampaignTest: the campaign as it is now, to testers, subject prefixed [TEST]; unsubscribe links go to the account page. */
export async function sendTest(ctx: GraphQLContext, id: number, emails: readonly string[] | null | undefined): Promise<string> {
  requirePermission(ctx, MANAGE);
  const campaign = await ownCampaign(ctx, id);
  const template = await repo.findTemplate(ctx.db, ctx.tenant.id, campaign.templateId);
  if (!template) throw missing(id);
  const document = templateDocumentOf(template);
  const list = [...new Set((emails?.length ? emails : document.defaultTesters).map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (list.length === 0) throw badInput(CAMPAIGN_MESSAGES.noTesters, { emails: CAMPAIGN_MESSAGES.noTesters });
  if (list.length > TEST_SEND_LIMIT) throw badInput(`At most ${TEST_SEND_LIMIT} test addresses.`, { emails: `At most ${TEST_SEND_LIMIT} addresses` });
  const bad = list.find((e) => !EMAIL_PATTERN.test(e) || e.length > 254);
  if (bad) throw badInput(`'${bad}' is not a valid email address.`, { emails: `'${bad}' is not a valid email address.` });
  const limit = await ctx.services.rateLimiter.hit(`newsletter-test:${ctx.tenant.id}:${id}`, 60_000);
  if (limit.count > 10) throw appError('TOO_MANY_REQUESTS', 'Too many test sends of this campaign in a minute. Wait a moment and try again.');
  const frozen = campaign.html && campaign.text ? { html: campaign.html, text: campaign.text } : null;
  const rendering = frozen ?? (await renderIssue(ctx, { ...campaign, templateId: template.id, document, campaignId: campaign.id, origin: ctx.origin, at: ctx.now })).rendering;
  const values = (email: string) => ({ unsubscribeUrl: `${ctx.origin}/account#manage-newsletters`, email });
  await ctx.services.bulkMailer.sendMany(
    list.map((email) => ({
      to: email,
      subject: `[TEST] ${campaign.subject}`,
      html: personalise(rendering.html, values(email)),
      text: personalise(rendering.text, values(email), 'text'),
      from: senderOf(document),
      replyTo: document.deployment.replyTo,
      messageId: `<test-${campaign.id}-${Date.now()}-${email.replace(/[^a-z0-9]/g, '')}@${hostOf(ctx.origin)}>`,
      headers: {},
      tenantId: ctx.tenant.id,
      category: 'newsletter-test',
    })),
  );
  return CAMPAIGN_MESSAGES.testSent(list.length);
}

export const senderOf = (document: NewsletterTemplateDocument): string =>
  document.deployment.senderEmail ? (document.deployment.senderName ? `"${document.deployment.senderName.replace(/"/g, '')}" <${document.deployment.senderEmail}>` : document.deployment.senderEmail) : '';
export const hostOf = (origin: string) => new URL(origin).hostname;

/** scheduleNewsletterCampaign: Draft → Scheduled; the start job runs at sendAt. */
export async function scheduleCampaign(ctx: GraphQLContext, id: number, version: number, sendAt: Date): Promise<repo.CampaignRow> {
  requirePermission(ctx, MANAGE);
  const campaign = await ownCampaign(ctx, id);
  if (isCampaignReadOnly(campaign.status)) throw badInput(CAMPAIGN_MESSAGES.readOnly(campaign.status), {});
  if (!(sendAt instanceof Date) || Number.isNaN(sendAt.getTime()) || sendAt.getTime() <= ctx.now.getTime()) throw badInput(CAMPAIGN_MESSAGES.sendAtPast, { sendAt: CAMPAIGN_MESSAGES.sendAtPast });
  if (sendAt.getTime() > ctx.now.getTime() + 366 * 86_400_000) throw badInput('Choose a time within a year.', { sendAt: 'Choose a time within a year.' });
  const { document } = await activeTemplate(ctx, campaign.templateId);
  if (document.deployment.productId === null) throw badInput(CAMPAIGN_MESSAGES.noList, { templateId: CAMPAIGN_MESSAGES.noList });
  const row = await transition(ctx, campaign, version, ['draft', 'scheduled'], { status: 'scheduled', sendAt, origin: ctx.origin });
  await ctx.services.jobs.send(START_JOB, { campaignId: row.id, version: row.version }, { startAfterSeconds: Math.max(1, Math.ceil((sendAt.getTime() - Date.now()) / 1000)) });
  return row;
}

export async function unscheduleCampaign(ctx: GraphQLContext, id: number, version: number): Promise<repo.CampaignRow> {
  requirePermission(ctx, MANAGE);
  const campaign = await ownCampaign(ctx, id);
  if (campaign.status !== 'scheduled') throw badInput(isCampaignReadOnly(campaign.status) ? CAMPAIGN_MESSAGES.readOnly(campaign.status) : 'This campaign is not scheduled.', {});
  return transition(ctx, campaign, version, ['scheduled'], { status: 'draft', sendAt: null });
}

async function transition(ctx: GraphQLContext, campaign: repo.CampaignRow, version: number, from: CampaignStatus[], set: Partial<repo.CampaignRow>): Promise<repo.CampaignRow> {
  const stale = (currentVersion: number) => staleSave(ctx.db, { label: 'This campaign', entityType: ENTITY, entityId: campaign.id, currentVersion });
  if (campaign.version !== version) throw await stale(campaign.version);
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateCampaign(tx, ctx.tenant.id, campaign.id, version, from, set, ctx.now);
    if (updated) await recordHistory(tx, ctx, { entityType: ENTITY, entityId: campaign.id, action: 'update', before: campaign, after: updated, tenantId: ctx.tenant.id, omit: ['html', 'text'] });
    return updated;
  });
  if (!row) {
    const current = await repo.findCampaign(ctx.db, ctx.tenant.id, campaign.id);
    if (current && isCampaignReadOnly(current.status)) throw badInput(CAMPAIGN_MESSAGES.readOnly(current.status), {});
    throw await stale(current?.version ?? 0);
  }
  return row;
}

/** sendNewsletterCampaign: starts now (Draft or Scheduled → Sending) and queues the send job. */
export async function sendCampaign(ctx: GraphQLContext, id: number, version: number): Promise<repo.CampaignRow> {
  requirePermission(ctx, MANAGE);
  const campaign = await ownCampaign(ctx, id);
  if (isCampaignReadOnly(campaign.status)) throw badInput(CAMPAIGN_MESSAGES.readOnly(campaign.status), {});
  if (campaign.version !== version) throw await staleSave(ctx.db, { label: 'This campaign', entityType: ENTITY, entityId: id, currentVersion: campaign.version });
  const row = await startSending(ctx, campaign, ctx.origin, { refuseEmpty: true });
  await ctx.services.jobs.send(SEND_JOB, { campaignId: row.id });
  return row;
}

/** The audience: customers of the site (and of its group sites) who hold the newsletter's product. */
function subscriberTenants(ctx: GraphQLContext, groupSites: readonly string[]): Promise<number[]> {
  return ctx.services.slots.tenants.get(ALL_SITES).then((all) => [ctx.tenant.id, ...all.all.filter((t) => groupSites.includes(t.tenantKey) && t.id !== ctx.tenant.id).map((t) => t.id)]);
}

async function countSubscribers(db: Db, tenantIds: number[], productId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct lower(${siteUsers.username}))::int` })
    .from(siteUsers)
    .innerJoin(siteUserProducts, eq(siteUserProducts.userId, siteUsers.id))
    .where(and(inArray(siteUsers.tenantId, tenantIds), eq(siteUserProducts.productId, productId), sql`(${siteUserProducts.expiresAt} is null or ${siteUserProducts.expiresAt} > ${now})`));
  return row?.n ?? 0;
}

/**
 * Freezes the campaign for sending in one transaction: its HTML and text as rendered now, the ads
 * it carries, one recipient row per subscribed address (unique per campaign, so nobody is queued
 * twice), status Sending. Used by "Send now" and by the start job of a scheduled campaign.
 */
export async function startSending(ctx: GraphQLContext, campaign: repo.CampaignRow, origin: string, options: { refuseEmpty: boolean }): Promise<repo.CampaignRow> {
  const template = await repo.findTemplate(ctx.db, ctx.tenant.id, campaign.templateId);
  if (!template) throw missing(campaign.id);
  const document = templateDocumentOf(template);
  const productId = document.deployment.productId;
  if (productId === null) throw badInput(CAMPAIGN_MESSAGES.noList, { templateId: CAMPAIGN_MESSAGES.noList });
  const bundle = await ctx.services.slots.settings.get(ctx.tenant.id);
  const tenantIds = await subscriberTenants(ctx, bundle.newsletters.groupSites);
  if (options.refuseEmpty && (await countSubscribers(ctx.db, tenantIds, productId, ctx.now)) === 0) throw badInput(CAMPAIGN_MESSAGES.noSubscribers, {});
  const { rendering, ads } = await renderIssue(ctx, { ...campaign, templateId: template.id, document, campaignId: campaign.id, origin, at: ctx.now });
  const frozen = await ctx.db.transaction(async (tx) => {
    const started = await repo.updateCampaign(tx, ctx.tenant.id, campaign.id, campaign.version, EDITABLE, { status: 'sending', html: rendering.html, text: rendering.text, sendingStartedAt: ctx.now, origin }, ctx.now);
    if (!started) return null;
    await tx.execute(sql`
      insert into ${newsletterCampaignRecipients} (campaign_id, email, site_user_id)
      select distinct on (lower(u.username)) ${campaign.id}, lower(u.username), u.id
      from ${siteUsers} u join ${siteUserProducts} p on p.user_id = u.id
      where u.tenant_id = any(${sql.raw(`array[${tenantIds.map(Number).join(',')}]::int[]`)})
        and p.product_id = ${productId}
        and (p.expires_at is null or p.expires_at > ${ctx.now})
      order by lower(u.username), (u.tenant_id = ${ctx.tenant.id}) desc, u.id
      on conflict do nothing`);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterCampaignRecipients)
      .where(eq(newsletterCampaignRecipients.campaignId, campaign.id));
    const [withCount] = await tx.update(newsletterCampaigns).set({ recipientCount: counted?.n ?? 0 }).where(eq(newsletterCampaigns.id, campaign.id)).returning();
    await recordCampaignAds(tx, campaign.id, ads);
    await recordHistory(tx, ctx, { entityType: ENTITY, entityId: campaign.id, action: 'update', before: campaign, after: withCount ?? started, tenantId: ctx.tenant.id, omit: ['html', 'text'] });
    // The issue joins the web (the newsletter campaigns block): pages with lists are purged on every node.
    const change = await recordSiteChange(tx, { tenantId: ctx.tenant.id, tags: [CONTENT_LISTS_TAG] });
    return { row: withCount ?? started, change };
  });
  if (!frozen) {
    const current = await repo.findCampaign(ctx.db, ctx.tenant.id, campaign.id);
    if (current && isCampaignReadOnly(current.status)) throw badInput(CAMPAIGN_MESSAGES.readOnly(current.status), {});
    throw await staleSave(ctx.db, { label: 'This campaign', entityType: ENTITY, entityId: campaign.id, currentVersion: current?.version ?? 0 });
  }
  await ctx.services.siteCache.announce(frozen.change);
  ctx.services.log.info({ campaignId: frozen.row.id, tenantId: ctx.tenant.id, recipients: frozen.row.recipientCount }, 'newsletter campaign sending');
  return frozen.row;
}

/** The signed unsubscribe link of one recipient (unsubscribe.ts). */
export async function unsubscribeUrl(ctx: Pick<GraphQLContext, 'db' | 'config'>, origin: string, claim: { tenantId: number; productId: number; campaignId: number; email: string }): Promise<string> {
  const secret = await unsubscribeSecret(ctx.db, ctx.config.unsubscribeSecret);
  return `${origin}/newsletter-unsubscribe/${signUnsubscribe(secret, claim)}`;
}

