import { describe, expect, it } from 'vitest';
import { dayRange } from './dayRange.js';

describe('dayRange', () => {
  it('keeps the days of a full range', () => {
    expect(dayRange(['2026-03-01', '2026-03-31'])).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });
  it('cuts a time off', () => {
    expect(dayRange(['2026-03-01 00:00:00', '2026-03-02T10:00:00Z'])).toEqual({ from: '2026-03-01', to: '2026-03-02' });
  });
  it('takes a lone start as that one day', () => {
    expect(dayRange(['2026-03-05', null])).toEqual({ from: '2026-03-05', to: '2026-03-05' });
  });
  it('clears both when the picker is cleared', () => {
    expect(dayRange([null, null])).toEqual({ from: null, to: null });
  });
});
