import { describe, expect, it } from 'vitest';
import {
  checkIssue,
  checkMagazineSection,
  checkPublication,
  issuePath,
  issuesBlockCount,
  magazineSignupUrl,
  parseMagazinePath,
  publicationPath,
  uniqueMagazineAlias,
} from './magazines';

describe('issuesBlockCount (001 §9, 002 §9: "1 issue for single layout, 12 for grid, 13 otherwise")', () => {
  it('answers 1 for single, 12 for grid and 13 for any other layout', () => {
    expect(issuesBlockCount('single')).toBe(1);
    expect(issuesBlockCount('grid')).toBe(12);
    expect(issuesBlockCount('featured')).toBe(13);
    expect(issuesBlockCount('list')).toBe(13);
    expect(issuesBlockCount('')).toBe(13);
  });
});

describe('magazineSignupUrl (001 §3 magazine: newsletter signup site and query)', () => {
  it('adds the query to the site, with or without its ?, keeping what the address has', () => {
    expect(magazineSignupUrl({ newsletterSignupSite: 'https://www.example.com/subscribe', newsletterSignupQuery: 'source=magazine' })).toBe('https://www.example.com/subscribe?source=magazine');
    expect(magazineSignupUrl({ newsletterSignupSite: 'https://www.example.com/subscribe?pk=ABC', newsletterSignupQuery: '?source=magazine&pk=XYZ' })).toBe(
      'https://www.example.com/subscribe?pk=ABC&source=magazine',
    );
    expect(magazineSignupUrl({ newsletterSignupSite: ' https://www.example.com/ ', newsletterSignupQuery: '' })).toBe('https://www.example.com/');
  });

  it('is null without a site or for an address that is not http(s)', () => {
    expect(magazineSignupUrl({ newsletterSignupSite: '', newsletterSignupQuery: 'a=b' })).toBeNull();
    expect(magazineSignupUrl({ newsletterSignupSite: 'javascript:alert(1)', newsletterSignupQuery: '' })).toBeNull();
    expect(magazineSignupUrl({ newsletterSignupSite: 'not a url', newsletterSignupQuery: '' })).toBeNull();
  });
});

describe('magazine paths', () => {
  it('builds /magazine/{publication}/{issue} and reads them back, segments as written', () => {
    expect(publicationPath('edr-magazine')).toBe('/magazine/edr-magazine');
    expect(issuePath('edr-magazine', 'march-2026')).toBe('/magazine/edr-magazine/march-2026');
    expect(parseMagazinePath('magazine')).toEqual({ publication: null, issue: null });
    expect(parseMagazinePath('Magazine/EDR-Magazine')).toEqual({ publication: 'EDR-Magazine', issue: null });
    expect(parseMagazinePath('magazine/edr-magazine/march-2026')).toEqual({ publication: 'edr-magazine', issue: 'march-2026' });
  });

  it('is null for other paths and deeper ones', () => {
    expect(parseMagazinePath('magazines')).toBeNull();
    expect(parseMagazinePath('power/magazine')).toBeNull();
    expect(parseMagazinePath('magazine/a/b/c')).toBeNull();
    expect(parseMagazinePath('magazine//b')).toBeNull();
  });

  it('makes unique aliases with -2, -3…', () => {
    expect(uniqueMagazineAlias('march-2026', new Set())).toBe('march-2026');
    expect(uniqueMagazineAlias('march-2026', new Set(['march-2026', 'march-2026-2']))).toBe('march-2026-3');
  });
});

describe('the forms’ and saves’ rules', () => {
  it('checks a publication: name required, alias a slug, links http(s), status 0 or 1', () => {
    expect(checkPublication({ name: ' EDR ', status: 1 })).toEqual({
      ok: true,
      value: { name: 'EDR', alias: '', description: '', logoId: null, subscribeUrl: '', renewUrl: '', status: 1 },
    });
    const bad = checkPublication({ name: '', alias: 'EDR Mag', subscribeUrl: 'www.example.com', status: 2 });
    expect(bad.ok ? {} : bad.fieldErrors).toEqual({
      name: 'Field is required',
      alias: 'Use lower-case letters, digits and single hyphens, e.g. march-2026.',
      subscribeUrl: 'Enter a full address starting with http:// or https://',
      status: 'Status must be 1 (active) or 0 (inactive).',
    });
  });

  it('checks an issue: publication, name and a real mailing date required; a Zmags edition', () => {
    expect(checkIssue({ publicationId: 3, name: 'March 2026', mailingDate: '2026-03-01', status: 1, digitalEditionUrl: 'https://viewer.zmags.com/publication/1a2b3c4d' }).ok).toBe(true);
    const bad = checkIssue({ name: 'x', mailingDate: '2026-13-01', status: 1, digitalEditionUrl: 'https://example.com/edition' });
    expect(bad.ok ? {} : bad.fieldErrors).toEqual({
      publicationId: 'Field is required',
      mailingDate: 'Enter a date such as 2026-11-27.',
      digitalEditionUrl: 'Enter the address of a Zmags publication, like https://viewer.zmags.com/publication/1a2b3c4d.',
    });
  });

  it('checks a magazine section: name required, sequence 0–10000 (default 0)', () => {
    expect(checkMagazineSection({ publicationId: 3, name: 'Features' })).toEqual({ ok: true, value: { publicationId: 3, name: 'Features', sequence: 0 } });
    const bad = checkMagazineSection({ publicationId: 3, name: ' ', sequence: 10_001 });
    expect(bad.ok ? {} : bad.fieldErrors).toEqual({ name: 'Field is required', sequence: 'Enter a whole number from 0 to 10000.' });
  });
});
