/**
 * A date-range filter's days from a range picker's value: 'YYYY-MM-DD' strings or null. A range
 * with only its start picked (the first click) filters that one day, so the list answers at once.
 */
export function dayRange([from, to]: [string | null, string | null]): { from: string | null; to: string | null } {
  const start = from ? from.slice(0, 10) : null;
  return { from: start, to: to ? to.slice(0, 10) : start };
}
