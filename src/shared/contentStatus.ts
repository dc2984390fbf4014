import { createGuard } from './guards';

/** Spec 000 §4: "Content status: DELETED=0, PUBLISHED=1, DRAFT=2." */
export const CONTENT_STATUS = {
  DELETED: 0,
  PUBLISHED: 1,
  DRAFT: 2,
} as const;

export type ContentStatusName = keyof typeof CONTENT_STATUS;
export type ContentStatus = (typeof CONTENT_STATUS)[ContentStatusName];

export const CONTENT_STATUSES = [
  CONTENT_STATUS.DELETED,
  CONTENT_STATUS.PUBLISHED,
  CONTENT_STATUS.DRAFT,
] as const satisfies readonly ContentStatus[];

export const CONTENT_STATUS_LABELS = {
  [CONTENT_STATUS.DELETED]: 'Deleted',
  [CONTENT_STATUS.PUBLISHED]: 'Published',
  [CONTENT_STATUS.DRAFT]: 'Draft',
} as const satisfies Record<ContentStatus, string>;

export const isContentStatus = createGuard(CONTENT_STATUSES);

export function contentStatusLabel(status: ContentStatus): string {
  return CONTENT_STATUS_LABELS[status];
}
