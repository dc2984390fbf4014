import { describe, expect, it } from 'vitest';
import { resolveClientConfig, type ClientEnv } from './config.js';
import { DEV_ENDPOINT_COOKIE, DEV_TENANT_KEY_COOKIE } from './sessionCookies.js';

const env: ClientEnv = { endpoint: '/graphql', tenantKey: 'acme', version: '3', isDev: true };
const overrides = { [DEV_ENDPOINT_COOKIE]: 'http://127.0.0.1:4000/graphql', [DEV_TENANT_KEY_COOKIE]: 'beta' };

describe('resolveClientConfig', () => {
  it('applies the developer cookie overrides in developer mode', () => {
    expect(resolveClientConfig({ env, cookies: overrides })).toEqual({
      endpoint: 'http://127.0.0.1:4000/graphql',
      tenantKey: 'beta',
      version: '3',
    });
  });

  it('ignores the cookies outside developer mode', () => {
    expect(resolveClientConfig({ env: { ...env, isDev: false }, cookies: overrides })).toEqual({
      endpoint: '/graphql',
      tenantKey: 'acme',
      version: '3',
    });
  });

  it('keeps the configured values when no override cookie is set or it is blank', () => {
    expect(resolveClientConfig({ env, cookies: { [DEV_TENANT_KEY_COOKIE]: ' ' } })).toEqual({
      endpoint: '/graphql',
      tenantKey: 'acme',
      version: '3',
    });
  });

  it('lets a developer switch to host resolution with "auto"', () => {
    expect(resolveClientConfig({ env, cookies: { [DEV_TENANT_KEY_COOKIE]: 'auto' } }).tenantKey).toBe('auto');
  });

  it.each(['javascript:alert(1)', '//evil.example/graphql', 'not a url'])(
    'ignores an endpoint cookie that is not http(s) or a path: %s',
    (endpoint) => {
      expect(resolveClientConfig({ env, cookies: { [DEV_ENDPOINT_COOKIE]: endpoint } }).endpoint).toBe('/graphql');
    },
  );

  it('accepts a same-origin path', () => {
    expect(resolveClientConfig({ env, cookies: { [DEV_ENDPOINT_COOKIE]: '/api/graphql' } }).endpoint).toBe(
      '/api/graphql',
    );
  });
});
