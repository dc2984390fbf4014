import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * A failed call as the admin screens use it: the server's message (shown as given), its
 * `extensions.code` (CONFLICT, FORBIDDEN...) and the per-field messages of BAD_USER_INPUT.
 * The form kit's <Form> reads `message` and `fieldErrors` off a thrown value, so throwing a
 * SubmitError puts the server's field messages under their fields.
 */
export class SubmitError extends Error {
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, { code, fieldErrors = {} }: { code?: string | undefined; fieldErrors?: Record<string, string> } = {}) {
    super(message);
    this.name = 'SubmitError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * Reads any failure — Apollo's CombinedGraphQLErrors (useQuery/useMutation), the transport's
 * TransportError (public pages), a plain Error — into a SubmitError. For GraphQL errors the first
 * error speaks, as in the transport (spec 000 §8 "GraphQL errors: the first error's message").
 */
export function toSubmitError(error: unknown): SubmitError {
  if (error instanceof SubmitError) return error;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = isRecord(first?.extensions) ? first.extensions : {};
    return new SubmitError(first?.message || error.message || FALLBACK, {
      code: typeof extensions.code === 'string' ? extensions.code : undefined,
      fieldErrors: stringRecord(extensions.fieldErrors),
    });
  }
  if (isRecord(error)) {
    const message = typeof error.message === 'string' && error.message !== '' ? error.message : FALLBACK;
    return new SubmitError(message, {
      code: typeof error.code === 'string' ? error.code : undefined,
      fieldErrors: stringRecord(error.fieldErrors),
    });
  }
  return new SubmitError(typeof error === 'string' && error !== '' ? error : FALLBACK);
}

/** The error's code (CONFLICT, FORBIDDEN, ...), if it has one. */
export const errorCode = (error: unknown): string | undefined => toSubmitError(error).code;
