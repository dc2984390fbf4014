import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetEnabledModulesDocument, SaveEnabledModulesDocument, type EnabledModulesInput } from '../../src/gql/graphql.js';
import { tenantModules } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let siteAdmin: User;
let editor: User;
let edrModuleManager: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [siteAdmin, editor, edrModuleManager] = await Promise.all([
    createUser(server, { role: 'site_administrator' }),
    createUser(server, { role: 'editor' }),
    createUser(server, { role: 'viewer', extraPermissions: ['manage_modules'] }),
  ]);
});
afterAll(() => server.close());

const ALL_OFF = { leaders: false, magazine: false, newsletters: false, search: false, memberships: false, sourceesb: false };
const EDR_SEED = { leaders: true, magazine: true, newsletters: true, search: true, memberships: true, sourceesb: false };

const read = async (tenantKey = 'edr') => (await execute(server, GetEnabledModulesDocument, {}, { tenantKey })).getEnabledModules;
const saveModules = async (input: EnabledModulesInput, tenantKey = 'edr', token = admin) =>
  (await execute(server, SaveEnabledModulesDocument, { input }, { tenantKey, cmsToken: token })).saveEnabledModules;

async function storedRow(tenantKey: string) {
  const [row] = await server.database.db.select().from(tenantModules).where(eq(tenantModules.tenantId, await tenantIdOf(server, tenantKey)));
  return row;
}

describe('saveEnabledModules', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveEnabledModules'));

  it('saves the switches, bumps the version and reads them back', async () => {
    const before = await read();
    expect(before).toMatchObject({ ...EDR_SEED, version: 1, saved: true });
    const saved = await saveModules({ ...EDR_SEED, leaders: false, sourceesb: true, version: before.version });
    expect(saved).toEqual({
      __typename: 'EnabledModules',
      ...EDR_SEED,
      leaders: false,
      sourceesb: true,
      membershipSystemActive: true,
      saved: true,
      version: before.version + 1,
    });
    expect(await read()).toEqual(saved);
    expect(await storedRow('edr')).toMatchObject({ leaders: false, sourceesb: true, version: before.version + 1 });
    // Another site is untouched.
    expect(await read('fot')).toMatchObject({ version: 1, leaders: false, sourceesb: false });
  });

  it('refuses a stale version with CONFLICT and keeps the stored switches', async () => {
    const current = await read();
    const response = await post(
      server,
      'saveEnabledModules',
      { input: { ...ALL_OFF, version: current.version - 1 } },
      bearer(admin, 'edr'),
    );
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.status).toBe(409);
    expect(response.body.errors?.[0]?.message).toBe('The modules were changed by someone else since you opened them. Reload to see their changes.');
    expect(response.body.data).toBeNull();
    expect(await read()).toEqual(current);
    // A version from the future is just as stale.
    const future = await post(server, 'saveEnabledModules', { input: { ...ALL_OFF, version: current.version + 5 } }, bearer(admin, 'edr'));
    expect(codeOf(future)).toBe('CONFLICT');
    // "Nothing saved yet" is stale once something is saved.
    const first = await post(server, 'saveEnabledModules', { input: { ...ALL_OFF, version: 0 } }, bearer(admin, 'edr'));
    expect(codeOf(first)).toBe('CONFLICT');
    expect(await read()).toEqual(current);
  });

  it('lets exactly one of two simultaneous saves from the same version win', async () => {
    const current = await read();
    const [a, b] = await Promise.all([
      post(server, 'saveEnabledModules', { input: { ...EDR_SEED, magazine: false, version: current.version } }, bearer(admin, 'edr')),
      post(server, 'saveEnabledModules', { input: { ...EDR_SEED, search: false, version: current.version } }, bearer(admin, 'edr')),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const after = await read();
    expect(after.version).toBe(current.version + 1);
    expect(winner.body.data?.saveEnabledModules).toEqual(after);
  });

  it('saves a first time on a site with nothing saved (version 0); a second "first save" is a CONFLICT', async () => {
    expect(await read('qa')).toMatchObject({ ...ALL_OFF, saved: false, version: 0 });
    expect(await storedRow('qa')).toBeUndefined();
    const first = await saveModules({ ...ALL_OFF, newsletters: true, search: true, version: 0 }, 'qa');
    expect(first).toEqual({
      __typename: 'EnabledModules',
      ...ALL_OFF,
      newsletters: true,
      search: true,
      membershipSystemActive: false,
      saved: true,
      version: 1,
    });
    const again = await post(server, 'saveEnabledModules', { input: { ...ALL_OFF, leaders: true, version: 0 } }, bearer(admin, 'qa'));
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.status).toBe(409);
    expect(await read('qa')).toEqual(first);
  });

  it('reports the membership system active only with the module on and an active membership', async () => {
    const current = await read();
    const off = await saveModules({ ...EDR_SEED, memberships: false, version: current.version });
    expect(off).toMatchObject({ memberships: false, membershipSystemActive: false });
    const on = await saveModules({ ...EDR_SEED, memberships: true, version: off.version });
    expect(on).toMatchObject({ memberships: true, membershipSystemActive: true, version: current.version + 2 });
    // qa has no memberships: the switch alone does not make the system active.
    const qa = await read('qa');
    const qaOn = await saveModules({ ...ALL_OFF, memberships: true, version: qa.version }, 'qa');
    expect(qaOn).toMatchObject({ memberships: true, membershipSystemActive: false });
  });

  it('is FORBIDDEN for a site administrator (no manage_modules) and an editor; nothing changes', async () => {
    const current = await read();
    for (const token of [siteAdmin.token, editor.token]) {
      await expectForbidden(server, 'saveEnabledModules', { input: { ...ALL_OFF, version: current.version } }, token);
    }
    const response = await post(server, 'saveEnabledModules', { input: { ...ALL_OFF, version: current.version } }, bearer(siteAdmin.token));
    expect(response.body.errors?.[0]?.message).toBe('You do not have permission to do this (needs manage_modules).');
    expect(await read()).toEqual(current);
  });

  it('lets a site-specific user with manage_modules save their site only', async () => {
    const current = await read();
    const saved = await saveModules({ ...EDR_SEED, version: current.version }, 'edr', edrModuleManager.token);
    expect(saved.version).toBe(current.version + 1);
    const fot = await read('fot');
    const elsewhere = await post(server, 'saveEnabledModules', { input: { ...ALL_OFF, version: fot.version } }, bearer(edrModuleManager.token, 'fot'));
    expect(codeOf(elsewhere)).toBe('FORBIDDEN');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.errors?.[0]?.message).toBe('Your account does not have access to this site.');
    expect(await read('fot')).toEqual(fot);
  });

  it('is UNAUTHENTICATED without a token', async () => {
    const current = await read();
    await expectUnauthenticated(server, 'saveEnabledModules', { input: { ...ALL_OFF, version: current.version } });
    expect(await read()).toEqual(current);
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    const { search: _search, ...noSearch } = { ...ALL_OFF, version: 1 };
    await expectBadVariablesRefused(server, 'saveEnabledModules', { input: noSearch }, /search.*required|was not provided/);
    await expectBadVariablesRefused(server, 'saveEnabledModules', { input: { ...ALL_OFF, leaders: 'yes', version: 1 } }, /leaders.*Boolean/);
    await expectBadVariablesRefused(server, 'saveEnabledModules', { input: { ...ALL_OFF, version: null } }, /version/);
    await expectUnknownTenantRefused(server, 'saveEnabledModules', { input: { ...ALL_OFF, version: 1 } });
  });
});
