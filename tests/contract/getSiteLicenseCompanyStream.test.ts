import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteLicenseCompanyStreamDocument, type SiteLicenseCompanyStreamInput } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { SEEDED_COMPANY, newCompany, saveCompany, startIpGatingServer } from '../helpers/ipGating.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  const started = await startIpGatingServer();
  ({ server, fotManager, editor } = started);
  manager = started.manager.token;
  // Names sort case-insensitively; one inactive; one with a % in its name (literal in searches).
  await saveCompany(server, manager, newCompany({ companyName: 'acme Industrial', ranges: ['192.0.2.0/24'] }));
  await saveCompany(server, manager, newCompany({ companyName: 'Bluewater Labs', ranges: ['198.51.100.0/25', '2001:db8:aaaa::/48'], status: 0 }));
  await saveCompany(server, manager, newCompany({ companyName: '100% Robotics', ranges: ['198.51.100.128/25'] }));
  await saveCompany(server, fotManager, newCompany({ companyName: 'Fleet Partners', ranges: ['203.0.113.0/24'] }), 'fot');
});
afterAll(() => server.close());

const stream = async (input: SiteLicenseCompanyStreamInput | null = null, token = manager, tenantKey = 'edr') =>
  (await execute(server, GetSiteLicenseCompanyStreamDocument, { input }, { tenantKey, cmsToken: token })).getSiteLicenseCompanyStream;
const names = (connection: Awaited<ReturnType<typeof stream>>) => connection.edges.map((e) => e.node.companyName);

describe('getSiteLicenseCompanyStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getSiteLicenseCompanyStream'));

  it("lists this site's companies by name with their ranges and counts", async () => {
    const all = await stream();
    expect(all.totalCount).toBe(4);
    expect(names(all)).toEqual(['100% Robotics', 'acme Industrial', 'Bluewater Labs', SEEDED_COMPANY.companyName]);
    expect(all.edges[2]!.node).toMatchObject({
      __typename: 'SiteLicenseCompany',
      companyName: 'Bluewater Labs',
      ranges: ['198.51.100.0/25', '2001:db8:aaaa::/48'],
      rangeCount: 2,
      status: 0,
      version: 1,
    });
    expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(names(await stream(null, fotManager, 'fot'))).toEqual(['Fleet Partners']);
  });

  it('searches names (case-insensitive, % literal) and finds the company whose range holds an address', async () => {
    expect(names(await stream({ phrase: 'ACME' }))).toEqual(['acme Industrial']);
    expect(names(await stream({ phrase: '0%' }))).toEqual(['100% Robotics']);
    expect(names(await stream({ phrase: '%' }))).toEqual(['100% Robotics']);
    expect(names(await stream({ phrase: '203.0.113.40' }))).toEqual([SEEDED_COMPANY.companyName]);
    expect(names(await stream({ phrase: '2001:db8:aaaa::5' }))).toEqual(['Bluewater Labs']);
    expect(names(await stream({ phrase: '::ffff:198.51.100.200' }))).toEqual(['100% Robotics']);
    expect((await stream({ phrase: '10.250.0.1' })).totalCount).toBe(0);
    // Another site's ranges are not searched.
    expect((await stream({ phrase: '203.0.113.40' }, fotManager, 'fot')).totalCount).toBe(1);
    expect((await stream({ phrase: '192.0.2.1' }, fotManager, 'fot')).totalCount).toBe(0);
  });

  it('filters by status and pages', async () => {
    expect(names(await stream({ status: 0 }))).toEqual(['Bluewater Labs']);
    expect((await stream({ status: 1 })).totalCount).toBe(3);
    const first = await stream({ pagination: { limit: 2 } });
    expect(names(first)).toEqual(['100% Robotics', 'acme Industrial']);
    expect(first).toMatchObject({ totalCount: 4, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    const second = await stream({ pagination: { limit: 2, after: first.pageInfo.endCursor } });
    expect(names(second)).toEqual(['Bluewater Labs', SEEDED_COMPANY.companyName]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(names(await stream({ pagination: { limit: 1, skip: 3 } }))).toEqual([SEEDED_COMPANY.companyName]);
  });

  it('refuses bad filters with BAD_USER_INPUT', async () => {
    for (const input of [{ status: 2 }, { pagination: { limit: 0 } }, { pagination: { limit: 201 } }, { pagination: { skip: -1 } }, { pagination: { after: 'nope' } }]) {
      const response = await post(server, 'getSiteLicenseCompanyStream', { input }, bearer(manager, 'edr'));
      expect(codeOf(response), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(response.status).toBe(400);
    }
    await expectBadVariablesRefused(server, 'getSiteLicenseCompanyStream', { input: { status: 'active' } }, /status/);
  });

  it('needs manage_ip_gating on this site', async () => {
    await expectUnauthenticated(server, 'getSiteLicenseCompanyStream', {});
    await expectForbidden(server, 'getSiteLicenseCompanyStream', {}, editor);
    expect(codeOf(await post(server, 'getSiteLicenseCompanyStream', {}, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
    await expectUnknownTenantRefused(server, 'getSiteLicenseCompanyStream', {});
  });
});
