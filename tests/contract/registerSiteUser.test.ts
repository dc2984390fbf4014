import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveSiteUserWithNewslettersDocument, RequestRegisterSiteUserDocument } from '../../src/gql/graphql.js';
import { demographicQuestions, demographicValues, memberships, siteUsers } from '../../src/server/db/schema/index.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { tenantIdOf } from '../helpers/db.js';
import { enableNewsletters, subscriptionRecords, testNewsletters } from '../helpers/newsletters.js';
import { linkIdFromOutbox, registerSiteUser, requiredAnswers, SITE_USER_PASSWORD, uniqueEmail } from '../helpers/siteUsers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let edr = 0;
let premium = 0;
let basic = 0;
let question = 0;
let values: number[] = [];
beforeAll(async () => {
  server = await startTestServer();
  edr = await tenantIdOf(server, 'edr');
  const rows = await server.database.db.select().from(memberships).where(eq(memberships.tenantId, edr));
  premium = rows.find((m) => m.alias === 'premium')!.id;
  basic = rows.find((m) => m.alias === 'basic')!.id;
  // A required demographic question of the Basic membership, with two answers.
  const [q] = await server.database.db.insert(demographicQuestions).values({ tenantId: edr, demographicType: 1, omedaWebformText: 'Job function' }).returning();
  question = q!.id;
  values = (await server.database.db.insert(demographicValues).values([{ questionId: question, description: 'Engineering' }, { questionId: question, description: 'Management' }]).returning()).map((v) => v.id);
  await server.database.db.update(memberships).set({ requiredUserDemographicFields: [question] }).where(and(eq(memberships.tenantId, edr), eq(memberships.id, basic)));
  // The site's newsletters are products 555 and 556 (only enabled newsletters are taken at registration).
  await enableNewsletters(server, 'edr', { newsletters: testNewsletters().slice(0, 2).map((n, i) => ({ ...n, productId: 555 + i })) });
});
afterAll(() => server.close());

async function linkFor(email: string, membershipId: number | null = null) {
  await execute(server, RequestRegisterSiteUserDocument, { input: { email, countryCode: 'USA', region: 'TX', membershipId } });
  return linkIdFromOutbox(server, email, 'site-user-register');
}

describe('registerSiteUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'registerSiteUser'));

  it('completes the registration: password, profile, demographics as numbers, the free membership, newsletters; logs in', async () => {
    const email = uniqueEmail();
    // A membership's product among the newsletters is ignored (it would otherwise hold the paid membership).
    const premiumProduct = (await server.database.db.select().from(memberships).where(eq(memberships.id, premium)))[0]!.omedaProduct!;
    const id = await linkFor(email, basic);
    const response = await post(server, 'registerSiteUser', {
      input: { id, password: SITE_USER_PASSWORD, firstName: ' Grace ', lastName: 'Hopper', company: 'Navy', demographics: [{ questionId: question, answerIds: [` ${values[1]} `] }], newsletters: [555, 555, 556, 999, premiumProduct] },
    });
    expect(response.body.errors).toBeUndefined();
    const login = response.body.data?.['registerSiteUser'] as { token: string; userInfo: Record<string, unknown> };
    expect(login.userInfo).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', company: 'Navy', region: 'TX', memberships: [basic], newsletters: [555, 556], demographics: [{ questionId: question, answerIds: [values[1]], answerText: null }] });
    const me = await execute(server, GetActiveSiteUserWithNewslettersDocument, {}, { siteUserToken: login.token });
    expect(me.getActiveSiteUserWithNewsletters?.username).toBe(email);
    expect(me.getActiveSiteUserWithNewsletters?.memberships).toEqual([basic]);
    // Each newsletter taken is recorded with source Registration.
    expect((await subscriptionRecords(server, 'edr', email)).map((r) => [r.productId, r.action, r.source]).sort()).toEqual([
      [555, 'OptIn', 'Registration'],
      [556, 'OptIn', 'Registration'],
    ]);
    const [row] = await server.database.db.select().from(siteUsers).where(eq(siteUsers.username, email));
    expect(row?.status).toBe(1);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('does not grant a paid membership (that waits for the payment)', async () => {
    const email = uniqueEmail();
    const id = await linkFor(email, premium);
    const [row] = await server.database.db.select().from(memberships).where(eq(memberships.id, premium));
    const demographics = await requiredAnswers(server, row!.requiredUserDemographicFields);
    const response = await post(server, 'registerSiteUser', {
      input: { id, password: SITE_USER_PASSWORD, firstName: 'P', lastName: 'Q', title: 'Engineer', company: 'R', city: 'Austin', postalCode: '73301', region: 'TX', countryCode: 'USA', demographics },
    });
    expect(response.body.errors).toBeUndefined();
    expect((response.body.data?.['registerSiteUser'] as { userInfo: { memberships: number[]; missingMemberships: number[] } }).userInfo).toMatchObject({ memberships: [], missingMemberships: expect.arrayContaining([premium]) });
  });

  it('asks for the membership’s required fields and demographic answers, per field', async () => {
    const id = await linkFor(uniqueEmail(), basic);
    const response = await post(server, 'registerSiteUser', { input: { id, password: 'short', demographics: [{ questionId: question, answerIds: ['abc'] }, { questionId: 99999, answerText: 'x' }] } });
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toBe('Please correct issues with this form');
    expect(response.body.errors?.[0]?.extensions?.['fieldErrors']).toMatchObject({
      password: 'Password must be at least 10 characters.',
      firstName: 'Field is required',
      lastName: 'Field is required',
      company: 'Field is required',
      [`demographics.${question}`]: 'Choose an answer from the list',
      'demographics.99999': 'This question is not asked on this site',
    });
    const missing = await post(server, 'registerSiteUser', { input: { id, password: SITE_USER_PASSWORD, firstName: 'A', lastName: 'B', company: 'C' } });
    expect(missing.body.errors?.[0]?.extensions?.['fieldErrors']).toEqual({ [`demographics.${question}`]: 'Field is required' });
    // Nothing was half-saved: the link still works.
    const done = await post(server, 'registerSiteUser', { input: { id, password: SITE_USER_PASSWORD, firstName: 'A', lastName: 'B', company: 'C', demographics: [{ questionId: question, answerIds: [String(values[0])] }] } });
    expect(done.body.errors).toBeUndefined();
  });

  it('works once: a used link says the registration is complete; an unknown or other site’s link is NOT_FOUND', async () => {
    const { email } = await registerSiteUser(server);
    const id = await linkIdFromOutbox(server, email, 'site-user-register');
    const again = await post(server, 'registerSiteUser', { input: { id, password: SITE_USER_PASSWORD } });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.body.errors?.[0]?.message).toBe('This registration is already complete. Please log in.');
    expect(codeOf(await post(server, 'registerSiteUser', { input: { id: 'unknown', password: SITE_USER_PASSWORD } }))).toBe('NOT_FOUND');
    const other = await linkFor(uniqueEmail());
    expect(codeOf(await post(server, 'registerSiteUser', { input: { id: other, password: SITE_USER_PASSWORD } }, { headers: { 'x-tenant-key': 'fot' } }))).toBe('NOT_FOUND');
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'registerSiteUser', { input: { id: 'x' } }, /password/);
    await expectUnknownTenantRefused(server, 'registerSiteUser', { input: { id: 'x', password: 'y' } });
  });
});
