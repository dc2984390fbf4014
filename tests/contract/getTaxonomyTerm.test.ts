import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTaxonomyTermDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { onSite } from '../helpers/headers.js';
import { seededTerm } from '../helpers/taxonomy.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getTaxonomyTerm', () => {
  it('is served as text', () => expectDocumentServed(server, 'getTaxonomyTerm'));

  it('reads a term with its full name, alias, parent and counts (public, like the other taxonomy reads)', async () => {
    const europe = await seededTerm(server, 'edr', 'Location', 'Europe');
    const germany = await seededTerm(server, 'edr', 'Location', 'Germany');
    const { getTaxonomyTerm } = await execute(server, GetTaxonomyTermDocument, { id: germany.id }, { tenantKey: 'edr' });
    expect(getTaxonomyTerm).toMatchObject({
      __typename: 'TaxonomyTerm',
      id: germany.id,
      type: 'Location',
      name: 'Germany',
      fullName: 'Europe > Germany',
      alias: 'germany',
      parentId: europe.id,
      childCount: 0,
      version: 1,
    });
    expect(getTaxonomyTerm.contentCount).toBeGreaterThanOrEqual(0);
    const parent = await execute(server, GetTaxonomyTermDocument, { id: europe.id }, { tenantKey: 'edr' });
    expect(parent.getTaxonomyTerm.childCount).toBe(3);
  });

  it('answers NOT_FOUND for unknown ids and another site\'s terms', async () => {
    const europe = await seededTerm(server, 'edr', 'Location', 'Europe');
    const other = await post(server, 'getTaxonomyTerm', { id: europe.id }, onSite('fot'));
    expect(codeOf(other)).toBe('NOT_FOUND');
    expect(other.body.errors?.[0]?.message).toBe(`Taxonomy term ${europe.id} was not found on this site.`);
  });

  it('refuses bad variables and unknown sites', async () => {
    await expectBadVariablesRefused(server, 'getTaxonomyTerm', { id: 'x' }, /Int/);
    await expectUnknownTenantRefused(server, 'getTaxonomyTerm', { id: 1 });
  });
});
