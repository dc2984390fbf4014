import { describe, expect, it } from 'vitest';
import { localRedirect, loginPath, promoCodeOf, signupPath, withQuery } from './paths.js';

describe('localRedirect', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(localRedirect('/power/gan-chargers?page=2#comments')).toBe('/power/gan-chargers?page=2#comments');
    expect(localRedirect(' /account ')).toBe('/account');
  });

  it('never leaves the site: other origins, protocol-relative, backslashes, whitespace and control characters give the fallback', () => {
    for (const value of ['https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil', '/\t/evil.example', '/a\nb', 'javascript:alert(1)', 'power', '', '/' + 'a'.repeat(600)]) {
      expect(localRedirect(value), JSON.stringify(value)).toBe('/account');
    }
    expect(localRedirect(undefined)).toBe('/account');
    expect(localRedirect(['/power'])).toBe('/account');
  });

  it('does not send a reader back to the login, registration or reset pages', () => {
    expect(localRedirect('/account/login?redirectTo=/x')).toBe('/account');
    expect(localRedirect('/account/registration?id=1')).toBe('/account');
    expect(localRedirect('/account/reset-password/', '/')).toBe('/');
    expect(localRedirect('/account#manage-favorites')).toBe('/account#manage-favorites');
  });
});

describe('links', () => {
  it('builds the sign-up and login addresses, leaving out empty values', () => {
    expect(signupPath('basic')).toBe('/membership/signup/basic');
    expect(signupPath('basic', { redirectTo: '/power/x', pk: 'SPRING 26' })).toBe('/membership/signup/basic?redirectTo=%2Fpower%2Fx&pk=SPRING+26');
    expect(loginPath({ redirectTo: '/account' })).toBe('/account/login?redirectTo=%2Faccount');
    expect(withQuery('/search', { text: '', type: null })).toBe('/search');
  });

  it('reads the promo code of pk: trimmed, at most 100 characters', () => {
    expect(promoCodeOf(' EDRWEB ')).toBe('EDRWEB');
    expect(promoCodeOf('')).toBeNull();
    expect(promoCodeOf(undefined)).toBeNull();
    expect(promoCodeOf('x'.repeat(150))).toHaveLength(100);
  });
});
