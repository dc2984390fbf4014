import { describe, expect, it } from 'vitest';
import {
  CONTENT_STATUS,
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
  contentStatusLabel,
  isContentStatus,
} from './contentStatus';

describe('content status (spec 000 §4)', () => {
  it('has DELETED=0, PUBLISHED=1, DRAFT=2', () => {
    expect(CONTENT_STATUS).toEqual({ DELETED: 0, PUBLISHED: 1, DRAFT: 2 });
    expect(CONTENT_STATUSES).toEqual([0, 1, 2]);
  });

  it('labels each status', () => {
    expect(CONTENT_STATUS_LABELS).toEqual({ 0: 'Deleted', 1: 'Published', 2: 'Draft' });
    expect(contentStatusLabel(CONTENT_STATUS.PUBLISHED)).toBe('Published');
    expect(contentStatusLabel(2)).toBe('Draft');
  });

  it('guards numeric statuses only', () => {
    expect(isContentStatus(0)).toBe(true);
    expect(isContentStatus(2)).toBe(true);
    expect(isContentStatus(3)).toBe(false);
    expect(isContentStatus(-1)).toBe(false);
    expect(isContentStatus('1')).toBe(false);
    expect(isContentStatus(null)).toBe(false);
  });
});
