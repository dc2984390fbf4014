/**
 * Date display helpers — spec 000 §9: "Date display: months starting Ma, Ap or Ju are written in
 * full; others are abbreviated with a period; Sep becomes Sept. Events show a start–end range.
 * A Chicago time zone is used in some date helpers." 000 §5: "Date formatting rejects an invalid
 * time value with an error." 002 §9 structured data: dates as yyyy-MM-dd.
 */

/** The default time zone of these helpers (000 §9 "A Chicago time zone"). */
export const CHICAGO_TIME_ZONE = 'America/Chicago';

export const INVALID_TIME_VALUE_MESSAGE = 'Invalid time value';

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** IANA time zone used to find the calendar day and time. Default CHICAGO_TIME_ZONE. */
  readonly timeZone?: string;
  /** Append the time of day ('9:00 PM'). Default false. */
  readonly withTime?: boolean;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Applies the spec rule to a full month name: Ma/Ap/Ju in full, Sep → 'Sept.', others 'Abc.'. */
export function displayMonthName(fullName: string): string {
  if (/^(Ma|Ap|Ju)/.test(fullName)) return fullName;
  if (fullName.startsWith('Sep')) return 'Sept.';
  return `${fullName.slice(0, 3)}.`;
}

/** Jan., Feb., March, April, May, June, July, Aug., Sept., Oct., Nov., Dec. */
export const DISPLAY_MONTH_NAMES: readonly string[] = MONTH_NAMES.map(displayMonthName);

export interface ZonedDateParts {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  /** 'h:mm AM' / 'h:mm PM'; undefined for a date-only input, which has no time of day. */
  readonly time: string | undefined;
}

/** 'yyyy-MM-dd' strings name a calendar day, not an instant (see resolveParts). */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function invalid(): RangeError {
  return new RangeError(INVALID_TIME_VALUE_MESSAGE);
}

function toValidDate(value: DateInput): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) throw invalid();
  return date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Calendar parts of a value in a time zone.
 * Choice: a date-only string ('2026-03-05') is taken as that calendar day in every time zone.
 * `new Date('2026-03-05')` is UTC midnight, which is March 4 in Chicago — a date typed without a
 * time must not move to the previous day.
 */
export function zonedDateParts(value: DateInput, { timeZone = CHICAGO_TIME_ZONE }: { timeZone?: string } = {}): ZonedDateParts {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      // Reject impossible days such as 2026-02-30 instead of rolling them over.
      if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
        throw invalid();
      }
      return { year, month, day, time: undefined };
    }
  }
  const date = toValidDate(value);
  // Intl's formatToParts is slow, and pages show the same few dates again and again.
  const key = `${timeZone}|${date.getTime()}`;
  const known = zonedCache.get(key);
  if (known) return { ...known };
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const result = {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`,
  };
  if (zonedCache.size >= ZONED_CACHE_MAX) zonedCache.clear();
  zonedCache.set(key, result);
  return { ...result };
}

const ZONED_CACHE_MAX = 10_000;
const zonedCache = new Map<string, ZonedDateParts>();

function monthLabel(month: number): string {
  return DISPLAY_MONTH_NAMES[month - 1] ?? '';
}

function dayLabel(parts: ZonedDateParts): string {
  return `${monthLabel(parts.month)} ${parts.day}, ${parts.year}`;
}

function withTimeLabel(parts: ZonedDateParts): string {
  return parts.time === undefined ? dayLabel(parts) : `${dayLabel(parts)}, ${parts.time}`;
}

/**
 * 'March 5, 2026', 'Jan. 5, 2026', 'Sept. 5, 2026'; with `withTime`: 'March 5, 2026, 9:00 PM'
 * (choice: the spec does not show a time format).
 * @throws RangeError 'Invalid time value' for an unparseable value.
 */
export function formatDisplayDate(value: DateInput, options: DateFormatOptions = {}): string {
  const parts = zonedDateParts(value, options.timeZone === undefined ? {} : { timeZone: options.timeZone });
  return options.withTime ? withTimeLabel(parts) : dayLabel(parts);
}

function sameDay(a: ZonedDateParts, b: ZonedDateParts): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/**
 * Event date range (000 §9 "Events show a start–end range"), compacted:
 * - no end, or the same day: 'March 5, 2026'
 * - same month:  'March 5–7, 2026' (unspaced en dash between days)
 * - same year:   'Jan. 30 – Feb. 2, 2026' (spaced en dash between dates)
 * - other years: 'Dec. 30, 2025 – Jan. 2, 2026'
 * With `withTime` (choice): same day 'March 5, 2026, 9:00 AM – 5:00 PM', otherwise both full
 * date-times joined by ' – '. An end before the start is shown as given, not reordered.
 * @throws RangeError 'Invalid time value' when start or a given end is unparseable.
 */
export function formatEventDateRange(
  start: DateInput,
  end?: DateInput | null,
  options: DateFormatOptions = {},
): string {
  const zone = options.timeZone === undefined ? {} : { timeZone: options.timeZone };
  const from = zonedDateParts(start, zone);
  if (end === undefined || end === null) return formatDisplayDate(start, options);
  const to = zonedDateParts(end, zone);

  if (options.withTime) {
    if (sameDay(from, to)) {
      if (from.time === undefined || to.time === undefined || from.time === to.time) return withTimeLabel(from);
      return `${withTimeLabel(from)} – ${to.time}`;
    }
    return `${withTimeLabel(from)} – ${withTimeLabel(to)}`;
  }

  if (sameDay(from, to)) return dayLabel(from);
  if (from.year === to.year && from.month === to.month) {
    return `${monthLabel(from.month)} ${from.day}–${to.day}, ${from.year}`;
  }
  if (from.year === to.year) {
    return `${monthLabel(from.month)} ${from.day} – ${monthLabel(to.month)} ${to.day}, ${to.year}`;
  }
  return `${dayLabel(from)} – ${dayLabel(to)}`;
}

/**
 * The date line of an item with dates (teasers, the title block): a webinar is a live hour, so it
 * shows its times, in Chicago time and said so ('March 5, 2026, 1:00 PM – 2:00 PM CT'); events
 * and the rest show the day range. A date-only value has no time, so no zone either.
 */
export function contentDateRange(type: string, start: DateInput, end?: DateInput | null): string {
  if (type !== 'Webinar') return formatEventDateRange(start, end);
  const range = formatEventDateRange(start, end, { withTime: true });
  return / [AP]M$/.test(range) ? `${range} CT` : range;
}

/**
 * 'yyyy-MM-dd' in UTC, for structured data (002 §9). A date-only string is returned as that day.
 * @throws RangeError 'Invalid time value' for an unparseable value.
 */
export function formatIsoDate(value: DateInput): string {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) {
    const { year, month, day } = zonedDateParts(value, { timeZone: 'UTC' });
    return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  return toValidDate(value).toISOString().slice(0, 10);
}

/** A length as a player shows it: 'h:mm:ss' from an hour on, else 'm:ss' (a podcast's 2412 s is '40:12'). */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
