import type { GetNewsletterCampaignQuery, NewsletterCampaignInput } from '../../gql/graphql.js';
import { CHICAGO_TIME_ZONE } from '../../shared/dates.js';
import { MESSAGES } from '../../shared/messages.js';
import {
  CAMPAIGN_STATUS_LABELS,
  centralToday,
  isCampaignReadOnly,
  isCampaignStatus,
  issueDateSchema,
  type CampaignStatus,
} from '../../shared/newsletterCampaigns.js';
import { NEWSLETTER_WIDTHS, WEEKDAYS, readTemplateDocument, type NewsletterWidth, type Weekday } from '../../shared/newsletterTemplates.js';

/**
 * The newsletter campaign form's values and their way to and from the API (000 §2.2
 * /admin/create-newsletter-campaign, /admin/edit-newsletter-campaign/{id}; docs/newsletters.md
 * "Campaign screens"). The names are those of NewsletterCampaignInput, so the server's field
 * messages (templateId, issueDate, subject, preheader) land on their fields.
 */
export type EditableCampaign = GetNewsletterCampaignQuery['getNewsletterCampaign'];

export interface CampaignFormValues {
  /** The template id as a select holds it. */
  templateId: string | null;
  /** 'YYYY-MM-DD', a calendar day (Central time, the deployment's clock). */
  issueDate: string | null;
  /** Empty on create: the server makes it from the template's subject pattern. */
  subject: string;
  /** Empty: the template's preheader blurb is used. */
  preheader: string;
  hideOnWeb: boolean;
}

export const SUBJECT_MAX = 200;
export const PREHEADER_MAX = 200;

/** A new campaign: no template chosen yet; the issue date follows the template once one is (see nextIssueDate). */
export function newCampaignValues(now: Date = new Date()): CampaignFormValues {
  return { templateId: null, issueDate: centralToday(now), subject: '', preheader: '', hideOnWeb: false };
}

export function campaignFormValues(campaign: Pick<EditableCampaign, 'templateId' | 'issueDate' | 'subject' | 'preheader' | 'hideOnWeb'>): CampaignFormValues {
  return {
    templateId: String(campaign.templateId),
    issueDate: campaign.issueDate.slice(0, 10),
    subject: campaign.subject,
    preheader: campaign.preheader,
    hideOnWeb: campaign.hideOnWeb,
  };
}

/** saveNewsletterCampaign's input: no id to create; the id and the version the edit started from to update. */
export function toCampaignInput(values: CampaignFormValues, existing?: { id: number; version: number } | null): NewsletterCampaignInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    templateId: values.templateId ? Number(values.templateId) : 0,
    issueDate: (values.issueDate ?? '').trim(),
    subject: (values.subject ?? '').trim(),
    preheader: (values.preheader ?? '').trim(),
    hideOnWeb: values.hideOnWeb === true,
  };
}

/**
 * The form's own check, with the server's words: a template and a valid issue date always; a
 * subject when editing (a new campaign may leave it for the template's pattern); the lengths.
 */
export function validateCampaignForm(values: CampaignFormValues, { creating }: { creating: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.templateId) errors.templateId = MESSAGES.fieldRequired;
  const date = issueDateSchema.safeParse(values.issueDate ?? '');
  if (!date.success) errors.issueDate = date.error.issues[0]?.message ?? MESSAGES.fieldRequired;
  const subject = (values.subject ?? '').trim();
  if (!creating && subject === '') errors.subject = MESSAGES.fieldRequired;
  if (subject.length > SUBJECT_MAX) errors.subject = `At most ${SUBJECT_MAX} characters.`;
  if ((values.preheader ?? '').trim().length > PREHEADER_MAX) errors.preheader = `At most ${PREHEADER_MAX} characters.`;
  return errors;
}

const DAY_MS = 86_400_000;

/** The weekday of a calendar day 'YYYY-MM-DD' (noon UTC is that day everywhere). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

const addDays = (date: string, days: number) => new Date(new Date(`${date}T12:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The time of day in Central time, 'HH:MM' (24-hour), to compare with the deployment time. */
export function centralClock(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: CHICAGO_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/**
 * A new campaign's issue date: the next of the template's deployment days from today in Central
 * time. Today counts while its deployment time has not passed yet (an issue going out at 06:00 is
 * not "next" at 10:00); a template without days gets today.
 */
export function nextIssueDate(deployment: { days: readonly Weekday[]; time: string }, now: Date = new Date()): string {
  const today = centralToday(now);
  if (deployment.days.length === 0) return today;
  const start = /^\d{2}:\d{2}$/.test(deployment.time) && centralClock(now) >= deployment.time ? 1 : 0;
  for (let ahead = start; ahead < start + 7; ahead += 1) {
    const date = addDays(today, ahead);
    if (deployment.days.includes(weekdayOf(date))) return date;
  }
  return today;
}

/** What the campaign screens read from a template's document (getNewsletterTemplate.document). */
export interface TemplateFacts {
  name: string;
  width: NewsletterWidth;
  preheaderBlurb: string;
  subjectPattern: string;
  defaultTesters: string[];
  days: Weekday[];
  /** HH:MM, Central time. */
  time: string;
  /** The enabled newsletter (product) whose subscribers receive it; null: none chosen. */
  productId: number | null;
}

/** Reads a template document leniently (the shared reader fills defaults); null when there is none. */
export function templateFacts(document: unknown): TemplateFacts | null {
  if (document === null || document === undefined || typeof document !== 'object') return null;
  const read = readTemplateDocument(document);
  return {
    name: read.name,
    width: (NEWSLETTER_WIDTHS as readonly number[]).includes(read.styles.width) ? read.styles.width : 750,
    preheaderBlurb: read.preheaderBlurb,
    subjectPattern: read.deployment.subjectPattern,
    defaultTesters: [...read.defaultTesters],
    days: [...read.deployment.days],
    time: read.deployment.time,
    productId: read.deployment.productId,
  };
}

/** The subject field's hint: what an empty subject becomes. */
export function subjectHint({ creating, pattern }: { creating: boolean; pattern: string | null }): string {
  if (!creating) return `At most ${SUBJECT_MAX} characters.`;
  return pattern ? `Leave empty to use the template's pattern: ${pattern}` : "Leave empty to use the template's subject pattern.";
}

/** A status string from the API as one of the four (an unknown one reads as draft). */
export const campaignStatusOf = (status: string): CampaignStatus => (isCampaignStatus(status) ? status : 'draft');
export const isReadOnlyCampaign = (status: string): boolean => isCampaignReadOnly(campaignStatusOf(status));

/** Draft grey, Scheduled blue, Sending orange, Sent green. */
export const CAMPAIGN_STATUS_COLORS: Record<CampaignStatus, string> = { draft: 'gray', scheduled: 'blue', sending: 'orange', sent: 'green' };

export const campaignStatusLabel = (status: string): string => CAMPAIGN_STATUS_LABELS[campaignStatusOf(status)];

export interface SendProgress {
  recipients: number;
  sent: number;
  failed: number;
  queued: number;
  /** Percent of the recipients sent and failed, 0–100. */
  sentPercent: number;
  failedPercent: number;
  /** 'Sent 1,200 of 4,000' */
  label: string;
}

const count = (n: number) => n.toLocaleString('en-US');

export function sendProgress(campaign: Pick<EditableCampaign, 'recipientCount' | 'sentCount' | 'failedCount' | 'queuedCount'>): SendProgress {
  const recipients = Math.max(0, campaign.recipientCount);
  const share = (n: number) => (recipients === 0 ? 0 : Math.min(100, Math.round((n / recipients) * 1000) / 10));
  return {
    recipients,
    sent: campaign.sentCount,
    failed: campaign.failedCount,
    queued: campaign.queuedCount,
    sentPercent: share(campaign.sentCount),
    failedPercent: share(campaign.failedCount),
    label: `Sent ${count(campaign.sentCount)} of ${count(recipients)}`,
  };
}

export { count as formatCount };
