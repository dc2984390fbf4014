import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTaxonomyTermStreamDocument, type TaxonomyTermStreamInput } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const stream = async (input: TaxonomyTermStreamInput, tenantKey = 'edr') =>
  (await execute(server, GetTaxonomyTermStreamDocument, { input }, { cmsToken: admin, tenantKey })).getTaxonomyTermStream;

describe('getTaxonomyTermStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getTaxonomyTermStream'));

  it('lists terms by full name so a tree reads in order, with counts', async () => {
    const locations = await stream({ includeTypes: ['Location'] });
    expect(locations.__typename).toBe('TaxonomyTermConnection');
    const names = locations.edges.map((e) => e.node.fullName);
    const at = (name: string) => names.indexOf(name);
    expect(at('Asia Pacific')).toBeLessThan(at('Europe'));
    expect(at('Europe')).toBeLessThan(at('Europe > Germany'));
    expect(at('Europe > Germany')).toBeLessThan(at('North America'));
    const europe = locations.edges.find((e) => e.node.fullName === 'Europe')?.node;
    expect(europe).toMatchObject({ __typename: 'TaxonomyTerm', type: 'Location', childCount: 3, parentId: null });
  });

  it('searches name and full name, pages, and stays on its site', async () => {
    const found = await stream({ phrase: 'europe' });
    expect(found.edges.map((e) => e.node.fullName)).toEqual(expect.arrayContaining(['Europe', 'Europe > Germany']));
    const page = await stream({ pagination: { limit: 5 } });
    expect(page.edges).toHaveLength(5);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.totalCount).toBeGreaterThan(5);
    const next = await stream({ pagination: { limit: 5, skip: 5 } });
    expect(next.edges.map((e) => e.node.id)).not.toContain(page.edges[0]?.node.id);
    const fot = await stream({ phrase: 'Design Engineers' }, 'fot');
    const edr = await stream({ phrase: 'Design Engineers' });
    expect(edr.totalCount).toBe(1);
    expect(fot.edges.map((e) => e.node.id)).not.toContain(edr.edges[0]?.node.id);
  });

  it('needs manage_taxonomy', async () => {
    await expectUnauthenticated(server, 'getTaxonomyTermStream', {});
    const viewer = await createUser(server, { role: 'viewer' });
    await expectForbidden(server, 'getTaxonomyTermStream', {}, viewer.token);
  });

  it('refuses a limit over 1000 with a field error', async () => {
    const response = await post(server, 'getTaxonomyTermStream', { input: { pagination: { limit: 1001 } } }, bearer(admin, 'edr'));
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ limit: 'Must be between 1 and 1000' });
  });
});
