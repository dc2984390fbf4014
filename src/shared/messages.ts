/**
 * Platform-wide UI messages, worded exactly as in the spec. Placeholders are `{name}` tokens
 * filled by formatMessage. Where the spec writes a placeholder with a space ('{page name}') the
 * token is camel-cased ('{pageName}'); the visible wording is unchanged.
 */
export const MESSAGES = {
  // 000 §5 Validation
  fieldRequired: 'Field is required',
  selectSearchStart: 'Start typing to search.',
  selectSearchLoading: 'Loading results...',
  selectSearchTooShort: 'Search phrase must be longer',
  selectSearchNoResults: 'No results found for "{search}".',
  selectNoItems: 'No items found.',
  selectCreateNew: 'Create New',

  // 000 §2.1 / §8 and 002 §2 "Error screen"
  pageNotFound: 'Page not found',
  errorScreenNotFound: '404 - Page Not Found',
  errorScreenStatus: '{statusCode} - {message}',
  errorScreenAdminTitle: 'Error',
  returnToHome: 'Return to Home',

  // 000 §8 Error catalogue (transport)
  networkError:
    'There was a problem connecting to the database. Please try again later or contact your site administrator.',
  statusCodeError:
    'Status code {n}: An error occurred, please try again. If this continues, please contact support.',
  gqlDownloadFailed: 'Failed to download GQL file',
  gqlInvalidFormat: 'Invalid GQL Format',

  // 000 §8 and 002 §8: site user login failure
  siteUserLoginFailed:
    'Please try again or use the reset password link below. If you continue to have issues, please email us at {email} and include browser details.',

  // 002 §8: site users and memberships
  siteUserCompleteRegistrationBeforeLogin: 'Please complete your registration before you login',
  siteUserCompleteRegistration: 'Please complete your registration',
  siteUserLogoutFailed: 'Unable to logout: {message}',
  membershipsUnavailable: 'Memberships are not available at this time',
  // 001 §4 and §8: simulation and demographic lookups in the admin
  siteUserSimulated: 'Successfully signed into {user}',
  demographicLookupFailed: 'Failed: {message}',

  // 000 §6 and 002 §6: admin shortcuts on public pages
  editContent: 'Edit Content',
  editSection: 'Edit Section',
  configurePageLayout: 'Configure {pageName} Layout',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const TOKEN = /\{(\w+)\}/g;

/**
 * Replaces each `{name}` token with `values[name]`. Tokens without a value are left as they are,
 * so a missing value shows up instead of silently disappearing.
 */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(TOKEN, (token: string, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? token : String(value);
  });
}
