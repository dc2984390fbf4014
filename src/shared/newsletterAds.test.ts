import { describe, expect, it } from 'vitest';
import { AD_PLACEMENT_LABELS, AD_PRIORITIES, AD_PRIORITY_LABELS, checkNewsletterAd, endOfBusinessDay, injectAds, newsletterAdSchema, type AdSlot, type SchedulableAd } from './newsletterAds';
import { NATIVE_PLACEMENTS, NEWSLETTER_AD_PLACEMENTS } from './newsletterBlocks';

describe('endOfBusinessDay (001 §5: ad schedule dates are forced to end of business day Central time)', () => {
  it('is 17:00 CST (23:00 UTC) on a winter day', () => {
    expect(endOfBusinessDay('2026-01-15').toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(endOfBusinessDay('2026-11-27').toISOString()).toBe('2026-11-27T23:00:00.000Z');
  });

  it('is 17:00 CDT (22:00 UTC) on a summer day', () => {
    expect(endOfBusinessDay('2026-07-04').toISOString()).toBe('2026-07-04T22:00:00.000Z');
  });

  it('takes the Chicago calendar day of an instant: late in the Chicago evening stays on that day', () => {
    // 2026-07-04 23:30 in Chicago is 2026-07-05 04:30 UTC.
    expect(endOfBusinessDay(new Date('2026-07-05T04:30:00.000Z')).toISOString()).toBe('2026-07-04T22:00:00.000Z');
    // 2026-01-15 23:59 in Chicago is 2026-01-16 05:59 UTC.
    expect(endOfBusinessDay(new Date('2026-01-16T05:59:00.000Z')).toISOString()).toBe('2026-01-15T23:00:00.000Z');
    // Past 17:00 the same day still ends at 17:00 that day (not the next).
    expect(endOfBusinessDay(new Date('2026-01-15T23:30:00.000Z')).toISOString()).toBe('2026-01-15T23:00:00.000Z');
  });

  it('uses the offset of the day itself on the daylight-saving change days', () => {
    // 2026-03-08: clocks go forward at 2 AM; 5 PM is already CDT.
    expect(endOfBusinessDay('2026-03-08').toISOString()).toBe('2026-03-08T22:00:00.000Z');
    expect(endOfBusinessDay('2026-03-07').toISOString()).toBe('2026-03-07T23:00:00.000Z');
    // 2026-11-01: clocks go back at 2 AM; 5 PM is CST again.
    expect(endOfBusinessDay('2026-11-01').toISOString()).toBe('2026-11-01T23:00:00.000Z');
    expect(endOfBusinessDay('2026-10-31').toISOString()).toBe('2026-10-31T22:00:00.000Z');
  });

  it('refuses an unreadable value', () => {
    expect(() => endOfBusinessDay('not a date')).toThrow(RangeError);
  });
});

const day = (d: string) => endOfBusinessDay(d);
const TEMPLATE = 7;
const OTHER_TEMPLATE = 8;
const SEND = new Date('2026-05-12T12:00:00.000Z');
const nativeSlot = (position: number): AdSlot => ({ position, placements: NATIVE_PLACEMENTS });

function ad(id: number, priority: number, position: number, overrides: Partial<SchedulableAd> = {}): SchedulableAd {
  return {
    id,
    priority,
    placement: 'sponsored_content',
    schedules: [{ templateId: TEMPLATE, position, startDate: day('2026-05-01'), endDate: day('2026-05-31') }],
    ...overrides,
  };
}

describe('injectAds', () => {
  it('gives each position the highest priority ad scheduled to it', () => {
    const chosen = injectAds([nativeSlot(1), nativeSlot(2)], [ad(1, 5, 1), ad(2, 10, 1), ad(3, 1, 2), ad(4, 10, 2)], TEMPLATE, SEND);
    expect(chosen).toEqual(
      new Map([
        [1, 2],
        [2, 4],
      ]),
    );
  });

  it('breaks a tie by the lowest id (the one scheduled first)', () => {
    expect(injectAds([nativeSlot(1)], [ad(9, 10, 1), ad(4, 10, 1), ad(6, 10, 1)], TEMPLATE, SEND).get(1)).toBe(4);
  });

  it('uses only ads whose window holds the send time (the window ends at 5 PM Central on the end date)', () => {
    const ended = ad(1, 10, 1, { schedules: [{ templateId: TEMPLATE, position: 1, startDate: day('2026-05-01'), endDate: day('2026-05-11') }] });
    const later = ad(2, 10, 1, { schedules: [{ templateId: TEMPLATE, position: 1, startDate: day('2026-05-13'), endDate: day('2026-05-31') }] });
    expect(injectAds([nativeSlot(1)], [ended, later], TEMPLATE, SEND).size).toBe(0);
    // 16:59 Central on the end day is inside, 17:01 outside.
    const lastDay = ad(3, 10, 1, { schedules: [{ templateId: TEMPLATE, position: 1, startDate: day('2026-05-01'), endDate: day('2026-05-12') }] });
    expect(injectAds([nativeSlot(1)], [lastDay], TEMPLATE, new Date('2026-05-12T21:59:00.000Z')).get(1)).toBe(3);
    expect(injectAds([nativeSlot(1)], [lastDay], TEMPLATE, new Date('2026-05-12T22:01:00.000Z')).size).toBe(0);
  });

  it('uses only ads scheduled to the campaign’s template', () => {
    const elsewhere = ad(1, 10, 1, { schedules: [{ templateId: OTHER_TEMPLATE, position: 1, startDate: day('2026-05-01'), endDate: day('2026-05-31') }] });
    expect(injectAds([nativeSlot(1)], [elsewhere], TEMPLATE, SEND).size).toBe(0);
  });

  it('uses only ads whose placement the slot takes', () => {
    const banner = ad(1, 10, 1, { placement: 'leaderboard' });
    expect(injectAds([nativeSlot(1)], [banner, ad(2, 5, 1)], TEMPLATE, SEND).get(1)).toBe(2);
    expect(injectAds([{ position: 1, placements: ['leaderboard'] }], [banner, ad(2, 5, 1)], TEMPLATE, SEND).get(1)).toBe(1);
  });

  it('fills one slot per ad', () => {
    const twice = ad(1, 10, 1, {
      schedules: [
        { templateId: TEMPLATE, position: 1, startDate: day('2026-05-01'), endDate: day('2026-05-31') },
        { templateId: TEMPLATE, position: 2, startDate: day('2026-05-01'), endDate: day('2026-05-31') },
      ],
    });
    const chosen = injectAds([nativeSlot(1), nativeSlot(2)], [twice, ad(2, 5, 2)], TEMPLATE, SEND);
    expect(chosen).toEqual(
      new Map([
        [1, 1],
        [2, 2],
      ]),
    );
  });

  it('fills empty slots with house ads (priority 1) scheduled to the template at any position', () => {
    const house = ad(5, 1, 40);
    const chosen = injectAds([nativeSlot(1), nativeSlot(2)], [ad(1, 10, 1), house], TEMPLATE, SEND);
    expect(chosen).toEqual(
      new Map([
        [1, 1],
        [2, 5],
      ]),
    );
    // A house-reserve ad (5) at another position is not a filler.
    expect(injectAds([nativeSlot(2)], [ad(6, 5, 40)], TEMPLATE, SEND).size).toBe(0);
    // Nor is a house ad of another template or outside its window.
    const otherTemplate = ad(7, 1, 40, { schedules: [{ templateId: OTHER_TEMPLATE, position: 40, startDate: day('2026-05-01'), endDate: day('2026-05-31') }] });
    const expired = ad(8, 1, 40, { schedules: [{ templateId: TEMPLATE, position: 40, startDate: day('2026-04-01'), endDate: day('2026-04-30') }] });
    expect(injectAds([nativeSlot(2)], [otherTemplate, expired], TEMPLATE, SEND).size).toBe(0);
  });

  it('never lets a house ad displace a scheduled higher-priority ad', () => {
    const houseAtOne = ad(1, 1, 1);
    const standard = ad(2, 10, 1);
    const chosen = injectAds([nativeSlot(1)], [houseAtOne, standard], TEMPLATE, SEND);
    expect(chosen.get(1)).toBe(2);
    // The house ad scheduled to position 2 fills it only when position 2 has no scheduled ad.
    const both = injectAds([nativeSlot(1), nativeSlot(2)], [ad(3, 1, 2), ad(4, 5, 2), standard], TEMPLATE, SEND);
    expect(both.get(2)).toBe(4);
  });
});

describe('newsletterAdSchema', () => {
  const valid = { title: 'Spring sale', companyId: 10000001, placement: 'sponsored_content', url: 'https://example.com/sale' };

  it("says 'Field is required' for title, placement, url and each schedule entry's template, dates and position", () => {
    const check = checkNewsletterAd({ title: '  ', placement: null, url: null, schedules: [{ templateId: null, startDate: null, endDate: '', position: null }] });
    expect(check).toEqual({
      ok: false,
      fieldErrors: {
        title: 'Field is required',
        placement: 'Field is required',
        url: 'Field is required',
        'schedules.0.templateId': 'Field is required',
        'schedules.0.startDate': 'Field is required',
        'schedules.0.endDate': 'Field is required',
        'schedules.0.position': 'Field is required',
      },
    });
  });

  it('bounds the position to 1–100 and keeps the end on or after the start', () => {
    const entry = { templateId: 1, startDate: '2026-05-02', endDate: '2026-05-01' };
    const check = checkNewsletterAd({ ...valid, schedules: [{ ...entry, position: 0 }, { ...entry, endDate: '2026-05-02', position: 101 }] });
    expect(check).toEqual({
      ok: false,
      fieldErrors: {
        'schedules.0.position': 'Position must be between 1 and 100.',
        'schedules.0.endDate': 'The end date must not be before the start date.',
        'schedules.1.position': 'Position must be between 1 and 100.',
      },
    });
  });

  it('refuses days that do not exist without throwing', () => {
    const check = checkNewsletterAd({ ...valid, schedules: [{ templateId: 1, startDate: '2026-02-30', endDate: 'soon', position: 1 }] });
    expect(check).toEqual({ ok: false, fieldErrors: { 'schedules.0.startDate': 'Enter a date such as 2026-11-27.', 'schedules.0.endDate': 'Enter a date such as 2026-11-27.' } });
  });

  it('takes null optional fields as empty and defaults the priority to standard (10)', () => {
    const check = checkNewsletterAd({ ...valid, campaignName: null, logoUrl: null, priority: null, schedules: [{ templateId: 1, startDate: '2026-05-01', endDate: '2026-05-01', position: 1, orderId: null }] });
    expect(check.ok && check.value).toMatchObject({ campaignName: '', logoUrl: '', priority: 10, schedules: [{ orderId: '', lineItemId: '' }] });
    expect(newsletterAdSchema.safeParse({ ...valid, priority: 3 }).success).toBe(false);
  });

  it('labels every priority and placement', () => {
    expect(AD_PRIORITIES.map((p) => AD_PRIORITY_LABELS[p])).toEqual(['Standard (10)', 'House reserve (5)', 'House (1)']);
    expect(NEWSLETTER_AD_PLACEMENTS.every((p) => AD_PLACEMENT_LABELS[p].length > 0)).toBe(true);
  });
});
