import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTaxonomyStreamDocument, MatchTaxonomyStreamDocument } from '../../src/gql/graphql.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('matchTaxonomyStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'matchTaxonomyStream'));

  it('matches the phrase case-insensitively in name or full name, sorted by name ascending', async () => {
    const all = await execute(server, GetTaxonomyStreamDocument, {});
    const sample = all.getTaxonomyStream.edges[0]?.node;
    if (!sample) throw new Error('the seed has no taxonomy');
    const phrase = sample.name.slice(0, 3).toUpperCase();
    const data = await execute(server, MatchTaxonomyStreamDocument, {
      phrase,
      sortField: 'name',
      sortOrder: 'asc',
      limit: 1000,
    });
    const nodes = data.matchTaxonomyStream.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.map((n) => n.id)).toContain(sample.id);
    for (const node of nodes) expect(`${node.name} ${node.fullName}`.toLowerCase()).toContain(phrase.toLowerCase());
    expect(data.matchTaxonomyStream.totalCount).toBe(nodes.length);
    expect(nodes.length).toBe(new Set(nodes.map((n) => n.id)).size);
  });

  it('filters by type and excludes ids', async () => {
    const tags = await execute(server, MatchTaxonomyStreamDocument, { phrase: '', includeTypes: ['Tag'] });
    const nodes = tags.matchTaxonomyStream.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.every((n) => n.type === 'Tag')).toBe(true);
    const excluded = nodes[0]?.id ?? 0;
    const without = await execute(server, MatchTaxonomyStreamDocument, { phrase: '', includeTypes: ['Tag'], excludeIds: [excluded] });
    expect(without.matchTaxonomyStream.edges.map((e) => e.node.id)).not.toContain(excluded);
    expect(without.matchTaxonomyStream.totalCount).toBe(tags.matchTaxonomyStream.totalCount - 1);
  });

  it('sorts descending when asked', async () => {
    const asc = await execute(server, MatchTaxonomyStreamDocument, { phrase: '', includeTypes: ['Tag'], sortOrder: 'asc' });
    const desc = await execute(server, MatchTaxonomyStreamDocument, { phrase: '', includeTypes: ['Tag'], sortOrder: 'desc' });
    expect(desc.matchTaxonomyStream.edges.map((e) => e.node.id)).toEqual(asc.matchTaxonomyStream.edges.map((e) => e.node.id).reverse());
  });

  it('treats LIKE wildcards in the phrase literally', async () => {
    const data = await execute(server, MatchTaxonomyStreamDocument, { phrase: '%_%' });
    expect(data.matchTaxonomyStream.totalCount).toBe(0);
  });

  it('refuses a limit above 1000 and a missing phrase', async () => {
    const tooMany = await post(server, 'matchTaxonomyStream', { phrase: 'a', limit: 1001 });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    await expectBadVariablesRefused(server, 'matchTaxonomyStream', {}, /phrase.*required|was not provided/);
    await expectBadVariablesRefused(server, 'matchTaxonomyStream', { phrase: 'a', includeTypes: ['Colour'] }, /Colour/);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'matchTaxonomyStream', { phrase: 'a' }));
});
