import { describe, expect, it } from 'vitest';
import { cleanProfile, consentOf, convertDemographics, missingRequired, normaliseEmail } from './profile.js';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('site-user profile rules', () => {
  it('keeps only the fields sent non-empty, trimmed, and names the country by alpha-3', () => {
    expect(cleanProfile({ firstName: ' Ada ', lastName: '', title: null, countryCode: 'us', region: 'NY' })).toEqual({
      values: { firstName: 'Ada', countryCode: 'USA', region: 'NY' },
      errors: {},
    });
  });

  it('requires a region where the new country has regions, and refuses one it lacks', () => {
    expect(cleanProfile({ countryCode: 'CAN' }).errors).toEqual({ region: 'Field is required' });
    expect(cleanProfile({ countryCode: 'CAN', region: 'TX' }).errors).toEqual({ region: 'Choose a province of Canada' });
    expect(cleanProfile({ countryCode: 'FRA', region: 'IDF' }).errors).toEqual({ region: 'France has no regions to choose from' });
    expect(cleanProfile({ countryCode: 'Atlantis' }).errors).toMatchObject({ countryCode: 'Choose a country from the list' });
    // A region alone is checked against the country the user already has.
    expect(cleanProfile({ region: 'ON' }, { countryCode: 'CAN', region: 'QC' })).toEqual({ values: { region: 'ON' }, errors: {} });
    expect(cleanProfile({ region: 'XX' }, { countryCode: 'USA', region: 'NY' }).errors).toEqual({ region: 'Choose a state of United States' });
  });

  it('refuses overlong fields', () => {
    expect(cleanProfile({ company: 'x'.repeat(201) }).errors).toEqual({ company: 'At most 200 characters' });
  });

  it('lists the required fields still empty', () => {
    expect(missingRequired({ firstName: 'A', lastName: ' ', company: null }, ['firstName', 'lastName', 'company', 'unknownField'])).toEqual(['lastName', 'company']);
  });

  it('keys consent CASL for Canada and GDPR for another country that requires it; none where not required', () => {
    expect(consentOf({ country: 'CA', given: true }, NOW)).toEqual({ country: 'CAN', region: null, compliance: 'CASL', given: true, at: NOW.toISOString() });
    expect(consentOf({ country: 'BRA', given: false }, NOW)).toMatchObject({ compliance: 'GDPR', given: false });
    expect(consentOf({ country: 'DEU', given: true }, NOW)).toMatchObject({ compliance: null, given: false });
    expect(consentOf({ country: 'nowhere' }, NOW)).toBeNull();
  });

  it('converts demographic answers to numbers, drops empty ones and flags what is not a number', () => {
    expect(convertDemographics([{ questionId: 1, answerIds: [' 12 ', '12', '7'] }, { questionId: 2, answerIds: [''], answerText: '  ' }, { questionId: 3, answerText: ' 2026-01-02 ' }])).toEqual({
      answers: [
        { questionId: 1, answerIds: [12, 7], answerText: null },
        { questionId: 3, answerIds: [], answerText: '2026-01-02' },
      ],
      errors: {},
    });
    expect(convertDemographics([{ questionId: 4, answerIds: ['1.5', '-1', 'x'] }]).errors).toEqual({ 'demographics.4': 'Choose an answer from the list' });
  });

  it('normalises e-mail addresses and refuses what is not one', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(normaliseEmail('not an address')).toBeNull();
    expect(normaliseEmail(`${'a'.repeat(250)}@example.com`)).toBeNull();
  });
});
