import { describe, expect, it } from 'vitest';
import { NEW_MEMBERSHIP, aliasFromTitle, checkMembership, uniqueAlias } from './memberships';

const errors = (result: { ok: boolean; fieldErrors?: Record<string, string> }) => (result.ok ? {} : result.fieldErrors);

describe('membership rules', () => {
  it('accepts a new membership once it has a title', () => {
    expect(errors(checkMembership(NEW_MEMBERSHIP))).toEqual({ title: 'Field is required' });
    const checked = checkMembership({ ...NEW_MEMBERSHIP, title: ' Premium ', description: null, alias: null });
    expect(checked).toEqual({ ok: true, value: { ...NEW_MEMBERSHIP, title: 'Premium' } });
  });

  it('checks alias, status, product id and the common fields', () => {
    expect(
      errors(
        checkMembership({
          ...NEW_MEMBERSHIP,
          title: 'Premium',
          alias: 'Premium Access',
          status: 2,
          omedaProduct: 0,
          requiredUserCommonFields: ['firstName', 'shoeSize'],
        }),
      ),
    ).toEqual({
      alias: 'Use lower-case letters, digits and single hyphens, e.g. premium-access.',
      status: 'Status must be 1 (active) or 0 (inactive).',
      omedaProduct: 'Enter a whole number from 1 to 2147483647, or leave it empty to have one assigned.',
      'requiredUserCommonFields.1': 'Choose from firstName, lastName, title, company, city, postalCode, region, countryCode.',
    });
    expect(errors(checkMembership({ ...NEW_MEMBERSHIP, title: 'P', status: null, isFree: null }))).toEqual({ status: 'Field is required', isFree: 'Field is required' });
  });

  it('refuses a demographic question twice, or both required and additional', () => {
    expect(
      errors(checkMembership({ ...NEW_MEMBERSHIP, title: 'P', requiredUserDemographicFields: [3, 3], additionalUserDemographicFields: [4] })),
    ).toEqual({ requiredUserDemographicFields: 'Each entry may be chosen only once.' });
    expect(errors(checkMembership({ ...NEW_MEMBERSHIP, title: 'P', requiredUserDemographicFields: [3], additionalUserDemographicFields: [4, 3] }))).toEqual({
      additionalUserDemographicFields: 'A question cannot be both required and additional.',
    });
  });

  it('makes aliases from titles, unique on the site', () => {
    expect(aliasFromTitle('Premium Access — Pro!')).toBe('premium-access-pro');
    expect(aliasFromTitle('!!!')).toBe('membership');
    expect(uniqueAlias('premium', new Set())).toBe('premium');
    expect(uniqueAlias('premium', new Set(['premium', 'premium-2']))).toBe('premium-3');
    const long = 'a'.repeat(100);
    expect(uniqueAlias(long, new Set([long]))).toBe(`${'a'.repeat(98)}-2`);
  });
});
