import { resolveClientConfig } from '../../client/config.js';
import { parseCookieHeader, readCookie } from '../../client/cookies.js';
import { tokenGetters } from '../../client/sessionCookies.js';
import { createTransport, type Transport } from '../../client/transport.js';

declare const __APP_VERSION__: string;
declare const __TENANT_KEY__: string;

let transport: Transport | null = null;

/**
 * The public pages' transport (ARCHITECTURE "One transport"): the same createTransport the admin
 * uses — download the operation's text with the build's version, POST it with x-domain (or the
 * tenant key) and the tokens read from the cookies on every call, so a login takes effect at once.
 * Built here rather than with src/client/browser.ts, which would bring Apollo into the small site
 * script.
 */
export function siteTransport(): Transport {
  if (transport) return transport;
  const config = resolveClientConfig({
    // Defined by Vite for the build (vite.config.ts); absent only where nothing is built (unit tests).
    env: {
      endpoint: '/graphql',
      tenantKey: (typeof __TENANT_KEY__ === 'string' ? __TENANT_KEY__ : '') || null,
      version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
      isDev: import.meta.env.DEV,
    },
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
