import { imageUrl, naturalFormat } from '../../../shared/assets.js';
import { countryByAlpha3 } from '../../../shared/countries.js';
import {
  LEAD_RECAPTCHA_ACTIONS,
  LEAD_TEXT,
  checkContact,
  checkInquiry,
  inquiryConsentText,
  type LeadCheck,
  type LeadKind,
} from '../../../shared/leads.js';
import type { SiteSettings } from '../../../shared/settings/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError, badInput, forbidden, notFound } from '../../graphql/errors.js';
import { parsePagination, toConnection, type PaginationArgs } from '../../graphql/pagination.js';
import { requirePermission } from '../cmsAuth/access.js';
import { isLiveRow } from '../content/repo.js';
import { leadMail } from './mail.js';
import { countLeads, findLeads, insertLead, type ListedLead } from './repo.js';

/**
 * The public inquiry and contact forms (issue 13 item 1; spec 002 §2 "inquiry form", "contact
 * forms"; 001 §3 site settings inquiryForm / contactUs) and the RMI report (000 §2.2
 * /admin/rmi-report). A submission is checked (shared/leads.ts), passes reCAPTCHA when the site has
 * keys and the rate limits, is stored (inquiry_leads), then mailed through the mail adapter to the
 * recipients of the site's settings. docs/public-site.md "Forms".
 */

const WINDOW_MS = 60 * 60 * 1000;
/** Per client address an hour, counted with every other mail a visitor can make the site send (site users, newsletters). */
const MAX_PER_ADDRESS = 30;
/** Per visitor e-mail address an hour: one person does not write ten times an hour. */
const MAX_PER_SENDER = 5;
/** Per site inbox (form) an hour: a flood from many addresses still stops before it buries the staff's mailbox. */
const MAX_PER_INBOX = 200;

/** The default subjects when the settings leave theirs empty. */
const DEFAULT_SUBJECT: Readonly<Record<LeadKind, string>> = { inquiry: 'New inquiry', contact: 'Contact us' };
const MAIL_CATEGORY: Readonly<Record<LeadKind, string>> = { inquiry: 'inquiry', contact: 'contact-form' };

export interface LeadResult {
  ok: boolean;
  message: string;
}

/** reCAPTCHA v3 of the form's action when the site has keys (the client then asks again with a token). */
async function requireHuman(ctx: GraphQLContext, kind: LeadKind, token: string | null | undefined): Promise<void> {
  if (!ctx.services.recaptcha.enabled) return;
  const action = LEAD_RECAPTCHA_ACTIONS[kind];
  const result = token ? await ctx.services.recaptcha.verify(token, { remoteIp: ctx.ip, action }) : 'failed';
  if (result === 'failed') {
    throw appError('HUMAN_CHECK_REQUIRED', LEAD_TEXT.humanCheckFailed, { humanCheck: 'recaptcha', recaptchaSiteKey: ctx.services.recaptcha.siteKey, recaptchaAction: action });
  }
}

/** No mail bombing: per client address (with the site's other mails), per visitor address and per site inbox. */
async function limitLeads(ctx: GraphQLContext, kind: LeadKind, email: string): Promise<void> {
  const limiter = ctx.services.rateLimiter;
  const [byAddress, bySender, byInbox] = await Promise.all([
    limiter.hit(`site-mail:from:${ctx.ip}`, WINDOW_MS),
    limiter.hit(`site-form:sender:${ctx.tenant.id}:${email}`, WINDOW_MS),
    limiter.hit(`site-form:inbox:${ctx.tenant.id}:${kind}`, WINDOW_MS),
  ]);
  if (byAddress.count > MAX_PER_ADDRESS || bySender.count > MAX_PER_SENDER || byInbox.count > MAX_PER_INBOX) throw appError('TOO_MANY_REQUESTS', LEAD_TEXT.tooMany);
}

function checked<T>(check: LeadCheck<T>): T {
  if (!check.ok) throw badInput(check.message, check.fieldErrors);
  return check.value;
}

/** The settings' header image as an absolute URL (600 px wide, PNG or JPEG for mail programs), or null. */
async function headerImageUrl(ctx: GraphQLContext, assetId: number | null): Promise<string | null> {
  if (assetId == null) return null;
  const asset = await ctx.loaders.asset.load(assetId);
  if (!asset || asset.kind !== 'image') return null;
  return `${ctx.origin}${imageUrl(asset, { width: 600, format: naturalFormat(asset.mimeType) === 'png' ? 'png' : 'jpeg' })}`;
}

type FormSettings = SiteSettings['inquiryForm'] | SiteSettings['contactUs'];

/** Sends the lead to the form's recipients; a failure is logged, the stored lead stands (the report has it). */
async function mailLead(
  ctx: GraphQLContext,
  { kind, form, subject, heading, fields, message, itemUrl, replyTo, leadId }: { kind: LeadKind; form: FormSettings; subject: string; heading: string; fields: [string, string | null][]; message: string; itemUrl: string | null; replyTo: string; leadId: number },
): Promise<void> {
  try {
    const body = leadMail({ siteName: ctx.tenant.name, headerImageUrl: await headerImageUrl(ctx, form.headerImage), heading, fields, message, itemUrl, sentAt: ctx.now });
    await ctx.services.mailer.send({
      to: form.sendTo.join(', '),
      from: form.sendFrom || null,
      replyTo,
      bcc: form.bcc,
      subject,
      ...body,
      category: MAIL_CATEGORY[kind],
      tenantId: ctx.tenant.id,
    });
  } catch (error) {
    ctx.services.log.error({ err: error, leadId, kind }, 'the mail of a site form could not be sent; the lead is stored');
  }
}

const subjectLine = (base: string, detail: string | null) => (detail ? `${base}: ${detail}` : base);

export interface SubmitInquiryInput {
  contentId?: number | null;
  name: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  country?: string | null;
  message: string;
  consent?: boolean | null;
  recaptchaToken?: string | null;
}

/** submitInquiry: the inquiry form of content pages (the site's enableRmi on), about a live item of the site. */
export async function submitInquiry(ctx: GraphQLContext, input: SubmitInquiryInput): Promise<LeadResult> {
  const { site } = await ctx.services.slots.settings.get(ctx.tenant.id);
  const form = site.inquiryForm;
  if (!form.enableRmi || form.sendTo.length === 0) throw forbidden(LEAD_TEXT.inquiryOff);
  const value = checked(checkInquiry(input));
  let item: { id: number; name: string; type: string; path: string } | null = null;
  if (input.contentId != null) {
    const row = Number.isSafeInteger(input.contentId) && input.contentId > 0 ? await ctx.loaders.content.load(input.contentId) : null;
    if (!row || !isLiveRow(row, ctx.now)) throw notFound(LEAD_TEXT.itemNotFound);
    item = { id: row.id, name: row.name, type: row.type, path: row.canonicalPath };
  }
  await requireHuman(ctx, 'inquiry', input.recaptchaToken);
  await limitLeads(ctx, 'inquiry', value.email);

  const lead = await insertLead(ctx.db, {
    tenantId: ctx.tenant.id,
    kind: 'inquiry',
    contentId: item?.id ?? null,
    ...value,
    subject: null,
    consent: { given: input.consent === true, text: inquiryConsentText(ctx.tenant.name), at: ctx.now.toISOString() },
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  });
  await mailLead(ctx, {
    kind: 'inquiry',
    form,
    subject: subjectLine(form.subject || DEFAULT_SUBJECT.inquiry, item?.name ?? null),
    heading: item ? LEAD_TEXT.inquiryTitle(item.name) : 'Request for more information',
    fields: [
      ['Item', item ? `${item.name} (${item.type} ${item.id})` : null],
      ['Name', value.name],
      ['E-mail', value.email],
      ['Company', value.company],
      ['Phone', value.phone],
      ['Country', value.country ? (countryByAlpha3(value.country)?.friendlyLabel ?? value.country) : null],
      ['May be contacted about related products', input.consent === true ? 'Yes' : 'No'],
    ],
    message: value.message,
    itemUrl: item ? `${ctx.origin}${item.path}` : null,
    replyTo: value.email,
    leadId: lead.id,
  });
  return { ok: true, message: LEAD_TEXT.inquiryThanks(item?.name ?? null) };
}

export interface SubmitContactInput {
  name: string;
  email: string;
  subject?: string | null;
  message: string;
  recaptchaToken?: string | null;
}

/** submitContactForm: a contact form, mailed to the site's contact-us settings. */
export async function submitContactForm(ctx: GraphQLContext, input: SubmitContactInput): Promise<LeadResult> {
  const { site } = await ctx.services.slots.settings.get(ctx.tenant.id);
  const form = site.contactUs;
  if (form.sendTo.length === 0) throw forbidden(LEAD_TEXT.contactOff);
  const value = checked(checkContact(input));
  await requireHuman(ctx, 'contact', input.recaptchaToken);
  await limitLeads(ctx, 'contact', value.email);

  const lead = await insertLead(ctx.db, {
    tenantId: ctx.tenant.id,
    kind: 'contact',
    contentId: null,
    name: value.name,
    email: value.email,
    company: null,
    phone: null,
    country: null,
    subject: value.subject,
    message: value.message,
    consent: null,
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  });
  await mailLead(ctx, {
    kind: 'contact',
    form,
    subject: subjectLine(form.subject || DEFAULT_SUBJECT.contact, value.subject),
    heading: `Message from ${value.name}`,
    fields: [
      ['Name', value.name],
      ['E-mail', value.email],
      ['Subject', value.subject],
    ],
    message: value.message,
    itemUrl: null,
    replyTo: value.email,
    leadId: lead.id,
  });
  return { ok: true, message: LEAD_TEXT.contactThanks };
}

const toLead = (row: ListedLead) => ({
  id: row.id,
  kind: row.kind,
  contentId: row.contentId,
  contentName: row.contentName,
  contentType: row.contentType,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  country: row.country,
  subject: row.subject,
  message: row.message,
  consentGiven: row.consent ? row.consent.given : null,
  createdAt: row.createdAt,
});

/** The RMI report's page size, and the most one page may hold. */
export const LEAD_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** The report's date range: BAD_USER_INPUT on `<prefix>dateTo` when it does not end after it starts. */
export function checkLeadDateRange(range: { dateFrom?: Date | string | null; dateTo?: Date | string | null }, prefix = ''): { dateFrom: Date | null; dateTo: Date | null } {
  const dateFrom = range.dateFrom ? new Date(range.dateFrom) : null;
  const dateTo = range.dateTo ? new Date(range.dateTo) : null;
  if (dateFrom && dateTo && dateTo.getTime() <= dateFrom.getTime()) {
    throw badInput('Please correct issues with this form', { [`${prefix}dateTo`]: 'The end must be after the start.' });
  }
  return { dateFrom, dateTo };
}

/** getInquiryLeadStream: the site's leads, newest first (view_common_reports, or manage_print_export of the Exports menu). */
export async function getInquiryLeadStream(
  ctx: GraphQLContext,
  input: { kind?: LeadKind | null; dateFrom?: Date | string | null; dateTo?: Date | string | null; pagination?: PaginationArgs | null } | null | undefined,
) {
  requirePermission(ctx, 'view_common_reports', 'manage_print_export');
  const page = parsePagination(input?.pagination, LEAD_PAGE);
  const filter = { kind: input?.kind ?? null, ...checkLeadDateRange(input ?? {}) };
  // The count is always shown by the report, so it runs beside the page rather than lazily.
  const [rows, totalCount] = await Promise.all([findLeads(ctx.db, ctx.tenant.id, filter, page), countLeads(ctx.db, ctx.tenant.id, filter)]);
  return { ...toConnection(rows.map(toLead), page, () => Promise.resolve(totalCount)), totalCount };
}
