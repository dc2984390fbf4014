import { describe, expect, it } from 'vitest';
import { CACHE_BYPASS_COOKIE } from '../../../admin/shell/flags.js';
import { CACHE_BYPASS_COOKIE_NAME, isStorablePage, normalisePagePath, pageCacheBypassReason, pageCacheKey } from './key.js';

const key = (url: string, over: Partial<Parameters<typeof pageCacheKey>[0]> = {}) =>
  pageCacheKey({ tenantId: 1, appVersion: '1.0.0', origin: 'http://example.com', url, ...over });
const reason = (url: string, headers: Record<string, string> = {}, method = 'GET') => pageCacheBypassReason({ method, url, headers });

describe('page cache key', () => {
  it('starts with the key version v2.8 and the tenant', () => {
    expect(key('/news')).toBe('v2.8:1:1.0.0:http://example.com/news');
    expect(key('/news', { tenantId: 2 })).toBe('v2.8:2:1.0.0:http://example.com/news');
  });

  it('sorts query parameters and drops tracking ones', () => {
    expect(normalisePagePath('/search?b=2&a=1&utm_source=x&UTM_medium=y&fbclid=z&gclid=w')).toBe('/search?a=1&b=2');
    expect(key('/search?b=2&a=1')).toBe(key('/search?a=1&b=2&utm_campaign=spring'));
    expect(normalisePagePath('/?a=2&a=1')).toBe('/?a=1&a=2');
    expect(normalisePagePath('/news?')).toBe('/news');
  });

  it('keeps paths, query values, builds and origins apart', () => {
    expect(key('/news')).not.toBe(key('/news/'));
    expect(key('/search?page=1')).not.toBe(key('/search?page=2'));
    expect(key('/', { appVersion: '1.0.1' })).not.toBe(key('/'));
    expect(key('/', { origin: 'https://example.com' })).not.toBe(key('/'));
  });

  it('keys a path as the URL parser reads it, also when it skips the parser', () => {
    const paths = ['/', '/news', '/news/', '/a/b-c_d.e~f', '/a//b', '//evil.example/x', '/./a', '/a/../b', '/a/.', '/a/..', '/a/.b', '/a..b/c', '/a/%7Eb', '/caf%C3%A9', '/A/B', '/a b', '/a\\b', '/ä'];
    for (const path of paths) expect(normalisePagePath(path), path).toBe(new URL(path, 'http://page.invalid').pathname);
    expect(pageCacheBypassReason({ method: 'GET', url: '/admin/./', headers: {} })).toBe('admin');
    expect(pageCacheBypassReason({ method: 'GET', url: '/news/../admin/x', headers: {} })).toBe('admin');
    expect(pageCacheBypassReason({ method: 'GET', url: '/admin', headers: {} })).toBe('admin');
  });

  it('hashes very long URLs', () => {
    const long = key(`/search?text=${'a'.repeat(2000)}`);
    expect(long).toMatch(/^v2\.8:1:h:[0-9a-f]{64}$/);
    expect(long).not.toBe(key(`/search?text=${'a'.repeat(1999)}`));
  });
});

describe('which requests skip the page cache', () => {
  it('caches an anonymous GET or HEAD of a public page', () => {
    expect(reason('/')).toBeNull();
    expect(reason('/news/some-story', {}, 'HEAD')).toBeNull();
    expect(reason('/?utm_source=x', { cookie: 'theme=dark; cache_bypass=false' })).toBeNull();
  });

  it('bypasses other methods and the admin', () => {
    expect(reason('/', {}, 'POST')).toBe('method');
    expect(reason('/admin')).toBe('admin');
    expect(reason('/admin/edit-content/1')).toBe('admin');
    expect(reason('/administrators')).toBeNull();
  });

  it('bypasses the cache-bypass query value true (both spellings) and preview mode', () => {
    expect(reason('/?cache-bypass=true')).toBe('query');
    expect(reason('/?cacheBypass=true')).toBe('query');
    expect(reason('/?cache-bypass=false')).toBeNull();
    expect(reason('/news?preview-mode=true')).toBe('preview');
  });

  it('bypasses the toolbar cookie and logged-in visitors', () => {
    expect(CACHE_BYPASS_COOKIE_NAME).toBe(CACHE_BYPASS_COOKIE);
    expect(reason('/', { cookie: 'cache_bypass=true' })).toBe('cookie');
    expect(reason('/', { cookie: 'a=1; cms_token=abc' })).toBe('session');
    expect(reason('/', { cookie: 'site_user_token=xyz' })).toBe('session');
    expect(reason('/', { authorization: 'Bearer abc' })).toBe('credentials');
    expect(reason('/', { 'x-site-user': 'Bearer abc' })).toBe('credentials');
  });
});

describe('which answers are stored', () => {
  it('stores complete 200 HTML only', () => {
    expect(isStorablePage(200, { 'content-type': 'text/html;charset=utf-8' })).toBe(true);
    expect(isStorablePage(404, { 'content-type': 'text/html' })).toBe(false);
    expect(isStorablePage(301, { 'content-type': 'text/html' })).toBe(false);
    expect(isStorablePage(200, { 'content-type': 'application/json' })).toBe(false);
    expect(isStorablePage(200, { 'content-type': 'text/html', 'set-cookie': 'a=1' })).toBe(false);
    expect(isStorablePage(200, { 'content-type': 'text/html', 'cache-control': 'private, no-cache' })).toBe(false);
    // Vike's default on every page, meant for browsers and CDNs.
    expect(isStorablePage(200, { 'content-type': 'text/html;charset=utf-8', 'cache-control': 'no-store, max-age=0' })).toBe(true);
  });
});
