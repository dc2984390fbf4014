import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, canonicalPathOf, contentAlias, sectionAlias, slugify } from './aliases';

describe('slugify', () => {
  it('lower-cases and joins words with single dashes', () => {
    expect(slugify('Power Management')).toBe('power-management');
    expect(slugify('Test & Measurement')).toBe('test-measurement');
    expect(slugify('GaN   FETs -- 650 V!')).toBe('gan-fets-650-v');
  });

  it('trims leading and trailing separators', () => {
    expect(slugify('  --Hello, World!--  ')).toBe('hello-world');
    expect(slugify('...')).toBe('');
  });

  it('folds accents and special letters to ASCII', () => {
    expect(slugify('Café Crème à São Paulo')).toBe('cafe-creme-a-sao-paulo');
    expect(slugify('Straße Ærø Łódź')).toBe('strasse-aero-lodz');
    expect(slugify('Ünïcödé RISC‑V')).toBe('unicode-risc-v');
  });

  it('keeps digits', () => {
    expect(slugify('RISC-V 2025: 64-bit cores')).toBe('risc-v-2025-64-bit-cores');
  });

  it('caps the length at 100 characters, cutting at a dash', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(words);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    // Every part is a whole word of the input.
    for (const part of slug.split('-')) expect(part).toMatch(/^word\d+$/);
    expect(words.toLowerCase().replace(/ /g, '-').startsWith(slug)).toBe(true);
  });

  it('cuts exactly at 100 when the next character is a dash', () => {
    const first = 'a'.repeat(SLUG_MAX_LENGTH);
    expect(slugify(`${first} tail`)).toBe(first);
  });

  it('hard-cuts a single word longer than the maximum', () => {
    expect(slugify('x'.repeat(150))).toBe('x'.repeat(SLUG_MAX_LENGTH));
  });
});

describe('sectionAlias', () => {
  it('is the slug at the top level', () => {
    expect(sectionAlias({ name: 'Test & Measurement' })).toBe('test-measurement');
    expect(sectionAlias({ parentAlias: null, name: 'Home' })).toBe('home');
    expect(sectionAlias({ parentAlias: '', name: 'Power' })).toBe('power');
  });

  it('nests under the parent alias', () => {
    expect(sectionAlias({ parentAlias: 'power', name: 'Power Management' })).toBe('power/power-management');
    expect(sectionAlias({ parentAlias: 'power/power-management', name: 'Battery Management' })).toBe(
      'power/power-management/battery-management',
    );
  });
});

describe('contentAlias', () => {
  it('prefixes the section alias', () => {
    expect(contentAlias({ sectionAlias: 'power', name: 'GaN Chargers Shrink' })).toBe('power/gan-chargers-shrink');
  });

  it('is just the slug without a section', () => {
    expect(contentAlias({ sectionAlias: null, name: 'About Us' })).toBe('about-us');
    expect(contentAlias({ name: 'Privacy Policy' })).toBe('privacy-policy');
  });
});

describe('canonicalPathOf', () => {
  it('adds a single leading slash', () => {
    expect(canonicalPathOf('power/gan-chargers-shrink')).toBe('/power/gan-chargers-shrink');
    expect(canonicalPathOf('about-us')).toBe('/about-us');
    expect(canonicalPathOf('/about-us')).toBe('/about-us');
  });
});
