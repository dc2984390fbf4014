import type { BlockLoader, BlockPage, ContentListQuery, TeaserItem } from '../types';
import type { WebinarsSettings } from './settings';

export interface WebinarItem {
  item: TeaserItem;
  /** Starts at or after the minute the page was assembled in; else past (on demand). */
  upcoming: boolean;
}

export interface WebinarsData {
  items: WebinarItem[];
}

/**
 * The instant upcoming and past webinars are split at: now, rounded down to the minute, so the
 * two lists' queries — and their answers in the site's list cache — stay the same for a minute
 * (the lists' cache keeps answers at most 60 s anyway). A webinar counts as upcoming until the
 * minute after it started.
 */
export const splitInstant = (now: number): Date => new Date(Math.floor(now / 60_000) * 60_000);

/**
 * 002 §5 "Webinar blocks first take upcoming webinars ascending, then fill with past ones
 * descending": the two lists (by start date), in the order they are taken.
 */
export function webinarQueries(settings: WebinarsSettings, page: BlockPage, split: Date): ContentListQuery[] {
  const base = {
    sectionId: settings.sectionId,
    sectionBubbling: settings.sectionId !== null,
    scheduleOption: null,
    includeContentTypes: ['Webinar' as const],
    excludeContentTypes: [],
    requiresImage: false,
    sortField: 'startDate' as const,
    limit: settings.limit,
    skip: 0,
    teaserMaxLength: settings.showTeaser ? settings.teaserMaxLength : 0,
    // On a webinar's own page the list never repeats it.
    ...(page.content ? { excludeContentIds: [page.content.id] } : {}),
  };
  const upcoming: ContentListQuery = { ...base, sortOrder: 'asc', startDateAfter: split };
  const past: ContentListQuery = { ...base, sortOrder: 'desc', startDateBefore: split };
  return settings.showPast ? [upcoming, past] : [upcoming];
}

/**
 * Both lists load in the page's one list statement and are taken in one go (contentListsInOrder):
 * the upcoming ones, then past ones to fill the limit. Dropped with none (002 §5); fewer than
 * asked flags the grid.
 */
export const loadWebinars: BlockLoader<WebinarsSettings, WebinarsData> = async ({ settings, page, api }) => {
  const [upcoming = [], past = []] = await api.contentListsInOrder(webinarQueries(settings, page, splitInstant(Date.now())), settings.limit);
  const items = [...upcoming.map((item) => ({ item, upcoming: true })), ...past.map((item) => ({ item, upcoming: false }))];
  if (items.length === 0) return null;
  return { data: { items }, underFilled: items.length < settings.limit };
};
