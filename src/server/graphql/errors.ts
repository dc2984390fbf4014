import { createGraphQLError } from 'graphql-yoga';

/**
 * Errors are data for users (rule 6 of ARCHITECTURE.md): every expected failure is a GraphQLError
 * with `extensions.code` and an HTTP status, so nothing a caller sends can become an HTTP 500.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TENANT_NOT_FOUND'
  | 'UNTRUSTED_OPERATION'
  | 'TOO_MANY_REQUESTS'
  /** Sign-in to an account under distributed guessing: a reCAPTCHA token is needed (loginThrottle.ts). */
  | 'HUMAN_CHECK_REQUIRED'
  | 'SERVICE_UNAVAILABLE';

const STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TENANT_NOT_FOUND: 400,
  UNTRUSTED_OPERATION: 400,
  TOO_MANY_REQUESTS: 429,
  HUMAN_CHECK_REQUIRED: 429,
  SERVICE_UNAVAILABLE: 503,
};

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return createGraphQLError(message, { extensions: { code, http: { status: STATUS[code] }, ...extensions } });
}

/** Bad input with one message per field, shown by the admin forms beside their fields. */
export function badInput(message: string, fieldErrors: Record<string, string> = {}) {
  return appError('BAD_USER_INPUT', message, { fieldErrors });
}

export const notFound = (message: string) => appError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do this.') => appError('FORBIDDEN', message);
export const unauthenticated = (message = 'You must be logged in to do this.') => appError('UNAUTHENTICATED', message);
export const conflict = (message: string, extensions: Record<string, unknown> = {}) =>
  appError('CONFLICT', message, extensions);

/** What a caller is told while the database cannot be reached (a 503 with Retry-After). */
export const UNAVAILABLE_MESSAGE = 'The site is temporarily unavailable. Please try again in a minute.';
/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 30;
export const serviceUnavailable = () => appError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);

/**
 * PostgreSQL refuses NUL in text, so a NUL character in any variable is refused before it reaches a
 * query (inputLimits.ts checks every variable, with the other limits on what a caller may send).
 */
export const NUL_MESSAGE = 'Text may not contain a NUL character (\\u0000).';
