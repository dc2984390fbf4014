// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml (toasts and news)', () => {
  it('keeps the allowed elements', () => {
    expect(sanitizeHtml('<p>Saved <strong>all</strong> <em>changes</em><br>now</p><ul><li>a</li></ul><ol><li>b</li></ol>')).toBe(
      '<p>Saved <strong>all</strong> <em>changes</em><br>now</p><ul><li>a</li></ul><ol><li>b</li></ol>',
    );
  });

  it('drops scripts, styles and event handlers', () => {
    const out = sanitizeHtml('<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><style>p{}</style><img src=x onerror="alert(1)"></p>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><span class="x">Hello</span> <b>world</b></div>')).toBe('Hello world');
  });

  it('keeps http, https and mailto links, marks external ones, drops other schemes', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&c=2" target="_self">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@example.com">mail</a>')).toBe('<a href="mailto:help@example.com">mail</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">bad</a>')).toBe('bad');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">bad</a>')).toBe('bad');
    expect(sanitizeHtml('<a href="data:text/html,<script>">bad</a>')).toBe('bad');
    expect(sanitizeHtml('<a>no href</a>')).toBe('no href');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeHtml('1 &lt; 2 &amp;&amp; <p>a &gt; b</p>')).toBe('1 &lt; 2 &amp;&amp; <p>a &gt; b</p>');
  });

  it('checks hrefs by scheme', () => {
    expect(isSafeHref('https://x')).toBe(true);
    expect(isSafeHref(' MAILTO:x')).toBe(true);
    expect(isSafeHref('/relative')).toBe(false);
    expect(isSafeHref('vbscript:x')).toBe(false);
  });
});
