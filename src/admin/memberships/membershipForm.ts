import type { GetMembershipQuery, MembershipInput } from '../../gql/graphql.js';
import { NEW_MEMBERSHIP, checkMembership } from '../../shared/memberships.js';
import { formErrorsOf } from '../settings/SettingsDocumentForm.js';

type Membership = GetMembershipQuery['getMembership'];

/**
 * The membership form's values. Status and free/paid are radio groups, whose values are strings
 * ('1' active, '0' inactive; 'free', 'paid'); everything else is held as the input wants it. The
 * names are those of MembershipInput, so the server's field messages land on their fields.
 */
export interface MembershipFormValues {
  title: string;
  alias: string;
  description: string;
  status: string | null;
  isFree: 'free' | 'paid' | null;
  omedaProduct: number | null;
  requiredUserCommonFields: string[];
  requiredUserDemographicFields: number[];
  additionalUserDemographicFields: number[];
}

export function newMembershipValues(): MembershipFormValues {
  return {
    ...NEW_MEMBERSHIP,
    status: String(NEW_MEMBERSHIP.status),
    isFree: NEW_MEMBERSHIP.isFree ? 'free' : 'paid',
    requiredUserCommonFields: [...NEW_MEMBERSHIP.requiredUserCommonFields],
  };
}

export function membershipFormValues(m: Membership): MembershipFormValues {
  return {
    title: m.title,
    alias: m.alias,
    description: m.description ?? '',
    status: String(m.status),
    isFree: m.isFree ? 'free' : 'paid',
    omedaProduct: m.omedaProduct,
    requiredUserCommonFields: [...m.requiredUserCommonFields],
    requiredUserDemographicFields: [...m.requiredUserDemographicFields],
    additionalUserDemographicFields: [...m.additionalUserDemographicFields],
  };
}

const statusOf = (value: string | null) => (value === null || value === '' ? null : Number(value));
const isFreeOf = (value: MembershipFormValues['isFree']) => (value === null ? null : value === 'free');

/** saveMembership's input: no id to create; the id and the version the edit started from to update. */
export function toMembershipInput(values: MembershipFormValues, existing?: { id: number; version: number }): MembershipInput {
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    title: values.title ?? '',
    alias: values.alias ?? '',
    description: values.description ?? '',
    status: statusOf(values.status) ?? -1,
    isFree: isFreeOf(values.isFree) ?? true,
    omedaProduct: values.omedaProduct ?? null,
    requiredUserCommonFields: values.requiredUserCommonFields ?? [],
    requiredUserDemographicFields: values.requiredUserDemographicFields ?? [],
    additionalUserDemographicFields: values.additionalUserDemographicFields ?? [],
  };
}

/** The shared rules as final-form errors (the server applies the same, plus uniqueness). */
export function validateMembershipForm(values: MembershipFormValues): object | undefined {
  return formErrorsOf(
    checkMembership({
      ...values,
      title: values.title ?? '',
      status: statusOf(values.status ?? null),
      isFree: isFreeOf(values.isFree ?? null),
    }),
  );
}
