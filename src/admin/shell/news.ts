// The rules of the news flyout (spec 000 §4, §9; 001 §2 "News flyout"), free of React so they are
// unit-tested: the latest item, the 14-day alert window, read marking and remembered dismissals.
import { NEWS_ALERT_WINDOW_DAYS, NEWS_FLYOUT_ITEMS } from '../../shared/constants.js';

export interface NewsItemLike {
  id: number;
  title: string;
  date: string;
  /** 1 published, 2 draft. */
  status: number;
  alert: boolean;
  hasRead: boolean;
}

export const NEWS_STATUS_PUBLISHED = 1;
export const NEWS_STATUS_DRAFT = 2;

/** The flyout's call: "loads 10 published items". */
export const NEWS_FLYOUT_VARIABLES = { limit: NEWS_FLYOUT_ITEMS, status: NEWS_STATUS_PUBLISHED, skip: 0 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
export const NEWS_ALERT_WINDOW_MS = NEWS_ALERT_WINDOW_DAYS * DAY_MS;

/** The newest item by date (the server sends newest first; this does not rely on it). */
export function latestNewsItem<T extends NewsItemLike>(items: readonly T[]): T | null {
  let latest: T | null = null;
  for (const item of items) {
    if (!latest || Date.parse(item.date) > Date.parse(latest.date)) latest = item;
  }
  return latest;
}

/**
 * "An alert window of 14 days applies: only unread, alert-flagged items count" — and a dismissed
 * alert stays dismissed. Drafts never alert; an item dated in the future alerts from its date.
 */
export function isActiveAlert(item: NewsItemLike, now: Date, dismissed: ReadonlySet<number>): boolean {
  if (!item.alert || item.hasRead || item.status !== NEWS_STATUS_PUBLISHED || dismissed.has(item.id)) return false;
  const age = now.getTime() - Date.parse(item.date);
  return age >= 0 && age <= NEWS_ALERT_WINDOW_MS;
}

export function activeAlerts<T extends NewsItemLike>(items: readonly T[], now: Date, dismissed: ReadonlySet<number>): T[] {
  return items.filter((item) => isActiveAlert(item, now, dismissed));
}

/** "Opening the expand area of a published (status 1), unread item marks it read." */
export function marksReadOnExpand(item: NewsItemLike): boolean {
  return item.status === NEWS_STATUS_PUBLISHED && !item.hasRead;
}

/** "Status 2 is shown as draft." */
export function isDraft(item: Pick<NewsItemLike, 'status'>): boolean {
  return item.status === NEWS_STATUS_DRAFT;
}

// ── Remembered dismissals ("Dismissal of a news alert is remembered per item") ───────────────────

export const NEWS_DISMISSED_STORAGE_KEY = 'admin.newsAlerts.dismissed';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function readDismissedAlerts(storage: StorageLike | null | undefined): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(NEWS_DISMISSED_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

/** Remembers the dismissal; keeps the newest 200 ids so the entry cannot grow without bound. */
export function dismissAlert(storage: StorageLike | null | undefined, id: number): Set<number> {
  const ids = readDismissedAlerts(storage);
  ids.delete(id);
  ids.add(id);
  const kept = [...ids].slice(-200);
  try {
    storage?.setItem(NEWS_DISMISSED_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the dismissal lasts for this page only.
  }
  return new Set(kept);
}
