import { MEMBERSHIP_COMMON_FIELD_LABELS } from './memberships';

/** A site user's profile fields (spec 002 §3 "Site user information") and their labels, for the server and the admin. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'title', 'company', 'city', 'region', 'countryCode', 'postalCode'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** As a membership's required fields name them, but the region as the profile forms label it. */
export const PROFILE_LABELS: Record<ProfileField, string> = { ...MEMBERSHIP_COMMON_FIELD_LABELS, region: 'State / province' };
