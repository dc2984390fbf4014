import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMembershipDemographicOptionsDocument } from '../../src/gql/graphql.js';
import { expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { insertQuestion, startMembershipServer } from '../helpers/memberships.js';
import type { TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let fotManager: string;
let editor: string;

beforeAll(async () => {
  const started = await startMembershipServer();
  ({ server, fotManager, editor } = started);
  manager = started.manager.token;
});
afterAll(() => server.close());

const read = async (token: string, tenantKey = 'edr') =>
  (await execute(server, GetMembershipDemographicOptionsDocument, {}, { tenantKey, cmsToken: token })).getMembershipDemographicOptions;

describe('getMembershipDemographicOptions', () => {
  it('is served as text', () => expectDocumentServed(server, 'getMembershipDemographicOptions'));

  it("lists this site's demographic questions by text, and only this site's", async () => {
    const before = await read(manager);
    const industry = await insertQuestion(server, 'edr', 'Industry', 1);
    const areas = await insertQuestion(server, 'edr', 'Areas of interest', 2);
    await insertQuestion(server, 'fot', 'Fleet size', 7);
    const after = await read(manager);
    expect(after).toHaveLength(before.length + 2);
    expect(after.filter((q) => q.id === industry || q.id === areas)).toEqual([
      { __typename: 'MembershipDemographicOption', id: areas, text: 'Areas of interest', description: null, demographicType: 2, status: 1 },
      { __typename: 'MembershipDemographicOption', id: industry, text: 'Industry', description: null, demographicType: 1, status: 1 },
    ]);
    expect(after.some((q) => q.text === 'Fleet size')).toBe(false);
    expect((await read(fotManager, 'fot')).map((q) => q.text)).toContain('Fleet size');
  });

  it('needs manage_memberships on this site', async () => {
    await expectForbidden(server, 'getMembershipDemographicOptions', {}, editor);
    await expectUnauthenticated(server, 'getMembershipDemographicOptions', {});
    await expectUnknownTenantRefused(server, 'getMembershipDemographicOptions', {});
    expect(codeOf(await post(server, 'getMembershipDemographicOptions', {}, bearer(fotManager, 'edr')))).toBe('FORBIDDEN');
  });
});
