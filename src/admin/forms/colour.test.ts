import { describe, expect, it } from 'vitest';
import { contrastingMark, isValidColour, normaliseColour, sameColour } from './colour';
import { CSS_COLOUR_NAMES } from './cssColourNames';

describe('normaliseColour', () => {
  it('accepts #rgb and #rrggbb, lower-cased', () => {
    expect(normaliseColour('#ABC')).toBe('#abc');
    expect(normaliseColour(' #3867A6 ')).toBe('#3867a6');
  });

  it('rejects other hex lengths and stray characters', () => {
    for (const value of ['#ab', '#abcd', '#3867a', '#3867a6ff', '3867a6', '#ggg', '']) {
      expect(normaliseColour(value)).toBeNull();
    }
  });

  it('accepts rgb() and rgba() in both syntaxes, tidying the spacing', () => {
    expect(normaliseColour('rgb(56,103,166)')).toBe('rgb(56, 103, 166)');
    expect(normaliseColour('RGBA( 56 , 103 , 166 , 0.5 )')).toBe('rgba(56, 103, 166, 0.5)');
    expect(normaliseColour('rgb(100%, 0%, 50%)')).toBe('rgb(100%, 0%, 50%)');
    expect(normaliseColour('rgb(56 103 166 / 50%)')).toBe('rgb(56 103 166 / 50%)');
  });

  it('rejects rgb() values out of range, mixed legacy units or wrong arity', () => {
    for (const value of ['rgb(256, 0, 0)', 'rgb(0, 0)', 'rgba(0, 0, 0, 2)', 'rgb(100%, 0, 0)', 'rgb(-1, 0, 0)', 'rgb(a, b, c)']) {
      expect(normaliseColour(value)).toBeNull();
    }
  });

  it('accepts CSS colour names in any case', () => {
    expect(CSS_COLOUR_NAMES.size).toBe(148);
    expect(normaliseColour('RebeccaPurple')).toBe('rebeccapurple');
    expect(isValidColour('navy')).toBe(true);
    expect(isValidColour('notacolour')).toBe(false);
  });
});

describe('sameColour and contrastingMark', () => {
  it('compares stored forms', () => {
    expect(sameColour('#3867A6', '#3867a6')).toBe(true);
    expect(sameColour('#000000', null)).toBe(false);
  });

  it('picks a readable check mark colour', () => {
    expect(contrastingMark('#ffffff')).toBe('#000000');
    expect(contrastingMark('#000000')).toBe('#ffffff');
    expect(contrastingMark('#ff0')).toBe('#000000');
    expect(contrastingMark('navy')).toBe('#000000');
  });
});
