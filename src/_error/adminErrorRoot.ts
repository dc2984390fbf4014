/** The element the admin error screen is drawn into, and the facts the server hands it (HTML-only pages get no pageContext in the browser). */
export const ADMIN_ERROR_ROOT = {
  id: 'admin-error-root',
  textAttribute: 'data-error-text',
  ssoUrlAttribute: 'data-sso-url',
  appVersionAttribute: 'data-app-version',
} as const;
