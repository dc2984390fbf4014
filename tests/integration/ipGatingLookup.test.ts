import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type GraphQLContext } from '../../src/server/graphql/context.js';
import { licenseCompanyFor } from '../../src/server/modules/ipGating/lookup.js';
import { SEEDED_COMPANY, newCompany, saveCompany, seededCompany, setAllowIpGating, startIpGatingServer } from '../helpers/ipGating.js';
import type { TestServer } from '../helpers/testServer.js';

/**
 * licenseCompanyFor, the in-process lookup of the page-gating code (src/server/modules/ipGating/
 * lookup.ts): answers from the per-site caches — no load on a warm node — and sees a save at once.
 */
let server: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  const started = await startIpGatingServer();
  ({ server, admin } = started);
  manager = started.manager.token;
});
afterAll(() => server.close());

const contextOf = (tenantKey: string, ip = '127.0.0.1'): Promise<GraphQLContext> =>
  createContext(server.services, { headers: { 'x-tenant-key': tenantKey }, ip, protocol: 'http' });

describe('licenseCompanyFor', () => {
  it("answers the site's active company holding the address, or null", async () => {
    const ctx = await contextOf('edr');
    const { id } = await seededCompany(server);
    expect(await licenseCompanyFor(ctx, '203.0.113.200')).toEqual({ id, companyName: SEEDED_COMPANY.companyName });
    expect(await licenseCompanyFor(ctx, '::ffff:203.0.113.200')).toEqual({ id, companyName: SEEDED_COMPANY.companyName });
    expect(await licenseCompanyFor(ctx, '2001:db8:1234:abcd::1')).toEqual({ id, companyName: SEEDED_COMPANY.companyName });
    expect(await licenseCompanyFor(ctx, '203.0.114.1')).toBeNull();
    // Not an address: no answer, no error (the caller passes what the request had).
    expect(await licenseCompanyFor(ctx, 'unknown')).toBeNull();
    expect(await licenseCompanyFor(ctx, '')).toBeNull();
    // Another site: its own companies only (and IP gating is off there).
    expect(await licenseCompanyFor(await contextOf('fot'), '203.0.113.200')).toBeNull();
  });

  it('reads nothing from the database on a warm node', async () => {
    const ctx = await contextOf('edr');
    await licenseCompanyFor(ctx, '203.0.113.1');
    const loads = server.services.siteCache.stats.loads;
    for (let i = 0; i < 50; i += 1) await licenseCompanyFor(ctx, `203.0.113.${i}`);
    for (let i = 0; i < 50; i += 1) await licenseCompanyFor(ctx, `198.51.100.${i}`);
    expect(server.services.siteCache.stats.loads).toBe(loads);
  });

  it('sees a save, a status change and the allowIpGating setting at once', async () => {
    const ctx = await contextOf('edr');
    expect(await licenseCompanyFor(ctx, '192.0.2.10')).toBeNull();
    const created = await saveCompany(server, manager, newCompany({ ranges: ['192.0.2.0/24'] }));
    expect(await licenseCompanyFor(ctx, '192.0.2.10')).toEqual({ id: created.id, companyName: created.companyName });
    await saveCompany(server, manager, { id: created.id, version: created.version, companyName: created.companyName, ranges: created.ranges, status: 0 });
    expect(await licenseCompanyFor(ctx, '192.0.2.10')).toBeNull();
    await setAllowIpGating(server, admin, 'edr', false);
    try {
      expect(await licenseCompanyFor(ctx, '203.0.113.10')).toBeNull();
    } finally {
      await setAllowIpGating(server, admin, 'edr', true);
    }
    expect(await licenseCompanyFor(ctx, '203.0.113.10')).toMatchObject({ companyName: SEEDED_COMPANY.companyName });
  });

  it('hands out copies: a caller changing its answer changes nothing cached', async () => {
    const ctx = await contextOf('edr');
    const first = await licenseCompanyFor(ctx, '203.0.113.1');
    first!.companyName = 'Tampered';
    expect((await licenseCompanyFor(ctx, '203.0.113.1'))?.companyName).toBe(SEEDED_COMPANY.companyName);
  });
});
