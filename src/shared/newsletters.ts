import { createGuard } from './guards';

/** Spec 002 §3 "Enumerations": "Newsletter actions: OptIn, OptOut." */
export const NEWSLETTER_ACTIONS = ['OptIn', 'OptOut'] as const;
export type NewsletterAction = (typeof NEWSLETTER_ACTIONS)[number];
export const isNewsletterAction = createGuard(NEWSLETTER_ACTIONS);

/**
 * Spec 002 §3 "Enumerations": "Newsletter sources: Account, NlWidgetAuthenticated,
 * NlWidgetUnauthenticated, Registration."
 */
export const NEWSLETTER_SOURCES = [
  'Account',
  'NlWidgetAuthenticated',
  'NlWidgetUnauthenticated',
  'Registration',
] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
export const isNewsletterSource = createGuard(NEWSLETTER_SOURCES);

/**
 * What a stored opt-in or opt-out records as its source: the spec's sources, and EmailUnsubscribe —
 * the signed unsubscribe link of a newsletter message (RFC 8058 one-click; docs/newsletters.md).
 */
export type RecordedNewsletterSource = NewsletterSource | 'EmailUnsubscribe';
