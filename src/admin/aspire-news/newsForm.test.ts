import { describe, expect, it } from 'vitest';
import { newNewsValues, newsFormValues, statusOfFilter, toNewsInput } from './newsForm.js';

describe('news item form', () => {
  it('starts a new item now, published, without alert', () => {
    const now = new Date('2026-03-05T15:00:00.000Z');
    expect(newNewsValues(now)).toEqual({ title: '', description: '', date: '2026-03-05T15:00:00.000Z', status: '1', alert: false });
  });

  it('builds the input for a new draft and for an edit', () => {
    expect(toNewsInput({ title: ' T ', description: ' <p>x</p> ', date: '2026-03-05T15:00:00.000Z', status: '2', alert: true })).toEqual({
      title: 'T',
      description: '<p>x</p>',
      date: '2026-03-05T15:00:00.000Z',
      status: 2,
      alert: true,
    });
    const item = { __typename: 'AspireNewsItem' as const, id: 3, title: 'A', description: '<p>b</p>', date: '2026-01-01T00:00:00.000Z', status: 1, alert: false, hasRead: true, version: 5 };
    expect(toNewsInput(newsFormValues(item), { id: 3, version: 5 })).toEqual({
      id: 3,
      version: 5,
      title: 'A',
      description: '<p>b</p>',
      date: '2026-01-01T00:00:00.000Z',
      status: 1,
      alert: false,
    });
  });

  it('maps the status filter', () => {
    expect(statusOfFilter('all')).toBeNull();
    expect(statusOfFilter('published')).toBe(1);
    expect(statusOfFilter('draft')).toBe(2);
  });
});
