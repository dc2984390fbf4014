import { describe, expect, it } from 'vitest';
import {
  CONTENT_PLACEMENT_TYPES,
  SCHEDULE_OPTIONS,
  isContentPlacementType,
  isScheduleOption,
} from './schedules';

describe('schedules (spec 000 §3.2, 002 §3)', () => {
  it('has the 5 schedule options in the spec order', () => {
    expect(SCHEDULE_OPTIONS).toEqual(['Standard', 'Featured', 'Pinned', 'Sponsored', 'Recommended']);
  });

  it('has the 7 content placement types in the spec order', () => {
    expect(CONTENT_PLACEMENT_TYPES).toEqual(['Featured', 'Pinned', 'Recommended', 'RemoveAll', 'Sponsored', 'Standard', 'Web']);
  });

  it('every schedule option is also a placement type', () => {
    for (const option of SCHEDULE_OPTIONS) expect(isContentPlacementType(option)).toBe(true);
  });

  it('guards', () => {
    expect(isScheduleOption('Pinned')).toBe(true);
    expect(isScheduleOption('Web')).toBe(false);
    expect(isContentPlacementType('RemoveAll')).toBe(true);
    expect(isContentPlacementType('removeall')).toBe(false);
  });
});
