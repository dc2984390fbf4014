import { appError } from '../../graphql/errors.js';
import type { TenantIndex, TenantRow } from './repo.js';

export interface TenantHints {
  tenantKey?: string | null;
  domain?: string | null;
  host?: string | null;
}

export interface TenantResolver {
  resolve(hints: TenantHints): Promise<TenantRow>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Lower case, no port, no trailing dot; IPv6 brackets kept only for the loopback check. */
export function normaliseHost(value: string): string {
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/**
 * Tenancy (rule 4): x-tenant-key when present and not `auto`, else x-domain, else the Host header.
 * Loopback names fall back to the default tenant so a fresh demo works without headers. Every
 * site is held in the per-node site cache (`index`), so resolving costs no query and an unknown
 * host costs no query either.
 */
export function createTenantResolver(index: () => Promise<TenantIndex>): TenantResolver {
  return {
    async resolve({ tenantKey, domain, host }) {
      const key = tenantKey?.trim();
      if (key && key.toLowerCase() !== 'auto') {
        const tenant = (await index()).byKey.get(key);
        if (!tenant) throw appError('TENANT_NOT_FOUND', `Unknown site: no site has the tenant key "${key.slice(0, 100)}".`);
        return tenant;
      }
      const name = normaliseHost(domain || host || '');
      if (!name) throw appError('TENANT_NOT_FOUND', 'Unknown site: send x-tenant-key or x-domain to choose one.');
      const sites = await index();
      const tenant = sites.byDomain.get(name.replace(/^\[|\]$/g, '')) ?? (LOOPBACK.has(name) ? sites.defaultTenant : undefined);
      if (!tenant) throw appError('TENANT_NOT_FOUND', `Unknown site: no site is configured for the domain "${name.slice(0, 253)}".`);
      return tenant;
    },
  };
}
