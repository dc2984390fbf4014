// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, parseCookieHeader, readCookie, writeCookie } from './cookies.js';

describe('document.cookie helpers', () => {
  afterEach(() => {
    for (const name of Object.keys(parseCookieHeader(document.cookie))) deleteCookie(name);
  });

  it('writes, reads and deletes a cookie at path /', () => {
    writeCookie('cms_token', 'tok en', { maxAge: 60 });
    expect(readCookie('cms_token')).toBe('tok en');
    expect(readCookie('missing')).toBeNull();

    deleteCookie('cms_token');
    expect(readCookie('cms_token')).toBeNull();
  });

  it('honours an expiry date in the past by not storing the cookie', () => {
    writeCookie('old', '1', { expires: new Date(Date.UTC(2000, 0, 1)) });
    expect(readCookie('old')).toBeNull();
  });
});
