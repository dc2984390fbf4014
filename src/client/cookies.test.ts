import { describe, expect, it } from 'vitest';
import { parseCookieHeader, serializeCookie } from './cookies.js';
import { CMS_TOKEN_COOKIE, SITE_USER_TOKEN_COOKIE, tokenGetters } from './sessionCookies.js';

describe('serializeCookie', () => {
  it('defaults to path / and SameSite=Lax (spec 000 §9), not Secure off https', () => {
    expect(serializeCookie('cms_token', 'abc')).toBe('cms_token=abc; Path=/; SameSite=Lax');
  });

  it('encodes the value and writes every option', () => {
    const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
    expect(
      serializeCookie('a', 'x y;z', { path: '/admin', maxAge: 86400.7, expires, domain: 'example.com', secure: true }),
    ).toBe('a=x%20y%3Bz; Path=/admin; Domain=example.com; Max-Age=86400; Expires=Wed, 02 Jan 2030 03:04:05 GMT; SameSite=Lax; Secure');
  });

  it('marks SameSite=None cookies Secure, as browsers require', () => {
    expect(serializeCookie('a', '1', { sameSite: 'None' })).toBe('a=1; Path=/; SameSite=None; Secure');
  });

  it('refuses names that would corrupt the header', () => {
    expect(() => serializeCookie('a=b', '1')).toThrow(TypeError);
    expect(() => serializeCookie('a;b', '1')).toThrow(TypeError);
    expect(() => serializeCookie('', '1')).toThrow(TypeError);
  });
});

describe('parseCookieHeader', () => {
  it('parses and decodes a Cookie header', () => {
    expect(parseCookieHeader('cms_token=abc; site_user_token=x%20y; empty=; q="quoted"')).toEqual({
      cms_token: 'abc',
      site_user_token: 'x y',
      empty: '',
      q: 'quoted',
    });
  });

  it('keeps values containing "=" and the first of duplicate names', () => {
    expect(parseCookieHeader('t=a=b==; t=second')).toEqual({ t: 'a=b==' });
  });

  it('tolerates empty input, junk and bad escapes', () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('')).toEqual({});
    expect(parseCookieHeader('novalue; =x; ok=1; bad=%E0%A4%A')).toEqual({ ok: '1', bad: '%E0%A4%A' });
  });

  it('round-trips with serializeCookie', () => {
    const [pair] = serializeCookie('v', 'ä ö/€;=').split('; ');
    expect(parseCookieHeader(pair)).toEqual({ v: 'ä ö/€;=' });
  });
});

describe('tokenGetters', () => {
  it('reads the session cookies on every call and maps empty to null', () => {
    const jar: Record<string, string> = { [CMS_TOKEN_COOKIE]: 'c1', [SITE_USER_TOKEN_COOKIE]: '' };
    const getters = tokenGetters((name) => jar[name]);
    expect(getters.getCmsToken()).toBe('c1');
    expect(getters.getSiteUserToken()).toBeNull();
    jar[SITE_USER_TOKEN_COOKIE] = 's1';
    expect(getters.getSiteUserToken()).toBe('s1');
  });
});
