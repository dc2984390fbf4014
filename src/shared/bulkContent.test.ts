import { describe, expect, it } from 'vitest';
import type { ContentDocument } from './contentFields.js';
import { applyBulkChange, checkBulkChange, chunk, describeBulkChange, parseIdList, type BulkChange, type BulkChangeInput } from './bulkContent.js';

const NOW = new Date('2026-05-01T12:00:00.000Z');

const doc = (overrides: Partial<ContentDocument> = {}): ContentDocument => ({
  id: 10000001,
  type: 'Article',
  status: 2,
  name: 'An article',
  published: null,
  websiteSchedules: [{ sectionId: 5, option: 'Standard', start: '2026-01-01T00:00:00.000Z', end: null }],
  taxonomyIds: [1, 2],
  labels: ['Sponsored'],
  ...overrides,
});

const valid = (input: BulkChangeInput): BulkChange => {
  const check = checkBulkChange(input);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.change;
};

describe('checkBulkChange', () => {
  it('accepts each kind with what it needs, normalised', () => {
    expect(valid({ kind: 'setStatus', status: 1 })).toEqual({ kind: 'setStatus', status: 1 });
    expect(valid({ kind: 'addSchedule', schedule: { sectionId: 3, start: '2026-02-01T00:00:00Z' } })).toEqual({
      kind: 'addSchedule',
      schedule: { sectionId: 3, option: 'Standard', start: '2026-02-01T00:00:00.000Z', end: null },
    });
    expect(valid({ kind: 'removeSectionSchedules', sectionId: 3 })).toEqual({ kind: 'removeSectionSchedules', sectionId: 3 });
    expect(valid({ kind: 'addTaxonomy', taxonomyIds: [4, 4, 5] })).toEqual({ kind: 'addTaxonomy', taxonomyIds: [4, 5] });
    expect(valid({ kind: 'removeLabels', labels: [' Sponsored ', 'Sponsored', ''] })).toEqual({ kind: 'removeLabels', labels: ['Sponsored'] });
  });

  it('names the field at fault with the spec wording for blanks', () => {
    expect(checkBulkChange({})).toEqual({ ok: false, errors: { kind: 'Field is required' } });
    expect(checkBulkChange({ kind: 'rename' })).toEqual({ ok: false, errors: { kind: 'Unknown kind of change' } });
    expect(checkBulkChange({ kind: 'setStatus' })).toEqual({ ok: false, errors: { status: 'Field is required' } });
    expect(checkBulkChange({ kind: 'setStatus', status: 7 })).toEqual({ ok: false, errors: { status: 'Must be 0 (Deleted), 1 (Published) or 2 (Draft)' } });
    expect(checkBulkChange({ kind: 'addSchedule', schedule: { option: 'Hero', start: 'soon' } })).toEqual({
      ok: false,
      errors: {
        'schedule.sectionId': 'Field is required',
        'schedule.option': 'Choose Standard, Featured, Pinned, Sponsored or Recommended',
        'schedule.start': 'Enter a valid date',
      },
    });
    expect(checkBulkChange({ kind: 'addSchedule', schedule: { sectionId: 1, start: '2026-02-02T00:00:00Z', end: '2026-02-01T00:00:00Z' } })).toEqual({
      ok: false,
      errors: { 'schedule.end': 'The end must be after the start' },
    });
    expect(checkBulkChange({ kind: 'removeSectionSchedules' })).toEqual({ ok: false, errors: { sectionId: 'Field is required' } });
    expect(checkBulkChange({ kind: 'addTaxonomy', taxonomyIds: [] })).toEqual({ ok: false, errors: { taxonomyIds: 'Field is required' } });
    expect(checkBulkChange({ kind: 'addTaxonomy', taxonomyIds: [-1] })).toEqual({ ok: false, errors: { taxonomyIds: 'Unknown taxonomy term' } });
    expect(checkBulkChange({ kind: 'addLabels', labels: ['  '] })).toEqual({ ok: false, errors: { labels: 'Field is required' } });
    expect(checkBulkChange({ kind: 'addLabels', labels: ['x'.repeat(51)] })).toEqual({ ok: false, errors: { labels: 'A label has at most 50 characters' } });
  });
});

describe('applyBulkChange', () => {
  it('sets the status, publishing now only when the item never had a date', () => {
    expect(applyBulkChange(doc(), valid({ kind: 'setStatus', status: 1 }), NOW)).toMatchObject({ status: 1, published: NOW.toISOString() });
    const dated = doc({ published: '2025-01-01T00:00:00.000Z' });
    expect(applyBulkChange(dated, valid({ kind: 'setStatus', status: 1 }), NOW).published).toBe('2025-01-01T00:00:00.000Z');
    expect(applyBulkChange(doc(), valid({ kind: 'setStatus', status: 0 }), NOW)).toMatchObject({ status: 0, published: null });
  });

  it('adds a schedule, or replaces the dates of the same section and option', () => {
    const added = applyBulkChange(doc(), valid({ kind: 'addSchedule', schedule: { sectionId: 6, option: 'Featured' } }), NOW);
    expect(added.websiteSchedules).toEqual([
      { sectionId: 5, option: 'Standard', start: '2026-01-01T00:00:00.000Z', end: null },
      { sectionId: 6, option: 'Featured', start: NOW.toISOString(), end: null },
    ]);
    const ended = applyBulkChange(doc(), valid({ kind: 'addSchedule', schedule: { sectionId: 5, end: '2026-06-01T00:00:00Z' } }), NOW);
    expect(ended.websiteSchedules).toEqual([{ sectionId: 5, option: 'Standard', start: '2026-01-01T00:00:00.000Z', end: '2026-06-01T00:00:00.000Z' }]);
  });

  it('removes every schedule of a section', () => {
    const item = doc({ websiteSchedules: [{ sectionId: 5, option: 'Standard' }, { sectionId: 5, option: 'Pinned' }, { sectionId: 7 }] });
    expect(applyBulkChange(item, valid({ kind: 'removeSectionSchedules', sectionId: 5 }), NOW).websiteSchedules).toEqual([{ sectionId: 7 }]);
  });

  it('adds and removes taxonomy terms and labels (labels ignoring case)', () => {
    expect(applyBulkChange(doc(), valid({ kind: 'addTaxonomy', taxonomyIds: [2, 3] }), NOW).taxonomyIds).toEqual([1, 2, 3]);
    expect(applyBulkChange(doc(), valid({ kind: 'removeTaxonomy', taxonomyIds: [1, 9] }), NOW).taxonomyIds).toEqual([2]);
    expect(applyBulkChange(doc(), valid({ kind: 'addLabels', labels: ['sponsored', 'Opinion'] }), NOW).labels).toEqual(['Sponsored', 'Opinion']);
    expect(applyBulkChange(doc(), valid({ kind: 'removeLabels', labels: ['SPONSORED'] }), NOW).labels).toEqual([]);
  });

  it('returns the same document when the change makes no difference', () => {
    const item = doc({ status: 1, published: '2025-01-01T00:00:00.000Z' });
    const noOps: BulkChangeInput[] = [
      { kind: 'setStatus', status: 1 },
      { kind: 'addSchedule', schedule: { sectionId: 5, start: '2026-01-01T00:00:00Z' } },
      { kind: 'removeSectionSchedules', sectionId: 99 },
      { kind: 'addTaxonomy', taxonomyIds: [1] },
      { kind: 'removeTaxonomy', taxonomyIds: [42] },
      { kind: 'addLabels', labels: ['sponsored'] },
      { kind: 'removeLabels', labels: ['Opinion'] },
    ];
    for (const change of noOps) expect(applyBulkChange(item, valid(change), NOW)).toBe(item);
  });
});

describe('describeBulkChange', () => {
  it('says what will happen, with names when known', () => {
    expect(describeBulkChange(valid({ kind: 'setStatus', status: 2 }))).toBe('Set status to Draft');
    expect(describeBulkChange(valid({ kind: 'addSchedule', schedule: { sectionId: 3, option: 'Pinned' } }), { section: 'News' })).toBe('Schedule to News as Pinned');
    expect(describeBulkChange(valid({ kind: 'removeTaxonomy', taxonomyIds: [4] }), { terms: ['Power'] })).toBe('Remove taxonomy: Power');
    expect(describeBulkChange(valid({ kind: 'addLabels', labels: ['A', 'B'] }))).toBe('Add labels: A, B');
  });
});

describe('chunk', () => {
  it('splits in order into runs of the given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 25)).toEqual([]);
    expect(chunk(Array.from({ length: 60 }, (_, i) => i)).map((run) => run.length)).toEqual([25, 25, 10]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('parseIdList', () => {
  it('reads 8-digit ids separated by anything, once each, and reports the rest', () => {
    expect(parseIdList('10000001, 10000002\n10000001;abc 123 10000003')).toEqual({ ids: [10000001, 10000002, 10000003], invalid: ['abc', '123'] });
    expect(parseIdList('   ')).toEqual({ ids: [], invalid: [] });
  });
});
