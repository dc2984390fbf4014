import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FORM_ERROR, setIn } from 'final-form';

/**
 * Maps a failed save to final-form submission errors. The transport's TransportError
 * (src/client/errors.ts) carries `message`, `code` and, for BAD_USER_INPUT, `fieldErrors` keyed by
 * field path; anything with that shape is accepted, so tests and other callers need not build a
 * real TransportError.
 */
export const UNEXPECTED_SUBMIT_ERROR = 'Something went wrong. Please try again.';

export interface FailedSubmission {
  /** The general message, or undefined when the error has none. */
  message: string | undefined;
  /** Field path → message; empty when the error names no fields. */
  fieldErrors: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads message and fieldErrors off an unknown thrown value, keeping only string messages.
 * Apollo's CombinedGraphQLErrors (useMutation) carry them on the first error's extensions.
 */
export function readSubmitError(error: unknown): FailedSubmission {
  if (typeof error === 'string') return { message: error || undefined, fieldErrors: {} };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return readSubmitError({ message: first?.message ?? error.message, fieldErrors: first?.extensions?.fieldErrors });
  }
  if (!isRecord(error)) return { message: undefined, fieldErrors: {} };
  const message = typeof error.message === 'string' && error.message !== '' ? error.message : undefined;
  const fieldErrors: Record<string, string> = {};
  if (isRecord(error.fieldErrors)) {
    for (const [path, text] of Object.entries(error.fieldErrors)) {
      if (typeof text === 'string' && text !== '') fieldErrors[path] = text;
    }
  }
  return { message, fieldErrors };
}

/**
 * `{ [field]: message, [FORM_ERROR]: message }` for final-form. Paths such as 'tenants.0' or
 * 'address.city' become nested structures through final-form's setIn, which is how final-form
 * looks up `submitError` for a field named 'tenants.0'. The general message is always present:
 * the error's own, or a generic one, so a failed save never passes silently.
 */
export function submissionErrors(error: unknown): Record<string, unknown> {
  const { message, fieldErrors } = readSubmitError(error);
  let errors: object = {};
  for (const [path, text] of Object.entries(fieldErrors)) {
    errors = setIn(errors, path, text);
  }
  // Not through setIn: FORM_ERROR ('FINAL_FORM/form-error') is a key, not a path.
  return { ...errors, [FORM_ERROR]: message ?? UNEXPECTED_SUBMIT_ERROR };
}
