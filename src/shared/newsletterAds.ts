import { z } from 'zod';
import { CHICAGO_TIME_ZONE } from './dates';
import { MESSAGES } from './messages';
import { AD_POSITION_LIMITS, NEWSLETTER_AD_PLACEMENTS, type NewsletterAdPlacement } from './newsletterBlocks';
import { intBetween, optionalText, optionalUrl, requiredText } from './settings/fields';
import { checkSettings, type SettingsCheck } from './settings/validate';

/**
 * Newsletter ads (/admin/newsletter-ads, /admin/create-newsletter-ad; 001 §3 "Newsletter ad": title,
 * campaignName, company (existing or new), logo, image, placement, label, url, body, adCategory,
 * ctaLabel, priority (10 standard, 5 house-reserve, 1 house), schedule entries (template, start
 * and end date, position, orderId, lineItemId); §5 required: title, company, placement, url, each
 * schedule entry template, dates and position; "Ad schedule dates are forced to end of business
 * day Central time"). See docs/newsletters.md "Ads".
 */

export const AD_PRIORITIES = [10, 5, 1] as const;
export type AdPriority = (typeof AD_PRIORITIES)[number];
export const AD_PRIORITY_LABELS: Record<AdPriority, string> = { 10: 'Standard (10)', 5: 'House reserve (5)', 1: 'House (1)' };
/** House ads (priority 1) fill the positions no paid or reserve ad takes. */
export const HOUSE_PRIORITY = 1;

export const AD_PLACEMENT_LABELS: Record<NewsletterAdPlacement, string> = {
  sponsored_content: 'Sponsored content',
  sponsored_link: 'Sponsored link',
  job_opening: 'Job opening',
  product_showcase: 'Product showcase',
  rectangle: 'Rectangle (300 × 250)',
  leaderboard: 'Leaderboard (728 × 90)',
  billboard: 'Billboard (970 × 250, scaled to the newsletter)',
  logo: 'Logo (150 × 75)',
};

/** Pixel sizes of the display placements (the e-mail scales them to the column). */
export const AD_PLACEMENT_SIZES: Partial<Record<NewsletterAdPlacement, { width: number; height: number }>> = {
  rectangle: { width: 300, height: 250 },
  leaderboard: { width: 728, height: 90 },
  billboard: { width: 970, height: 250 },
  logo: { width: 150, height: 75 },
};

/** The end of the business day: 5 PM in Chicago. */
export const END_OF_BUSINESS_HOUR = 17;

/**
 * 001 §5: "Ad schedule dates are forced to end of business day Central time." The calendar day of
 * `value` in Chicago (a 'YYYY-MM-DD' string is that day) at 17:00 Chicago time, as an instant;
 * daylight saving is Chicago's own for that day.
 */
export function endOfBusinessDay(value: Date | string): Date {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : chicagoDay(new Date(value));
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // 17:00 local = 17:00 UTC minus the offset; the offset is read for that instant (CST −6, CDT −5).
  const guess = Date.UTC(year, month - 1, date, END_OF_BUSINESS_HOUR);
  const offsetMinutes = chicagoOffsetMinutes(new Date(guess));
  const instant = new Date(guess - offsetMinutes * 60_000);
  // Near a DST change the first guess can sit on the other side of it; one correction settles it.
  const corrected = chicagoOffsetMinutes(instant);
  return corrected === offsetMinutes ? instant : new Date(guess - corrected * 60_000);
}

function chicagoDay(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return new Intl.DateTimeFormat('en-CA', { timeZone: CHICAGO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** Minutes Chicago is ahead of UTC at `instant` (negative: −360 in winter, −300 in summer). */
function chicagoOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: CHICAGO_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - instant.getTime()) / 60_000);
}

const DATE_MESSAGE = 'Enter a date such as 2026-11-27.';
const scheduleDate = () =>
  z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .refine((v) => isCalendarDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)) && v.slice(0, 4) >= '2000' && v.slice(0, 4) <= '2099', DATE_MESSAGE);

/** 'YYYY-MM-DD' naming a day that exists (Date.parse takes 2026-02-30 as March 2). */
function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
}

export const adScheduleSchema = z
  .object({
    templateId: z.number({ error: MESSAGES.fieldRequired }).int().positive(),
    startDate: scheduleDate(),
    endDate: scheduleDate(),
    position: intBetween('Position', AD_POSITION_LIMITS.min, AD_POSITION_LIMITS.max),
    orderId: optionalText(100).default(''),
    lineItemId: optionalText(100).default(''),
  })
  .superRefine((entry, ctx) => {
    // Compared only when both are real days: a malformed one already has its own message (and
    // endOfBusinessDay would throw on it).
    const [start, end] = [entry.startDate.slice(0, 10), entry.endDate.slice(0, 10)];
    if (!isCalendarDay(start) || !isCalendarDay(end)) return;
    if (endOfBusinessDay(end) < endOfBusinessDay(start)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must not be before the start date.' });
  });

export const AD_LIMITS = { schedules: 100, body: 2000 } as const;

export const newsletterAdSchema = z.object({
  title: requiredText(200),
  campaignName: optionalText(200).default(''),
  /** An existing Company content item; or `newCompanyName` to create one with the ad. */
  companyId: z.number().int().positive().nullable().default(null),
  newCompanyName: optionalText(200).default(''),
  logoUrl: optionalUrl().default(''),
  imageUrl: optionalUrl().default(''),
  placement: z.enum(NEWSLETTER_AD_PLACEMENTS, { error: MESSAGES.fieldRequired }),
  label: optionalText(60).default(''),
  url: requiredText(2000).pipe(optionalUrl()),
  body: optionalText(AD_LIMITS.body).default(''),
  adCategory: optionalText(100).default(''),
  ctaLabel: optionalText(60).default(''),
  priority: z.union([z.literal(10), z.literal(5), z.literal(1)], { error: 'Choose priority 10 (standard), 5 (house reserve) or 1 (house).' }).default(10),
  schedules: z.array(adScheduleSchema).max(AD_LIMITS.schedules, `At most ${AD_LIMITS.schedules} schedule entries.`).default([]),
});
export type NewsletterAdValues = z.output<typeof newsletterAdSchema>;

const OPTIONAL_AD_KEYS = ['campaignName', 'newCompanyName', 'logoUrl', 'imageUrl', 'label', 'body', 'adCategory', 'ctaLabel', 'priority', 'schedules'] as const;
const OPTIONAL_SCHEDULE_KEYS = ['orderId', 'lineItemId'] as const;

const withoutNulls = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key, v]) => !(v === null && keys.includes(key))));

/**
 * The input (saveNewsletterAd's, or the form's) against newsletterAdSchema, messages keyed by path
 * ('title', 'schedules.0.position'). GraphQL sends null for an optional field left empty: that
 * counts as empty (its default), while a null required field is 'Field is required'. The company
 * rule (companyId or newCompanyName) and the references are the service's.
 */
export function checkNewsletterAd(input: Record<string, unknown>): SettingsCheck<NewsletterAdValues> {
  const schedules = Array.isArray(input.schedules)
    ? input.schedules.map((entry: unknown) => (entry && typeof entry === 'object' ? withoutNulls(entry as Record<string, unknown>, OPTIONAL_SCHEDULE_KEYS) : entry))
    : input.schedules;
  return checkSettings(newsletterAdSchema, withoutNulls({ ...input, schedules }, OPTIONAL_AD_KEYS));
}

export const AD_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  companyRequired: MESSAGES.fieldRequired,
  companyUnknown: 'Choose a company of this site.',
  templateUnknown: 'Choose a newsletter template of this site.',
  readOnly: 'This ad ran in a campaign that is sending or sent and can no longer be changed.',
  notFound: (id: number) => `No newsletter ad with id ${id} was found on this site.`,
} as const;

/** An ad as injection sees it: id, priority and the schedule entries (already at end of business day). */
export interface SchedulableAd {
  id: number;
  priority: number;
  placement: NewsletterAdPlacement;
  schedules: { templateId: number; position: number; startDate: Date; endDate: Date }[];
}

export interface AdSlot {
  position: number;
  /** Placements the slot takes (a native ad block's setting). */
  placements: readonly NewsletterAdPlacement[];
}

/**
 * Which ad fills each slot of a campaign (docs/newsletters.md "Injection"): per position, among the
 * ads scheduled to this template and position whose window holds the send time and whose
 * placement the slot takes, the highest priority wins (10 standard, then 5 house reserve, then 1
 * house), then the one scheduled first (lowest id). A slot no scheduled ad takes is filled from
 * the house ads (priority 1) scheduled to the template at any position, each house ad used once.
 * An ad fills at most one slot of a campaign. Pure: unit-tested in newsletterAds.test.ts.
 */
export function injectAds(slots: readonly AdSlot[], ads: readonly SchedulableAd[], templateId: number, at: Date): Map<number, number> {
  const chosen = new Map<number, number>();
  const used = new Set<number>();
  const live = (ad: SchedulableAd) => ad.schedules.filter((s) => s.templateId === templateId && s.startDate <= at && at <= s.endDate);
  const rank = (a: SchedulableAd, b: SchedulableAd) => b.priority - a.priority || a.id - b.id;
  const sortedSlots = [...slots].sort((a, b) => a.position - b.position);
  for (const slot of sortedSlots) {
    const candidates = ads.filter((ad) => !used.has(ad.id) && slot.placements.includes(ad.placement) && live(ad).some((s) => s.position === slot.position)).sort(rank);
    const winner = candidates[0];
    if (winner) {
      chosen.set(slot.position, winner.id);
      used.add(winner.id);
    }
  }
  for (const slot of sortedSlots) {
    if (chosen.has(slot.position)) continue;
    const house = ads.filter((ad) => !used.has(ad.id) && ad.priority === HOUSE_PRIORITY && slot.placements.includes(ad.placement) && live(ad).length > 0).sort(rank)[0];
    if (house) {
      chosen.set(slot.position, house.id);
      used.add(house.id);
    }
  }
  return chosen;
}
