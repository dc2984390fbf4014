import type { AspireNewsInput, GetAspireNewsStreamQuery } from '../../gql/graphql.js';

export type NewsItem = GetAspireNewsStreamQuery['getAspireNewsStream']['items'][number];

/** News item status (spec 000 §3.2 / §4): 1 published, 2 draft. */
export const NEWS_STATUS = { published: 1, draft: 2 } as const;

export interface NewsFormValues {
  title: string;
  description: string;
  /** ISO instant (DateTimeField). */
  date: string | null;
  /** '1' published, '2' draft. */
  status: string | null;
  alert: boolean;
}

/** A new item: dated now, published, no alert. */
export function newNewsValues(now: Date = new Date()): NewsFormValues {
  return { title: '', description: '', date: now.toISOString(), status: String(NEWS_STATUS.published), alert: false };
}

export function newsFormValues(item: NewsItem): NewsFormValues {
  return { title: item.title, description: item.description, date: item.date, status: String(item.status), alert: item.alert };
}

/** setAspireNews' input; editing carries the id and the version the edit started from. */
export function toNewsInput(values: NewsFormValues, existing?: { id: number; version: number }): AspireNewsInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    title: values.title.trim(),
    description: values.description.trim(),
    date: values.date ?? new Date().toISOString(),
    status: values.status === String(NEWS_STATUS.draft) ? NEWS_STATUS.draft : NEWS_STATUS.published,
    alert: values.alert === true,
  };
}

/** The list's status filter → the query's `status` variable (null: all). */
export type NewsFilter = 'all' | 'published' | 'draft';
export const statusOfFilter = (filter: NewsFilter): number | null => (filter === 'all' ? null : NEWS_STATUS[filter]);
