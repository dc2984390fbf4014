import { describe, expect, it } from 'vitest';
import { FONT_VALUES } from '../fonts';
import { DEFAULT_SITE_SETTINGS, checkSiteSettings, siteSettingsWithDefaults, type SiteSettings } from './siteSettings';

/** A complete, valid document: the defaults with every required field filled in. */
function valid(): SiteSettings {
  const s = structuredClone(DEFAULT_SITE_SETTINGS);
  s.general.siteName = 'Electronic Design Review';
  s.general.rootDomain = 'www.edr-demo.example';
  s.general.supportedContentTypes = ['Article', 'News'];
  s.general.favicon = 7;
  s.header.logo = 3;
  s.footer.logo = 3;
  s.contentStyle.defaultContentTypes = ['Article'];
  s.adManager.basePath = '/1234567/edr';
  s.inquiryForm.sendTo = ['sales@edr-demo.example'];
  s.inquiryForm.sendFrom = 'noreply@edr-demo.example';
  s.inquiryForm.headerImage = 4;
  return s;
}

function errorsOf(input: unknown): Record<string, string> {
  const result = checkSiteSettings(input);
  return result.ok ? {} : result.fieldErrors;
}

describe('site settings schema', () => {
  it('accepts a complete document', () => {
    const result = checkSiteSettings(valid());
    expect(result.ok).toBe(true);
  });

  it('applies the defaults of 001 §9 to missing fields', () => {
    const s = siteSettingsWithDefaults({ general: { siteName: 'X' } });
    expect(s.general.siteName).toBe('X');
    expect(s.general.maxPageScrolls).toBe(8);
    expect(s.contentStyle.smallImageWidth).toBe(135);
    expect(s.adManager.iavTargetInjection).toBe(4);
    expect(s.header.logoHeight).toBeGreaterThanOrEqual(35);
    expect(s.header.logoHeight).toBeLessThanOrEqual(45);
    expect(s.general.newDesign).toBe(false);
  });

  it('reads a damaged stored value as its default and drops unknown keys', () => {
    const s = siteSettingsWithDefaults({ general: { maxPageScrolls: 'many', bogus: 1 }, nope: {} });
    expect(s.general.maxPageScrolls).toBe(8);
    expect(s.general).not.toHaveProperty('bogus');
    expect(s).not.toHaveProperty('nope');
  });

  it('fills missing groups of a save with defaults before checking', () => {
    const { labels: _labels, ...rest } = valid();
    expect(checkSiteSettings(rest)).toMatchObject({ ok: true, value: { labels: { options: ['Sponsored'] } } });
  });

  it('refuses logoHeight 50 (and 34) with the bounds in the message', () => {
    const s = valid();
    s.header.logoHeight = 50;
    expect(errorsOf(s)).toEqual({ 'header.logoHeight': 'Logo height must be between 35 and 45.' });
    s.header.logoHeight = 34;
    expect(errorsOf(s)['header.logoHeight']).toBe('Logo height must be between 35 and 45.');
    s.header.logoHeight = 45;
    expect(errorsOf(s)).toEqual({});
  });

  it("refuses the tag manager id 'GTM-abc' and accepts 'GTM-AB12' and 'G-XYZ123'", () => {
    const s = valid();
    s.tagManager.containerId = 'GTM-abc';
    expect(errorsOf(s)).toEqual({ 'tagManager.containerId': "'GTM-abc' is not a valid id" });
    for (const id of ['GTM-AB12', 'G-XYZ123', '']) {
      s.tagManager.containerId = id;
      expect(errorsOf(s)).toEqual({});
    }
    for (const id of ['UA-1234', 'GTM-', 'gtm-AB12', 'G-XY Z']) {
      s.tagManager.containerId = id;
      expect(errorsOf(s)['tagManager.containerId']).toBe(`'${id}' is not a valid id`);
    }
  });

  it('keeps BlueConic days ago within 0-3650', () => {
    const s = valid();
    s.blueConic.startDaysAgo = 3651;
    expect(errorsOf(s)['blueConic.startDaysAgo']).toBe('Start days ago must be between 0 and 3650.');
    s.blueConic.startDaysAgo = 3650;
    s.blueConic.endDaysAgo = -1;
    expect(errorsOf(s)['blueConic.endDaysAgo']).toBe('End days ago must be between 0 and 3650.');
    s.blueConic.endDaysAgo = 0;
    expect(errorsOf(s)).toEqual({});
    s.blueConic.startDaysAgo = 5;
    s.blueConic.endDaysAgo = 10;
    expect(errorsOf(s)['blueConic.endDaysAgo']).toBe('End days ago cannot be more than start days ago.');
  });

  it("gives 'Field is required' for every required field of 001 §5", () => {
    const s = valid();
    s.general.siteName = '   ';
    s.general.rootDomain = '';
    s.general.supportedContentTypes = [];
    s.general.favicon = null;
    s.header.logo = null;
    s.footer.logo = null;
    s.contentStyle.defaultContentTypes = [];
    s.adManager.basePath = ' ';
    s.inquiryForm.sendTo = [];
    s.inquiryForm.sendFrom = '';
    s.inquiryForm.headerImage = null;
    const input = structuredClone(s) as unknown as Record<string, Record<string, unknown>>;
    input.header!.hamburgerStyle = null;
    input.header!.searchStyle = '';
    input.baseStyles!.primaryFont = null;
    input.baseStyles!.primaryColor = '';
    const errors = errorsOf(input);
    for (const path of [
      'general.siteName',
      'general.rootDomain',
      'general.supportedContentTypes',
      'general.favicon',
      'header.logo',
      'header.hamburgerStyle',
      'header.searchStyle',
      'footer.logo',
      'baseStyles.primaryFont',
      'baseStyles.primaryColor',
      'contentStyle.defaultContentTypes',
      'adManager.basePath',
      'inquiryForm.sendTo',
      'inquiryForm.sendFrom',
      'inquiryForm.headerImage',
    ]) {
      expect(errors[path], path).toBe('Field is required');
    }
  });

  it('reports a cleared number as required instead of replacing it with the default', () => {
    const input = valid() as unknown as { general: Record<string, unknown> };
    input.general.maxPageScrolls = null;
    expect(errorsOf(input)['general.maxPageScrolls']).toBe('Field is required');
  });

  it('offers exactly the font choices of 000 §3.2', () => {
    const s = valid() as unknown as { baseStyles: Record<string, unknown> };
    for (const font of FONT_VALUES) {
      s.baseStyles.primaryFont = font;
      expect(errorsOf(s)).toEqual({});
    }
    s.baseStyles.secondaryFont = 'comic_sans';
    expect(Object.keys(errorsOf(s))).toEqual(['baseStyles.secondaryFont']);
  });

  it('checks formats: colours, e-mail lists, URLs and switches that need an id', () => {
    const s = valid();
    s.header.backgroundColor = 'not-a-colour';
    s.inquiryForm.bcc = ['ok@example.com', 'broken'];
    s.socialLinks.facebook = 'facebook.com/edr';
    s.thirdParty.hotjar = { enabled: true, siteId: '' };
    s.systemOutage = { disableOmeda: true, message: '' };
    expect(errorsOf(s)).toEqual({
      'header.backgroundColor': 'Enter a colour such as #3867a6',
      'inquiryForm.bcc': "'broken' is not a valid email address.",
      'socialLinks.facebook': 'Enter a full address starting with http:// or https://',
      'thirdParty.hotjar.siteId': 'Field is required',
      'systemOutage.message': 'Field is required',
    });
  });
});
