import { describe, expect, it } from 'vitest';
import {
  colour,
  COLOUR_MESSAGE,
  composeValidators,
  email,
  maxLength,
  minLength,
  numberBetween,
  pattern,
  REQUIRED_MESSAGE,
  requiredChecked,
  requiredSelect,
  requiredText,
} from './validation';

describe('requiredText', () => {
  it("gives 'Field is required' for missing, blank and whitespace-only text", () => {
    expect(REQUIRED_MESSAGE).toBe('Field is required');
    for (const value of [undefined, null, '', ' ', '   \t\n']) {
      expect(requiredText(value)).toBe('Field is required');
    }
  });

  it('accepts text with content, including surrounding spaces', () => {
    expect(requiredText('a')).toBeUndefined();
    expect(requiredText('  Acme  ')).toBeUndefined();
  });
});

describe('requiredSelect', () => {
  it("gives 'Field is required' for null, undefined, a blank value and an empty multi-selection", () => {
    for (const value of [null, undefined, '', '  ', []]) {
      expect(requiredSelect(value)).toBe('Field is required');
    }
  });

  it('accepts a chosen value, a non-empty selection and falsy real values', () => {
    expect(requiredSelect('module')).toBeUndefined();
    expect(requiredSelect(['a'])).toBeUndefined();
    expect(requiredSelect(0)).toBeUndefined();
  });
});

describe('requiredChecked', () => {
  it('requires the box to be ticked', () => {
    expect(requiredChecked(true)).toBeUndefined();
    expect(requiredChecked(false)).toBe('Field is required');
    expect(requiredChecked(undefined)).toBe('Field is required');
  });
});

describe('composeValidators', () => {
  it('returns the first message and skips falsy entries', () => {
    const validate = composeValidators<unknown>(false, undefined, requiredText, minLength(3));
    expect(validate('')).toBe('Field is required');
    expect(validate('ab')).toBe('Enter at least 3 characters');
    expect(validate('abc')).toBeUndefined();
  });

  it('passes all values to each validator', () => {
    const sameAsPassword = (value: unknown, all?: object) =>
      all && 'password' in all && all.password === value ? undefined : 'Passwords do not match';
    expect(composeValidators(sameAsPassword)('x', { password: 'y' })).toBe('Passwords do not match');
    expect(composeValidators(sameAsPassword)('y', { password: 'y' })).toBeUndefined();
  });
});

describe('length, number, email, pattern and colour rules', () => {
  it('leaves empty values to the required rule', () => {
    for (const rule of [minLength(2), maxLength(1), numberBetween(1, 10), email, pattern(/^x$/, 'bad'), colour]) {
      expect(rule(undefined)).toBeUndefined();
      expect(rule(null)).toBeUndefined();
      expect(rule('')).toBeUndefined();
    }
  });

  it('checks lengths of text and arrays, with custom messages', () => {
    expect(maxLength(3)('abcd')).toBe('Enter at most 3 characters');
    expect(maxLength(3, 'Too long')('abcd')).toBe('Too long');
    expect(maxLength(2)(['a', 'b', 'c'])).toBe('Enter at most 2 characters');
    expect(minLength(2, 'Two at least')('a')).toBe('Two at least');
  });

  it('checks inclusive number bounds (logoHeight 35-45, at least 1)', () => {
    const logoHeight = numberBetween(35, 45);
    expect(logoHeight(35)).toBeUndefined();
    expect(logoHeight(45)).toBeUndefined();
    expect(logoHeight(34)).toBe('Enter a number from 35 to 45');
    expect(logoHeight(46)).toBe('Enter a number from 35 to 45');
    expect(logoHeight('40')).toBeUndefined();
    expect(logoHeight('abc')).toBe('Enter a number');
    expect(numberBetween(1, undefined)(0)).toBe('Enter a number of at least 1');
    expect(numberBetween(undefined, 100)(101)).toBe('Enter a number of at most 100');
  });

  it('checks email addresses', () => {
    expect(email('editor@example.com')).toBeUndefined();
    expect(email('editor@example')).toBe('Enter a valid email address');
    expect(email('two words@example.com')).toBe('Enter a valid email address');
  });

  it('checks patterns, also with a global regex used twice', () => {
    const gtm = pattern(/^(GTM|G)-[0-9A-Z]+$/g, 'Not a valid tag manager id');
    expect(gtm('GTM-AB12')).toBeUndefined();
    expect(gtm('GTM-AB12')).toBeUndefined();
    expect(gtm('UA-1')).toBe('Not a valid tag manager id');
  });

  it('checks colours', () => {
    expect(colour('#3867a6')).toBeUndefined();
    expect(colour('navy')).toBeUndefined();
    expect(colour('#3867a')).toBe(COLOUR_MESSAGE);
    expect(COLOUR_MESSAGE).toBe('Enter a colour such as #3867a6');
  });
});
