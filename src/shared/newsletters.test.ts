import { describe, expect, it } from 'vitest';
import { NEWSLETTER_ACTIONS, NEWSLETTER_SOURCES, isNewsletterAction, isNewsletterSource } from './newsletters';

describe('newsletter enumerations (spec 002 §3)', () => {
  it('lists the actions and sources', () => {
    expect(NEWSLETTER_ACTIONS).toEqual(['OptIn', 'OptOut']);
    expect(NEWSLETTER_SOURCES).toEqual(['Account', 'NlWidgetAuthenticated', 'NlWidgetUnauthenticated', 'Registration']);
  });

  it('guards', () => {
    expect(isNewsletterAction('OptOut')).toBe(true);
    expect(isNewsletterAction('Subscribe')).toBe(false);
    expect(isNewsletterSource('Registration')).toBe(true);
    expect(isNewsletterSource('Widget')).toBe(false);
  });
});
