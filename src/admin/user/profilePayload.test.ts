import { describe, expect, it } from 'vitest';
import { profilePayload } from './profilePayload.js';

describe('profilePayload', () => {
  it('sends only the fields that are filled in', () => {
    expect(profilePayload({ firstName: 'Ada', lastName: '', currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({ firstName: 'Ada' });
    expect(profilePayload({})).toEqual({});
  });

  it('trims names and treats whitespace-only names as empty', () => {
    expect(profilePayload({ firstName: '  Ada ', lastName: '   ' })).toEqual({ firstName: 'Ada' });
  });

  it('sends a password change with the current password, as typed, without the confirmation', () => {
    expect(
      profilePayload({ firstName: 'Ada', lastName: 'Lovelace', currentPassword: ' old secret ', newPassword: 'new secret 1', confirmPassword: 'new secret 1' }),
    ).toEqual({ firstName: 'Ada', lastName: 'Lovelace', currentPassword: ' old secret ', newPassword: 'new secret 1' });
  });

  it('never sends keys for empty fields (not even as null)', () => {
    const payload = profilePayload({ firstName: '', lastName: '', currentPassword: '', newPassword: '' });
    expect(Object.keys(payload)).toEqual([]);
  });
});
