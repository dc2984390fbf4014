import { describe, expect, it } from 'vitest';
import { LEAD_TEXT, checkContact, checkInquiry, leadCountry } from './leads';

describe('lead form checks', () => {
  it('takes a complete inquiry, trimmed, the e-mail lower-cased and the country as its alpha-3 code', () => {
    const check = checkInquiry({ name: '  Ada\nLovelace ', email: ' Ada@Example.COM ', company: 'Analytical Engines', phone: '+44 20 7946 0018 ext. 12', country: 'gb', message: ' Line one\r\nLine two ' });
    expect(check).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', phone: '+44 20 7946 0018 ext. 12', country: 'GBR', message: 'Line one\nLine two' },
    });
    expect(checkInquiry({ name: 'A', email: 'a@b.co', message: 'x', company: ' ', phone: '', country: null })).toMatchObject({ ok: true, value: { company: null, phone: null, country: null } });
  });

  it('names every bad field with a clear message', () => {
    expect(checkInquiry({ name: ' ', email: 'nope', phone: 'call me', country: 'Atlantis', message: '' })).toEqual({
      ok: false,
      message: 'Please correct issues with this form',
      fieldErrors: { name: 'Field is required', email: LEAD_TEXT.emailInvalid, phone: LEAD_TEXT.phoneInvalid, country: LEAD_TEXT.countryUnknown, message: 'Field is required' },
    });
    expect(checkInquiry({ name: 'x'.repeat(201), email: 'a@b.co', company: 'c'.repeat(201), message: 'm'.repeat(5001) })).toMatchObject({
      fieldErrors: { name: 'Enter at most 200 characters', company: 'Enter at most 200 characters', message: 'Enter at most 5,000 characters' },
    });
  });

  it('checks the contact form: subject optional, one line', () => {
    expect(checkContact({ name: 'Bo', email: 'bo@example.com', subject: 'Ads\r\nBcc: evil@example.com', message: 'Hello' })).toEqual({
      ok: true,
      value: { name: 'Bo', email: 'bo@example.com', subject: 'Ads Bcc: evil@example.com', message: 'Hello' },
    });
    expect(checkContact({ name: '', email: '', message: '' })).toMatchObject({ ok: false, fieldErrors: { name: 'Field is required', email: 'Field is required', message: 'Field is required' } });
  });

  it('knows countries by alpha-2 and alpha-3 codes', () => {
    expect(leadCountry('usa')).toBe('USA');
    expect(leadCountry('DE')).toBe('DEU');
    expect(leadCountry('XX')).toBeUndefined();
  });
});
