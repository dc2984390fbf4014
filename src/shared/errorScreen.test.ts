import { describe, expect, it } from 'vitest';
import { errorScreenText, isAdminPath, isCrawler } from './errorScreen.js';

describe('error screen', () => {
  it("shows '404 - Page Not Found' for 404 or no status", () => {
    expect(errorScreenText({ statusCode: 404 })).toBe('404 - Page Not Found');
    expect(errorScreenText({})).toBe('404 - Page Not Found');
  });
  it("shows '{statusCode} - {message}' otherwise", () => {
    expect(errorScreenText({ statusCode: 503, message: 'Service Unavailable' })).toBe('503 - Service Unavailable');
  });
  it('recognises admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/content')).toBe(true);
    expect(isAdminPath('/administration-news')).toBe(false);
    expect(isAdminPath('/x', 'see /admin/ pages')).toBe(true);
  });
  it('recognises crawlers', () => {
    for (const ua of ['Googlebot/2.1', 'Mozilla/5.0 Chrome-Lighthouse', 'facebookexternalhit/1.1', 'bingbot']) {
      expect(isCrawler(ua)).toBe(true);
    }
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')).toBe(false);
  });
});
