// The developer server selector (spec 000 §2.4, 001 §2): shown only while the dev-tools flag is on;
// lists the sites (getTenantInfo with includeTest; global users see every site) and the
// environments with their badges Prod, Loc, Dev and UIUX.
import { useQuery } from '@apollo/client/react';
import { Badge, Menu, Text } from '@mantine/core';
import { readCookie, writeCookie } from '../../client/cookies.js';
import { DEV_ENDPOINT_COOKIE, DEV_TENANT_KEY_COOKIE } from '../../client/sessionCookies.js';
import { GetTenantInfoDocument, type GetTenantInfoQuery } from '../../gql/graphql.js';
import { CheckIcon, ChevronDownIcon } from '../forms/icons.js';
import { ServerIcon } from './icons.js';

type Tenant = GetTenantInfoQuery['getTenantInfo']['tenants'][number];

export type EnvironmentKey = 'prod' | 'loc' | 'dev' | 'uiux';

export interface Environment {
  key: EnvironmentKey;
  badge: 'Prod' | 'Loc' | 'Dev' | 'UIUX';
  label: string;
  color: string;
  /** The GraphQL endpoint of the environment for a site; null when it is not known. */
  endpoint: (tenant: Pick<Tenant, 'prodEndpoint'> | null) => string | null;
}

/**
 * The environments of the selector. Loc is this server; Prod is the site's prodEndpoint; Dev and
 * UIUX have no configured address in this installation yet (shown, but disabled).
 */
export const ENVIRONMENTS: readonly Environment[] = [
  { key: 'prod', badge: 'Prod', label: 'Production', color: 'red', endpoint: (tenant) => tenant?.prodEndpoint ?? null },
  { key: 'loc', badge: 'Loc', label: 'Local', color: 'green', endpoint: () => '/graphql' },
  { key: 'dev', badge: 'Dev', label: 'Development', color: 'blue', endpoint: () => null },
  { key: 'uiux', badge: 'UIUX', label: 'UI/UX review', color: 'grape', endpoint: () => null },
];

/** The environment the browser talks to: the endpoint override (development only) or this build. */
export function currentEnvironment(endpointOverride: string | null, currentTenant: Pick<Tenant, 'prodEndpoint'> | null, isDev: boolean): Environment {
  const fallback = ENVIRONMENTS.find((env) => env.key === (isDev ? 'loc' : 'prod')) as Environment;
  if (!isDev || !endpointOverride) return fallback;
  return ENVIRONMENTS.find((env) => env.endpoint(currentTenant) === endpointOverride) ?? fallback;
}

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * Switches the site. In development the transport honours the developer cookies (000 §7.1), so the
 * tenant key cookie is set and the page reloads. A production build ignores those cookies (a
 * cookie must never redirect a reader's tokens), and a site is chosen by its host: go there.
 */
function switchTenant(tenant: Tenant): void {
  writeCookie(DEV_TENANT_KEY_COOKIE, tenant.tenantKey, { maxAge: ONE_DAY_SECONDS });
  if (!import.meta.env.DEV && tenant.domain && tenant.domain !== window.location.hostname) {
    const url = new URL(window.location.href);
    url.hostname = tenant.domain;
    window.location.assign(url.toString());
    return;
  }
  window.location.reload();
}

/** Switches the endpoint; only a development build honours the endpoint cookie. */
function switchEnvironment(endpoint: string): void {
  writeCookie(DEV_ENDPOINT_COOKIE, endpoint, { maxAge: ONE_DAY_SECONDS });
  window.location.reload();
}

export function ServerSelector() {
  const { data, error } = useQuery(GetTenantInfoDocument, { variables: { includeTest: true } });
  const info = data?.getTenantInfo;
  const current = info?.current ?? null;
  const isDev = import.meta.env.DEV;
  const environment = currentEnvironment(isDev ? readCookie(DEV_ENDPOINT_COOKIE) : null, current, isDev);

  return (
    <Menu position="bottom-end" width={320} shadow="lg" withinPortal>
      <Menu.Target>
        <button type="button" className="admin-toolbar__button" data-testid="server-selector" aria-label={`Server: ${current?.abbreviation ?? 'site'} ${environment.badge}`}>
          <ServerIcon size={16} />
          <span>{current?.abbreviation ?? '…'}</span>
          <Badge size="xs" color={environment.color} variant="filled">
            {environment.badge}
          </Badge>
          <ChevronDownIcon size={14} className="admin-toolbar__chevron" />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Sites</Menu.Label>
        {error ? (
          <Text size="xs" c="red" px="sm" py={4}>
            The sites could not be loaded.
          </Text>
        ) : null}
        {(info?.tenants ?? []).map((tenant) => {
          const active = tenant.id === current?.id;
          return (
            <Menu.Item
              key={tenant.id}
              onClick={() => !active && switchTenant(tenant)}
              leftSection={active ? <CheckIcon size={14} /> : <span style={{ width: 14, display: 'inline-block' }} />}
              rightSection={
                <Badge size="xs" variant="light" color={tenant.isTest ? 'orange' : 'gray'}>
                  {tenant.isTest ? 'Test' : tenant.abbreviation}
                </Badge>
              }
              aria-current={active ? 'true' : undefined}
            >
              {tenant.name}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Label>Environment</Menu.Label>
        {ENVIRONMENTS.map((env) => {
          const endpoint = env.endpoint(current);
          const active = env.key === environment.key;
          // Only a development build can point at another endpoint.
          const disabled = !endpoint || (!isDev && !active);
          return (
            <Menu.Item
              key={env.key}
              disabled={disabled}
              onClick={() => endpoint && !active && switchEnvironment(endpoint)}
              leftSection={active ? <CheckIcon size={14} /> : <span style={{ width: 14, display: 'inline-block' }} />}
              rightSection={
                <Badge size="xs" color={env.color} variant={active ? 'filled' : 'light'}>
                  {env.badge}
                </Badge>
              }
            >
              {env.label}
              {!endpoint ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (not configured)
                </Text>
              ) : null}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
