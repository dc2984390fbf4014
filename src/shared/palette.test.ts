import { describe, expect, it } from 'vitest';
import { PALETTE } from './palette';

describe('palette (spec 000 §9)', () => {
  it('has the five spec colours', () => {
    expect(PALETTE).toEqual({
      primary: '#3867a6',
      darkBlue: '#002049',
      red: '#ba3329',
      green: '#34a853',
      orange: '#ed852d',
    });
  });
});
