import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('shared index', () => {
  it('re-exports every module', () => {
    for (const name of [
      'CONTENT_TYPES', 'CONTENT_STATUS', 'COUNTRIES', 'consentKeyFor', 'FONT_CHOICES', 'SCHEDULE_OPTIONS',
      'ROW_LAYOUTS', 'SWATCH_DEFAULTS', 'SOCIAL_NETWORKS', 'PERMISSIONS', 'PALETTE', 'BUILD_CHECK_INTERVAL_MS',
      'MESSAGES', 'formatMessage', 'formatDisplayDate', 'TAXONOMY_TERM_TYPES', 'NEWSLETTER_ACTIONS', 'createGuard',
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });

  it('has no default export', () => {
    expect(shared).not.toHaveProperty('default');
  });
});
