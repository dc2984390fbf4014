import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWebLayoutStreamDocument, type WebLayoutStreamInput } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated, siteManagerTokens } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { layoutInput, saveLayout } from '../helpers/layouts.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let manager: string;
let editor: string;
let fotManager: string;
let newsletterManager: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  ({ manager, editor, fotManager } = await siteManagerTokens(server));
  newsletterManager = (await createUser(server, { role: 'newsletter_manager' })).token;
  // Names unique to this file, so seeded layouts never match the phrase 'zq'.
  for (const [name, input] of [
    ['Zq section b', layoutInput({ type: 'section' })],
    ['zq Section a', layoutInput({ type: 'section' })],
    ['Zq content', layoutInput({ type: 'content' })],
    ['Zq webinars', layoutInput({ type: 'url-override', aliases: ['zq-webinars'], contentTypes: ['Webinar'] })],
  ] as const) {
    await saveLayout(server, manager, { ...input, name });
  }
  await saveLayout(server, fotManager, layoutInput({ name: 'Zq fot only' }), 'fot');
  await saveLayout(server, admin, layoutInput({ name: 'Zq global', type: 'module', key: 'search', isGlobal: true }));
});
afterAll(() => server.close());

const stream = async (input: WebLayoutStreamInput, token = editor, tenantKey?: string) =>
  (await execute(server, GetWebLayoutStreamDocument, { input }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).getWebLayoutStream;
const names = (result: Awaited<ReturnType<typeof stream>>) => result.edges.map((e) => e.node.name);

describe('getWebLayoutStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getWebLayoutStream'));

  it('needs a login and view_site_layouts or manage_site_layouts', async () => {
    await expectUnauthenticated(server, 'getWebLayoutStream', {});
    await expectForbidden(server, 'getWebLayoutStream', {}, newsletterManager);
  });

  it('lists the site’s own and global layouts by type, then name, for a view-only user', async () => {
    const result = await stream({ phrase: 'zq' });
    expect(names(result)).toEqual(['Zq content', 'Zq global', 'zq Section a', 'Zq section b', 'Zq webinars']);
    expect(result.totalCount).toBe(5);
    expect(result.edges[0]?.node).toMatchObject({ __typename: 'WebLayout', type: 'content', isGlobal: false, version: 1 });
    expect(result.edges[1]?.node).toMatchObject({ type: 'module', key: 'search', isGlobal: true, sites: [] });
  });

  it('filters by type and matches the phrase in names and aliases, case-insensitively', async () => {
    expect(names(await stream({ phrase: 'ZQ', type: 'section' }))).toEqual(['zq Section a', 'Zq section b']);
    expect(names(await stream({ phrase: 'Q-WEBIN' }))).toEqual(['Zq webinars']);
    expect(names(await stream({ phrase: '100%_' }))).toEqual([]);
    const refused = await post(server, 'getWebLayoutStream', { input: { type: 'page' } }, bearer(editor));
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ type: 'Choose one of content, section, content-override, content-type-override, url-override, module.' });
  });

  it('pages with limit 1–200 (default 25)', async () => {
    const first = await stream({ phrase: 'zq', pagination: { limit: 2 } });
    expect(names(first)).toHaveLength(2);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await stream({ phrase: 'zq', pagination: { limit: 2, after: first.pageInfo.endCursor } });
    expect(names(next)).toEqual(['zq Section a', 'Zq section b']);
    for (const limit of [0, 201]) {
      const response = await post(server, 'getWebLayoutStream', { input: { pagination: { limit } } }, bearer(editor));
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
    }
  });

  it('keeps sites apart: another site sees its own and the global layouts only', async () => {
    const fot = await stream({ phrase: 'zq' }, fotManager, 'fot');
    expect(names(fot)).toEqual(['Zq global', 'Zq fot only']);
    expect(names(await stream({ phrase: 'zq' }, manager))).not.toContain('Zq fot only');
  });
});
