import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteUserStreamDocument, SetOmedaCustomerDocument } from '../../src/gql/graphql.js';
import { memberships } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const stream = (input: Record<string, unknown>, tenantKey = 'edr') =>
  execute(server, GetSiteUserStreamDocument, { input }, { cmsToken: admin, tenantKey }).then((d) => d.getSiteUserStream);

describe('getSiteUserStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getSiteUserStream'));

  it('lists the site’s users newest first, searched by e-mail, name or company, and by membership held', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const first = await registerSiteUser(server, { email: uniqueEmail(marker), profile: { company: 'Widgets' } });
    const second = await registerSiteUser(server, { profile: { company: `${marker} Industries`, lastName: 'Lovelace' } });
    const byPhrase = await stream({ phrase: marker.toUpperCase() });
    expect(byPhrase.edges.map((e) => e.node.id)).toEqual([second.userInfo.id, first.userInfo.id]);
    expect(byPhrase.totalCount).toBe(2);
    expect((await stream({ phrase: 'lovelace' })).edges.map((e) => e.node.id)).toContain(second.userInfo.id);
    const edr = await tenantIdOf(server, 'edr');
    const [premium] = await server.database.db.select().from(memberships).where(and(eq(memberships.tenantId, edr), eq(memberships.alias, 'premium')));
    await execute(server, SetOmedaCustomerDocument, { email: first.email, products: [{ id: premium!.omedaProduct!, amount: 99 }] }, { cmsToken: admin });
    const holders = await stream({ membershipId: premium!.id, phrase: marker });
    expect(holders.edges.map((e) => e.node)).toEqual([expect.objectContaining({ id: first.userInfo.id, memberships: [premium!.id], status: 1, company: 'Widgets' })]);
    const paged = await stream({ pagination: { limit: 1 } });
    expect(paged.edges).toHaveLength(1);
    expect(paged.pageInfo.hasNextPage).toBe(true);
  });

  it('keeps sites apart', async () => {
    const marker = `yx${Date.now().toString(36)}`;
    await registerSiteUser(server, { email: uniqueEmail(marker) });
    expect((await stream({ phrase: marker }, 'fot')).totalCount).toBe(0);
  });

  it('refuses bad input: a status, a membership of no site', async () => {
    const headers = { authorization: `Bearer ${admin}` };
    expect(codeOf(await post(server, 'getSiteUserStream', { input: { status: 7 } }, { headers }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await post(server, 'getSiteUserStream', { input: { membershipId: 999999 } }, { headers }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await post(server, 'getSiteUserStream', { input: { pagination: { limit: 5000 } } }, { headers }))).toBe('BAD_USER_INPUT');
  });

  it('needs manage_site_users', async () => {
    await expectUnauthenticated(server, 'getSiteUserStream', {});
    await expectForbidden(server, 'getSiteUserStream', {}, (await createUser(server)).token);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getSiteUserStream', {}));
});
