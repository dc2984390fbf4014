import { describe, expect, it } from 'vitest';
import { checkAnonymousSubscribe, complianceOf, NEWSLETTER_TEXT, newsletterConsent, newsletterCountryOf, normaliseNewsletterEmail, promoCodeFor } from './newsletterSubscriptions';

const now = new Date('2026-05-01T12:00:00.000Z');
const offered = new Set([200001, 200002]);
const valid = { email: ' Ada@Example.COM ', omedaProducts: [200001], countryCode: 'USA', regionCode: 'NY' };

describe('the spec texts (002 §5, §8)', () => {
  it('are worded verbatim', () => {
    expect(NEWSLETTER_TEXT).toMatchObject({
      noneSelected: 'Please select a newsletter before continuing',
      formErrors: 'Please correct issues with this form',
      subscribed: "You're all done! You will now receive updates from the newsletter(s) you selected.",
      optInFailed: 'Newsletter opt in failed. Please try again or contact support for assistance.',
      optOutFailed: 'Newsletter opt out failed. Please try again or contact support for assistance.',
      optInDone: 'Newsletter opt in successful!',
      optOutDone: 'Newsletter opt out successful!',
      allSubscribed: 'Congrats, you have subscribed to all of our newsletters! Please check back later to see if we have added any new ones.',
      noneAvailable: 'There are no newsletters currently available, please check back later.',
      optOutConfirm: 'Are you sure you wish to opt out from this newsletter?',
    });
  });
});

describe('consent keying (002 §3 "Consent object")', () => {
  it('is CASL for Canada, GDPR for another country that requires compliance, none elsewhere', () => {
    expect(complianceOf(newsletterCountryOf('CAN'))).toBe('CASL');
    expect(complianceOf(newsletterCountryOf('ca'))).toBe('CASL');
    expect(complianceOf(newsletterCountryOf('BRA'))).toBe('GDPR');
    // Optional compliance (EU, UK) shows no box and records none.
    expect(complianceOf(newsletterCountryOf('DEU'))).toBeNull();
    expect(complianceOf(newsletterCountryOf('USA'))).toBeNull();
    expect(complianceOf(undefined)).toBeNull();
  });

  it('records the box as given only where it is shown (unticked is false)', () => {
    expect(newsletterConsent({ country: newsletterCountryOf('CAN'), region: 'QC', given: true }, now)).toEqual({ country: 'CAN', region: 'QC', compliance: 'CASL', given: true, at: now.toISOString() });
    expect(newsletterConsent({ country: newsletterCountryOf('BRA'), region: null, given: null }, now)).toMatchObject({ compliance: 'GDPR', given: false });
    expect(newsletterConsent({ country: newsletterCountryOf('USA'), region: 'NY', given: true }, now)).toMatchObject({ compliance: null, given: false });
  });
});

describe('checkAnonymousSubscribe (002 §5)', () => {
  it('accepts a complete sign-up: the address lower-cased, the country as alpha-3, the region checked', () => {
    const check = checkAnonymousSubscribe({ ...valid, countryCode: 'us', regionCode: 'ny', omedaProducts: [200001, 200002, 200001] }, offered, now);
    expect(check).toEqual({
      ok: true,
      value: { email: 'ada@example.com', productIds: [200001, 200002], countryCode: 'USA', region: 'NY', consent: { country: 'USA', region: 'NY', compliance: null, given: false, at: now.toISOString() } },
    });
  });

  it('asks for a newsletter with the spec message alone when that is the only problem', () => {
    const check = checkAnonymousSubscribe({ ...valid, omedaProducts: [] }, offered, now);
    expect(check).toEqual({ ok: false, message: 'Please select a newsletter before continuing', fieldErrors: { omedaProducts: 'Please select a newsletter before continuing' } });
  });

  it('names every problem per field with the form message', () => {
    const check = checkAnonymousSubscribe({ email: 'nope', omedaProducts: [999], countryCode: '' }, offered, now);
    expect(check).toEqual({
      ok: false,
      message: 'Please correct issues with this form',
      fieldErrors: { email: 'Enter a valid e-mail address', omedaProducts: 'This newsletter is not offered on this site.', countryCode: 'Field is required' },
    });
    expect(checkAnonymousSubscribe({ ...valid, email: '  ' }, offered, now)).toMatchObject({ fieldErrors: { email: 'Field is required' } });
    expect(checkAnonymousSubscribe({ ...valid, countryCode: 'XYZ' }, offered, now)).toMatchObject({ fieldErrors: { countryCode: 'Choose a country from the list' } });
  });

  it('needs the region where the country has regions, and refuses one elsewhere', () => {
    expect(checkAnonymousSubscribe({ ...valid, regionCode: null }, offered, now)).toMatchObject({ fieldErrors: { region: 'Field is required' } });
    expect(checkAnonymousSubscribe({ ...valid, regionCode: 'XX' }, offered, now)).toMatchObject({ fieldErrors: { region: expect.stringMatching(/^Choose a state of /) } });
    expect(checkAnonymousSubscribe({ ...valid, countryCode: 'FRA', regionCode: 'NY' }, offered, now)).toMatchObject({ fieldErrors: { region: expect.stringMatching(/has no regions/) } });
    expect(checkAnonymousSubscribe({ ...valid, countryCode: 'FRA', regionCode: null }, offered, now).ok).toBe(true);
  });

  it('needs the consent box ticked where the country requires compliance, keyed CASL for Canada', () => {
    const canada = { ...valid, countryCode: 'CAN', regionCode: 'ON' };
    expect(checkAnonymousSubscribe(canada, offered, now)).toMatchObject({ ok: false, fieldErrors: { consent: 'Please tick the box to agree to receive the newsletters.' } });
    const given = checkAnonymousSubscribe({ ...canada, consent: { country: 'CAN', region: 'ON', compliance: 'GDPR', given: true } }, offered, now);
    // The key follows the country, whatever the caller called it.
    expect(given).toMatchObject({ ok: true, value: { consent: { country: 'CAN', region: 'ON', compliance: 'CASL', given: true } } });
    expect(checkAnonymousSubscribe({ ...valid, countryCode: 'BRA', regionCode: null, consent: { given: true } }, offered, now)).toMatchObject({ ok: true, value: { consent: { compliance: 'GDPR', given: true } } });
  });
});

describe('helpers', () => {
  it('normalises addresses and refuses what is not one', () => {
    expect(normaliseNewsletterEmail(' A@B.CO ')).toBe('a@b.co');
    expect(normaliseNewsletterEmail('a@b')).toBeNull();
    expect(normaliseNewsletterEmail(`${'a'.repeat(250)}@b.co`)).toBeNull();
    expect(normaliseNewsletterEmail(null)).toBeNull();
  });

  it('takes the page’s promo code, else the first site default', () => {
    expect(promoCodeFor(' PK1 ', 'SITE')).toBe('PK1');
    expect(promoCodeFor('', '  ', 'SITE')).toBe('SITE');
    expect(promoCodeFor(null, null)).toBeNull();
    expect(promoCodeFor('x'.repeat(150))).toHaveLength(100);
  });
});
