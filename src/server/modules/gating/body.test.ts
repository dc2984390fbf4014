import { describe, expect, it } from 'vitest';
import { isSearchCrawler, ungatedPart } from './body.js';

describe('ungated part of a body', () => {
  const body = '<h2>Intro</h2><p>One <strong>bold</strong></p><p>Two</p><ul><li>a</li></ul><p>Three</p>';

  it('keeps everything up to the end of the n-th top-level paragraph, and says when it left something out', () => {
    expect(ungatedPart(body, 1)).toEqual({ html: '<h2>Intro</h2><p>One <strong>bold</strong></p>', truncated: true });
    expect(ungatedPart(body, 2)).toEqual({ html: '<h2>Intro</h2><p>One <strong>bold</strong></p><p>Two</p>', truncated: true });
    expect(ungatedPart(body, 3)).toEqual({ html: body, truncated: false });
    expect(ungatedPart(body, 10)).toEqual({ html: body, truncated: false });
  });

  it('does not count paragraphs nested in other elements, and keeps void elements whole', () => {
    const nested = '<blockquote><p>Quoted</p><p>Also</p></blockquote><p>First<br>line</p><p>Hidden</p>';
    expect(ungatedPart(nested, 1).html).toBe('<blockquote><p>Quoted</p><p>Also</p></blockquote><p>First<br>line</p>');
    expect(ungatedPart('<img src="a.png"><p>Hidden one</p><p>Hidden two</p>', 1).html).toBe('<img src="a.png"><p>Hidden one</p>');
  });

  it('keeps the first element of a body without paragraphs, and entities as they are', () => {
    expect(ungatedPart('<ul><li>a</li></ul><ol><li>b</li></ol>', 1)).toEqual({ html: '<ul><li>a</li></ul>', truncated: true });
    expect(ungatedPart('<p>Fish &amp; chips</p><p>x</p>', 1).html).toBe('<p>Fish &amp; chips</p>');
    expect(ungatedPart('', 1)).toEqual({ html: '', truncated: false });
  });

  it('treats a bad count as one paragraph', () => {
    expect(ungatedPart(body, 0).html).toBe('<h2>Intro</h2><p>One <strong>bold</strong></p>');
  });
});

describe('search crawlers', () => {
  it('knows the search engines by their user agent', () => {
    expect(isSearchCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isSearchCrawler('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isSearchCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(false);
    expect(isSearchCrawler(null)).toBe(false);
  });
});
