import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeRichText('<p>New <strong>release</strong> <a href="https://x.example/">notes</a></p>')).toBe(
      '<p>New <strong>release</strong> <a href="https://x.example/">notes</a></p>',
    );
  });
  it('drops scripts, handlers, javascript: links and styles', () => {
    const out = sanitizeRichText('<p onclick="x()" style="color:red">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>');
    expect(out).toBe('<p>Hi<a>x</a></p>');
  });
  it('adds rel=noopener to links opening a new window', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
