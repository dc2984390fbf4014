import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './contentFields.js';
import { LINK_MESSAGE, optionalLink, optionalUrl, requiredUrl, URL_MESSAGE } from './settings/fields.js';
import { isSafeHttpUrl, isSafeLink, isSafeSitePath, LINK_MESSAGES, linkMessage, linkProblem, normaliseLink, type LinkProblem } from './links.js';

describe('normaliseLink', () => {
  it('reads the value as a browser URL parser does', () => {
    expect(normaliseLink(' \u0000/\\evil.example\u001f ')).toBe('//evil.example');
    expect(normaliseLink('/\t/evil.example')).toBe('//evil.example');
    expect(normaliseLink('java\nscript:alert(1)')).toBe('javascript:alert(1)');
    expect(normaliseLink('/news?page=2')).toBe('/news?page=2');
  });
});

describe('linkProblem', () => {
  const accepted = [
    '/',
    '/news',
    '/news/latest?page=2#top',
    ' /padded ',
    '/path with space',
    '/%5Cencoded-backslash-is-a-path',
    'https://partner.example.com/landing?utm=1',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/x',
  ];
  it.each(accepted)('accepts %j', (value) => {
    expect(linkProblem(value)).toBeNull();
    expect(isSafeLink(value)).toBe(true);
  });

  const refused: Array<[string, LinkProblem]> = [
    ['', 'empty'],
    ['   ', 'empty'],
    ['//evil.example', 'protocolRelative'],
    ['///evil.example', 'protocolRelative'],
    ['/\\evil.example', 'backslash'],
    ['\\\\evil.example', 'backslash'],
    ['\\/evil.example', 'backslash'],
    ['\\evil.example', 'backslash'],
    ['/news\\x', 'backslash'],
    ['https://example.com\\@evil.example', 'backslash'],
    ['/\t/evil.example', 'protocolRelative'],
    ['/\n/evil.example', 'protocolRelative'],
    ['\u0001//evil.example', 'protocolRelative'],
    ['/news\u0000', 'control'],
    ['/ne\tws', 'control'],
    ['java\tscript:alert(1)', 'control'],
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    [' javascript:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['ftp://x.example.com', 'scheme'],
    ['mailto:a@example.com', 'scheme'],
    ['https:evil.example', 'invalidUrl'],
    ['https:/evil.example', 'invalidUrl'],
    ['https://', 'invalidUrl'],
    ['evil.example', 'notPath'],
    ['news/latest', 'notPath'],
    ['#top', 'notPath'],
    ['?page=2', 'notPath'],
  ];
  it.each(refused)('refuses %j (%s)', (value, problem) => {
    expect(linkProblem(value)).toBe(problem);
    expect(isSafeLink(value)).toBe(false);
  });

  it('limits a field to paths or to absolute addresses', () => {
    expect(isSafeSitePath('/account')).toBe(true);
    expect(isSafeSitePath('https://example.com')).toBe(false);
    expect(isSafeSitePath('/\\evil.example')).toBe(false);
    expect(isSafeHttpUrl('https://example.com')).toBe(true);
    expect(isSafeHttpUrl('/account')).toBe(false);
    expect(isSafeHttpUrl('https:\\\\evil.example')).toBe(false);
    expect(isSafeHttpUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('linkMessage', () => {
  it('names a backslash and control characters, and keeps the field message for the rest', () => {
    expect(linkMessage('backslash', 'fallback')).toBe('Use a path on this site starting with a single / (no backslashes), or a full http(s) address.');
    expect(linkMessage('backslash', 'fallback', 'path')).toBe(LINK_MESSAGES.backslash.path);
    expect(linkMessage('protocolRelative', 'fallback')).toBe('fallback');
    expect(linkMessage('backslash', 'fallback', 'url')).toBe(LINK_MESSAGES.backslash.url);
    expect(linkMessage('control', 'fallback')).toBe(LINK_MESSAGES.control);
    expect(linkMessage('scheme', 'fallback')).toBe('fallback');
    expect(linkMessage('notPath', 'fallback')).toBe('fallback');
  });
});

describe('the fields that use the rule', () => {
  const hostile = ['/\\evil.example', '\\\\evil.example', '\\/evil.example', '//evil.example', '/\t/evil.example', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x'];

  it('settings and block links (optionalLink) refuse them, naming the backslash', () => {
    for (const value of hostile) expect(optionalLink().safeParse(value).success, value).toBe(false);
    expect(optionalLink().safeParse('/\\evil.example').error?.issues[0]?.message).toBe(LINK_MESSAGES.backslash.pathOrUrl);
    expect(optionalLink().safeParse('//evil.example').error?.issues[0]?.message).toBe(LINK_MESSAGE);
    for (const value of ['', '/news', 'https://partner.example.com/x']) expect(optionalLink().safeParse(value).success, value).toBe(true);
  });

  it('absolute-only fields (optionalUrl, requiredUrl, content links) refuse them and paths', () => {
    for (const value of [...hostile, '/news', 'https:\\\\evil.example']) {
      expect(optionalUrl().safeParse(value).success, value).toBe(false);
      expect(requiredUrl().safeParse(value).success, value).toBe(false);
      expect(isHttpUrl(value), value).toBe(false);
    }
    expect(optionalUrl().safeParse('https:\\\\evil.example').error?.issues[0]?.message).toBe(LINK_MESSAGES.backslash.url);
    expect(optionalUrl().safeParse('/news').error?.issues[0]?.message).toBe(URL_MESSAGE);
    expect(optionalUrl().safeParse('').success).toBe(true);
    expect(requiredUrl().safeParse('https://example.com/a').success).toBe(true);
    expect(isHttpUrl('https://example.com/a')).toBe(true);
  });
});
