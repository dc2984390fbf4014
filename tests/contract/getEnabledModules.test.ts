import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetEnabledModulesDocument } from '../../src/gql/graphql.js';
import { memberships, tenantModules } from '../../src/server/db/schema/index.js';
import { adminToken } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const modulesOf = async (tenantKey: string, cmsToken?: string) =>
  (await execute(server, GetEnabledModulesDocument, {}, { tenantKey, ...(cmsToken ? { cmsToken } : {}) })).getEnabledModules;

async function activeMemberships(tenantKey: string): Promise<number> {
  const tenantId = await tenantIdOf(server, tenantKey);
  const [row] = await server.database.db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.status, 1)));
  return row?.n ?? 0;
}

describe('getEnabledModules', () => {
  it('is served as text', () => expectDocumentServed(server, 'getEnabledModules'));

  it("answers edr's saved switches, with the membership system active, without a login", async () => {
    expect(await activeMemberships('edr')).toBeGreaterThan(0);
    const [row] = await server.database.db.select().from(tenantModules).where(eq(tenantModules.tenantId, await tenantIdOf(server, 'edr')));
    expect(await modulesOf('edr')).toEqual({
      __typename: 'EnabledModules',
      leaders: true,
      magazine: true,
      newsletters: true,
      search: true,
      memberships: true,
      sourceesb: false,
      membershipSystemActive: true,
      saved: true,
      version: row?.version,
    });
    expect(row?.version).toBe(1);
  });

  it("answers fot's own switches", async () => {
    const fot = await modulesOf('fot');
    expect(fot).toMatchObject({ leaders: false, magazine: false, newsletters: true, search: true, memberships: true, sourceesb: false, saved: true, version: 1 });
    expect(fot.membershipSystemActive).toBe((await activeMemberships('fot')) > 0);
  });

  it('answers the defaults of the environment for a site with nothing saved (qa, test: all off)', async () => {
    expect(await activeMemberships('qa')).toBe(0);
    expect(await modulesOf('qa')).toEqual({
      __typename: 'EnabledModules',
      leaders: false,
      magazine: false,
      newsletters: false,
      search: false,
      memberships: false,
      sourceesb: false,
      membershipSystemActive: false,
      saved: false,
      version: 0,
    });
  });

  it('answers the same to a logged-in user, and ignores an unusable token', async () => {
    const token = await adminToken(server);
    expect(await modulesOf('edr', token)).toEqual(await modulesOf('edr'));
    expect(await modulesOf('qa', token)).toEqual(await modulesOf('qa'));
    const response = await post(server, 'getEnabledModules', {}, { headers: { authorization: 'Bearer not-a-real-token' } });
    expect(response.status).toBe(200);
    expect(codeOf(response)).toBeUndefined();
    expect(response.body.data?.getEnabledModules).toMatchObject({ saved: true, memberships: true });
  });

  it('uses the site chosen by domain as well as by key', async () => {
    const response = await post(server, 'getEnabledModules', {}, { headers: { 'x-domain': 'qa.localhost' } });
    expect(response.body.data?.getEnabledModules).toMatchObject({ saved: false, version: 0, leaders: false });
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getEnabledModules', {}));
});

describe('getEnabledModules in development', () => {
  let dev: TestServer;
  beforeAll(async () => {
    dev = await startTestServer({ env: 'development' });
  });
  afterAll(() => dev.close());

  it('turns every module on by default, but the membership system needs an active membership', async () => {
    const { getEnabledModules: qa } = await execute(dev, GetEnabledModulesDocument, {}, { tenantKey: 'qa' });
    expect(qa).toMatchObject({ leaders: true, magazine: true, newsletters: true, search: true, memberships: true, sourceesb: true });
    expect(qa).toMatchObject({ membershipSystemActive: false, saved: false, version: 0 });
    // Saved switches still win over the defaults.
    const { getEnabledModules: edr } = await execute(dev, GetEnabledModulesDocument, {}, { tenantKey: 'edr' });
    expect(edr).toMatchObject({ sourceesb: false, saved: true });
  });
});
