import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirectTarget } from './redirectTarget.js';

describe('safeRedirectTarget', () => {
  it('follows same-site admin paths with their query and hash', () => {
    expect(safeRedirectTarget('/admin')).toBe('/admin');
    expect(safeRedirectTarget('/admin/cms-users')).toBe('/admin/cms-users');
    expect(safeRedirectTarget('/admin/edit-cms-user/12?tab=access#roles')).toBe('/admin/edit-cms-user/12?tab=access#roles');
  });

  it('falls back to /admin without a value', () => {
    expect(safeRedirectTarget(undefined)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeRedirectTarget(null)).toBe('/admin');
    expect(safeRedirectTarget('')).toBe('/admin');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'admin/cms-users',
    '/administrator',
    '/',
    '/account',
    '/admin/../account',
    '/admin/%2e%2e/account',
  ])('refuses %j', (value) => {
    expect(safeRedirectTarget(value)).toBe('/admin');
  });

  it('never returns to the login or logout page', () => {
    expect(safeRedirectTarget('/admin/login?redirect=/admin/x')).toBe('/admin');
    expect(safeRedirectTarget('/admin/logout/')).toBe('/admin');
  });
});
