import type { GetSiteUserQuery, UpdateSiteUserProfileAdminMutationVariables } from '../../gql/graphql.js';
import { SubmitError, toSubmitError } from '../forms/submitError.js';

type SiteUser = NonNullable<GetSiteUserQuery['getSiteUser']>;

/** The admin's edit of a reader: names and the login address (updateSiteUserProfileAdmin). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
}

export function profileFormValues(user: Pick<SiteUser, 'firstName' | 'lastName' | 'username'>): ProfileFormValues {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.username };
}

/**
 * The mutation's variables. Only non-empty fields are sent (001 §5 "Profile update sends only
 * non-empty fields"; the server keeps a field that is not sent): an emptied name keeps its value.
 * The e-mail goes as `email`; the server makes it the username (the login) and adds it to the
 * reader's e-mails.
 */
export function profileVariables(id: number, values: ProfileFormValues): UpdateSiteUserProfileAdminMutationVariables {
  const variables: UpdateSiteUserProfileAdminMutationVariables = { id };
  const firstName = values.firstName?.trim();
  const lastName = values.lastName?.trim();
  const email = values.email?.trim();
  if (firstName) variables.firstName = firstName;
  if (lastName) variables.lastName = lastName;
  if (email) variables.email = email;
  return variables;
}

/**
 * The server's refusal as the form shows it: field messages under their fields (a `username`
 * message under the e-mail, which is the username), and CONFLICT — another reader of the site
 * already uses the address — under the e-mail as well as on top.
 */
export function profileSubmitError(error: unknown): SubmitError {
  const failure = toSubmitError(error);
  const fieldErrors: Record<string, string> = {};
  for (const [path, text] of Object.entries(failure.fieldErrors)) fieldErrors[path === 'username' ? 'email' : path] = text;
  if (failure.code === 'CONFLICT' && !fieldErrors.email) fieldErrors.email = failure.message;
  return new SubmitError(failure.message, { code: failure.code, fieldErrors });
}
