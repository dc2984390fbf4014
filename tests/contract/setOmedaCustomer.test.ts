import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveSiteUserWithNewslettersDocument, SetOmedaCustomerDocument } from '../../src/gql/graphql.js';
import { memberships } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { registerSiteUser, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin = '';
let premium: { id: number; omedaProduct: number | null };
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  const edr = await tenantIdOf(server, 'edr');
  const [row] = await server.database.db.select().from(memberships).where(and(eq(memberships.tenantId, edr), eq(memberships.alias, 'premium')));
  premium = row!;
});
afterAll(() => server.close());

describe('setOmedaCustomer', () => {
  it('is served as text', () => expectDocumentServed(server, 'setOmedaCustomer'));

  it('grants a paid membership until its expiry; the reader holds it and has paid', async () => {
    const { email, token } = await registerSiteUser(server);
    const future = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
    const { setOmedaCustomer } = await execute(
      server,
      SetOmedaCustomerDocument,
      { email, omedaCustomerId: 4242, hashedOmedaCustomerId: 'H4SH', products: [{ id: premium.omedaProduct!, version: 'v1', expirationDate: future, amount: 129.5 }] },
      { cmsToken: admin },
    );
    expect(setOmedaCustomer).toMatchObject({ memberships: [premium.id], hasPaid: true, omedaEncryptedCustomerId: 'H4SH' });
    const me = await execute(server, GetActiveSiteUserWithNewslettersDocument, {}, { siteUserToken: token });
    expect(me.getActiveSiteUserWithNewsletters?.memberships).toEqual([premium.id]);
    expect(me.getActiveSiteUserWithNewsletters?.missingMemberships).not.toContain(premium.id);
  });

  it('an expired product is not held', async () => {
    const { email } = await registerSiteUser(server);
    const past = new Date(Date.now() - 1000).toISOString();
    const { setOmedaCustomer } = await execute(server, SetOmedaCustomerDocument, { email, products: [{ id: premium.omedaProduct!, expirationDate: past, amount: 10 }] }, { cmsToken: admin });
    expect(setOmedaCustomer.memberships).toEqual([]);
    expect(setOmedaCustomer.hasPaid).toBe(false);
  });

  it('refuses an unknown customer, bad products and bad ids, per field', async () => {
    const headers = { authorization: `Bearer ${admin}` };
    expect(codeOf(await post(server, 'setOmedaCustomer', { email: uniqueEmail('nobody'), products: [] }, { headers }))).toBe('NOT_FOUND');
    const bad = await post(server, 'setOmedaCustomer', { email: 'nope', products: [] }, { headers });
    expect(bad.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ email: 'Enter a valid e-mail address' });
    const { email } = await registerSiteUser(server);
    const products = await post(server, 'setOmedaCustomer', { email, omedaCustomerId: -3, products: [{ id: 0 }, { id: 5, amount: -1 }] }, { headers });
    expect(products.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ 'products.0.id': 'Must be a product id', 'products.1.amount': 'Must be 0 or more', omedaCustomerId: 'Must be a customer id' });
    const date = await post(server, 'setOmedaCustomer', { email, products: [{ id: 5, expirationDate: 'soon' }] }, { headers });
    expect(codeOf(date)).toBe('BAD_USER_INPUT');
  });

  it('does not reach another site’s user', async () => {
    const { email } = await registerSiteUser(server);
    expect(codeOf(await post(server, 'setOmedaCustomer', { email, products: [] }, { headers: { authorization: `Bearer ${admin}`, 'x-tenant-key': 'fot' } }))).toBe('NOT_FOUND');
  });

  it('needs manage_site_users', async () => {
    await expectUnauthenticated(server, 'setOmedaCustomer', { email: 'a@example.com', products: [] });
    await expectForbidden(server, 'setOmedaCustomer', { email: 'a@example.com', products: [] }, (await createUser(server)).token);
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'setOmedaCustomer', { email: 'a@example.com' }, /products.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'setOmedaCustomer', { email: 'a@example.com', products: [] });
  });
});
