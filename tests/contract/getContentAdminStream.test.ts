import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentAdminStreamDocument, SaveContentDocument, type ContentAdminStreamInput, type ContentInput } from '../../src/gql/graphql.js';
import { content, websiteSections } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let editor: Awaited<ReturnType<typeof createUser>>;
let viewer: Awaited<ReturnType<typeof createUser>>;
let edrId: number;
let sectionId: number;
const ids: Record<string, number> = {};
// A word no seeded item carries, so searches have exact answers.
const MARK = 'Zyqorrent';

beforeAll(async () => {
  server = await startTestServer();
  [admin, edrId] = await Promise.all([adminToken(server), tenantIdOf(server, 'edr')]);
  [editor, viewer] = await Promise.all([createUser(server, { role: 'editor' }), createUser(server, { role: 'viewer' })]);
  const [section] = await server.database.db.select({ id: websiteSections.id }).from(websiteSections).where(eq(websiteSections.tenantId, edrId)).limit(1);
  sectionId = section?.id ?? 0;
  const save = async (key: string, input: ContentInput) =>
    (ids[key] = (await execute(server, SaveContentDocument, { input }, { cmsToken: editor.token })).saveContent.id);
  await save('draft', { type: 'Article', status: 2, name: `${MARK} draft article` });
  await save('published', { type: 'News', status: 1, name: `${MARK} published news`, published: '2020-01-15T00:00:00.000Z', primarySectionId: sectionId });
  await save('event', { type: 'Event', status: 1, name: `${MARK} summit`, startDate: '2031-03-01T00:00:00.000Z', venue: { name: 'Hall' } });
});
afterAll(() => server.close());

const list = async (input: ContentAdminStreamInput, token = editor.token) =>
  (await execute(server, GetContentAdminStreamDocument, { input }, { cmsToken: token })).getContentAdminStream;
const idsOf = (s: Awaited<ReturnType<typeof list>>) => s.edges.map((e) => e.node.id);

describe('getContentAdminStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getContentAdminStream'));

  it('lists content of every status of this site, with the shape and the total', async () => {
    const [total] = await server.database.db.select({ n: count() }).from(content).where(eq(content.tenantId, edrId));
    const stream = await list({ pagination: { limit: 100 } });
    expect(stream.__typename).toBe('ContentConnection');
    expect(stream.totalCount).toBe(total?.n);
    expect(stream.edges).toHaveLength(Math.min(100, total?.n ?? 0));
    expect(stream.pageInfo.hasNextPage).toBe((total?.n ?? 0) > 100);
    const node = stream.edges.find((e) => e.node.id === ids.draft)?.node;
    expect(node).toMatchObject({ __typename: 'Content', type: 'Article', status: 2, name: `${MARK} draft article`, version: 1 });
  });

  it('searches full text, and an 8-digit phrase finds the id', async () => {
    expect((await list({ phrase: MARK, sortField: 'name', sortOrder: 'asc' })).edges.map((e) => e.node.name)).toEqual([
      `${MARK} draft article`,
      `${MARK} published news`,
      `${MARK} summit`,
    ]);
    expect(idsOf(await list({ phrase: `${MARK} -summit -news` }))).toEqual([ids.draft]);
    expect(idsOf(await list({ phrase: String(ids.event) }))).toEqual([ids.event]);
  });

  it('filters by type, status, section and date range', async () => {
    expect(idsOf(await list({ phrase: MARK, types: ['Event'] }))).toEqual([ids.event]);
    expect(idsOf(await list({ phrase: MARK, statuses: [2] }))).toEqual([ids.draft]);
    expect(idsOf(await list({ phrase: MARK, sectionId }))).toEqual([ids.published]);
    const inRange = await list({ phrase: MARK, dateField: 'published', dateFrom: '2020-01-01T00:00:00.000Z', dateTo: '2020-02-01T00:00:00.000Z' });
    expect(idsOf(inRange)).toEqual([ids.published]);
    expect(idsOf(await list({ phrase: MARK, dateField: 'startDate', dateFrom: '2031-01-01T00:00:00.000Z' }))).toEqual([ids.event]);
  });

  it('sorts and pages', async () => {
    const page1 = await list({ phrase: MARK, sortField: 'name', sortOrder: 'desc', pagination: { limit: 2 } });
    expect(page1.edges.map((e) => e.node.name)).toEqual([`${MARK} summit`, `${MARK} published news`]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await list({ phrase: MARK, sortField: 'name', sortOrder: 'desc', pagination: { limit: 2, after: page1.pageInfo.endCursor } });
    expect(page2.edges.map((e) => e.node.name)).toEqual([`${MARK} draft article`]);
    expect(page2.totalCount).toBe(3);
  });

  it('refuses bad input', async () => {
    const r = await post(server, 'getContentAdminStream', { input: { statuses: [5], pagination: { limit: 101 } } }, bearer(editor.token));
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    const range = await post(server, 'getContentAdminStream', { input: { dateFrom: '2026-02-01T00:00:00Z', dateTo: '2026-01-01T00:00:00Z' } }, bearer(editor.token));
    expect(range.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ dateTo: 'Must be after the start date' });
  });

  it('shows only this site’s content', async () => {
    const fotId = await tenantIdOf(server, 'fot');
    const stream = await list({ pagination: { limit: 100 } }, admin);
    const fot = await server.database.db.select({ id: content.id }).from(content).where(and(eq(content.tenantId, fotId)));
    const fotIds = new Set(fot.map((r) => r.id));
    expect(stream.edges.some((e) => fotIds.has(e.node.id))).toBe(false);
    const onFot = (await execute(server, GetContentAdminStreamDocument, { input: { phrase: MARK } }, { cmsToken: admin, tenantKey: 'fot' })).getContentAdminStream;
    expect(onFot.totalCount).toBe(0);
  });

  it('needs a login and manage_content or bulk_update_content', async () => {
    await expectUnauthenticated(server, 'getContentAdminStream', {});
    await expectForbidden(server, 'getContentAdminStream', {}, viewer.token);
    await expectUnknownTenantRefused(server, 'getContentAdminStream', {});
  });
});
