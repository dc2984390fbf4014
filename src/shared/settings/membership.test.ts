import { describe, expect, it } from 'vitest';
import {
  DEFAULT_METERING_TEXTS,
  checkMembershipSettings,
  fillMeteringText,
  formatMeterDate,
  membershipSettingsWithDefaults,
  registerButtonLabelOf,
  unknownPlaceholder,
} from './membership';

const errors = (result: { ok: boolean; fieldErrors?: Record<string, string> }) => (result.ok ? {} : result.fieldErrors);

const VALID = {
  fromEmail: 'members@edr.example',
  supportEmail: 'support@edr.example',
  unsubscribeLink: 'https://www.edr.example/account#manage-newsletters',
  customerServiceLink: 'https://www.edr.example/contact-us',
  privacyLink: 'https://www.edr.example/privacy',
  safeSenderText: 'Add members@edr.example to your address book.',
};

describe('membership settings', () => {
  it('defaults: 1 ungated paragraph, metering off with 7 views over 30 days, required fields blank', () => {
    const d = membershipSettingsWithDefaults(null);
    expect(d).toMatchObject({
      fromEmail: '',
      supportEmail: '',
      ungatedParagraphs: 1,
      registerButtonLabel: '',
      contentMetering: { enabled: false, numberOfFreeViews: 7, meteringPeriod: 30, texts: DEFAULT_METERING_TEXTS },
    });
    // A document saved before a field existed reads with that field's default.
    expect(membershipSettingsWithDefaults({ supportEmail: 'help@x.example', contentMetering: { enabled: true } })).toMatchObject({
      supportEmail: 'help@x.example',
      contentMetering: { enabled: true, numberOfFreeViews: 7, meteringPeriod: 30 },
    });
  });

  it("requires the e-mails, the mail links and the safe sender text with 'Field is required'", () => {
    expect(errors(checkMembershipSettings({ safeSenderText: '   ' }))).toEqual({
      fromEmail: 'Field is required',
      supportEmail: 'Field is required',
      unsubscribeLink: 'Field is required',
      customerServiceLink: 'Field is required',
      privacyLink: 'Field is required',
      safeSenderText: 'Field is required',
    });
    expect(checkMembershipSettings(VALID).ok).toBe(true);
  });

  it('checks e-mail addresses and links', () => {
    expect(errors(checkMembershipSettings({ ...VALID, fromEmail: 'members', privacyLink: '/privacy', unsubscribeLink: 'ftp://x.example' }))).toEqual({
      fromEmail: 'Enter a valid email address',
      privacyLink: 'Enter a full address starting with http:// or https://',
      unsubscribeLink: 'Enter a full address starting with http:// or https://',
    });
  });

  it('keeps ungatedParagraphs within 1–10, free views and the period at least 1', () => {
    expect(errors(checkMembershipSettings({ ...VALID, ungatedParagraphs: 0, contentMetering: { numberOfFreeViews: 0, meteringPeriod: 0 } }))).toEqual({
      ungatedParagraphs: 'Ungated paragraphs must be between 1 and 10.',
      'contentMetering.numberOfFreeViews': 'Free views must be between 1 and 1000.',
      'contentMetering.meteringPeriod': 'Metering period must be between 1 and 3650.',
    });
    expect(errors(checkMembershipSettings({ ...VALID, ungatedParagraphs: 11, contentMetering: { numberOfFreeViews: 2.5 } }))).toEqual({
      ungatedParagraphs: 'Ungated paragraphs must be between 1 and 10.',
      'contentMetering.numberOfFreeViews': 'Free views must be a whole number.',
    });
    // A cleared number field is sent as null: required, not silently the default.
    expect(errors(checkMembershipSettings({ ...VALID, ungatedParagraphs: null, contentMetering: { meteringPeriod: null } }))).toEqual({
      ungatedParagraphs: 'Field is required',
      'contentMetering.meteringPeriod': 'Field is required',
    });
    expect(checkMembershipSettings({ ...VALID, ungatedParagraphs: 10, contentMetering: { numberOfFreeViews: 1, meteringPeriod: 1 } }).ok).toBe(true);
  });

  it('needs the metering texts only while metering is on, and refuses unknown placeholders', () => {
    const blankTexts = { passedMeteredMore: '', passedMeteredOut: ' ', failedMetered: '' };
    expect(checkMembershipSettings({ ...VALID, contentMetering: { enabled: false, texts: blankTexts } }).ok).toBe(true);
    expect(errors(checkMembershipSettings({ ...VALID, contentMetering: { enabled: true, texts: blankTexts } }))).toEqual({
      'contentMetering.texts.passedMeteredMore': 'Field is required',
      'contentMetering.texts.passedMeteredOut': 'Field is required',
      'contentMetering.texts.failedMetered': 'Field is required',
    });
    // Reported together with a bound, so one save names every problem.
    expect(errors(checkMembershipSettings({ ...VALID, contentMetering: { enabled: true, numberOfFreeViews: 0, texts: { ...DEFAULT_METERING_TEXTS, passedMeteredOut: '' } } }))).toEqual({
      'contentMetering.numberOfFreeViews': 'Free views must be between 1 and 1000.',
      'contentMetering.texts.passedMeteredOut': 'Field is required',
    });
    expect(
      errors(checkMembershipSettings({ ...VALID, contentMetering: { enabled: true, texts: { ...DEFAULT_METERING_TEXTS, failedMetered: 'Come back on [EXPIRY_DATE].' } } })),
    ).toEqual({
      'contentMetering.texts.failedMetered': '[EXPIRY_DATE] is not a placeholder; use [VIEWS_REMAINING], [ALLOWED_VIEWS], [EXPIRATION_DATE], [VIEWS].',
    });
    expect(unknownPlaceholder('[VIEWS] of [ALLOWED_VIEWS], [a] and [VIEWS_REMAINING]')).toBeNull();
  });

  it('limits the register button label and falls back to Join Now', () => {
    expect(errors(checkMembershipSettings({ ...VALID, registerButtonLabel: 'x'.repeat(41) }))).toEqual({ registerButtonLabel: 'Enter at most 40 characters.' });
    expect(registerButtonLabelOf({ registerButtonLabel: '' })).toBe('Join Now');
    expect(registerButtonLabelOf({ registerButtonLabel: ' Become a member ' })).toBe('Become a member');
  });

  it('fills the metering placeholders, the date as MM/dd/yyyy', () => {
    expect(formatMeterDate('2026-03-05')).toBe('03/05/2026');
    expect(fillMeteringText(DEFAULT_METERING_TEXTS.passedMeteredMore, { views: 3, allowedViews: 7, expiration: '2026-12-31' })).toBe(
      'You have read 3 of 7 free articles. 4 left until 12/31/2026.',
    );
    expect(fillMeteringText('[VIEWS_REMAINING] left, [OTHER] stays', { views: 9, allowedViews: 7, expiration: '2026-01-02' })).toBe('0 left, [OTHER] stays');
  });
});
