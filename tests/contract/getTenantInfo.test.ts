import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTenantInfoDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getTenantInfo', () => {
  it('is served as text', () => expectDocumentServed(server, 'getTenantInfo'));

  it('resolves localhost to the default tenant, the electronic design brand', async () => {
    const data = await execute(server, GetTenantInfoDocument, {});
    const { current, tenants } = data.getTenantInfo;
    expect(current).toMatchObject({ __typename: 'Tenant', tenantKey: 'edr', isDefault: true, isTest: false });
    expect(current.name).toMatch(/electronic/i);
    expect(current.abbreviation).toBe('EDR');
    // Anonymous callers see only the site they are on.
    expect(tenants.map((t) => t.tenantKey)).toEqual(['edr']);
  });

  it('selects the tenant by x-tenant-key, by x-domain, and ignores the key "auto"', async () => {
    const byKey = await execute(server, GetTenantInfoDocument, {}, { tenantKey: 'fot' });
    expect(byKey.getTenantInfo.current.tenantKey).toBe('fot');
    const byDomain = await execute(server, GetTenantInfoDocument, {}, { domain: 'fot.localhost' });
    expect(byDomain.getTenantInfo.current.tenantKey).toBe('fot');
    const auto = await execute(server, GetTenantInfoDocument, {}, { tenantKey: 'auto', domain: 'fot.localhost:3000' });
    expect(auto.getTenantInfo.current.tenantKey).toBe('fot');
  });

  it('includes test tenants only when they are the current one for anonymous callers', async () => {
    const qa = await execute(server, GetTenantInfoDocument, { includeTest: true }, { tenantKey: 'qa' });
    expect(qa.getTenantInfo.current).toMatchObject({ tenantKey: 'qa', isTest: true });
    expect(qa.getTenantInfo.tenants.map((t) => t.tenantKey)).toEqual(['qa']);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getTenantInfo', {}));

  it('refuses an ill-typed includeTest', () =>
    expectBadVariablesRefused(server, 'getTenantInfo', { includeTest: 'yes' }, /includeTest.*Boolean/));
});
