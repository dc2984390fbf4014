// Names of the cookies the client reads and writes, in one place so server (SSR) and browser agree.

/** CMS user bearer token, sent as `authorization: Bearer {token}` (spec 000 §7.1). */
export const CMS_TOKEN_COOKIE = 'cms_token';
/** When the CMS bearer token expires (bearerTokenExpiration of loginCmsUser, §7.3). */
export const CMS_TOKEN_EXPIRES_COOKIE = 'cms_token_expires';
/** CMS refresh token, for refreshTokenCmsUser (§7.3). */
export const CMS_REFRESH_TOKEN_COOKIE = 'cms_refresh_token';
/** Site user (reader) token, sent as `x-site-user: Bearer {token}` (§7.1). */
export const SITE_USER_TOKEN_COOKIE = 'site_user_token';
/** Spec 000 §9: the login token cookie lives 30 days. */
export const SITE_USER_TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * Set beside site_user_token when an admin signs in as a reader (simulateSiteUser, spec 001 §4
 * "sets a simulating flag"): '1' while the browser holds a simulated reader session, so the site
 * can tell a simulation from the reader's own login. Spec 001 §9: the simulation cookie lives 1 day.
 */
export const SITE_USER_SIMULATING_COOKIE = 'site_user_simulating';
export const SITE_USER_SIMULATING_MAX_AGE_SECONDS = 24 * 60 * 60;
/**
 * The site-licence company whose addresses gave this browser gated items in full (IP gating; spec
 * 000 §9: 24 hours), set by the server on such a page. For the page's own use only: the server
 * decides IP gating from the address on every request and never reads this cookie.
 */
export const SITE_LICENSE_COMPANY_COOKIE = 'site_license_company';
export const SITE_LICENSE_COMPANY_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Developer mode only: overrides the GraphQL endpoint (§7.1). */
export const DEV_ENDPOINT_COOKIE = 'dev_graphql_endpoint';
/** Developer mode only: overrides the tenant key (§7.1); 'auto' means "resolve by host". */
export const DEV_TENANT_KEY_COOKIE = 'dev_tenant_key';

export interface TokenGetters {
  getCmsToken: () => string | null;
  getSiteUserToken: () => string | null;
}

/**
 * Token getters for createTransport. `read` is consulted on every call, so login and logout take
 * effect without rebuilding the transport. Browser: `readCookie`; SSR: a lookup into the parsed
 * Cookie header of the request being rendered.
 */
export function tokenGetters(read: (name: string) => string | null | undefined): TokenGetters {
  return {
    getCmsToken: () => read(CMS_TOKEN_COOKIE) || null,
    getSiteUserToken: () => read(SITE_USER_TOKEN_COOKIE) || null,
  };
}

/** Spec 000 §4/§9: "A validity flag lasts until midnight"; once gone the token is checked again. */
export const CMS_TOKEN_VALID_COOKIE = 'cms_token_valid';
