import type { ApolloClient } from '@apollo/client';
import { operationPaths } from '../gql/operationPaths.js';
import { createApolloClient } from './apolloLink.js';
import { resolveClientConfig } from './config.js';
import { parseCookieHeader, readCookie } from './cookies.js';
import { tokenGetters } from './sessionCookies.js';
import { createTransport, type Transport } from './transport.js';

declare const __APP_VERSION__: string;
declare const __TENANT_KEY__: string;

let transport: Transport | null = null;

/**
 * The browser's transport: same-origin /graphql, the build's version as `v`, tokens read from the
 * cookies on every call, x-domain from the page's host unless a tenant key is configured.
 */
export function browserTransport(): Transport {
  if (transport) return transport;
  const config = resolveClientConfig({
    env: { endpoint: '/graphql', tenantKey: __TENANT_KEY__ || null, version: __APP_VERSION__, isDev: import.meta.env.DEV },
    cookies: parseCookieHeader(document.cookie),
  });
  transport = createTransport({
    endpoint: config.endpoint,
    version: config.version,
    tenantKey: config.tenantKey,
    domain: () => window.location.host,
    ...tokenGetters(readCookie),
    onError: (error, { name }) => console.error(`[${name}]`, error.message),
  });
  return transport;
}

let apollo: ApolloClient | null = null;

/** The admin screens' Apollo Client: `useQuery(GetContentDocument)` goes through the one transport. */
export function browserApolloClient(): ApolloClient {
  apollo ??= createApolloClient({ transport: browserTransport(), operationPaths });
  return apollo;
}
