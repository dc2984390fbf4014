import { describe, expect, it } from 'vitest';
import { escapeXml, xmlElement } from './xml.js';

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <"best"> bits`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt; bits');
  });

  it('does not double-escape what it is given (entities are text too)', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('drops characters XML 1.0 forbids but keeps tabs, new lines and astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFFe')).toBe('abcde');
    expect(escapeXml('line\tone\r\nline two')).toBe('line\tone\r\nline two');
    expect(escapeXml('chip \u{1F50C} ok')).toBe('chip \u{1F50C} ok');
    expect(escapeXml('lone \uD800 surrogate')).toBe('lone  surrogate');
  });

  it('writes numbers and nothing for null', () => {
    expect(escapeXml(42)).toBe('42');
    expect(escapeXml(null)).toBe('');
    expect(escapeXml(undefined)).toBe('');
  });
});

describe('xmlElement', () => {
  it('wraps escaped text and leaves empty values out', () => {
    expect(xmlElement('title', 'A < B')).toBe('<title>A &lt; B</title>');
    expect(xmlElement('title', '')).toBe('');
    expect(xmlElement('title', null)).toBe('');
  });
});
