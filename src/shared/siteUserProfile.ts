/** A site user's profile fields (spec 002 §3 "Site user information") and their labels, for the server and the admin. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'title', 'company', 'city', 'region', 'countryCode', 'postalCode'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_LABELS: Record<ProfileField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Job title',
  company: 'Company',
  city: 'City',
  region: 'State / province',
  countryCode: 'Country',
  postalCode: 'Postal code',
};
