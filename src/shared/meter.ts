/**
 * The content meter (spec 002 §3 "Content meter (stored in a cookie)" and §4 "Content meter"):
 * views, startTime, expirationTime, numberOfFreeViews, meteringPeriod, viewedItems. Pure rules,
 * shared by the server (which decides and sets the cookie) and the page script (which shows the
 * message): the first view creates the meter with 1 view and its expiry at the end of the
 * metering period; each new distinct item counts one view; repeats are not counted.
 *
 * The server decides for a page's gated item (modules/gating/access.ts) and the page handler
 * writes the cookie back (docs/audience.md "Content meter").
 */

import { zonedDateParts, type DateInput } from './dates';

export const METER_COOKIE = 'content_meter';

/** 002 §4 "Message placeholders". */
export const METERING_PLACEHOLDERS = ['[VIEWS_REMAINING]', '[ALLOWED_VIEWS]', '[EXPIRATION_DATE]', '[VIEWS]'] as const;
export type MeteringPlaceholder = (typeof METERING_PLACEHOLDERS)[number];
export const PLACEHOLDER_TOKEN = /\[[A-Z_]+\]/g;

/** MM/dd/yyyy in the platform's time zone (002 §9 "label date format MM/dd/yyyy"). */
export function formatMeterDate(value: DateInput): string {
  const { year, month, day } = zonedDateParts(value);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;
}

/**
 * A metering text with its placeholders filled: [VIEWS] the views counted, [ALLOWED_VIEWS] the free
 * views, [VIEWS_REMAINING] what is left (never below 0), [EXPIRATION_DATE] the end of the period.
 */
export function fillMeteringText(text: string, meter: { views: number; allowedViews: number; expiration: DateInput }): string {
  const values: Record<MeteringPlaceholder, string> = {
    '[VIEWS_REMAINING]': String(Math.max(0, meter.allowedViews - meter.views)),
    '[ALLOWED_VIEWS]': String(meter.allowedViews),
    '[EXPIRATION_DATE]': formatMeterDate(meter.expiration),
    '[VIEWS]': String(meter.views),
  };
  return text.replace(PLACEHOLDER_TOKEN, (token) => values[token as MeteringPlaceholder] ?? token);
}
const DAY_MS = 24 * 60 * 60 * 1000;
/** Items remembered: enough for the largest allowed number of free views (settings cap 1,000). */
const MAX_VIEWED_ITEMS = 1000;

export interface ContentMeter {
  views: number;
  /** ms since the epoch. */
  startTime: number;
  expirationTime: number;
  numberOfFreeViews: number;
  /** Days. */
  meteringPeriod: number;
  viewedItems: number[];
}

export type MeterStatus = 'passed-metered-more' | 'passed-metered-out' | 'failed-metered';

export interface MeterDecision {
  status: MeterStatus;
  meter: ContentMeter;
  /** Whether the cookie must be written (a new meter or a new item counted). */
  changed: boolean;
  /** Free views left after this one. */
  remaining: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The meter of a cookie value, or null when there is none or it is not one (a new meter then starts). */
export function parseMeter(value: string | null | undefined): ContentMeter | null {
  if (!value || value.length > 20_000) return null;
  let data: unknown;
  try {
    data = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (![m.views, m.startTime, m.expirationTime, m.numberOfFreeViews, m.meteringPeriod].every(isCount)) return null;
  if (!Array.isArray(m.viewedItems) || !m.viewedItems.every(isCount)) return null;
  return {
    views: m.views as number,
    startTime: m.startTime as number,
    expirationTime: m.expirationTime as number,
    numberOfFreeViews: m.numberOfFreeViews as number,
    meteringPeriod: m.meteringPeriod as number,
    viewedItems: (m.viewedItems as number[]).slice(-MAX_VIEWED_ITEMS),
  };
}

export const serializeMeter = (meter: ContentMeter): string => encodeURIComponent(JSON.stringify(meter));

const statusOf = (remaining: number, counted: boolean): MeterStatus => (!counted ? 'failed-metered' : remaining > 0 ? 'passed-metered-more' : 'passed-metered-out');

/**
 * The meter's answer for a view of `contentId` at `now` with the site's settings: a meter that is
 * missing, unreadable or expired starts afresh (1 view, expiring after `meteringPeriod` days); a
 * repeat passes without counting; a new item passes while free views remain, else fails.
 * Passed statuses: remaining views above 0 is passed-metered-more, exactly 0 passed-metered-out.
 */
export function decideMeter(
  current: ContentMeter | null,
  contentId: number,
  settings: { numberOfFreeViews: number; meteringPeriod: number },
  now: number,
): MeterDecision {
  const free = Math.max(1, settings.numberOfFreeViews);
  if (!current || current.expirationTime <= now) {
    const meter: ContentMeter = {
      views: 1,
      startTime: now,
      expirationTime: now + Math.max(1, settings.meteringPeriod) * DAY_MS,
      numberOfFreeViews: free,
      meteringPeriod: settings.meteringPeriod,
      viewedItems: [contentId],
    };
    return { status: statusOf(free - 1, true), meter, changed: true, remaining: free - 1 };
  }
  // The site's current number of free views counts (an editor may have changed it).
  const meter = { ...current, numberOfFreeViews: free };
  if (meter.viewedItems.includes(contentId)) {
    const remaining = Math.max(0, free - meter.views);
    return { status: statusOf(remaining, true), meter, changed: meter.numberOfFreeViews !== current.numberOfFreeViews, remaining };
  }
  if (meter.views >= free) return { status: 'failed-metered', meter, changed: meter.numberOfFreeViews !== current.numberOfFreeViews, remaining: 0 };
  const counted = { ...meter, views: meter.views + 1, viewedItems: [...meter.viewedItems, contentId].slice(-MAX_VIEWED_ITEMS) };
  const remaining = free - counted.views;
  return { status: statusOf(remaining, true), meter: counted, changed: true, remaining };
}
