import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetHistoryUsersDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { execute } from '../helpers/execute.js';
import { makeArticle } from '../helpers/historyFixtures.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let writer: User;
let fotWriter: User;
let viewer: User;
let outsider: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [writer, fotWriter, viewer, outsider] = await Promise.all([
    createUser(server, { role: 'editor', firstName: 'Uma', lastName: 'Author' }),
    createUser(server, { role: 'editor', firstName: 'Otto', lastName: 'Elsewhere', tenantKeys: ['fot'] }),
    createUser(server, { role: 'viewer' }),
    createUser(server, { role: 'newsletter_manager' }),
  ]);
  await makeArticle(server, writer.token);
  await makeArticle(server, fotWriter.token, {}, 'fot');
});
afterAll(() => server.close());

const users = async (token: string, tenantKey?: string) =>
  (await execute(server, GetHistoryUsersDocument, {}, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).getHistoryUsers;

describe('getHistoryUsers', () => {
  it('is served as text', () => expectDocumentServed(server, 'getHistoryUsers'));

  it("lists the users with changes on the site, by name, and not other sites' authors", async () => {
    const list = await users(viewer.token);
    expect(list).toContainEqual({ __typename: 'HistoryUser', id: writer.id, name: 'Uma Author' });
    expect(list.some((u) => u.id === fotWriter.id)).toBe(false);
    const names = list.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(list.map((u) => u.id)).size).toBe(list.length);
    expect((await users(admin, 'fot')).some((u) => u.id === fotWriter.id)).toBe(true);
  });

  it('needs a login and view_history', async () => {
    await expectUnauthenticated(server, 'getHistoryUsers', {});
    await expectForbidden(server, 'getHistoryUsers', {}, outsider.token);
    await expectUnknownTenantRefused(server, 'getHistoryUsers', {});
  });
});
