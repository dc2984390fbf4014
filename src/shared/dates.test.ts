import { describe, expect, it } from 'vitest';
import {
  CHICAGO_TIME_ZONE,
  DISPLAY_MONTH_NAMES,
  displayMonthName,
  formatDuration,
  formatDisplayDate,
  contentDateRange,
  formatEventDateRange,
  formatIsoDate,
  zonedDateParts,
} from './dates';

/** Noon UTC is the same calendar day in Chicago and UTC. */
function noonUtc(month: number, day = 5, year = 2026): Date {
  return new Date(Date.UTC(year, month - 1, day, 12));
}

describe('month names (spec 000 §9)', () => {
  it('writes Ma/Ap/Ju months in full, abbreviates the rest with a period, Sep → Sept.', () => {
    expect(DISPLAY_MONTH_NAMES).toEqual([
      'Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.',
    ]);
    expect(displayMonthName('September')).toBe('Sept.');
    expect(displayMonthName('March')).toBe('March');
  });
});

describe('formatDisplayDate', () => {
  it.each([
    [1, 'Jan. 5, 2026'],
    [2, 'Feb. 5, 2026'],
    [3, 'March 5, 2026'],
    [4, 'April 5, 2026'],
    [5, 'May 5, 2026'],
    [6, 'June 5, 2026'],
    [7, 'July 5, 2026'],
    [8, 'Aug. 5, 2026'],
    [9, 'Sept. 5, 2026'],
    [10, 'Oct. 5, 2026'],
    [11, 'Nov. 5, 2026'],
    [12, 'Dec. 5, 2026'],
  ])('month %i → %s', (month, expected) => {
    expect(formatDisplayDate(noonUtc(month))).toBe(expected);
  });

  it('accepts a Date, an ISO string and a timestamp', () => {
    const date = noonUtc(3);
    expect(formatDisplayDate(date)).toBe('March 5, 2026');
    expect(formatDisplayDate(date.toISOString())).toBe('March 5, 2026');
    expect(formatDisplayDate(date.getTime())).toBe('March 5, 2026');
  });

  it('uses the Chicago time zone by default', () => {
    expect(CHICAGO_TIME_ZONE).toBe('America/Chicago');
    // 03:00 UTC on March 6 is 21:00 on March 5 in Chicago (CST, UTC−6).
    expect(formatDisplayDate('2026-03-06T03:00:00Z')).toBe('March 5, 2026');
    expect(formatDisplayDate('2026-03-06T03:00:00Z', { timeZone: 'UTC' })).toBe('March 6, 2026');
    // Daylight time (CDT, UTC−5): 04:59 UTC is still the previous day, 05:00 UTC is midnight.
    expect(formatDisplayDate('2026-07-01T04:59:00Z')).toBe('June 30, 2026');
    expect(formatDisplayDate('2026-07-01T05:00:00Z')).toBe('July 1, 2026');
    // New Year shifts the year too.
    expect(formatDisplayDate('2026-01-01T02:00:00Z')).toBe('Dec. 31, 2025');
    expect(formatDisplayDate('2026-03-05T20:00:00Z', { timeZone: 'Asia/Tokyo' })).toBe('March 6, 2026');
  });

  it('keeps a date-only string on its calendar day', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatDisplayDate('2026-09-01', { timeZone: 'Pacific/Kiritimati' })).toBe('Sept. 1, 2026');
    expect(formatDisplayDate('2026-03-05', { withTime: true })).toBe('March 5, 2026');
  });

  it('adds the time of day on request', () => {
    expect(formatDisplayDate('2026-03-06T03:00:00Z', { withTime: true })).toBe('March 5, 2026, 9:00 PM');
    expect(formatDisplayDate('2026-03-05T15:30:00Z', { withTime: true, timeZone: 'UTC' })).toBe('March 5, 2026, 3:30 PM');
    expect(formatDisplayDate('2026-03-05T00:05:00Z', { withTime: true, timeZone: 'UTC' })).toBe('March 5, 2026, 12:05 AM');
  });

  it("throws RangeError 'Invalid time value' for an invalid value", () => {
    expect(() => formatDisplayDate('not a date')).toThrow(new RangeError('Invalid time value'));
    expect(() => formatDisplayDate(Number.NaN)).toThrow(RangeError);
    expect(() => formatDisplayDate(new Date(Number.NaN))).toThrow('Invalid time value');
    expect(() => formatDisplayDate('2026-02-30')).toThrow('Invalid time value');
    expect(() => formatDisplayDate('')).toThrow('Invalid time value');
  });

  it('rejects an unknown time zone', () => {
    expect(() => formatDisplayDate(noonUtc(3), { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('contentDateRange', () => {
  it('gives webinars their times in Chicago time, and events and others their days', () => {
    expect(contentDateRange('Webinar', '2026-03-05T19:00:00Z', '2026-03-05T20:00:00Z')).toBe('March 5, 2026, 1:00 PM – 2:00 PM CT');
    expect(contentDateRange('Webinar', '2026-03-05T19:00:00Z')).toBe('March 5, 2026, 1:00 PM CT');
    expect(contentDateRange('Webinar', '2026-03-05')).toBe('March 5, 2026');
    expect(contentDateRange('Event', '2026-03-05T19:00:00Z', '2026-03-07T20:00:00Z')).toBe('March 5–7, 2026');
  });
});

describe('formatEventDateRange', () => {
  it('shows a single date without an end or on the same day', () => {
    expect(formatEventDateRange(noonUtc(3))).toBe('March 5, 2026');
    expect(formatEventDateRange(noonUtc(3), null)).toBe('March 5, 2026');
    expect(formatEventDateRange('2026-03-05T14:00:00Z', '2026-03-05T22:00:00Z')).toBe('March 5, 2026');
  });

  it('compacts a same-month range with an unspaced en dash', () => {
    expect(formatEventDateRange(noonUtc(3, 5), noonUtc(3, 7))).toBe('March 5–7, 2026');
    expect(formatEventDateRange(noonUtc(9, 29), noonUtc(9, 30))).toBe('Sept. 29–30, 2026');
  });

  it('compacts a same-year range with a spaced en dash', () => {
    expect(formatEventDateRange(noonUtc(1, 30), noonUtc(2, 2))).toBe('Jan. 30 – Feb. 2, 2026');
    expect(formatEventDateRange('2026-06-29', '2026-07-02')).toBe('June 29 – July 2, 2026');
  });

  it('spells out both years across a year end', () => {
    expect(formatEventDateRange(noonUtc(12, 30, 2025), noonUtc(1, 2, 2026))).toBe('Dec. 30, 2025 – Jan. 2, 2026');
  });

  it('uses the time zone to find each day', () => {
    // Ends 2026-03-06T03:00Z = March 5, 9 PM in Chicago → a single day there, two days in UTC.
    expect(formatEventDateRange('2026-03-05T15:00:00Z', '2026-03-06T03:00:00Z')).toBe('March 5, 2026');
    expect(formatEventDateRange('2026-03-05T15:00:00Z', '2026-03-06T03:00:00Z', { timeZone: 'UTC' })).toBe(
      'March 5–6, 2026',
    );
  });

  it('adds times on request', () => {
    expect(formatEventDateRange('2026-03-05T15:00:00Z', '2026-03-05T23:00:00Z', { withTime: true })).toBe(
      'March 5, 2026, 9:00 AM – 5:00 PM',
    );
    expect(formatEventDateRange('2026-03-05T15:00:00Z', '2026-03-06T15:00:00Z', { withTime: true })).toBe(
      'March 5, 2026, 9:00 AM – March 6, 2026, 9:00 AM',
    );
    expect(formatEventDateRange('2026-03-05T15:00:00Z', '2026-03-05T15:00:00Z', { withTime: true })).toBe(
      'March 5, 2026, 9:00 AM',
    );
  });

  it('rejects an invalid start or end', () => {
    expect(() => formatEventDateRange('nope')).toThrow(new RangeError('Invalid time value'));
    expect(() => formatEventDateRange(noonUtc(3), 'nope')).toThrow(new RangeError('Invalid time value'));
  });
});

describe('formatIsoDate (structured data, UTC)', () => {
  it('formats yyyy-MM-dd in UTC', () => {
    expect(formatIsoDate('2026-03-06T03:00:00Z')).toBe('2026-03-06');
    expect(formatIsoDate(new Date(Date.UTC(2026, 0, 9, 23, 59)))).toBe('2026-01-09');
    expect(formatIsoDate(Date.UTC(2025, 11, 31))).toBe('2025-12-31');
    expect(formatIsoDate('2026-03-05T23:30:00-06:00')).toBe('2026-03-06');
    expect(formatIsoDate('2026-03-05')).toBe('2026-03-05');
  });

  it('rejects an invalid value', () => {
    expect(() => formatIsoDate('garbage')).toThrow(new RangeError('Invalid time value'));
    expect(() => formatIsoDate('2026-13-01')).toThrow('Invalid time value');
  });
});

describe('zonedDateParts', () => {
  it('returns the calendar parts in the zone', () => {
    expect(zonedDateParts('2026-03-06T03:00:00Z')).toEqual({ year: 2026, month: 3, day: 5, time: '9:00 PM' });
    expect(zonedDateParts('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5, time: undefined });
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds, and hours from an hour on', () => {
    expect(formatDuration(2412)).toBe('40:12');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(3605)).toBe('1:00:05');
  });
});
