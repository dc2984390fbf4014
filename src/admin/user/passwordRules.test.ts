import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, matchesField } from './passwordRules.js';

describe('matchesField', () => {
  const confirm = matchesField('password');

  it('passes when the confirmation equals the password', () => {
    expect(confirm('a long secret', { password: 'a long secret' })).toBeUndefined();
  });

  it("says 'Passwords do not match' otherwise", () => {
    expect(confirm('a long secreT', { password: 'a long secret' })).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
    expect(confirm('', { password: 'a long secret' })).toBe('Passwords do not match');
    expect(confirm('x', {})).toBe('Passwords do not match');
  });

  it('compares exactly (no trimming)', () => {
    expect(confirm('secret ', { password: 'secret' })).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  it('passes when both are empty (required is a separate rule)', () => {
    expect(confirm(undefined, { password: '' })).toBeUndefined();
    expect(confirm('', {})).toBeUndefined();
  });

  it('takes another field and message', () => {
    expect(matchesField('newPassword', 'Nope')('a', { newPassword: 'b' })).toBe('Nope');
  });
});
