import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetHistoryEntryDocument } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { historyIdsOf, makeArticle, updateArticle } from '../helpers/historyFixtures.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let writer: User;
let viewer: User;
let outsider: User;
let rows: number[];
let fotRow: number;
let itemId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [writer, viewer, outsider] = await Promise.all([
    createUser(server, { role: 'editor', firstName: 'Ida', lastName: 'Entry' }),
    createUser(server, { role: 'viewer' }),
    createUser(server, { role: 'ad_operations' }),
  ]);
  const item = await makeArticle(server, writer.token, { name: 'Before', body: '<p>The quick brown fox</p>' });
  itemId = item.id;
  await updateArticle(server, writer.token, item, { name: 'After', body: '<p>The quick red fox</p>' });
  rows = await historyIdsOf(server, 'Content', item.id);
  const fot = await makeArticle(server, admin, {}, 'fot');
  [fotRow] = (await historyIdsOf(server, 'Content', fot.id)) as [number];
});
afterAll(() => server.close());

const entry = async (id: number, token = viewer.token) => (await execute(server, GetHistoryEntryDocument, { id }, { cmsToken: token })).getHistoryEntry;

describe('getHistoryEntry', () => {
  it('is served as text', () => expectDocumentServed(server, 'getHistoryEntry'));

  it('answers one row with its changes, its snapshot and the previous row of the record', async () => {
    const [createdId, updatedId] = rows as [number, number];
    const updated = await entry(updatedId);
    expect(updated).toMatchObject({
      __typename: 'HistoryEntry',
      id: updatedId,
      entityType: 'Content',
      entityId: String(itemId),
      entityLabel: 'After',
      action: 'update',
      batchId: null,
      user: { __typename: 'HistoryUser', id: writer.id, name: 'Ida Entry' },
    });
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { __typename: 'HistoryChange', field: 'name', before: 'Before', after: 'After' },
        { __typename: 'HistoryChange', field: 'body', before: '<p>The quick brown fox</p>', after: '<p>The quick red fox</p>' },
      ]),
    );
    expect(updated.changedFields).toEqual(updated.changes.map((c) => c.field));
    // The content snapshot is the ContentInput shape without version.
    expect(updated.snapshot).toMatchObject({ id: itemId, type: 'Article', status: 2, name: 'After', body: '<p>The quick red fox</p>' });
    expect(updated.snapshot).not.toHaveProperty('version');
    expect(updated.previous).toMatchObject({ __typename: 'HistoryEntry', id: createdId, action: 'create', snapshot: { name: 'Before' }, user: { name: 'Ida Entry' } });
    const created = await entry(createdId);
    expect(created.previous).toBeNull();
    expect(created.changes.find((c) => c.field === 'name')).toEqual({ __typename: 'HistoryChange', field: 'name', before: null, after: 'Before' });
  });

  it("does not find another site's rows, nor unknown ids", async () => {
    for (const id of [fotRow, 999_999_999]) {
      const response = await post(server, 'getHistoryEntry', { id }, bearer(admin));
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.status).toBe(404);
      expect(response.body.errors?.[0]?.message).toBe(`No history entry with id ${id} was found on this site.`);
    }
    expect((await execute(server, GetHistoryEntryDocument, { id: fotRow }, { cmsToken: admin, tenantKey: 'fot' })).getHistoryEntry.id).toBe(fotRow);
  });

  it('refuses bad input', async () => {
    const response = await post(server, 'getHistoryEntry', { id: 'one' }, bearer(viewer.token));
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors?.[0]?.message).toMatch(/Int/);
  });

  it('needs a login and view_history', async () => {
    await expectUnauthenticated(server, 'getHistoryEntry', { id: rows[0] });
    await expectForbidden(server, 'getHistoryEntry', { id: rows[0] }, outsider.token);
    await expectUnknownTenantRefused(server, 'getHistoryEntry', { id: rows[0] });
  });
});
