import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetPublicationStreamDocument } from '../../src/gql/graphql.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getPublicationStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getPublicationStream'));

  it("lists the site's magazine publications by name", async () => {
    const edr = await execute(server, GetPublicationStreamDocument, {});
    const fot = await execute(server, GetPublicationStreamDocument, {}, { tenantKey: 'fot' });
    const nodes = edr.getPublicationStream.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThanOrEqual(2);
    expect(edr.getPublicationStream.totalCount).toBe(nodes.length);
    expect(nodes.every((n) => n.__typename === 'Publication' && n.name.length > 0)).toBe(true);
    const fotIds = new Set(fot.getPublicationStream.edges.map((e) => e.node.id));
    expect(nodes.some((n) => fotIds.has(n.id))).toBe(false);
  });

  it('refuses an unknown tenant', () => expectUnknownTenantRefused(server, 'getPublicationStream', {}));
});
