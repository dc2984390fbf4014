import { describe, expect, it } from 'vitest';
import { membershipFormValues, newMembershipValues, toMembershipInput, validateMembershipForm } from './membershipForm.js';

const stored = {
  __typename: 'Membership' as const,
  id: 12,
  title: 'Premium',
  alias: 'premium',
  description: null,
  status: 0,
  isFree: false,
  omedaProduct: 40125,
  requiredUserCommonFields: ['firstName'],
  requiredUserDemographicFields: [3],
  additionalUserDemographicFields: [4],
  version: 5,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('membership form', () => {
  it('starts a new membership active and free, with no product id (one is assigned)', () => {
    expect(newMembershipValues()).toMatchObject({ status: '1', isFree: 'free', omedaProduct: null, alias: '' });
    expect(toMembershipInput({ ...newMembershipValues(), title: 'Gold' })).toEqual({
      title: 'Gold',
      alias: '',
      description: '',
      status: 1,
      isFree: true,
      omedaProduct: null,
      requiredUserCommonFields: ['firstName', 'lastName', 'countryCode'],
      requiredUserDemographicFields: [],
      additionalUserDemographicFields: [],
    });
  });

  it('edits a stored membership and sends its id and version', () => {
    const values = membershipFormValues(stored);
    expect(values).toMatchObject({ status: '0', isFree: 'paid', description: '' });
    expect(toMembershipInput(values, { id: 12, version: 5 })).toMatchObject({ id: 12, version: 5, status: 0, isFree: false, omedaProduct: 40125 });
  });

  it("checks with the shared rules: 'Field is required' for a blank title or no status", () => {
    expect(validateMembershipForm({ ...newMembershipValues(), title: ' ', status: null })).toEqual({ title: 'Field is required', status: 'Field is required' });
    expect(validateMembershipForm({ ...membershipFormValues(stored), additionalUserDemographicFields: [3] })).toEqual({
      additionalUserDemographicFields: 'A question cannot be both required and additional.',
    });
    expect(validateMembershipForm(membershipFormValues(stored))).toBeUndefined();
  });
});
