import { describe, expect, it } from 'vitest';
import { companyIdOf, telHref, websiteLabel } from './company';
import { companyPage, contentPage, homePage } from './fixtures';

describe('company block helpers', () => {
  it("find the page's company: a Company's own page, else the company its item names", () => {
    expect(companyIdOf(companyPage)).toBe(10000050);
    expect(companyIdOf(contentPage)).toBe(10000050);
    expect(companyIdOf({ ...contentPage, content: { ...contentPage.content!, companyId: null } })).toBeNull();
    expect(companyIdOf(homePage)).toBeNull();
  });

  it('dial the digits of a phone number as written', () => {
    expect(telHref('+1 (512) 555-0100')).toBe('tel:+15125550100');
    expect(telHref('+49 89 5550 1870')).toBe('tel:+498955501870');
    expect(telHref('0800 555 0100 ext. 12')).toBe('tel:0800555010012');
  });

  it('show a website as its host and path', () => {
    expect(websiteLabel('https://www.kestrel-micro.example/')).toBe('kestrel-micro.example');
    expect(websiteLabel('https://acme.example/en/?ref=x')).toBe('acme.example/en');
    expect(websiteLabel('not a url')).toBe('not a url');
  });
});
