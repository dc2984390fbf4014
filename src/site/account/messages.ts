import { MESSAGES } from '../../shared/messages.js';

/**
 * The words of the site-user pages. The spec's own (002 §5, §8) come from src/shared/messages.ts
 * verbatim; the rest are ours, where the spec names a behaviour but no wording.
 */
export const SITE_USER_TEXT = {
  /** 002 §5 / §8 "Login on registration page". */
  loginOnRegistration: MESSAGES.siteUserCompleteRegistrationBeforeLogin,
  /** 002 §8 "Registration in progress on join page". */
  registrationInProgress: MESSAGES.siteUserCompleteRegistration,
  /** 002 §8 "No active memberships". */
  membershipsUnavailable: MESSAGES.membershipsUnavailable,
  /** 002 §8 "Logout failure": 'Unable to logout: {message}'. */
  logoutFailed: MESSAGES.siteUserLogoutFailed,
  /** 002 §5 / §8 "Form errors" (the server says the same for BAD_USER_INPUT of these forms). */
  formErrors: 'Please correct issues with this form',

  checkEmailTitle: 'Check your e-mail',
  checkEmail: (email: string) =>
    `We have sent an e-mail to ${email}. Follow the link in it within 7 days to complete your registration.`,
  registrationPending: 'Follow the link in the e-mail we sent you to finish signing up. It can take a few minutes to arrive; check your spam folder too.',
  resetRequested:
    'If an account exists for that address, we have sent it a link to choose a new password. The link works for an hour.',
  passwordsDiffer: 'The passwords do not match',
  passwordChanged: 'Your password has been changed.',
  profileSaved: 'Your profile has been saved.',
  nothingToSave: 'Fill in the fields you want to change.',
  changeEmailRequested: (email: string) =>
    `We have sent a confirmation link to ${email}. Your e-mail address changes once you follow it (within a day); until then you log in with your current address.`,
  changeEmailDone: (email: string) => `Your e-mail address is now ${email}. Use it to log in from now on.`,
  favoriteAdd: 'Add to Favorites',
  favoriteRemove: 'Remove from Favorites',
  favoriteGone: 'This item is no longer available.',
} as const;
