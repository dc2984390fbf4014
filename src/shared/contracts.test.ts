import { describe, expect, it } from 'vitest';
import {
  CONTRACT_PLACEHOLDERS,
  DEFAULT_CONTRACT_SETTINGS,
  checkApproval,
  checkContract,
  checkContractSettings,
  contractPlaceholderValues,
  contractSettingsWithDefaults,
  fillContractTemplate,
  formatRate,
} from './contracts';

const VALUES = contractPlaceholderValues({
  contributorName: 'Laura Chen',
  title: 'Feature: antenna matching',
  description: 'One feature article.',
  amountCents: 95000,
  rateUnit: 'article',
  paymentTerms: 'Net 30 days',
  siteName: 'Electronic Design Review',
  date: new Date('2025-06-15T17:00:00Z'),
});

describe('fillContractTemplate', () => {
  it('fills every placeholder, in any letter case', () => {
    const { text, unknown, unfilled } = fillContractTemplate('<p>[contributor] writes [TITLE] ([Description]) for [rate], paid [paymentterms], for [sitename] on [date].</p>', VALUES);
    expect(text).toBe('<p>Laura Chen writes Feature: antenna matching (One feature article.) for $950.00 per article, paid Net 30 days, for Electronic Design Review on June 15, 2025.</p>');
    expect(unknown).toEqual([]);
    expect(unfilled).toEqual([]);
  });

  it('escapes the values in HTML, and not in plain text', () => {
    const values = { ...VALUES, contributor: 'Tom <b>"Bold"</b> & Co', description: 'Line one\nLine two' };
    expect(fillContractTemplate('<p>[contributor]</p><p>[description]</p>', values).text).toBe('<p>Tom &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co</p><p>Line one<br>Line two</p>');
    expect(fillContractTemplate('Contract for [contributor]', values, { html: false }).text).toBe('Contract for Tom <b>"Bold"</b> & Co');
  });

  it('leaves unknown tokens as written and reports each once', () => {
    const { text, unknown } = fillContractTemplate('[contributer] owes [Fee] and [fee]; [contributor] agrees.', VALUES);
    expect(text).toBe('[contributer] owes [Fee] and [fee]; Laura Chen agrees.');
    expect(unknown).toEqual(['[contributer]', '[Fee]', '[fee]']);
  });

  it('leaves known placeholders without a value and reports them', () => {
    const { text, unfilled } = fillContractTemplate('[contributor] / [rate]', { rate: '$1.00 flat fee' });
    expect(text).toBe('[contributor] / $1.00 flat fee');
    expect(unfilled).toEqual(['[contributor]']);
  });

  it('does not take numbers or phrases in brackets for tokens', () => {
    const { text, unknown } = fillContractTemplate('See [1] and [see below].', VALUES);
    expect(text).toBe('See [1] and [see below].');
    expect(unknown).toEqual([]);
  });

  it('fills the default template completely', () => {
    const filled = fillContractTemplate(DEFAULT_CONTRACT_SETTINGS.termsTemplate, VALUES);
    expect(filled.unknown).toEqual([]);
    expect(filled.unfilled).toEqual([]);
    for (const { token } of CONTRACT_PLACEHOLDERS) expect(filled.text).not.toContain(`[${token}]`);
    expect(filled.text).toContain('Laura Chen');
  });
});

describe('formatRate', () => {
  it('shows the amount with its unit', () => {
    expect(formatRate(320000, 'flat')).toBe('$3,200.00 flat fee');
    expect(formatRate(50, 'word')).toBe('$0.50 per word');
    expect(formatRate(9500, 'hour')).toBe('$95.00 per hour');
    expect(formatRate(null, 'flat')).toBe('');
  });
});

describe('contract rules', () => {
  it('accepts a complete contract and names the faulty fields', () => {
    expect(checkContract({ contributorId: 3, title: ' Feature ', amountCents: 0, rateUnit: 'word', terms: '<p>x</p>' })).toMatchObject({ ok: true, value: { title: 'Feature', description: '' } });
    const bad = checkContract({ contributorId: null, title: ' ', amountCents: -1, rateUnit: 'page' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.fieldErrors).toEqual({
        contributorId: 'Field is required',
        title: 'Field is required',
        amountCents: 'Enter an amount from $0.00 to $1,000,000.00.',
        rateUnit: 'Choose one of: flat, article, word, hour.',
      });
    }
  });

  it('wants a typed name and "I agree" for an approval', () => {
    expect(checkApproval({ signatureName: 'Laura Chen', agreed: true })).toEqual({});
    expect(checkApproval({ signatureName: '  ', agreed: false })).toEqual({ signatureName: 'Type your full name as your signature.', agreed: 'Tick “I agree” to approve the contract.' });
  });

  it('reads stored settings over the defaults and checks a save', () => {
    expect(contractSettingsWithDefaults({ defaultRateUnit: 'page', mailSubject: 'Hi' })).toMatchObject({ defaultRateUnit: 'flat', mailSubject: 'Hi', termsTemplate: DEFAULT_CONTRACT_SETTINGS.termsTemplate });
    const bad = checkContractSettings({ ...DEFAULT_CONTRACT_SETTINGS, mailSubject: '', defaultRateUnit: 'day' });
    expect(bad).toEqual({ ok: false, fieldErrors: { mailSubject: 'Field is required', defaultRateUnit: 'Choose one of: flat, article, word, hour.' } });
  });
});
