// Settings documents of a site (spec 001 §3), validated by the same schemas in the admin forms and
// in the server's save operations. Stored as JSONB rows of tenant_settings, one key per document.
export * from './fields';
export * from './validate';
export * from './lookAndFeel';
export * from './integrations';
export * from './siteSettings';
export * from './cta';
export * from './contacts';
export * from './podcasts';
export * from './meig';
export * from './membership';
export * from './newsletters';

/** tenant_settings.key of each document. */
export const SETTINGS_KEYS = {
  site: 'siteSettings',
  cta: 'ctaMessage',
  contacts: 'contactsSettings',
  podcasts: 'podcastsSettings',
  meig: 'meigSettings',
  membership: 'membershipSettings',
  newsletters: 'newsletterSettings',
  /** The contracts' terms template and defaults (src/shared/contracts.ts, docs/contracts.md). */
  contracts: 'contractSettings',
} as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[keyof typeof SETTINGS_KEYS];
