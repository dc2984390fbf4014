import { describe, expect, it } from 'vitest';
import { COUNTRIES, consentKeyFor, countryByAlpha2, countryByAlpha3 } from './countries';
import {
  COMPLIANCE_OPTIONAL_ALPHA2,
  EU_MEMBER_ALPHA2,
  complianceForAlpha2,
} from './countryCompliance';
import {
  CANADA_PROVINCES_AND_TERRITORIES,
  US_ARMED_FORCES_REGIONS,
  US_STATES,
} from './countryRegions';

function regionValues(alpha2: string): string[] {
  return countryByAlpha2(alpha2)?.regions?.options.map((o) => o.value) ?? [];
}

describe('countries (ISO 3166-1)', () => {
  it('lists all 249 officially assigned codes', () => {
    expect(COUNTRIES).toHaveLength(249);
  });

  it('has well-formed, unique codes', () => {
    for (const country of COUNTRIES) {
      expect(country.alpha2code).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3code).toMatch(/^[A-Z]{3}$/);
      expect(country.label.trim()).not.toBe('');
      expect(country.friendlyLabel.trim()).not.toBe('');
    }
    expect(new Set(COUNTRIES.map((c) => c.alpha2code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.alpha3code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.friendlyLabel)).size).toBe(COUNTRIES.length);
  });

  it('agrees with the ICU region names for every alpha-2 code', () => {
    const names = new Intl.DisplayNames('en', { type: 'region' });
    for (const country of COUNTRIES) {
      // DisplayNames echoes the code back when it does not know it.
      expect(names.of(country.alpha2code)).not.toBe(country.alpha2code);
    }
  });

  it('is sorted by friendly label', () => {
    const labels = COUNTRIES.map((c) => c.friendlyLabel);
    const sorted = [...labels].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare);
    expect(labels).toEqual(sorted);
  });

  it('pairs alpha-2 and alpha-3 codes correctly', () => {
    expect(countryByAlpha2('US')).toMatchObject({
      alpha3code: 'USA', label: 'United States of America', friendlyLabel: 'United States',
    });
    expect(countryByAlpha2('GB')).toMatchObject({ alpha3code: 'GBR', friendlyLabel: 'United Kingdom' });
    expect(countryByAlpha3('CAN')?.alpha2code).toBe('CA');
    expect(countryByAlpha3('DEU')?.friendlyLabel).toBe('Germany');
    expect(countryByAlpha3('KOR')?.friendlyLabel).toBe('South Korea');
    expect(countryByAlpha3('PRK')?.friendlyLabel).toBe('North Korea');
  });

  it('looks codes up case-insensitively and returns undefined when unknown', () => {
    expect(countryByAlpha2('br')?.alpha3code).toBe('BRA');
    expect(countryByAlpha3(' fra ')?.alpha2code).toBe('FR');
    expect(countryByAlpha2('XX')).toBeUndefined();
    expect(countryByAlpha2('UK')).toBeUndefined();
    expect(countryByAlpha3('ZZZ')).toBeUndefined();
  });
});

describe('regions', () => {
  it('United States: regions labelled State with 50 states, DC and territories', () => {
    const us = countryByAlpha2('US');
    expect(us?.regions?.label).toBe('State');
    const values = regionValues('US');
    expect(US_STATES).toHaveLength(50);
    for (const state of US_STATES) expect(values).toContain(state.value);
    expect(values).toContain('DC');
    expect(values).toContain('PR');
    for (const territory of ['AS', 'GU', 'MP', 'VI', 'UM']) expect(values).toContain(territory);
    expect(values).toHaveLength(57);
    expect(us?.regions?.options).toContainEqual({ label: 'District of Columbia', value: 'DC' });
    expect(us?.regions?.options).toContainEqual({ label: 'Puerto Rico', value: 'PR' });
  });

  it('United States: armed-forces codes are kept out of the region list', () => {
    const values = regionValues('US');
    for (const code of US_ARMED_FORCES_REGIONS) expect(values).not.toContain(code.value);
  });

  it('United States: values are unique 2-letter codes sorted by label', () => {
    const options = countryByAlpha2('US')?.regions?.options ?? [];
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    for (const option of options) expect(option.value).toMatch(/^[A-Z]{2}$/);
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('Canada: regions labelled Province with exactly 13 provinces and territories', () => {
    const canada = countryByAlpha3('CAN');
    expect(canada?.regions?.label).toBe('Province');
    expect(CANADA_PROVINCES_AND_TERRITORIES).toHaveLength(13);
    expect(regionValues('CA').sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
    );
    expect(canada?.regions?.options).toContainEqual({ label: 'Quebec', value: 'QC' });
  });

  it('only the United States and Canada have regions', () => {
    const withRegions = COUNTRIES.filter((c) => c.regions).map((c) => c.alpha2code).sort();
    expect(withRegions).toEqual(['CA', 'US']);
  });
});

describe('compliance', () => {
  it('Canada and Brazil are required', () => {
    expect(countryByAlpha2('CA')?.compliance).toBe('required');
    expect(countryByAlpha2('BR')?.compliance).toBe('required');
    expect(COUNTRIES.filter((c) => c.compliance === 'required').map((c) => c.alpha2code).sort())
      .toEqual(['BR', 'CA']);
  });

  it('the United Kingdom and the EU members are optional', () => {
    expect(countryByAlpha2('GB')?.compliance).toBe('optional');
    expect(EU_MEMBER_ALPHA2).toHaveLength(27);
    for (const code of EU_MEMBER_ALPHA2) expect(countryByAlpha2(code)?.compliance).toBe('optional');
    expect(countryByAlpha2('NO')?.compliance).toBe('optional');
    expect(COUNTRIES.filter((c) => c.compliance === 'optional')).toHaveLength(COMPLIANCE_OPTIONAL_ALPHA2.length);
    expect(COMPLIANCE_OPTIONAL_ALPHA2).toHaveLength(31);
  });

  it('other countries have no compliance', () => {
    expect(countryByAlpha2('US')?.compliance).toBeUndefined();
    expect(countryByAlpha2('CH')?.compliance).toBeUndefined();
    expect(countryByAlpha2('US')).not.toHaveProperty('compliance');
    expect(complianceForAlpha2('JP')).toBeUndefined();
    expect(complianceForAlpha2('ca')).toBe('required');
  });
});

describe('consentKeyFor (spec 002 §3 Consent object)', () => {
  it('is CASL for CAN and GDPR otherwise', () => {
    expect(consentKeyFor('CAN')).toBe('CASL');
    expect(consentKeyFor('can')).toBe('CASL');
    expect(consentKeyFor('USA')).toBe('GDPR');
    expect(consentKeyFor('GBR')).toBe('GDPR');
    expect(consentKeyFor('CA')).toBe('GDPR');
    expect(consentKeyFor('')).toBe('GDPR');
  });
});
