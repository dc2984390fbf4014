import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteLicenseCompanyDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { SEEDED_COMPANY, newCompany, saveCompany, seededCompany, setAllowIpGating, startIpGatingServer } from '../helpers/ipGating.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let manager: string;
let fotManager: string;

beforeAll(async () => {
  const started = await startIpGatingServer();
  ({ server, admin, fotManager } = started);
  manager = started.manager.token;
});
afterAll(() => server.close());

/** As a visitor: no token. */
const lookup = async (userIpAddress: string, tenantKey = 'edr') =>
  (await execute(server, SiteLicenseCompanyDocument, { userIpAddress }, { tenantKey })).siteLicenseCompany;

describe('siteLicenseCompany', () => {
  it('is served as text', () => expectDocumentServed(server, 'siteLicenseCompany'));

  it("answers the company whose range holds the address, to anyone: IPv4, IPv6, IPv4-mapped, the ranges' edges", async () => {
    const northfield = { __typename: 'SiteLicenseCompanyMatch', companyName: SEEDED_COMPANY.companyName };
    for (const address of ['203.0.113.0', '203.0.113.77', '203.0.113.255', '::ffff:203.0.113.5', '2001:db8:1234::1', '2001:DB8:1234:ffff:ffff:ffff:ffff:ffff', '2001:db8:1234::9%eth0']) {
      expect(await lookup(address), address).toEqual(northfield);
    }
  });

  it('answers null outside every range (adjacent addresses included)', async () => {
    for (const address of ['203.0.112.255', '203.0.114.0', '198.51.100.7', '2001:db8:1235::', '2001:db8:1233:ffff:ffff:ffff:ffff:ffff', '::1', '127.0.0.1']) {
      expect(await lookup(address), address).toBeNull();
    }
  });

  it("answers null on another site: a site's companies are its own", async () => {
    await setAllowIpGating(server, admin, 'fot', true);
    try {
      expect(await lookup('203.0.113.10', 'fot')).toBeNull();
      const fotCompany = await saveCompany(server, fotManager, newCompany({ companyName: 'Fleet Partners', ranges: ['198.51.100.0/24'] }), 'fot');
      expect(await lookup('198.51.100.9', 'fot')).toEqual({ __typename: 'SiteLicenseCompanyMatch', companyName: fotCompany.companyName });
      expect(await lookup('198.51.100.9', 'edr')).toBeNull();
    } finally {
      await setAllowIpGating(server, admin, 'fot', false);
    }
  });

  it("answers null while the site's membership settings have allowIpGating off, at once after the settings are saved", async () => {
    expect(await lookup('203.0.113.10')).not.toBeNull();
    await setAllowIpGating(server, admin, 'edr', false);
    try {
      expect(await lookup('203.0.113.10')).toBeNull();
      expect(await lookup('2001:db8:1234::1')).toBeNull();
    } finally {
      await setAllowIpGating(server, admin, 'edr', true);
    }
    expect(await lookup('203.0.113.10')).not.toBeNull();
  });

  it('answers null for an inactive company, and again the company once it is active', async () => {
    const company = await saveCompany(server, manager, newCompany({ ranges: ['192.0.2.0/28'] }));
    expect(await lookup('192.0.2.3')).toMatchObject({ companyName: company.companyName });
    const inactive = await saveCompany(server, manager, { id: company.id, version: company.version, companyName: company.companyName, ranges: company.ranges, status: 0 });
    expect(await lookup('192.0.2.3')).toBeNull();
    await saveCompany(server, manager, { id: company.id, version: inactive.version, companyName: company.companyName, ranges: company.ranges, status: 1 });
    expect(await lookup('192.0.2.3')).toMatchObject({ companyName: company.companyName });
    // The seeded company is untouched by all this.
    expect((await seededCompany(server)).ranges).toEqual([...SEEDED_COMPANY.ranges]);
  });

  it('refuses a text that is not one address with BAD_USER_INPUT', async () => {
    for (const [userIpAddress, message] of [
      ['not-an-address', "'not-an-address' is not an IPv4 or IPv6 address."],
      ['203.0.113.0/24', "'203.0.113.0/24' is not an IPv4 or IPv6 address."],
      ['203.0.113.256', '256 is not a number from 0 to 255: each part of an IPv4 address is.'],
      ['', 'Enter an IPv4 or IPv6 address.'],
    ] as const) {
      const response = await post(server, 'siteLicenseCompany', { userIpAddress }, onSite('edr'));
      expect(codeOf(response), userIpAddress).toBe('BAD_USER_INPUT');
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ userIpAddress: message });
    }
    await expectBadVariablesRefused(server, 'siteLicenseCompany', { userIpAddress: 203 }, /userIpAddress/);
    await expectBadVariablesRefused(server, 'siteLicenseCompany', {}, /userIpAddress/);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'siteLicenseCompany', { userIpAddress: '203.0.113.1' }));
});
