/**
 * What the newsletter views (the footer sign-up, /account#manage-newsletters) and their DOM script
 * (src/site/client/newsletterForms.ts) share: plain values, so the browser's script imports no view.
 * The spec's own words are in src/shared/newsletterSubscriptions.ts.
 */

/** The words of a newsletter's state and button in the account (ours; the spec names the behaviour). */
export const NEWSLETTER_ITEM_TEXT = {
  subscribed: 'Subscribed',
  notSubscribed: 'Not subscribed',
  subscribe: 'Subscribe',
  optOut: 'Opt out',
} as const;

/** The panels of the footer sign-up: the form, then the spec's success text. */
export const NEWSLETTER_SIGNUP_PANELS = 'newsletter-signup';

/** The panels of the double opt-in page: the button, then the confirmation. */
export const NEWSLETTER_CONFIRM_PANELS = 'newsletter-confirm';
