import { describe, expect, it } from 'vitest';
import { newUserValues, toCmsUserInput, userFormValues } from './userForm.js';

const user = {
  __typename: 'CmsUser' as const,
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  role: 'managing_editor',
  extraPermissions: ['manage_users'],
  permissions: [],
  status: 0,
  isGlobal: 0,
  invitationPending: false,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
  tenants: [{ __typename: 'Tenant' as const, id: 1, tenantKey: 'edr', name: 'EDR' }],
};

describe('CMS user form values', () => {
  it('starts a new user as an active, site-specific editor of the current site', () => {
    expect(newUserValues(4)).toEqual({
      email: '',
      username: '',
      firstName: '',
      lastName: '',
      role: 'editor',
      extraPermissions: [],
      status: '1',
      isGlobal: '0',
      tenantIds: ['4'],
    });
    expect(newUserValues(null).tenantIds).toEqual([]);
  });

  it('creates without id or version', () => {
    const input = toCmsUserInput({ ...newUserValues(1), email: ' NEW@example.com ', username: 'new', firstName: ' N ', lastName: 'U' });
    expect(input).toEqual({
      email: 'NEW@example.com',
      username: 'new',
      firstName: 'N',
      lastName: 'U',
      role: 'editor',
      extraPermissions: [],
      status: 1,
      isGlobal: 0,
      tenantIds: [1],
    });
    expect('id' in input).toBe(false);
  });

  it('edits with id and version, round-tripping the stored values (status 0 stays 0)', () => {
    expect(toCmsUserInput(userFormValues(user), { id: 7, version: 3 })).toEqual({
      id: 7,
      version: 3,
      email: 'ada@example.com',
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'managing_editor',
      extraPermissions: ['manage_users'],
      status: 0,
      isGlobal: 0,
      tenantIds: [1],
    });
  });

  it('sends no sites for a global user', () => {
    expect(toCmsUserInput({ ...userFormValues(user), isGlobal: '1' }).tenantIds).toEqual([]);
  });
});
