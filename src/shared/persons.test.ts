import { describe, expect, it } from 'vitest';
import { personFieldErrors, suggestedFullName } from './persons.js';

describe('person rules', () => {
  it('requires a full name and a status of 0 or 1', () => {
    expect(personFieldErrors({ fullName: '', status: null })).toEqual({ fullName: 'Field is required', status: 'Field is required' });
    expect(personFieldErrors({ fullName: 'A', status: 2 })).toEqual({ status: 'Must be 0 (inactive) or 1 (active)' });
    expect(personFieldErrors({ fullName: 'A', status: 0, email: '' })).toEqual({});
  });

  it('checks e-mail format and lengths', () => {
    expect(personFieldErrors({ fullName: 'A', status: 1, email: 'a@b' })).toEqual({ email: 'Enter a valid email address' });
    expect(personFieldErrors({ fullName: 'x'.repeat(201), status: 1 })).toEqual({ fullName: 'At most 200 characters' });
  });

  it('suggests "First Last"', () => {
    expect(suggestedFullName(' Ada ', 'Lovelace')).toBe('Ada Lovelace');
    expect(suggestedFullName(null, 'Lovelace')).toBe('Lovelace');
  });
});
