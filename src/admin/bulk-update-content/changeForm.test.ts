import { describe, expect, it } from 'vitest';
import { changeInputOf, checkChangeValues, EMPTY_CHANGE } from './changeForm.js';

describe('bulk change form', () => {
  it('sends only what the kind of change uses', () => {
    expect(changeInputOf({ ...EMPTY_CHANGE, kind: 'setStatus', status: '1', labels: ['x'] })).toEqual({ kind: 'setStatus', status: 1 });
    expect(changeInputOf({ ...EMPTY_CHANGE, kind: 'addSchedule', sectionId: '4', option: 'Pinned', end: '2026-06-01T00:00:00.000Z' })).toEqual({
      kind: 'addSchedule',
      schedule: { sectionId: 4, option: 'Pinned', start: null, end: '2026-06-01T00:00:00.000Z' },
    });
    expect(changeInputOf({ ...EMPTY_CHANGE, kind: 'removeTaxonomy', taxonomyIds: ['3', '9'] })).toEqual({ kind: 'removeTaxonomy', taxonomyIds: [3, 9] });
    expect(changeInputOf({ ...EMPTY_CHANGE, kind: 'addLabels', labels: ['Sponsored'] })).toEqual({ kind: 'addLabels', labels: ['Sponsored'] });
  });

  it("puts the shared rules' messages under this form's fields", () => {
    expect(checkChangeValues(EMPTY_CHANGE)).toEqual({ errors: { kind: 'Field is required' } });
    expect(checkChangeValues({ ...EMPTY_CHANGE, kind: 'addSchedule' })).toEqual({ errors: { sectionId: 'Field is required' } });
    expect(checkChangeValues({ ...EMPTY_CHANGE, kind: 'addSchedule', sectionId: '2', start: '2026-02-02T00:00:00Z', end: '2026-02-01T00:00:00Z' })).toEqual({
      errors: { end: 'The end must be after the start' },
    });
    expect(checkChangeValues({ ...EMPTY_CHANGE, kind: 'setStatus', status: '0' })).toMatchObject({ change: { kind: 'setStatus', status: 0 } });
  });
});
