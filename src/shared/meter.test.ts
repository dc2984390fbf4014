import { describe, expect, it } from 'vitest';
import { decideMeter, parseMeter, serializeMeter, type ContentMeter } from './meter.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);
const SETTINGS = { numberOfFreeViews: 3, meteringPeriod: 30 };

/** Views of the items in order, each decided on the meter the previous one left. */
function read(ids: number[], settings = SETTINGS, start: ContentMeter | null = null, now = NOW) {
  let meter = start;
  return ids.map((id) => {
    const decision = decideMeter(meter, id, settings, now);
    meter = decision.meter;
    return decision;
  });
}

describe('content meter', () => {
  it('starts with 1 view and ends after the metering period (002 §4)', () => {
    const [first] = read([10]);
    expect(first).toMatchObject({ status: 'passed-metered-more', changed: true, remaining: 2 });
    expect(first!.meter).toEqual({ views: 1, startTime: NOW, expirationTime: NOW + 30 * DAY, numberOfFreeViews: 3, meteringPeriod: 30, viewedItems: [10] });
  });

  it('counts each new item, passes the last free one as metered-out, then fails; repeats are not counted', () => {
    const decisions = read([10, 11, 10, 12, 13, 11]);
    expect(decisions.map((d) => [d.status, d.meter.views, d.changed])).toEqual([
      ['passed-metered-more', 1, true],
      ['passed-metered-more', 2, true],
      ['passed-metered-more', 2, false],
      ['passed-metered-out', 3, true],
      ['failed-metered', 3, false],
      ['passed-metered-out', 3, false],
    ]);
  });

  it('starts afresh once the period is over, and follows a change of the site’s free views', () => {
    const used = read([1, 2, 3]).at(-1)!.meter;
    expect(decideMeter(used, 4, SETTINGS, NOW + 31 * DAY)).toMatchObject({ status: 'passed-metered-more', meter: { views: 1, viewedItems: [4] } });
    expect(decideMeter(used, 4, { ...SETTINGS, numberOfFreeViews: 5 }, NOW)).toMatchObject({ status: 'passed-metered-more', remaining: 1, meter: { views: 4 } });
  });

  it('reads back what it writes and starts afresh from a cookie that is not a meter', () => {
    const meter = read([7, 8]).at(-1)!.meter;
    expect(parseMeter(serializeMeter(meter))).toEqual(meter);
    for (const bad of [null, '', 'x', '%7B%7D', encodeURIComponent('{"views":-1,"startTime":0,"expirationTime":0,"numberOfFreeViews":1,"meteringPeriod":1,"viewedItems":[]}'), encodeURIComponent('[1]'), 'a'.repeat(30_000)]) {
      expect(parseMeter(bad)).toBeNull();
    }
  });
});
