import { describe, expect, it } from 'vitest';
import { stripTags, truncateAtWord } from './text.js';

describe('stripTags', () => {
  it('drops tags, scripts and entities and folds white space', () => {
    expect(stripTags('<p>Hello&nbsp;<b>world</b></p>\n<script>alert(1)</script><p>A &amp; B</p>')).toBe('Hello world A & B');
  });
});

describe('truncateAtWord', () => {
  it('keeps short text', () => {
    expect(truncateAtWord('Short text', 20)).toBe('Short text');
  });
  it('cuts at a word boundary and adds an ellipsis within the limit', () => {
    const out = truncateAtWord('GaN power stages push server boards past efficiency records', 30);
    expect(out).toBe('GaN power stages push server…');
    expect(out.length).toBeLessThanOrEqual(30);
  });
  it('cuts inside a very long word', () => {
    expect(truncateAtWord('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});
