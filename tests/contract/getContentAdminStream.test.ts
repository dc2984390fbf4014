import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetContentAdminStreamDocument, SaveContentDocument, type ContentAdminStreamInput, type ContentInput } from '../../src/gql/graphql.js';
import { content, contentWebsiteSchedules, websiteSections } from '../../src/server/db/schema/index.js';
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
    expect(stream.__typename).toBe('ContentAdminConnection');
    // The demo is far below the count limit (1,000): the total is exact.
    expect(stream.totalCount).toBe(total?.n);
    expect(stream.totalCountExact).toBe(true);
    expect(stream.phraseCapped).toBe(false);
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
    expect(page2.totalCountExact).toBe(true);
    expect(page2.phraseCapped).toBe(false);
    const skipped = await list({ phrase: MARK, sortField: 'name', sortOrder: 'desc', pagination: { limit: 2, skip: 1 } });
    expect(skipped.edges.map((e) => e.node.name)).toEqual([`${MARK} published news`, `${MARK} draft article`]);
    expect(skipped.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const beyond = await list({ phrase: MARK, pagination: { limit: 2, skip: 3 } });
    expect(beyond.edges).toEqual([]);
    expect(beyond.totalCount).toBe(3);
  });

  it('counts a section filter exactly on a small site, with the other filters', async () => {
    const inSection = await list({ sectionId, pagination: { limit: 100 } });
    expect(inSection.totalCountExact).toBe(true);
    expect(inSection.totalCount).toBe(inSection.edges.length);
    expect(idsOf(inSection)).toContain(ids.published);
    const narrowed = await list({ sectionId, types: ['News'], statuses: [1], dateField: 'published', dateTo: '2020-02-01T00:00:00.000Z' });
    expect(narrowed.totalCount).toBe(narrowed.edges.length);
    expect(idsOf(narrowed)).toContain(ids.published);
  });

  it('finds a name by a part of a word from three characters (full text below that)', async () => {
    expect(idsOf(await list({ phrase: MARK.slice(1, 6), types: ['Event'] }))).toEqual([ids.event]);
    expect(idsOf(await list({ phrase: MARK.slice(1, 3) }))).toEqual([]);
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

// The admin content list's limits (docs/scale.md), set low so that the demo reaches them: the
// count stops after COUNT_LIMIT items, a phrase reads at most SCAN_LIMIT items containing it (and
// one more to tell), and names join the full text when it finds fewer than NAME_BELOW items.
const COUNT_LIMIT = 5;
const SCAN_LIMIT = 3;
const NAME_BELOW = 2;
const LIMITED_MARK = 'Quorvantic';
const OTHER = 'Zentriq';

describe('getContentAdminStream past its limits (set low: a server of its own)', () => {
  let limited: TestServer;
  let limitedEditor: Awaited<ReturnType<typeof createUser>>;
  let limitedEdrId: number;
  const limitedIds: Record<string, number> = {};
  const limitedList = async (input: ContentAdminStreamInput) =>
    (await execute(limited, GetContentAdminStreamDocument, { input }, { cmsToken: limitedEditor.token })).getContentAdminStream;
  const namesOf = (s: Awaited<ReturnType<typeof limitedList>>) => s.edges.map((e) => e.node.name);

  beforeAll(async () => {
    limited = await startTestServer({ adminContentList: { countLimit: COUNT_LIMIT, phraseScanLimit: SCAN_LIMIT, nameMatchesBelow: NAME_BELOW } });
    [limitedEditor, limitedEdrId] = await Promise.all([createUser(limited, { role: 'editor' }), tenantIdOf(limited, 'edr')]);
    const save = async (key: string, input: ContentInput) =>
      (limitedIds[key] = (await execute(limited, SaveContentDocument, { input }, { cmsToken: limitedEditor.token })).saveContent.id);
    await save('a', { type: 'Article', status: 2, name: `${LIMITED_MARK} alpha`, published: '2021-01-01T00:00:00.000Z' });
    await save('b', { type: 'News', status: 1, name: `${LIMITED_MARK} bravo`, published: '2022-01-01T00:00:00.000Z' });
    await save('c', { type: 'Article', status: 1, name: `${LIMITED_MARK} charlie`, published: '2023-01-01T00:00:00.000Z' });
    await save('d', { type: 'Article', status: 1, name: `${LIMITED_MARK} delta`, published: '2024-01-01T00:00:00.000Z' });
    await save('e', { type: 'Article', status: 1, name: `${LIMITED_MARK} echo`, published: '2025-01-01T00:00:00.000Z' });
    // Two items carry the other word; a third has it only inside a longer word of its name, which
    // the full text does not find and "name contains" does.
    await save('x', { type: 'Article', status: 1, name: `${OTHER} one` });
    await save('y', { type: 'Article', status: 1, name: `${OTHER} two` });
    await save('z', { type: 'Article', status: 1, name: `Mega${OTHER.toLowerCase()}ware three` });
  });
  afterAll(() => limited.close());

  it('counts up to the limit and says "more than" past it, while the pages go on', async () => {
    const [total] = await limited.database.db.select({ n: count() }).from(content).where(eq(content.tenantId, limitedEdrId));
    const n = total?.n ?? 0;
    expect(n).toBeGreaterThan(COUNT_LIMIT + 2);
    const first = await limitedList({ sortField: 'id', sortOrder: 'asc', pagination: { limit: 3 } });
    expect(first).toMatchObject({ totalCount: COUNT_LIMIT, totalCountExact: false, phraseCapped: false });
    // Past the counted items the list still pages, to the real end.
    const last = await limitedList({ sortField: 'id', sortOrder: 'asc', pagination: { limit: 3, skip: n - 2 } });
    expect(last.edges).toHaveLength(2);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(last.edges.at(-1)?.node.id).toBe(limitedIds.z);
  });

  it('is exact at the limit and "more than" one past it', async () => {
    const some = (await limitedList({ sortField: 'id', sortOrder: 'asc', pagination: { limit: COUNT_LIMIT + 1 } })).edges.map((e) => e.node.id);
    expect(some).toHaveLength(COUNT_LIMIT + 1);
    expect(await limitedList({ includeIds: some.slice(0, COUNT_LIMIT) })).toMatchObject({ totalCount: COUNT_LIMIT, totalCountExact: true });
    expect(await limitedList({ includeIds: some })).toMatchObject({ totalCount: COUNT_LIMIT, totalCountExact: false });
    expect(await limitedList({ includeIds: some.slice(0, 2) })).toMatchObject({ totalCount: 2, totalCountExact: true });
  });

  it('counts a section filter exactly below the limit and as a lower bound above it', async () => {
    const s = contentWebsiteSchedules;
    const perSection = await limited.database.db
      .select({ sectionId: content.primarySectionId, n: count() })
      .from(content)
      .where(and(eq(content.tenantId, limitedEdrId)))
      .groupBy(content.primarySectionId);
    const scheduled = await limited.database.db.select({ sectionId: s.sectionId, n: count() }).from(s).groupBy(s.sectionId);
    const size = (id: number) => (perSection.find((r) => r.sectionId === id)?.n ?? 0) + (scheduled.find((r) => r.sectionId === id)?.n ?? 0);
    const big = perSection.find((r) => r.sectionId != null && r.n > COUNT_LIMIT)?.sectionId;
    expect(big).toBeTruthy();
    const bigList = await limitedList({ sectionId: big, pagination: { limit: 100 } });
    expect(bigList.totalCountExact).toBe(false);
    expect(bigList.totalCount).toBe(COUNT_LIMIT);
    expect(bigList.edges.length).toBeGreaterThan(COUNT_LIMIT);
    const small = perSection.find((r) => r.sectionId != null && size(r.sectionId) > 0 && size(r.sectionId) <= COUNT_LIMIT)?.sectionId;
    expect(small).toBeTruthy();
    const smallList = await limitedList({ sectionId: small, pagination: { limit: 100 } });
    expect(smallList.totalCountExact).toBe(true);
    expect(smallList.totalCount).toBe(smallList.edges.length);
    expect(smallList.totalCount).toBeGreaterThan(0);
  });

  it('caps a phrase that more items contain than it reads, and says so', async () => {
    // Five items contain the mark; the search reads four of them (SCAN_LIMIT and one to tell; in
    // storage order, which the test does not assume) and sorts those: the fifth is left out,
    // which the flag and the lower-bound total tell.
    const all = ['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((w) => `${LIMITED_MARK} ${w}`);
    const capped = await limitedList({ phrase: LIMITED_MARK, sortField: 'name', sortOrder: 'desc' });
    expect(capped).toMatchObject({ totalCount: SCAN_LIMIT + 1, totalCountExact: false, phraseCapped: true });
    const collected = namesOf(capped);
    expect(collected).toHaveLength(SCAN_LIMIT + 1);
    expect(all).toEqual(expect.arrayContaining(collected));
    expect(collected).toEqual([...collected].sort().reverse());
    // The other filters apply to the items read (the same ones: same storage order), and the
    // total stays a lower bound.
    const published = await limitedList({ phrase: LIMITED_MARK, statuses: [1], sortField: 'name', sortOrder: 'desc' });
    const expected = collected.filter((name) => name !== `${LIMITED_MARK} alpha`);
    expect(published).toMatchObject({ totalCount: expected.length, totalCountExact: false, phraseCapped: true });
    expect(namesOf(published)).toEqual(expected);
    // Pages stop at the items read.
    const paged = await limitedList({ phrase: LIMITED_MARK, sortField: 'name', sortOrder: 'desc', pagination: { limit: 2, skip: 2 } });
    expect(namesOf(paged)).toEqual(collected.slice(2, 4));
    expect(paged.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('is exact when the phrase matches as many items as it may read', async () => {
    const three = await limitedList({ phrase: `${LIMITED_MARK} -delta -echo`, sortField: 'published', sortOrder: 'desc' });
    expect(three).toMatchObject({ totalCount: 3, totalCountExact: true, phraseCapped: false });
    expect(namesOf(three)).toEqual([`${LIMITED_MARK} charlie`, `${LIMITED_MARK} bravo`, `${LIMITED_MARK} alpha`]);
    const one = await limitedList({ phrase: `${LIMITED_MARK} charlie` });
    expect(one).toMatchObject({ totalCount: 1, totalCountExact: true, phraseCapped: false });
    // An 8-digit phrase finds the id.
    expect(namesOf(await limitedList({ phrase: String(limitedIds.c) }))).toEqual([`${LIMITED_MARK} charlie`]);
  });

  it('adds the names that contain the phrase only when the full text finds fewer than a page', async () => {
    // The full text finds two items (not fewer than NAME_BELOW): names are not searched.
    expect(await limitedList({ phrase: OTHER, sortField: 'name', sortOrder: 'asc' })).toMatchObject({ totalCount: 2, totalCountExact: true, phraseCapped: false });
    expect(namesOf(await limitedList({ phrase: OTHER, sortField: 'name', sortOrder: 'asc' }))).toEqual([`${OTHER} one`, `${OTHER} two`]);
    // A part of the word (typing in progress): the full text finds nothing, the names containing it join.
    const typing = await limitedList({ phrase: OTHER.slice(0, 5), sortField: 'name', sortOrder: 'asc' });
    expect(typing).toMatchObject({ totalCount: 3, totalCountExact: true, phraseCapped: false });
    expect(namesOf(typing)).toEqual([`Mega${OTHER.toLowerCase()}ware three`, `${OTHER} one`, `${OTHER} two`]);
    // The whole word, but the other filters leave one full-text match of the list (fewer than
    // NAME_BELOW): the name-only item that passes them joins it.
    const thin = await limitedList({ phrase: OTHER, includeIds: [limitedIds.x!, limitedIds.z!], sortField: 'name', sortOrder: 'asc' });
    expect(thin).toMatchObject({ totalCount: 2, totalCountExact: true, phraseCapped: false });
    expect(namesOf(thin)).toEqual([`Mega${OTHER.toLowerCase()}ware three`, `${OTHER} one`]);
  });
});
