import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.js';
import { DEFAULT_ROLE, ROLE_PERMISSIONS, ROLES, effectivePermissions, hasAnyPermission } from './roles.js';

describe('roles', () => {
  it('default to editor, which manages content but not users, layouts or modules', () => {
    expect(DEFAULT_ROLE).toBe('editor');
    const editor = effectivePermissions('editor');
    expect(editor.has('manage_content')).toBe(true);
    expect(editor.has('manage_users')).toBe(false);
    expect(editor.has('manage_site_layouts')).toBe(false);
    expect(editor.has('manage_modules')).toBe(false);
  });

  it('give the administrator every permission of the spec and the site administrator all but modules', () => {
    expect([...effectivePermissions('administrator')].sort()).toEqual([...PERMISSIONS].sort());
    const site = effectivePermissions('site_administrator');
    expect(site.has('manage_modules')).toBe(false);
    expect(site.size).toBe(PERMISSIONS.length - 1);
  });

  it('only use permissions of the spec', () => {
    for (const role of ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p);
  });

  it('add extra permissions to the role and ignore unknown ones', () => {
    const granted = effectivePermissions('editor', ['manage_users', 'fly']);
    expect(granted.has('manage_users')).toBe(true);
    expect([...granted]).not.toContain('fly');
    expect(effectivePermissions('no-such-role', ['manage_menus'])).toEqual(new Set(['manage_menus']));
  });
});

describe('hasAnyPermission (spec 000 §6)', () => {
  const granted = effectivePermissions('editor');
  it('passes when any one of the asked permissions is held', () => {
    expect(hasAnyPermission(granted, ['manage_users', 'manage_content'])).toBe(true);
  });
  it('fails when none is held', () => {
    expect(hasAnyPermission(granted, ['manage_users', 'manage_modules'])).toBe(false);
  });
  it('fails when nobody is logged in, whatever is asked', () => {
    expect(hasAnyPermission(null, [])).toBe(false);
    expect(hasAnyPermission(undefined, ['manage_content'])).toBe(false);
  });
  it('only needs a login when no permission is asked', () => {
    expect(hasAnyPermission(new Set(), [])).toBe(true);
  });
});
