// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_USER_CLASS, initCacheBypassSwitch, markSiteUser } from './session.js';

const clearCookies = () => {
  for (const name of ['site_user_token', 'cache_bypass']) document.cookie = `${name}=; Path=/; Max-Age=0`;
};
afterEach(() => {
  clearCookies();
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

describe('markSiteUser', () => {
  it('sets html.site-user only while the site_user_token cookie exists', () => {
    markSiteUser(document);
    expect(document.documentElement.classList.contains(SITE_USER_CLASS)).toBe(false);
    document.cookie = 'site_user_token=abc; Path=/';
    markSiteUser(document);
    expect(document.documentElement.classList.contains(SITE_USER_CLASS)).toBe(true);
  });
});

describe('initCacheBypassSwitch', () => {
  it('reflects and sets the cache_bypass cookie', () => {
    document.cookie = 'cache_bypass=true; Path=/';
    document.body.innerHTML = '<input type="checkbox" data-cache-bypass>';
    initCacheBypassSwitch(document);
    const input = document.querySelector<HTMLInputElement>('input[data-cache-bypass]');
    expect(input?.checked).toBe(true);
    input?.click();
    expect(document.cookie).not.toContain('cache_bypass=true');
    input?.click();
    expect(document.cookie).toContain('cache_bypass=true');
  });

  it('does nothing on a page without the switch', () => {
    expect(() => initCacheBypassSwitch(document)).not.toThrow();
  });
});
