// Resolves the transport's endpoint and tenant key. Spec 000 §7.1: "In developer mode the endpoint
// and tenant key can be overridden by cookies" — and only then, so a cookie can never redirect a
// production reader's tokens to another host.
import { DEV_ENDPOINT_COOKIE, DEV_TENANT_KEY_COOKIE } from './sessionCookies.js';

export interface ClientEnv {
  endpoint: string;
  tenantKey: string | null;
  version: string;
  isDev: boolean;
}

export interface ClientConfig {
  endpoint: string;
  tenantKey: string | null;
  version: string;
}

export interface ResolveClientConfigInput {
  env: ClientEnv;
  cookies: Record<string, string>;
}

export function resolveClientConfig({ env, cookies }: ResolveClientConfigInput): ClientConfig {
  const config: ClientConfig = { endpoint: env.endpoint, tenantKey: env.tenantKey, version: env.version };
  if (!env.isDev) return config;

  const endpoint = cookies[DEV_ENDPOINT_COOKIE]?.trim();
  if (endpoint && isEndpoint(endpoint)) config.endpoint = endpoint;
  const tenantKey = cookies[DEV_TENANT_KEY_COOKIE]?.trim();
  if (tenantKey) config.tenantKey = tenantKey;
  return config;
}

/** An absolute http(s) URL or a same-origin path; anything else (javascript:, typos) is ignored. */
function isEndpoint(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
