import type { Db } from '../../db/client.js';
import { appError } from '../../graphql/errors.js';
import { findDefaultTenant, findTenantByDomain, findTenantByKey, type TenantRow } from './repo.js';

export interface TenantHints {
  tenantKey?: string | null;
  domain?: string | null;
  host?: string | null;
}

export interface TenantResolver {
  resolve(hints: TenantHints): Promise<TenantRow>;
  /** Forget cached tenants (after a tenant is saved). */
  clear(): void;
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
 * Loopback names fall back to the default tenant so a fresh demo works without headers.
 * Lookups are cached briefly; tenants change rarely and every node re-reads within the TTL.
 */
export function createTenantResolver(db: Db, { ttlMs = 30_000 }: { ttlMs?: number } = {}): TenantResolver {
  const cache = new Map<string, { tenant: TenantRow; expires: number }>();

  async function cached(key: string, load: () => Promise<TenantRow | undefined>): Promise<TenantRow | undefined> {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.tenant;
    const tenant = await load();
    if (tenant) cache.set(key, { tenant, expires: Date.now() + ttlMs });
    return tenant;
  }

  return {
    async resolve({ tenantKey, domain, host }) {
      const key = tenantKey?.trim();
      if (key && key.toLowerCase() !== 'auto') {
        const tenant = await cached(`key:${key}`, () => findTenantByKey(db, key));
        if (!tenant) throw appError('TENANT_NOT_FOUND', `Unknown site: no site has the tenant key "${key.slice(0, 100)}".`);
        return tenant;
      }
      const name = normaliseHost(domain || host || '');
      if (!name) throw appError('TENANT_NOT_FOUND', 'Unknown site: send x-tenant-key or x-domain to choose one.');
      const tenant = await cached(`domain:${name}`, async () => {
        const byDomain = await findTenantByDomain(db, name.replace(/^\[|\]$/g, ''));
        if (byDomain) return byDomain;
        return LOOPBACK.has(name) ? findDefaultTenant(db) : undefined;
      });
      if (!tenant) throw appError('TENANT_NOT_FOUND', `Unknown site: no site is configured for the domain "${name.slice(0, 253)}".`);
      return tenant;
    },
    clear: () => cache.clear(),
  };
}
