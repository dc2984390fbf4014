import { describe, expect, it } from 'vitest';
import { MESSAGES, formatMessage } from './messages';

describe('MESSAGES (spec wording)', () => {
  it('validation and select search (000 §5)', () => {
    expect(MESSAGES.fieldRequired).toBe('Field is required');
    expect(MESSAGES.selectSearchStart).toBe('Start typing to search.');
    expect(MESSAGES.selectSearchLoading).toBe('Loading results...');
    expect(MESSAGES.selectSearchTooShort).toBe('Search phrase must be longer');
    expect(MESSAGES.selectSearchNoResults).toBe('No results found for "{search}".');
    expect(MESSAGES.selectNoItems).toBe('No items found.');
    expect(MESSAGES.selectCreateNew).toBe('Create New');
  });

  it('not found and error screen', () => {
    expect(MESSAGES.pageNotFound).toBe('Page not found');
    expect(MESSAGES.errorScreenNotFound).toBe('404 - Page Not Found');
    expect(MESSAGES.returnToHome).toBe('Return to Home');
    expect(MESSAGES.errorScreenAdminTitle).toBe('Error');
    expect(formatMessage(MESSAGES.errorScreenStatus, { statusCode: 500, message: 'Boom' })).toBe('500 - Boom');
  });

  it('transport errors (000 §8)', () => {
    expect(MESSAGES.networkError).toBe(
      'There was a problem connecting to the database. Please try again later or contact your site administrator.',
    );
    expect(formatMessage(MESSAGES.statusCodeError, { n: 502 })).toBe(
      'Status code 502: An error occurred, please try again. If this continues, please contact support.',
    );
    expect(MESSAGES.gqlDownloadFailed).toBe('Failed to download GQL file');
    expect(MESSAGES.gqlInvalidFormat).toBe('Invalid GQL Format');
  });

  it('login failure and admin shortcuts', () => {
    expect(formatMessage(MESSAGES.siteUserLoginFailed, { email: 'help@example.com' })).toBe(
      'Please try again or use the reset password link below. If you continue to have issues, please email us at help@example.com and include browser details.',
    );
    expect(MESSAGES.editContent).toBe('Edit Content');
    expect(MESSAGES.editSection).toBe('Edit Section');
    expect(formatMessage(MESSAGES.configurePageLayout, { pageName: 'Home' })).toBe('Configure Home Layout');
  });
});

describe('formatMessage', () => {
  it('replaces every occurrence of each token', () => {
    expect(formatMessage('{a}-{b}-{a}', { a: 1, b: 'x' })).toBe('1-x-1');
    expect(formatMessage(MESSAGES.selectSearchNoResults, { search: 'acme' })).toBe('No results found for "acme".');
  });

  it('leaves unknown tokens and plain text alone', () => {
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
    expect(formatMessage('Hello {name}')).toBe('Hello {name}');
    expect(formatMessage('No tokens', { name: 'x' })).toBe('No tokens');
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });

  it('keeps special replacement characters literally', () => {
    expect(formatMessage('{v}', { v: '$& $1' })).toBe('$& $1');
    expect(formatMessage('{v}', { v: 0 })).toBe('0');
    expect(formatMessage('{v}', { v: '' })).toBe('');
  });
});
