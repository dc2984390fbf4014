import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from './links';
import { REDIRECT_MESSAGES, findRedirectLoop, isFollowableRedirectTarget, parseRedirectFrom, parseRedirectTo, redirectLookupKey, redirectLoopMessage, withQueryString } from './redirects';

describe('parseRedirectFrom', () => {
  it('accepts a path and drops a trailing slash', () => {
    expect(parseRedirectFrom(' /old/page/ ')).toEqual({ path: '/old/page', error: null });
    expect(parseRedirectFrom('/')).toEqual({ path: '/', error: null });
  });

  it('refuses anything that is not a plain path', () => {
    for (const bad of ['old', 'https://example.com/old', '//example.com/old', '/with space', 'mailto:x@y.z', '']) {
      expect(parseRedirectFrom(bad).error).toBe(REDIRECT_MESSAGES.fromPath);
    }
    expect(parseRedirectFrom('/old?x=1').error).toBe(REDIRECT_MESSAGES.fromQuery);
    expect(parseRedirectFrom(`/${'a'.repeat(2000)}`).error).toBe(REDIRECT_MESSAGES.tooLong);
  });

  it('refuses backslashes and control characters with their own message', () => {
    for (const bad of ['/\\evil.example', '\\\\evil.example', '/old\\page']) {
      expect(parseRedirectFrom(bad).error).toBe(LINK_MESSAGES.backslash.path);
    }
    expect(parseRedirectFrom('/\t/evil.example').error).toBe(REDIRECT_MESSAGES.fromPath);
    expect(parseRedirectFrom('/old\u0000').error).toBe(LINK_MESSAGES.control);
  });
});

describe('parseRedirectTo', () => {
  it('accepts a path (with query) or an absolute http(s) URL', () => {
    expect(parseRedirectTo('/new?x=1').target).toBe('/new?x=1');
    expect(parseRedirectTo('https://other.example.com/a').target).toBe('https://other.example.com/a');
  });

  it('refuses other schemes, bare words and protocol-relative URLs', () => {
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://x.y/z', 'new-page', '//evil.example.com', '///evil.example.com', '/a b', 'https:evil.example']) {
      expect(parseRedirectTo(bad).error, bad).toBe(REDIRECT_MESSAGES.toTarget);
    }
  });

  it('refuses every form a browser reads as another host, with a clear message', () => {
    for (const bad of ['/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\\/evil.example', 'https://ok.example\\@evil.example']) {
      expect(parseRedirectTo(bad).error, bad).toBe(LINK_MESSAGES.backslash.pathOrUrl);
    }
    expect(parseRedirectTo('/\t/evil.example').error).toBe(REDIRECT_MESSAGES.toTarget);
    expect(parseRedirectTo('java\tscript:alert(1)').error).toBe(LINK_MESSAGES.control);
  });

  it('tells which stored targets may be followed', () => {
    expect(isFollowableRedirectTarget('/new?x=1')).toBe(true);
    expect(isFollowableRedirectTarget('https://other.example.com/a')).toBe(true);
    for (const bad of ['/\\evil.example', '//evil.example', '/\t/evil.example', 'javascript:alert(1)', '/a b']) {
      expect(isFollowableRedirectTarget(bad), bad).toBe(false);
    }
  });
});

describe('redirectLookupKey', () => {
  it('strips scheme, host, query string, fragment and trailing slash', () => {
    expect(redirectLookupKey('https://www.example.com/old/page/?a=1#top')).toEqual({ path: '/old/page', query: 'a=1' });
    expect(redirectLookupKey('/old/page/')).toEqual({ path: '/old/page', query: '' });
    expect(redirectLookupKey('//cdn.example.com/x?y=2')).toEqual({ path: '/x', query: 'y=2' });
    expect(redirectLookupKey('https://example.com')).toEqual({ path: '/', query: '' });
  });

  it('answers null for text that is no path', () => {
    expect(redirectLookupKey('old page')).toBeNull();
    expect(redirectLookupKey('')).toBeNull();
  });
});

describe('findRedirectLoop', () => {
  const existing = new Map([
    ['/b', '/c'],
    ['/c', '/a?utm=1'],
    ['/d', 'https://elsewhere.example.com/a'],
  ]);
  const next = (path: string) => existing.get(path);

  it('finds a direct loop and one through existing redirects', () => {
    expect(findRedirectLoop('/a', '/a/', next)).toEqual(['/a', '/a']);
    expect(findRedirectLoop('/a', '/b', next)).toEqual(['/a', '/b', '/c', '/a']);
    expect(redirectLoopMessage(['/a', '/b', '/a'])).toBe('This redirect would create a loop: /a → /b → /a');
  });

  it('finds none for a chain that ends or leaves the site', () => {
    expect(findRedirectLoop('/x', '/b', next)).toBeNull();
    expect(findRedirectLoop('/a', '/d', next)).toBeNull();
    expect(findRedirectLoop('/a', 'https://example.com/a', next)).toBeNull();
  });
});

describe('withQueryString', () => {
  it('appends the request query, keeping parameters the target already has', () => {
    expect(withQueryString('/new', 'a=1&b=2')).toBe('/new?a=1&b=2');
    expect(withQueryString('/new?a=9', 'a=1&b=2&b=3')).toBe('/new?a=9&b=2&b=3');
    expect(withQueryString('https://x.example.com/p#frag', 'q=1')).toBe('https://x.example.com/p?q=1#frag');
    expect(withQueryString('/new', '')).toBe('/new');
  });
});
