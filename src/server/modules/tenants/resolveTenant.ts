import { appError } from '../../graphql/errors.js';
import type { TenantIndex, TenantRow } from './repo.js';

export interface TenantHints {
  tenantKey?: string | null;
  domain?: string | null;
  host?: string | null;
}

export interface TenantResolver {
  resolve(hints: TenantHints): Promise<TenantRow>;
  /** Without waiting: the site when the index is held and names one; undefined otherwise (not loaded, unknown). */
  resolveLoaded(hints: TenantHints): TenantRow | undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Lower case, no port, no trailing dot; IPv6 brackets kept only for the loopback check. */
export function normaliseHost(value: string): string {
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/** The site the hints name in `sites`; throws TENANT_NOT_FOUND with what was asked for. */
function findTenant(sites: TenantIndex, { tenantKey, domain, host }: TenantHints): TenantRow {
  const key = tenantKey?.trim();
  if (key && key.toLowerCase() !== 'auto') {
    const tenant = sites.byKey.get(key);
    if (!tenant) throw appError('TENANT_NOT_FOUND', `Unknown site: no site has the tenant key "${key.slice(0, 100)}".`);
    return tenant;
  }
  const name = normaliseHost(domain || host || '');
  if (!name) throw appError('TENANT_NOT_FOUND', 'Unknown site: send x-tenant-key or x-domain to choose one.');
  const tenant = sites.byDomain.get(name.replace(/^\[|\]$/g, '')) ?? (LOOPBACK.has(name) ? sites.defaultTenant : undefined);
  if (!tenant) throw appError('TENANT_NOT_FOUND', `Unknown site: no site is configured for the domain "${name.slice(0, 253)}".`);
  return tenant;
}

/**
 * Tenancy (rule 4): x-tenant-key when present and not `auto`, else x-domain, else the Host header.
 * Loopback names fall back to the default tenant so a fresh demo works without headers. Every
 * site is held in the per-node site cache (`index`, `loaded`), so resolving costs no query and an
 * unknown host costs no query either.
 */
export function createTenantResolver(index: () => Promise<TenantIndex>, loaded: () => TenantIndex | undefined = () => undefined): TenantResolver {
  return {
    async resolve(hints) {
      return findTenant(await index(), hints);
    },
    resolveLoaded(hints) {
      const sites = loaded();
      if (!sites) return undefined;
      try {
        return findTenant(sites, hints);
      } catch {
        return undefined;
      }
    },
  };
}
