import { PASSWORD_MESSAGES } from '../../../shared/passwords.js';
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer, refresh, invitation and reset tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are high-entropy, so a fast hash is enough to keep them useless if the table leaks. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const BEARER_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Wrong current passwords on the profile screen: at most 5 per user in 15 minutes, so a stolen
 * bearer token cannot be used to guess the password. (Sign-in has its own throttle:
 * integrations/rateLimit/loginThrottle.ts.)
 */
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_CHECK_MAX_FAILURES = 5;
/** Reset e-mails: at most 3 per address in an hour (no mail bombing). */
export const RESET_WINDOW_MS = 60 * 60 * 1000;
export const MAX_RESETS_PER_EMAIL = 3;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../shared/passwords.js';

export const AUTH_MESSAGES = {
  loginFailed: 'The username or password is incorrect.',
  throttled: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  noSiteAccess: 'Your account does not have access to this site.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notLoggedIn: 'You must be logged in to do this.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  inviteLinkInvalid: 'This invitation link is invalid or has expired. Please ask an administrator for a new one.',
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordTooLong: PASSWORD_MESSAGES.tooLong,
  currentPasswordWrong: 'The current password is incorrect.',
} as const;
