// Public API of the client transport. Internals (documents, headers, response) stay importable by
// path for tests, but application code should use only what is listed here.
export {
  DOWNLOAD_FAILED_MESSAGE,
  INVALID_GQL_FORMAT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  THROWN_ERROR_STATUS,
  TransportError,
  isTransportError,
  statusCodeMessage,
  type TransportErrorInit,
  type TransportGraphQLError,
} from './errors.js';
export {
  createTransport,
  edgeNodes,
  type CallOptions,
  type OperationKind,
  type Transport,
  type TransportConfig,
} from './transport.js';
export { isOperationText } from './documents.js';
export {
  createApolloClient,
  createTransportLink,
  type CreateApolloClientOptions,
  type OperationPaths,
  type TransportLinkOptions,
} from './apolloLink.js';
export {
  resolveClientConfig,
  type ClientConfig,
  type ClientEnv,
  type ResolveClientConfigInput,
} from './config.js';
export {
  deleteCookie,
  parseCookieHeader,
  readCookie,
  serializeCookie,
  writeCookie,
  type CookieOptions,
} from './cookies.js';
export {
  CMS_REFRESH_TOKEN_COOKIE,
  CMS_TOKEN_COOKIE,
  CMS_TOKEN_EXPIRES_COOKIE,
  DEV_ENDPOINT_COOKIE,
  DEV_TENANT_KEY_COOKIE,
  SITE_LICENSE_COMPANY_COOKIE,
  SITE_LICENSE_COMPANY_MAX_AGE_SECONDS,
  SITE_USER_SIMULATING_COOKIE,
  SITE_USER_SIMULATING_MAX_AGE_SECONDS,
  SITE_USER_TOKEN_COOKIE,
  SITE_USER_TOKEN_MAX_AGE_SECONDS,
  tokenGetters,
  type TokenGetters,
} from './sessionCookies.js';
