import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMembershipDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer, onSite } from '../helpers/headers.js';
import { membershipRows, startMembershipServer } from '../helpers/memberships.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;

beforeAll(async () => {
  const started = await startMembershipServer();
  server = started.server;
  manager = started.manager.token;
});
afterAll(() => server.close());

describe('getMembership', () => {
  it('is served as text', () => expectDocumentServed(server, 'getMembership'));

  it('answers every field of a membership of this site, with its version', async () => {
    const [row] = (await membershipRows(server, 'edr')).filter((m) => !m.isFree);
    if (!row) throw new Error('no paid membership seeded');
    const { getMembership } = await execute(server, GetMembershipDocument, { id: row.id }, { cmsToken: manager });
    expect(getMembership).toEqual({
      __typename: 'Membership',
      id: row.id,
      title: row.title,
      alias: row.alias,
      description: row.description,
      status: row.status,
      isFree: false,
      omedaProduct: row.omedaProduct,
      requiredUserCommonFields: row.requiredUserCommonFields,
      requiredUserDemographicFields: row.requiredUserDemographicFields,
      additionalUserDemographicFields: row.additionalUserDemographicFields,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  });

  it('is public, like getMembershipStream: the sign-up pages read it without a login', async () => {
    const [row] = await membershipRows(server, 'edr');
    const anonymous = await execute(server, GetMembershipDocument, { id: row!.id });
    expect(anonymous.getMembership.id).toBe(row!.id);
  });

  it("answers NOT_FOUND for an unknown id and for another site's membership", async () => {
    const [fot] = await membershipRows(server, 'fot');
    for (const response of [await post(server, 'getMembership', { id: 99_999_999 }, onSite('edr')), await post(server, 'getMembership', { id: fot!.id }, bearer(manager, 'edr'))]) {
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.status).toBe(404);
      expect(response.body.errors?.[0]?.message).toMatch(/^No membership with id \d+ was found on this site\.$/);
    }
  });

  it('refuses bad variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'getMembership', { id: 'premium' }, /id.*Int/);
    await expectBadVariablesRefused(server, 'getMembership', {}, /id/);
    await expectUnknownTenantRefused(server, 'getMembership', { id: 1 });
  });
});
