import { describe, expect, it } from 'vitest';
import { demographicBatches, demographicFailure, shownAnswers } from './demographics.js';
import { countryLabel, formatAmount, siteUserName, siteUserStatus } from './format.js';
import { endOfDay, grantSubmitError, grantVariables, NEW_GRANT, today, validateGrant } from './grantForm.js';
import { heldMemberships } from './MembershipsSection.js';
import { profileFormValues, profileSubmitError, profileVariables } from './profileForm.js';

describe('site user formatting', () => {
  it('names a reader by first and last name, else by the username', () => {
    expect(siteUserName({ firstName: ' Maria ', lastName: 'Okafor', username: 'm@x.example' })).toBe('Maria Okafor');
    expect(siteUserName({ firstName: null, lastName: '', username: 'm@x.example' })).toBe('m@x.example');
  });

  it('labels statuses, countries and amounts', () => {
    expect([0, 1, 2, 9].map((s) => siteUserStatus(s).label)).toEqual(['Registering', 'Active', 'Disabled', 'Status 9']);
    expect(countryLabel('USA')).toBe('United States');
    expect(countryLabel('ca')).toBe('Canada');
    expect(countryLabel('ZZZ')).toBe('ZZZ');
    expect(countryLabel(null)).toBe('');
    expect(formatAmount(149)).toBe('149.00');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(null)).toBe('');
  });
});

describe('grant membership form', () => {
  it('sends the e-mail and the product id, the end of the chosen day and the amount', () => {
    const variables = grantVariables({ membershipId: '2', expiresOn: '2030-03-05', amount: 149 }, { email: 'm@x.example', productId: 40125 });
    expect(variables).toEqual({ email: 'm@x.example', products: [{ id: 40125, expirationDate: endOfDay('2030-03-05'), amount: 149 }] });
    const end = new Date(endOfDay('2030-03-05'));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2030, 2, 5, 23, 59]);
    expect(grantVariables(NEW_GRANT, { email: 'm@x.example', productId: 1 }).products).toEqual([{ id: 1, expirationDate: null, amount: null }]);
  });

  it('refuses an expiry in the past', () => {
    const now = new Date(2026, 5, 10, 12);
    expect(today(now)).toBe('2026-06-10');
    expect(validateGrant({ ...NEW_GRANT, expiresOn: '2026-06-09' }, now)).toEqual({ expiresOn: 'Choose today or a later day.' });
    expect(validateGrant({ ...NEW_GRANT, expiresOn: '2026-06-10' }, now)).toBeUndefined();
    expect(validateGrant(NEW_GRANT, now)).toBeUndefined();
  });

  it("puts the server's product messages under this form's fields", () => {
    const error = grantSubmitError({ message: 'Please correct issues with this form', code: 'BAD_USER_INPUT', fieldErrors: { 'products.0.amount': 'Must be 0 or more', email: 'Enter a valid e-mail address' } });
    expect(error.fieldErrors).toEqual({ amount: 'Must be 0 or more', email: 'Enter a valid e-mail address' });
  });
});

describe('profile form', () => {
  it('sends only the non-empty fields, trimmed', () => {
    expect(profileFormValues({ firstName: null, lastName: 'Okafor', username: 'm@x.example' })).toEqual({ firstName: '', lastName: 'Okafor', email: 'm@x.example' });
    expect(profileVariables(7, { firstName: ' ', lastName: ' Okafor ', email: 'new@x.example' })).toEqual({ id: 7, lastName: 'Okafor', email: 'new@x.example' });
  });

  it('shows a CONFLICT (address taken) under the e-mail, and a username message there too', () => {
    expect(profileSubmitError({ message: 'Another site user of this site already uses this e-mail address.', code: 'CONFLICT' }).fieldErrors).toEqual({
      email: 'Another site user of this site already uses this e-mail address.',
    });
    expect(profileSubmitError({ message: 'Please correct issues with this form', code: 'BAD_USER_INPUT', fieldErrors: { username: 'Enter a valid e-mail address' } }).fieldErrors).toEqual({
      email: 'Enter a valid e-mail address',
    });
  });
});

describe('memberships held', () => {
  it('lists the membership products, and membership ids without a product', () => {
    const held = heldMemberships({
      memberships: [1, 2],
      products: [
        { productId: 40125, membershipId: 1, version: null, expiresAt: '2030-01-01T00:00:00.000Z', amount: 149 },
        { productId: 5001, membershipId: null, version: null, expiresAt: null, amount: null },
      ],
    });
    expect(held).toEqual([
      { membershipId: 1, productId: 40125, expiresAt: '2030-01-01T00:00:00.000Z', amount: 149 },
      { membershipId: 2, productId: null, expiresAt: null, amount: null },
    ]);
  });
});

describe('demographic answers', () => {
  it('asks for at most 10 questions per call, each once', () => {
    const ids = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(demographicBatches([...ids, 1]).map((b) => b.length)).toEqual([10, 10, 3]);
    expect(demographicBatches([])).toEqual([]);
  });

  it('shows question texts and answer texts; unknown ones by id; text answers as given', () => {
    const questions = [{ id: 1001, omedaWebformText: 'What is your job function?', demographicValues: [{ id: 1, description: 'Purchasing' }] }];
    expect(
      shownAnswers(
        [
          { questionId: 1001, answerIds: [1, 17], answerText: null },
          { questionId: 1004, answerIds: [], answerText: '25' },
        ],
        questions,
      ),
    ).toEqual([
      { questionId: 1001, question: 'What is your job function?', answers: ['Purchasing', 'Value 17'] },
      { questionId: 1004, question: 'Question 1004', answers: ['25'] },
    ]);
  });

  it("words a failed lookup 'Failed: {message}' once", () => {
    expect(demographicFailure('timeout')).toBe('Failed: timeout');
    expect(demographicFailure('Failed: timeout')).toBe('Failed: timeout');
  });
});
