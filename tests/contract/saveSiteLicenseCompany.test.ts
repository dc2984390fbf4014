import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteLicenseCompanyDocument, SiteLicenseCompanyDocument, type SiteLicenseCompanyInput } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post, type RawResponse } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { SEEDED_COMPANY, companyRows, lastHistory, newCompany, saveCompany, seededCompany, startIpGatingServer } from '../helpers/ipGating.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: { id: number; token: string };
let fotManager: string;
let editor: string;

beforeAll(async () => {
  ({ server, manager, fotManager, editor } = await startIpGatingServer());
});
afterAll(() => server.close());

const save = (input: SiteLicenseCompanyInput, token = manager.token, tenantKey = 'edr') => saveCompany(server, token, input, tenantKey);
const postSave = (input: unknown, token = manager.token, tenantKey = 'edr') => post(server, 'saveSiteLicenseCompany', { input }, bearer(token, tenantKey));
const lookup = async (userIpAddress: string) => (await execute(server, SiteLicenseCompanyDocument, { userIpAddress }, { tenantKey: 'edr' })).siteLicenseCompany?.companyName ?? null;

function expectFieldErrors(response: RawResponse, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe('Please correct the highlighted fields.');
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

describe('saveSiteLicenseCompany', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveSiteLicenseCompany'));

  it('creates a company with its ranges normalised (dash ranges as the CIDR ranges that cover them), with history', async () => {
    const created = await save({
      companyName: '  Harbor Instruments ',
      ranges: ['192.0.2.77/24', '2001:DB8:0ABC:0000::/48', '198.51.100.10 - 198.51.100.20', '::ffff:198.51.100.200'],
      status: 1,
    });
    expect(created).toMatchObject({
      __typename: 'SiteLicenseCompany',
      companyName: 'Harbor Instruments',
      ranges: ['192.0.2.0/24', '2001:db8:abc::/48', '198.51.100.10/31', '198.51.100.12/30', '198.51.100.16/30', '198.51.100.20/32', '198.51.100.200/32'],
      rangeCount: 7,
      status: 1,
      version: 1,
    });
    expect(await lastHistory(server, created.id)).toMatchObject({ action: 'create', userId: manager.id });
  });

  it('updates from the version it started from and refuses a stale one with CONFLICT, losing nothing', async () => {
    const created = await save(newCompany());
    const updated = await save({ ...newCompany({ companyName: 'Renamed Co' }), id: created.id, version: created.version, ranges: [...created.ranges, '10.78.0.0/24'] });
    expect(updated).toMatchObject({ id: created.id, companyName: 'Renamed Co', ranges: [...created.ranges, '10.78.0.0/24'], version: created.version + 1 });
    expect(await lastHistory(server, created.id)).toMatchObject({ action: 'update' });

    const stale = await postSave({ ...newCompany({ companyName: 'Stale Co' }), id: created.id, version: created.version });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.message).toMatch(/^This company was changed by .+ since you opened it\. Reload to see their changes, then save again\.$/);
    expect(stale.body.errors?.[0]?.extensions?.currentVersion).toBe(updated.version);
    const current = (await execute(server, GetSiteLicenseCompanyDocument, { id: created.id }, { cmsToken: manager.token })).getSiteLicenseCompany;
    expect(current).toMatchObject({ companyName: 'Renamed Co', version: updated.version });
  });

  it('answers bad entries as field errors by their index, with the name and status', async () => {
    expectFieldErrors(
      await postSave({ companyName: ' ', status: 5, ranges: ['10.1.0.0/16', 'ten dot one', '', '10.0.0.0/33', '010.2.0.0/16', 'fe80::1%eth0', '10.5.0.9 - 10.5.0.1', '10.1.2.0/24', '0.0.0.0/0'] }),
      {
        companyName: 'Field is required',
        status: 'Status must be 1 (active) or 0 (inactive).',
        'ranges.1': "'ten dot one' is not an IPv4 or IPv6 address, a CIDR range (203.0.113.0/24) or a range (203.0.113.10 - 203.0.113.20).",
        'ranges.2': 'Enter an IPv4 or IPv6 address or range, or remove this line.',
        'ranges.3': "The prefix length after '/' is a whole number from 0 to 32 for IPv4.",
        'ranges.4': "'010.2.0.0' has a leading zero, which some systems read as octal: write 10.2.0.0 if that is the address you mean.",
        'ranges.5': "Leave out the zone id (the part after '%'): it names a network interface of one computer, not an address others see.",
        'ranges.6': 'The range starts after it ends: put the lower address first (10.5.0.1 - 10.5.0.9).',
        'ranges.7': 'Overlaps range 1 (10.1.0.0/16).',
        'ranges.8': "This range is too wide: a site licence covers one organisation's network, at most a /8 for IPv4.",
      },
    );
    expectFieldErrors(await postSave({ companyName: 'No Ranges', status: 1, ranges: [] }), { ranges: 'Add at least one address or range.' });
    const [seeded] = await companyRows(server, 'edr');
    expectFieldErrors(await postSave({ ...newCompany(), id: seeded!.id }), { version: 'Field is required' });
    await expectBadVariablesRefused(server, 'saveSiteLicenseCompany', { input: { companyName: 'x', status: 1, ranges: [5] } }, /String/);
    await expectBadVariablesRefused(server, 'saveSiteLicenseCompany', { input: { companyName: 'x', status: 1 } }, /ranges/);
  });

  it("refuses a range overlapping another company's, naming that company and its range", async () => {
    expectFieldErrors(await postSave(newCompany({ ranges: ['10.79.0.0/24', '203.0.113.128/25', '2001:db8:1234:5::/64', '2001:db8:1234::/47'] })), {
      'ranges.1': `Overlaps 203.0.113.0/24 of ${SEEDED_COMPANY.companyName}.`,
      'ranges.2': `Overlaps 2001:db8:1234::/48 of ${SEEDED_COMPANY.companyName}.`,
      'ranges.3': 'Overlaps range 3 (2001:db8:1234:5::/64).',
    });
    // Reported together with the company's other problems.
    expectFieldErrors(await postSave(newCompany({ companyName: '', ranges: ['nonsense', '203.0.113.9'] })), {
      companyName: 'Field is required',
      'ranges.0': "'nonsense' is not an IPv4 or IPv6 address, a CIDR range (203.0.113.0/24) or a range (203.0.113.10 - 203.0.113.20).",
      'ranges.1': `Overlaps 203.0.113.0/24 of ${SEEDED_COMPANY.companyName}.`,
    });
    // A dash range that only touches the company's block is refused on its entry too.
    expectFieldErrors(await postSave(newCompany({ ranges: ['203.0.112.250 - 203.0.113.0'] })), { 'ranges.0': `Overlaps 203.0.113.0/24 of ${SEEDED_COMPANY.companyName}.` });
    // Adjacent ranges are fine.
    await save(newCompany({ ranges: ['203.0.112.0/24', '203.0.114.0/24'] }));
    // Inactive companies hold their ranges too, and the message says which.
    const dormant = await save(newCompany({ companyName: 'Dormant Corp', ranges: ['100.64.0.0/16'], status: 0 }));
    expectFieldErrors(await postSave(newCompany({ ranges: ['100.64.3.3'] })), { 'ranges.0': 'Overlaps 100.64.0.0/16 of Dormant Corp (inactive).' });
    // A company's own ranges do not count against it.
    await save({ id: dormant.id, version: dormant.version, companyName: dormant.companyName, ranges: ['100.64.0.0/17', '100.64.128.0/17'], status: 0 });
  });

  it("refuses a second company with the same name on the site, but not another site's", async () => {
    expectFieldErrors(await postSave(newCompany({ companyName: 'NORTHFIELD controls' })), { companyName: `Another company of this site is already called '${SEEDED_COMPANY.companyName}'.` });
    // The same name and ranges on another site are that site's own business.
    const fot = await save(newCompany({ companyName: SEEDED_COMPANY.companyName, ranges: [...SEEDED_COMPANY.ranges] }), fotManager, 'fot');
    expect(fot).toMatchObject({ companyName: SEEDED_COMPANY.companyName, ranges: [...SEEDED_COMPANY.ranges] });
    expect((await seededCompany(server)).version).toBe(1);
  });

  it('drops the lookup cache on save: the next lookup sees the change at once', async () => {
    // Warm the site's lookup, then change what it holds.
    expect(await lookup('192.0.2.200')).toBe('Harbor Instruments');
    expect(await lookup('198.18.0.1')).toBeNull();
    const created = await save(newCompany({ companyName: 'Fresh Lab', ranges: ['198.18.0.0/15'] }));
    expect(await lookup('198.18.0.1')).toBe('Fresh Lab');
    const moved = await save({ id: created.id, version: created.version, companyName: 'Fresh Lab', ranges: ['198.51.100.64/27'], status: 1 });
    expect(await lookup('198.18.0.1')).toBeNull();
    expect(await lookup('198.51.100.70')).toBe('Fresh Lab');
    await save({ id: created.id, version: moved.version, companyName: 'Fresh Lab', ranges: ['198.51.100.64/27'], status: 0 });
    expect(await lookup('198.51.100.70')).toBeNull();
  });

  it('needs manage_ip_gating on this site', async () => {
    const variables = { input: newCompany() };
    await expectUnauthenticated(server, 'saveSiteLicenseCompany', variables);
    await expectForbidden(server, 'saveSiteLicenseCompany', variables, editor);
    await expectUnknownTenantRefused(server, 'saveSiteLicenseCompany', variables);
    expect(codeOf(await postSave(newCompany(), fotManager, 'edr'))).toBe('FORBIDDEN');
  });

  it("cannot update another site's company (NOT_FOUND on this site)", async () => {
    const seeded = await seededCompany(server);
    const response = await postSave({ ...newCompany(), id: seeded.id, version: seeded.version }, fotManager, 'fot');
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect((await seededCompany(server)).companyName).toBe(SEEDED_COMPANY.companyName);
  });
});
