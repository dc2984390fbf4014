import type { CmsUserProfileInput } from '../../gql/graphql.js';

export interface ProfileFormValues {
  firstName?: string;
  lastName?: string;
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/**
 * The input of updateActiveCmsUserProfile from the profile form: only non-empty fields are sent
 * (spec 001 §5 "Profile update sends only non-empty fields"), so the server changes only those.
 * Names are trimmed (whitespace only counts as empty); passwords are sent exactly as typed. The
 * confirmation never leaves the browser.
 */
export function profilePayload(values: ProfileFormValues): CmsUserProfileInput {
  const input: CmsUserProfileInput = {};
  const firstName = values.firstName?.trim();
  const lastName = values.lastName?.trim();
  if (firstName) input.firstName = firstName;
  if (lastName) input.lastName = lastName;
  if (values.currentPassword) input.currentPassword = values.currentPassword;
  if (values.newPassword) input.newPassword = values.newPassword;
  return input;
}
