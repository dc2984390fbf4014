import { describe, expect, it } from 'vitest';
import { article, site } from './fixtures.js';
import { canonicalUrl, contentAddress, metaDescription, pageMeta, pageTitle, preconnectOrigins } from './meta.js';

describe('page title (002 §5)', () => {
  it('strips tags, prefers seoTitle, then adds " | " and the site name', () => {
    expect(pageTitle({ name: 'GaN <em>chargers</em> go <b>mainstream</b>' }, 'EDR')).toBe('GaN chargers go mainstream | EDR');
    expect(pageTitle({ seoTitle: 'GaN chargers: <i>the guide</i>', name: 'Ignored' }, 'EDR')).toBe('GaN chargers: the guide | EDR');
    expect(pageTitle({ seoTitle: '  ', name: 'Name wins when seoTitle is blank' }, 'EDR')).toBe('Name wins when seoTitle is blank | EDR');
    expect(pageTitle({ seoTitle: '<br>', name: 'Only tags count as blank' }, 'EDR')).toBe('Only tags count as blank | EDR');
  });

  it('is the site name alone for a page without a name (the home page)', () => {
    expect(pageTitle({}, 'Electronic Design Review')).toBe('Electronic Design Review');
    expect(pageTitle({ name: null, seoTitle: null }, 'A &amp; B')).toBe('A & B');
  });

  it('uses the content item of a content page', () => {
    expect(pageMeta({ site, path: '/news/gan', content: article }).title).toBe('GaN chargers go mainstream | Electronic Design Review');
    expect(pageMeta({ site, path: '/news/gan', content: { ...article, seoTitle: 'SEO <b>title</b>' } }).title).toBe('SEO title | Electronic Design Review');
  });
});

describe('meta description', () => {
  it('takes the first non-blank candidate with tags stripped', () => {
    expect(metaDescription(null, '<p>Teaser &amp; more</p>', 'metadata')).toBe('Teaser & more');
    expect(metaDescription('', '  ', 'From metadata')).toBe('From metadata');
    expect(metaDescription(undefined, null)).toBe('');
  });

  it("describes a page without content by the site's about text, a content page by its item", () => {
    expect(pageMeta({ site, path: '/' }).description).toBe('News and analysis for electronics engineers.');
    expect(pageMeta({ site, path: '/n', content: { ...article, teaser: null, metadataDescription: '<p>From metadata</p>' } }).description).toBe('From metadata');
    expect(pageMeta({ site, path: '/n', content: { ...article, teaser: null } }).description).toBe('');
  });

  it('cuts long text at a word boundary near 160 characters', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const cut = metaDescription(words);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(words.charAt(cut.length - 1)).toBe(' ');
  });
});

describe('canonical, robots and preconnect', () => {
  it('makes an absolute canonical URL without the query string', () => {
    expect(canonicalUrl('https://www.edr.example/', '/news/item?a=1#x')).toBe('https://www.edr.example/news/item');
    expect(pageMeta({ site, path: '/' }).canonical).toBe('https://www.edr.example/');
  });

  it('asks not to index the content types of general.enableNoIndexByContentType', () => {
    expect(pageMeta({ site, path: '/about', content: { ...article, type: 'Page' } }).noIndex).toBe(true);
    expect(pageMeta({ site, path: '/news/gan', content: article }).noIndex).toBe(false);
    expect(pageMeta({ site, path: '/' }).noIndex).toBe(false);
  });

  it('lists distinct foreign origins only, and none when none are configured', () => {
    expect(preconnectOrigins([])).toEqual([]);
    expect(
      preconnectOrigins(['https://fonts.googleapis.com/css2?family=Inter', 'https://fonts.googleapis.com/x', '', null, 'not a url', 'https://www.edr.example/graphql', 'https://consent.example/c.js'], 'https://www.edr.example'),
    ).toEqual(['https://fonts.googleapis.com', 'https://consent.example']);
  });

  it('reads an address from the venue, else from the item fields', () => {
    expect(contentAddress({ venue: { name: 'Hall A', city: 'Austin' } })).toEqual({ name: 'Hall A', city: 'Austin' });
    expect(contentAddress({ venue: { name: null }, city: 'Austin', state: 'TX' })).toMatchObject({ city: 'Austin', region: 'TX' });
    expect(contentAddress({ venue: null })).toBeNull();
  });
});
