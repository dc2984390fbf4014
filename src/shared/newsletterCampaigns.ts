import { z } from 'zod';
import { CHICAGO_TIME_ZONE, formatDisplayDate } from './dates';
import { createGuard } from './guards';
import { MESSAGES } from './messages';
import { optionalText, requiredText } from './settings/fields';

/**
 * Newsletter campaigns (/admin/newsletter-campaigns; 000 §2.2; 002 §2 /newsletter/{campaignId},
 * /latest-newsletter/{templateId}; 002 §9 "Newsletter campaigns: default 20, only Sent or Sending,
 * not hidden on web"). A campaign is a template's issue for a date. See docs/newsletters.md "Campaigns".
 */

/** Draft → Scheduled → Sending → Sent; a scheduled one can go back to draft; sending and sent are read-only. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const isCampaignStatus = createGuard(CAMPAIGN_STATUSES);
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' };

/** 002 §9: "Newsletter campaigns: default 20". */
export const CAMPAIGN_PAGE_SIZE = 20;
export const CAMPAIGN_STREAM_MAX = 100;

export function isCampaignReadOnly(status: CampaignStatus): boolean {
  return status === 'sending' || status === 'sent';
}

/** Shown in the web view (the campaigns block, /latest-newsletter): only these, and not hidden on web. */
export const WEB_VISIBLE_STATUSES: readonly CampaignStatus[] = ['sending', 'sent'];

export const CAMPAIGN_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  readOnly: (status: CampaignStatus) => `This campaign is ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()} and can no longer be changed.`,
  templateInactive: 'Choose an active newsletter template.',
  noTesters: 'Add at least one tester address (or set default testers on the template).',
  noList: 'The template has no subscriber list: choose one of the enabled newsletters in its deployment settings.',
  sendAtPast: 'Choose a time in the future, or send now.',
  testSent: (count: number) => `Test sent to ${count} address${count === 1 ? '' : 'es'}.`,
  notFound: (id: number) => `No newsletter campaign with id ${id} was found on this site.`,
  noSubscribers: 'Nobody is subscribed to this newsletter yet: there is nobody to send it to.',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const issueDateSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .refine((v) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && new Date(`${v}T12:00:00Z`).toISOString().startsWith(v), 'Enter a date such as 2026-11-27.')
  .refine((v) => v >= '2000-01-01' && v <= '2099-12-31', 'Enter a date between 2000 and 2099.');

export const campaignInputSchema = z.object({
  templateId: z.number({ error: MESSAGES.fieldRequired }).int().positive(),
  issueDate: issueDateSchema,
  subject: requiredText(200),
  preheader: optionalText(200).default(''),
  hideOnWeb: z.boolean().default(false),
});
export type CampaignValues = z.output<typeof campaignInputSchema>;

/** 'November 27, 2026' style date of an issue, for subjects and headers (the site's date rules). */
export function issueDateLabel(issueDate: string): string {
  return formatDisplayDate(issueDate);
}

/** A subject from the template's pattern: [date], [name], [title] (docs/newsletters.md). */
export function fillSubject(pattern: string, values: { date: string; name: string; title?: string | null }): string {
  const subject = (pattern || '[name] – [date]')
    .replaceAll('[date]', issueDateLabel(values.date))
    .replaceAll('[name]', values.name)
    .replaceAll('[title]', values.title ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return subject.slice(0, 200) || values.name;
}

/** Today's calendar day in Central time, 'YYYY-MM-DD'. */
export function centralToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CHICAGO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
