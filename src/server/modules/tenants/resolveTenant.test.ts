import { describe, expect, it } from 'vitest';
import type { TenantIndex, TenantRow } from './repo.js';
import { createTenantResolver, normaliseHost } from './resolveTenant.js';

const site = (id: number, key: string, domain: string) => ({ id, key, domain }) as unknown as TenantRow;
const edr = site(1, 'edr', 'edr.example.com');
const fot = site(2, 'fot', 'fot.example.com');
const index: TenantIndex = {
  all: [edr, fot],
  byKey: new Map([
    ['edr', edr],
    ['fot', fot],
  ]),
  byDomain: new Map([
    ['edr.example.com', edr],
    ['fot.example.com', fot],
  ]),
  defaultTenant: edr,
};

describe('normaliseHost', () => {
  it('lower-cases and drops the port and a trailing dot', () => {
    expect(normaliseHost('WWW.Example.com:8080')).toBe('www.example.com');
    expect(normaliseHost('example.com.')).toBe('example.com');
    expect(normaliseHost(' localhost:3000 ')).toBe('localhost');
  });
  it('keeps IPv6 literals whole', () => {
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost('127.0.0.1:3000')).toBe('127.0.0.1');
  });
});

describe('tenant resolver', () => {
  it('resolves by key, then domain, then host; loopback names take the default site', async () => {
    const resolver = createTenantResolver(async () => index);
    expect(await resolver.resolve({ tenantKey: 'fot', host: 'edr.example.com' })).toBe(fot);
    expect(await resolver.resolve({ tenantKey: 'auto', domain: 'FOT.example.com.' })).toBe(fot);
    expect(await resolver.resolve({ host: 'edr.example.com:3000' })).toBe(edr);
    expect(await resolver.resolve({ host: 'localhost:3000' })).toBe(edr);
    await expect(resolver.resolve({ host: 'nowhere.example.com' })).rejects.toThrow('Unknown site: no site is configured for the domain "nowhere.example.com".');
    await expect(resolver.resolve({ tenantKey: 'zzz' })).rejects.toThrow('Unknown site: no site has the tenant key "zzz".');
  });

  it('resolveLoaded answers without waiting only when the index is held and names a site', () => {
    let held: TenantIndex | undefined;
    const resolver = createTenantResolver(async () => index, () => held);
    expect(resolver.resolveLoaded({ host: 'fot.example.com' })).toBeUndefined();
    held = index;
    expect(resolver.resolveLoaded({ host: 'fot.example.com' })).toBe(fot);
    expect(resolver.resolveLoaded({ host: 'nowhere.example.com' })).toBeUndefined();
  });
});
