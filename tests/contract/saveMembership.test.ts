import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetEnabledModulesDocument, GetMembershipDocument, SaveMembershipDocument, type MembershipInput } from '../../src/gql/graphql.js';
import { history } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { insertHolder, insertQuestion, membershipRows, newMembership, startMembershipServer } from '../helpers/memberships.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: { id: number; token: string };
let fotManager: string;
let editor: string;

beforeAll(async () => {
  const started = await startMembershipServer();
  ({ server, manager, fotManager, editor } = started);
});
afterAll(() => server.close());

const save = async (input: MembershipInput, token = manager.token, tenantKey = 'edr') =>
  (await execute(server, SaveMembershipDocument, { input }, { tenantKey, cmsToken: token })).saveMembership;
const postSave = (input: unknown, token = manager.token, tenantKey = 'edr') => post(server, 'saveMembership', { input }, bearer(token, tenantKey));

function expectFieldErrors(response: Awaited<ReturnType<typeof post>>, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe('Please correct the highlighted fields.');
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

async function lastHistory(id: number) {
  const [row] = await server.database.db
    .select()
    .from(history)
    .where(and(eq(history.entityType, 'Membership'), eq(history.entityId, String(id))))
    .orderBy(desc(history.id))
    .limit(1);
  return row;
}

describe('saveMembership', () => {
  it('is served as text', () => expectDocumentServed(server, 'saveMembership'));

  it('creates a membership: alias from the title, product id from audience_product_id_seq, history written', async () => {
    const question = await insertQuestion(server, 'edr', 'Job function');
    const created = await save(
      newMembership({ title: 'Gold Circle', description: 'Everything.', isFree: false, requiredUserDemographicFields: [question], requiredUserCommonFields: ['company', 'countryCode'] }),
    );
    expect(created).toMatchObject({
      __typename: 'Membership',
      title: 'Gold Circle',
      alias: 'gold-circle',
      description: 'Everything.',
      status: 1,
      isFree: false,
      requiredUserCommonFields: ['company', 'countryCode'],
      requiredUserDemographicFields: [question],
      additionalUserDemographicFields: [],
      version: 1,
    });
    // The sequence starts at 100000 (migration 0007); seeded memberships used some values already.
    expect(created.omedaProduct).toBeGreaterThanOrEqual(100000);
    expect(await lastHistory(created.id)).toMatchObject({ action: 'create', userId: manager.id });

    const again = await save(newMembership({ title: 'Gold Circle' }));
    expect(again.alias).toBe('gold-circle-2');
    expect(again.omedaProduct).toBeGreaterThan(created.omedaProduct!);
  });

  it('updates from the version it started from and refuses a stale one with CONFLICT', async () => {
    const created = await save(newMembership({ omedaProduct: 777001, alias: 'silver' }));
    const updated = await save({ ...newMembership({ title: 'Silver', alias: 'silver', omedaProduct: 777001 }), id: created.id, version: created.version, status: 0 });
    expect(updated).toMatchObject({ id: created.id, title: 'Silver', status: 0, omedaProduct: 777001, version: created.version + 1 });
    expect(await lastHistory(created.id)).toMatchObject({ action: 'update' });

    const stale = await postSave({ ...newMembership({ title: 'Silver again' }), id: created.id, version: created.version });
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.message).toMatch(/^This membership was changed by .+ since you opened it\. Reload to see their changes, then save again\.$/);
    expect(stale.body.errors?.[0]?.extensions?.currentVersion).toBe(updated.version);
    // Nothing was lost.
    expect((await execute(server, GetMembershipDocument, { id: created.id })).getMembership.title).toBe('Silver');
  });

  it('keeps the product id when an update leaves it empty, and refuses to change it while site users hold it', async () => {
    const created = await save(newMembership());
    const kept = await save({ ...newMembership({ title: 'Kept' }), id: created.id, version: created.version, omedaProduct: null });
    expect(kept.omedaProduct).toBe(created.omedaProduct);
    await insertHolder(server, 'edr', created.omedaProduct!);
    expectFieldErrors(await postSave({ ...newMembership(), id: created.id, version: kept.version, omedaProduct: 888001 }), {
      omedaProduct: "1 site user holds this membership's product id; it cannot change while it is held.",
    });
  });

  it("answers bad input as field errors in the spec's words", async () => {
    expectFieldErrors(
      await postSave({
        title: '  ',
        alias: 'Not A Slug',
        status: 2,
        isFree: true,
        omedaProduct: -4,
        requiredUserCommonFields: ['firstName', 'favouriteColour'],
        requiredUserDemographicFields: [5, 5],
      }),
      {
        title: 'Field is required',
        alias: 'Use lower-case letters, digits and single hyphens, e.g. premium-access.',
        status: 'Status must be 1 (active) or 0 (inactive).',
        omedaProduct: 'Enter a whole number from 1 to 2147483647, or leave it empty to have one assigned.',
        'requiredUserCommonFields.1': 'Choose from firstName, lastName, title, company, city, postalCode, region, countryCode.',
        requiredUserDemographicFields: 'Each entry may be chosen only once.',
      },
    );
    const [taken] = await membershipRows(server, 'edr');
    const fotQuestion = await insertQuestion(server, 'fot', 'Fleet size');
    expectFieldErrors(await postSave(newMembership({ alias: taken!.alias, omedaProduct: taken!.omedaProduct, additionalUserDemographicFields: [fotQuestion] })), {
      alias: `This alias is already used by the membership '${taken!.title}'.`,
      omedaProduct: `This product id is already used by the membership '${taken!.title}'.`,
      additionalUserDemographicFields: `Question ${fotQuestion} is not a demographic question of this site.`,
    });
    expectFieldErrors(await postSave({ ...newMembership(), id: taken!.id }), { version: 'Field is required' });
    await expectBadVariablesRefused(server, 'saveMembership', { input: { title: 'x', status: 'active', isFree: true } }, /status/);
  });

  it('drops the cached "membership system active" on save (modules slot)', async () => {
    const read = async () => (await execute(server, GetEnabledModulesDocument, {}, { tenantKey: 'fot', cmsToken: fotManager })).getEnabledModules.membershipSystemActive;
    expect(await read()).toBe(true);
    const active = (await membershipRows(server, 'fot')).filter((m) => m.status === 1);
    const off = async (status: number) => {
      for (const m of active) {
        const current = (await execute(server, GetMembershipDocument, { id: m.id }, { tenantKey: 'fot' })).getMembership;
        await save({ ...newMembership({ title: current.title, alias: current.alias }), id: m.id, version: current.version, status, isFree: current.isFree }, fotManager, 'fot');
      }
    };
    await off(0);
    expect(await read()).toBe(false);
    await off(1);
    expect(await read()).toBe(true);
  });

  it('needs manage_memberships on this site', async () => {
    const variables = { input: newMembership() };
    await expectForbidden(server, 'saveMembership', variables, editor);
    await expectUnauthenticated(server, 'saveMembership', variables);
    await expectUnknownTenantRefused(server, 'saveMembership', variables);
    expect(codeOf(await postSave(newMembership(), fotManager, 'edr'))).toBe('FORBIDDEN');
  });

  it("cannot update another site's membership (NOT_FOUND on this site)", async () => {
    const [edr] = await membershipRows(server, 'edr');
    const response = await postSave({ ...newMembership(), id: edr!.id, version: edr!.version }, fotManager, 'fot');
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect((await execute(server, GetMembershipDocument, { id: edr!.id })).getMembership.title).toBe(edr!.title);
  });
});
