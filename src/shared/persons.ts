// Person rules (spec 000 §3.2 "Person: id, fullName, status"), shared by the admin form and the service.
import { MESSAGES } from './messages.js';
import { EMAIL_PATTERN } from './email';

/** status 1 active, 0 inactive. Persons are never deleted: authors stay attached to old content. */
export const PERSON_STATUS = { inactive: 0, active: 1 } as const;

export const PERSON_LIMITS = { fullName: 200, firstName: 100, lastName: 100, title: 200, email: 254, bio: 10000 } as const;

const EMAIL = EMAIL_PATTERN;

export interface PersonFormValues {
  fullName?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  title?: string | null | undefined;
  email?: string | null | undefined;
  bio?: string | null | undefined;
  status?: number | null | undefined;
}

/** "First Last" from the parts, for the form's suggestion when the full name is still empty. */
export function suggestedFullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}

/** Field errors of a person (empty when valid). */
export function personFieldErrors(values: PersonFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(PERSON_LIMITS) as (keyof typeof PERSON_LIMITS)[]) {
    const value = values[field]?.trim() ?? '';
    if (value.length > PERSON_LIMITS[field]) errors[field] = `At most ${PERSON_LIMITS[field]} characters`;
  }
  if (!values.fullName?.trim()) errors['fullName'] = MESSAGES.fieldRequired;
  const email = values.email?.trim() ?? '';
  if (email && !errors['email'] && !EMAIL.test(email)) errors['email'] = 'Enter a valid email address';
  if (values.status == null) errors['status'] = MESSAGES.fieldRequired;
  else if (values.status !== 0 && values.status !== 1) errors['status'] = 'Must be 0 (inactive) or 1 (active)';
  return errors;
}
