import { describe, expect, it } from 'vitest';
import { errorViewOf, type ErrorRequest } from './errorView.js';

const request = (over: Partial<ErrorRequest> = {}): ErrorRequest => ({
  is404: true,
  abortStatusCode: null,
  abortReason: undefined,
  pathname: '/no/such/page',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  ...over,
});

describe('errorViewOf (002 §2 "Error screen")', () => {
  it('gives the public screen with the 404 text for an unmatched public path', () => {
    expect(errorViewOf(request())).toEqual({ kind: 'public', statusCode: 404, text: '404 - Page Not Found' });
  });

  it('shows the abort status and its reason', () => {
    expect(errorViewOf(request({ is404: false, abortStatusCode: 403, abortReason: 'Members only' }))).toEqual({
      kind: 'public',
      statusCode: 403,
      text: '403 - Members only',
    });
    // render(404) from a +data hook: the 404 text whatever the reason.
    expect(errorViewOf(request({ is404: false, abortStatusCode: 404, abortReason: 'gone' })).text).toBe('404 - Page Not Found');
  });

  it('keeps the message of an unexpected exception out of the page (500)', () => {
    expect(errorViewOf(request({ is404: false, abortReason: new Error('relation "x" does not exist') }))).toEqual({
      kind: 'public',
      statusCode: 500,
      text: '500 - An error occurred',
    });
  });

  it('gives the admin screen on admin paths, or when the message names the admin pages path', () => {
    expect(errorViewOf(request({ pathname: '/admin/no-such-screen' })).kind).toBe('admin');
    expect(errorViewOf(request({ pathname: '/admin' })).kind).toBe('admin');
    expect(errorViewOf(request({ pathname: '/administer' })).kind).toBe('public');
    expect(errorViewOf(request({ is404: false, abortStatusCode: 403, abortReason: 'See /admin/login' })).kind).toBe('admin');
  });

  it.each(['Googlebot/2.1', 'Mozilla/5.0 Chrome-Lighthouse', 'facebookexternalhit/1.1', 'Google-InspectionTool', 'bingbot'])(
    'renders no screen for the crawler %s, on public and admin paths',
    (userAgent) => {
      expect(errorViewOf(request({ userAgent })).kind).toBe('crawler');
      expect(errorViewOf(request({ userAgent, pathname: '/admin/x' })).kind).toBe('crawler');
    },
  );
});
