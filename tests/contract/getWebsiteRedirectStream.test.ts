import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebsiteRedirectStreamDocument, SaveWebsiteRedirectDocument } from '../../src/gql/graphql.js';
import { redirects } from '../../src/server/db/schema/index.js';
import { expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let manager: string;
let editor: string;
let fotManager: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ manager, editor, fotManager } = await siteManagerTokens(server));
  for (let i = 1; i <= 5; i += 1) {
    await execute(server, SaveWebsiteRedirectDocument, { input: { from: `/stream-old-${i}`, to: `/stream-new-${i}` } }, { cmsToken: manager });
  }
  const tenantId = await tenantIdOf(server, 'edr');
  await server.database.db.insert(redirects).values({ tenantId, fromPath: '/moved-section', toPath: '/new-section', source: 'section-alias' });
});
afterAll(() => server.close());

const stream = async (input: Record<string, unknown>, token = manager, tenantKey?: string) =>
  (await execute(server, GetWebsiteRedirectStreamDocument, { input }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).getWebsiteRedirectStream;

describe('getWebsiteRedirectStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebsiteRedirectStream'));

  it('needs a login and manage_redirects', async () => {
    await expectUnauthenticated(server, 'getWebsiteRedirectStream', {});
    await expectForbidden(server, 'getWebsiteRedirectStream', {}, editor);
  });

  it('searches from and to, pages, and counts', async () => {
    const first = await stream({ phrase: 'STREAM-', pagination: { limit: 2 } });
    expect(first.totalCount).toBe(5);
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.edges[0]?.node).toMatchObject({ __typename: 'WebsiteRedirect', from: '/stream-old-5', to: '/stream-new-5', source: 'manual', version: 1 });
    const next = await stream({ phrase: 'stream-', pagination: { limit: 2, after: first.pageInfo.endCursor } });
    expect(next.edges.map((e) => e.node.from)).toEqual(['/stream-old-3', '/stream-old-2']);
    expect((await stream({ phrase: 'new-4' })).edges.map((e) => e.node.from)).toEqual(['/stream-old-4']);
    // LIKE wildcards typed by the editor are literal characters.
    expect((await stream({ phrase: '%' })).totalCount).toBe(0);
  });

  it('filters by source', async () => {
    const generated = await stream({ source: 'section_alias' });
    expect(generated.edges.map((e) => [e.node.from, e.node.source])).toEqual([['/moved-section', 'section_alias']]);
  });

  it('refuses a limit above 200 with a field error', async () => {
    const response = await post(server, 'getWebsiteRedirectStream', { input: { pagination: { limit: 201 } } }, bearer(manager));
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ limit: 'Must be between 1 and 200' });
  });

  it("shows only this site's redirects", async () => {
    expect((await stream({}, fotManager, 'fot')).edges.some((e) => e.node.from.startsWith('/stream-old'))).toBe(false);
  });
});
