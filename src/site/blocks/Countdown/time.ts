/**
 * The countdown's arithmetic, shared by the server renderer (Block.tsx) and the page script
 * (src/site/client/countdown.ts), so both show the same numbers in the same words.
 */

export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

export type Remaining = Record<CountdownUnit, number> & { done: boolean };

/** What is left from `now` until `target` (milliseconds since the epoch), in whole units. */
export function remainingUntil(target: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: target <= now,
  };
}

const NAMES: Record<CountdownUnit, [string, string]> = {
  days: ['day', 'days'],
  hours: ['hour', 'hours'],
  minutes: ['minute', 'minutes'],
  seconds: ['second', 'seconds'],
};

/** 'day' or 'days' for a number of them. */
export const unitName = (unit: CountdownUnit, count: number): string => NAMES[unit][count === 1 ? 0 : 1];

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 date and time with its zone ('2026-09-15T15:00:00Z', '2026-09-15T10:00-05:00'):
 * without a zone the instant would depend on the server's clock setting, so it is refused; so are
 * days a month does not have (Date.parse would roll 'February 30' over into March).
 */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 14 &&
    offsetMinutes <= 59 &&
    !Number.isNaN(Date.parse(value))
  );
}
