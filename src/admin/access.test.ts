import { describe, expect, it } from 'vitest';
import { entryRedirect, isPublicAdminPath } from './access.js';

describe('admin entry rules (spec 000 §2.3)', () => {
  it('lets anyone reach login, logout, activation and reset', () => {
    for (const path of ['/admin/login', '/admin/logout', '/admin/user/activate', '/admin/user/reset-password/']) {
      expect(isPublicAdminPath(path)).toBe(true);
      expect(entryRedirect({ pathname: path, search: '', hasToken: false, ssoUrl: null })).toBeNull();
    }
    expect(isPublicAdminPath('/admin/user')).toBe(false);
  });

  it('sends a visitor without a token to the sign-on page with a redirect back', () => {
    expect(entryRedirect({ pathname: '/admin/content', search: '?type=Article', hasToken: false, ssoUrl: null })).toBe(
      '/admin/login?redirect=%2Fadmin%2Fcontent%3Ftype%3DArticle',
    );
    expect(entryRedirect({ pathname: '/admin', search: '', hasToken: false, ssoUrl: 'https://sso.example.com/' })).toBe(
      'https://sso.example.com/?redirect=%2Fadmin',
    );
  });

  it('sends noToken visitors to /admin/login even when a sign-on site is configured, dropping the flag', () => {
    expect(entryRedirect({ pathname: '/admin/cms-users', search: '?noToken=1&page=2', hasToken: false, ssoUrl: 'https://sso.example.com/' })).toBe(
      '/admin/login?redirect=%2Fadmin%2Fcms-users%3Fpage%3D2',
    );
  });

  it('lets a visitor with a token in', () => {
    expect(entryRedirect({ pathname: '/admin/content', search: '', hasToken: true, ssoUrl: null })).toBeNull();
  });
});
