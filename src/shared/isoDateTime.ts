/**
 * The instants a caller may send (security issue 16 item 3): ISO-8601 strings in the years
 * 0001–9999. JavaScript dates reach ±275,760 years and `new Date()` also takes expanded years
 * ('+275760-09-13T00:00:00Z'), five-digit years ('10000-01-01') and loose text ('March 5'); such
 * values reached PostgreSQL ("timestamp out of range": an 'Unexpected error.') or came back as
 * expanded years no client reads. The DateTime scalar (server/graphql/scalars.ts) and the editors'
 * own date checks (contentFields.ts) share this rule.
 */

/** The earliest instant accepted: 0001-01-01T00:00:00.000Z. */
export const MIN_DATE_TIME = Date.parse('0001-01-01T00:00:00.000Z');
/** The latest instant accepted: 9999-12-31T23:59:59.999Z. */
export const MAX_DATE_TIME = Date.parse('9999-12-31T23:59:59.999Z');

export const DATE_RANGE_MESSAGE = 'DateTime must be between 0001-01-01 and 9999-12-31.';
export const DATE_FORMAT_HINT = 'e.g. 2026-03-05T14:00:00Z';

/** A calendar day, optionally with a time (seconds and fractions optional) and an offset. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;
/** Years JavaScript writes beyond 9999 or before 0000: '+275760-…', '-271821-…', '+010000-…', '10000-…'. */
const EXPANDED_YEAR = /^(?:[+-]\d{4,}|\d{5,})-/;

export type IsoDateTimeCheck = { ok: true; date: Date } | { ok: false; reason: 'format' | 'range' };

/** Days of a month (1–12) of a year; setUTCFullYear, unlike Date.UTC, takes years 0–99 as they are. */
function daysInMonth(year: number, month: number): number {
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return lastDay.getUTCDate();
}

/**
 * The instant an ISO-8601 text names, or why it names none: 'format' (not ISO-8601, or a day or
 * time that does not exist such as 2026-02-30 — `new Date` would roll it over to March 2) or
 * 'range' (outside 0001-01-01 … 9999-12-31, in UTC).
 */
export function checkIsoDateTime(value: string): IsoDateTimeCheck {
  const text = value.trim();
  if (EXPANDED_YEAR.test(text)) return { ok: false, reason: 'range' };
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return { ok: false, reason: 'format' };
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part))) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) return { ok: false, reason: 'format' };
  const time = Date.parse(text);
  if (Number.isNaN(time)) return { ok: false, reason: 'format' };
  if (time < MIN_DATE_TIME || time > MAX_DATE_TIME) return { ok: false, reason: 'range' };
  return { ok: true, date: new Date(time) };
}
