import { describe, expect, it } from 'vitest';
import {
  activeAlerts,
  dismissAlert,
  isActiveAlert,
  isDraft,
  latestNewsItem,
  marksReadOnExpand,
  NEWS_DISMISSED_STORAGE_KEY,
  NEWS_FLYOUT_VARIABLES,
  readDismissedAlerts,
  type NewsItemLike,
} from './news.js';

const now = new Date('2026-03-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const item = (overrides: Partial<NewsItemLike> = {}): NewsItemLike => ({
  id: 1,
  title: 'Maintenance',
  date: daysAgo(1),
  status: 1,
  alert: true,
  hasRead: false,
  ...overrides,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('news flyout rules', () => {
  it('loads 10 published items', () => {
    expect(NEWS_FLYOUT_VARIABLES).toMatchObject({ limit: 10, status: 1 });
  });

  it('alerts for unread, alert-flagged, published items of the last 14 days only', () => {
    const none = new Set<number>();
    expect(isActiveAlert(item(), now, none)).toBe(true);
    expect(isActiveAlert(item({ date: daysAgo(14) }), now, none)).toBe(true);
    expect(isActiveAlert(item({ date: daysAgo(14.01) }), now, none)).toBe(false);
    expect(isActiveAlert(item({ alert: false }), now, none)).toBe(false);
    expect(isActiveAlert(item({ hasRead: true }), now, none)).toBe(false);
    expect(isActiveAlert(item({ status: 2 }), now, none)).toBe(false);
    expect(isActiveAlert(item({ date: daysAgo(-1) }), now, none)).toBe(false);
    expect(isActiveAlert(item({ id: 7 }), now, new Set([7]))).toBe(false);
  });

  it('lists the active alerts in order', () => {
    const items = [item({ id: 1 }), item({ id: 2, alert: false }), item({ id: 3, date: daysAgo(3) })];
    expect(activeAlerts(items, now, new Set()).map((i) => i.id)).toEqual([1, 3]);
  });

  it('picks the newest item as the latest', () => {
    expect(latestNewsItem([item({ id: 1, date: daysAgo(5) }), item({ id: 2, date: daysAgo(1) }), item({ id: 3, date: daysAgo(9) })])?.id).toBe(2);
    expect(latestNewsItem([])).toBeNull();
  });

  it('marks read on expand only published unread items; status 2 is a draft', () => {
    expect(marksReadOnExpand(item())).toBe(true);
    expect(marksReadOnExpand(item({ hasRead: true }))).toBe(false);
    expect(marksReadOnExpand(item({ status: 2 }))).toBe(false);
    expect(isDraft({ status: 2 })).toBe(true);
    expect(isDraft({ status: 1 })).toBe(false);
  });

  it('remembers dismissals per item', () => {
    const storage = memoryStorage();
    expect(readDismissedAlerts(storage)).toEqual(new Set());
    dismissAlert(storage, 4);
    dismissAlert(storage, 9);
    dismissAlert(storage, 4);
    expect(readDismissedAlerts(storage)).toEqual(new Set([4, 9]));
  });

  it('survives broken or missing storage', () => {
    expect(readDismissedAlerts(memoryStorage({ [NEWS_DISMISSED_STORAGE_KEY]: '{not json' }))).toEqual(new Set());
    expect(readDismissedAlerts(memoryStorage({ [NEWS_DISMISSED_STORAGE_KEY]: '[1,"x",2.5,3]' }))).toEqual(new Set([1, 3]));
    expect(readDismissedAlerts(null)).toEqual(new Set());
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceeded'); } };
    expect(dismissAlert(full, 5)).toEqual(new Set([5]));
  });

  it('keeps the list of dismissals bounded', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 250; id += 1) dismissAlert(storage, id);
    const kept = readDismissedAlerts(storage);
    expect(kept.size).toBe(200);
    expect(kept.has(250)).toBe(true);
    expect(kept.has(1)).toBe(false);
  });
});
