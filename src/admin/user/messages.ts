/** Fixed wording of the identity screens (from the issue; the server's own messages are shown as given). */
export const IDENTITY_MESSAGES = {
  resetRequested: 'If an account uses that address, we have sent a link to reset its password.',
  passwordChanged: 'Your password has been changed.',
  accountActive: 'Your account is active.',
  profileSaved: 'Your profile has been saved.',
} as const;
