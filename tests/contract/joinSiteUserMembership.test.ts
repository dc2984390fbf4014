import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JoinSiteUserMembershipDocument } from '../../src/gql/graphql.js';
import { memberships } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { announceDirectChange, tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let edr = 0;
let basic: typeof memberships.$inferSelect;
let premium: typeof memberships.$inferSelect;
beforeAll(async () => {
  server = await startTestServer();
  edr = await tenantIdOf(server, 'edr');
  const rows = await server.database.db.select().from(memberships).where(eq(memberships.tenantId, edr));
  basic = rows.find((m) => m.alias === 'basic')!;
  premium = rows.find((m) => m.alias === 'premium')!;
});
afterAll(() => server.close());

const join = (token: string, membershipId: number, tenantKey = 'edr') => post(server, 'joinSiteUserMembership', { membershipId }, { headers: { 'x-site-user': `Bearer ${token}`, 'x-tenant-key': tenantKey } });

describe('joinSiteUserMembership', () => {
  it('is served as text', () => expectDocumentServed(server, 'joinSiteUserMembership'));

  it('gives a logged-in reader a free membership of the site, once', async () => {
    const { token } = await registerSiteUser(server);
    // Nothing required beyond an account (the seed's Basic asks demographic questions).
    await server.database.db.update(memberships).set({ requiredUserCommonFields: [], requiredUserDemographicFields: [] }).where(eq(memberships.id, basic.id));
    const joined = (await execute(server, JoinSiteUserMembershipDocument, { membershipId: basic.id }, { siteUserToken: token })).joinSiteUserMembership;
    expect(joined.memberships).toContain(basic.id);
    expect(joined.missingMemberships).not.toContain(basic.id);
    const again = (await execute(server, JoinSiteUserMembershipDocument, { membershipId: basic.id }, { siteUserToken: token })).joinSiteUserMembership;
    expect(again.memberships.filter((id) => id === basic.id)).toHaveLength(1);
    await server.database.db.update(memberships).set({ requiredUserCommonFields: basic.requiredUserCommonFields, requiredUserDemographicFields: basic.requiredUserDemographicFields }).where(eq(memberships.id, basic.id));
  });

  it('refuses a paid membership, an inactive one, one of another site, and one whose required answers are missing', async () => {
    const { token } = await registerSiteUser(server);
    const paid = await join(token, premium.id);
    expect(codeOf(paid)).toBe('BAD_USER_INPUT');
    expect(paid.body.errors?.[0]?.message).toBe('This is a paid membership: it is bought through customer service. Please contact us.');
    const other = await server.database.db.select().from(memberships).where(and(eq(memberships.tenantId, await tenantIdOf(server, 'fot'))));
    expect(paid.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ membershipId: expect.any(String) });
    expect((await join(token, other[0]!.id)).body.errors?.[0]?.message).toBe('This membership is not available. Please choose another one.');
    // The free membership now wants a postal code and an answer the reader has not given.
    await server.database.db.update(memberships).set({ requiredUserCommonFields: ['postalCode'], requiredUserDemographicFields: [1001] }).where(eq(memberships.id, basic.id));
    await announceDirectChange(server, { tenantId: edr, kinds: ['memberships'], tags: [] });
    const incomplete = await join(token, basic.id);
    expect(incomplete.body.errors?.[0]?.message).toBe('This membership needs more about you. Please complete your profile first.');
    expect(incomplete.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ postalCode: 'Field is required', 'demographics.1001': 'Field is required' });
    await server.database.db.update(memberships).set({ requiredUserCommonFields: basic.requiredUserCommonFields, requiredUserDemographicFields: basic.requiredUserDemographicFields, status: 0 }).where(eq(memberships.id, basic.id));
    expect((await join(token, basic.id)).body.errors?.[0]?.message).toBe('This membership is not available. Please choose another one.');
    await server.database.db.update(memberships).set({ status: 1 }).where(eq(memberships.id, basic.id));
  });

  it('needs a logged-in reader of the site', async () => {
    const { token } = await registerSiteUser(server);
    expect(codeOf(await post(server, 'joinSiteUserMembership', { membershipId: basic.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await join(token, basic.id, 'fot'))).toBe('UNAUTHENTICATED');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'joinSiteUserMembership', {}, /membershipId.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'joinSiteUserMembership', { membershipId: basic.id });
  });
});
