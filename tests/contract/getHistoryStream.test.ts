import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetHistoryStreamDocument, type HistoryStreamInput } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { makeArticle, updateArticle } from '../helpers/historyFixtures.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let writer: User;
let viewer: User;
let outsider: User;
let item: { id: number; version: number; name: string };
let fotItem: { id: number };
let startedAt: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [writer, viewer, outsider] = await Promise.all([
    createUser(server, { role: 'managing_editor', firstName: 'Hester', lastName: 'Writer' }),
    createUser(server, { role: 'viewer' }),
    createUser(server, { role: 'audience_manager' }),
  ]);
  startedAt = new Date(Date.now() - 1000).toISOString();
  item = await makeArticle(server, writer.token, { name: 'Chargers shrink' });
  const v2 = await updateArticle(server, writer.token, item, { name: 'Chargers shrink again', teaser: 'Smaller' });
  await updateArticle(server, admin, { id: item.id, version: v2 }, { status: 1 });
  fotItem = await makeArticle(server, admin, { name: 'Another site item' }, 'fot');
});
afterAll(() => server.close());

const stream = async (input: HistoryStreamInput, token = viewer.token) =>
  (await execute(server, GetHistoryStreamDocument, { input }, { cmsToken: token })).getHistoryStream;

describe('getHistoryStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getHistoryStream'));

  it('lists the rows of a record newest first, with user, label and changed fields', async () => {
    const result = await stream({ entityType: 'Content', entityId: String(item.id) });
    expect(result.__typename).toBe('HistoryEntryConnection');
    expect(result.totalCount).toBe(3);
    expect(result.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    const [published, renamed, created] = result.edges.map((e) => e.node);
    expect(created).toMatchObject({
      __typename: 'HistoryEntry',
      entityType: 'Content',
      entityId: String(item.id),
      entityLabel: 'Chargers shrink',
      action: 'create',
      batchId: null,
      user: { __typename: 'HistoryUser', id: writer.id, name: 'Hester Writer' },
    });
    expect(created?.changedFields).toEqual(expect.arrayContaining(['name', 'type', 'status']));
    expect(renamed).toMatchObject({ action: 'update', entityLabel: 'Chargers shrink again', user: { name: 'Hester Writer' } });
    expect(renamed?.changedFields).toEqual(expect.arrayContaining(['name', 'teaser']));
    expect(published).toMatchObject({ action: 'update', user: { name: 'Site Administrator' } });
    expect(published?.changedFields).toContain('status');
    const times = result.edges.map((e) => Date.parse(e.node.createdAt));
    expect(times.every((t) => !Number.isNaN(t))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((published?.id ?? 0) > (created?.id ?? 0)).toBe(true);
  });

  it('filters by action, user, date range and batch', async () => {
    const byAction = await stream({ entityType: 'Content', entityId: String(item.id), action: 'create' });
    expect(byAction.edges.map((e) => e.node.action)).toEqual(['create']);
    const byUser = await stream({ entityType: 'Content', entityId: String(item.id), userId: writer.id });
    expect(byUser.totalCount).toBe(2);
    const inRange = await stream({ entityId: String(item.id), from: startedAt, to: new Date(Date.now() + 60_000).toISOString() });
    expect(inRange.totalCount).toBe(3);
    expect((await stream({ entityId: String(item.id), to: startedAt })).totalCount).toBe(0);
    expect((await stream({ batchId: 'no-such-batch-id' })).totalCount).toBe(0);
  });

  it('pages with limit and skip', async () => {
    const first = await stream({ entityId: String(item.id), pagination: { limit: 2 } });
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await stream({ entityId: String(item.id), pagination: { limit: 2, skip: 2 } });
    expect(rest.edges.map((e) => e.node.action)).toEqual(['create']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it("never shows another site's rows", async () => {
    expect((await stream({ entityId: String(fotItem.id) }, admin)).totalCount).toBe(0);
    const onFot = await execute(server, GetHistoryStreamDocument, { input: { entityId: String(fotItem.id) } }, { cmsToken: admin, tenantKey: 'fot' });
    expect(onFot.getHistoryStream.totalCount).toBe(1);
    const all = await stream({ entityType: 'Content', pagination: { limit: 100 } }, admin);
    expect(all.edges.some((e) => e.node.entityId === String(fotItem.id))).toBe(false);
  });

  it('shows CMS user rows (no site) only to user managers', async () => {
    const asAdmin = await stream({ entityType: 'CmsUser', entityId: String(writer.id) }, admin);
    expect(asAdmin.totalCount).toBeGreaterThanOrEqual(1);
    expect(asAdmin.edges[0]?.node.entityLabel).toBe('Hester Writer');
    expect((await stream({ entityType: 'CmsUser' })).totalCount).toBe(0);
  });

  it('refuses bad input', async () => {
    const backwards = await post(server, 'getHistoryStream', { input: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } }, bearer(viewer.token));
    expect(codeOf(backwards)).toBe('BAD_USER_INPUT');
    expect(backwards.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ to: 'Must be after the start date' });
    const tooMany = await post(server, 'getHistoryStream', { input: { pagination: { limit: 101 } } }, bearer(viewer.token));
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    const badAction = await post(server, 'getHistoryStream', { input: { action: 'rename' } }, bearer(viewer.token));
    expect(badAction.status).toBeLessThan(500);
    expect(badAction.body.errors?.[0]?.message).toMatch(/HistoryAction/);
    const notDate = await post(server, 'getHistoryStream', { input: { from: 'yesterday' } }, bearer(viewer.token));
    expect(notDate.status).toBeLessThan(500);
    expect(notDate.body.errors?.length).toBeGreaterThan(0);
  });

  it('needs a login and view_history', async () => {
    await expectUnauthenticated(server, 'getHistoryStream', {});
    await expectForbidden(server, 'getHistoryStream', {}, outsider.token);
    await expectUnknownTenantRefused(server, 'getHistoryStream', {});
  });
});
