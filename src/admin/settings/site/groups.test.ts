import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, checkSiteSettings } from '../../../shared/settings/index.js';
import { formErrorsOf } from '../SettingsDocumentForm.js';
import { SITE_SETTINGS_GROUPS, groupsWithErrors } from './groups.js';

describe('site settings screen groups', () => {
  it('shows every group of the shared schema exactly once', () => {
    expect(SITE_SETTINGS_GROUPS.map((g) => g.key).sort()).toEqual(Object.keys(DEFAULT_SITE_SETTINGS).sort());
  });

  it('turns the shared check into nested form errors and finds the groups holding them', () => {
    const values = structuredClone(DEFAULT_SITE_SETTINGS);
    values.header.logoHeight = 50;
    values.tagManager.containerId = 'GTM-abc';
    const errors = formErrorsOf(checkSiteSettings(values)) as Record<string, Record<string, string>>;
    expect(errors.header?.logoHeight).toBe('Logo height must be between 35 and 45.');
    expect(errors.tagManager?.containerId).toBe("'GTM-abc' is not a valid id");
    // The blank defaults fail their required rules too (general, footer, inquiry form...).
    const groups = groupsWithErrors(errors);
    expect(groups.has('header')).toBe(true);
    expect(groups.has('tagManager')).toBe(true);
    expect(groups.has('socialLinks')).toBe(false);
    expect(groupsWithErrors(undefined, { footer: { logo: 'Field is required' } })).toEqual(new Set(['footer']));
  });
});
