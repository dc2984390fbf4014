import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, permissionLabel, roleLabel, scopeLabel } from './format.js';

describe('CMS user display helpers', () => {
  it('labels roles, scopes and permissions', () => {
    expect(roleLabel('editor')).toBe('Editor');
    expect(roleLabel('site_administrator')).toBe('Site administrator');
    expect(roleLabel('custom')).toBe('custom');
    expect(scopeLabel({ isGlobal: 1, tenants: [{ name: 'A' }] })).toBe('Global');
    expect(scopeLabel({ isGlobal: 0, tenants: [{ name: 'A' }, { name: 'B' }] })).toBe('Site: A, B');
    expect(permissionLabel('manage_newsletter_ads')).toBe('Manage newsletter ads');
  });

  it('formats dates and tolerates missing or bad ones', () => {
    expect(formatLocalDateTime(null)).toBe('');
    expect(formatLocalDateTime('not a date')).toBe('');
    expect(formatLocalDateTime('2026-03-05T15:00:00.000Z')).toMatch(/^March [45], 2026, \d{1,2}:\d{2} [AP]M$/);
  });
});
