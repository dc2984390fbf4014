import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetAspireNewsStreamDocument,
  MarkAspireNewsReadDocument,
  SetAspireNewsDocument,
  type GetAspireNewsStreamQueryVariables,
} from '../../src/gql/graphql.js';
import { aspireNews } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let editor: User;
let otherEditor: User;
let fotEditor: User;
let published: (typeof aspireNews.$inferSelect)[];
let drafts: (typeof aspireNews.$inferSelect)[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [editor, otherEditor, fotEditor] = await Promise.all([
    createUser(server, { role: 'editor' }),
    createUser(server, { role: 'editor' }),
    createUser(server, { role: 'editor', tenantKeys: ['fot'] }),
  ]);
  const rows = await server.database.db.select().from(aspireNews).orderBy(desc(aspireNews.date), desc(aspireNews.id));
  published = rows.filter((r) => r.status === 1);
  drafts = rows.filter((r) => r.status === 2);
});
afterAll(() => server.close());

const stream = async (variables: GetAspireNewsStreamQueryVariables, token: string, tenantKey?: string) =>
  (await execute(server, GetAspireNewsStreamDocument, variables, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).getAspireNewsStream;
const markRead = (id: number, token: string) => execute(server, MarkAspireNewsReadDocument, { id }, { cmsToken: token });

describe('getAspireNewsStream', () => {
  it('is served as text', () => expectDocumentServed(server, 'getAspireNewsStream'));

  it('shows an editor the published items only, newest first, with the full shape', async () => {
    expect(published).toHaveLength(3);
    expect(drafts).toHaveLength(1);
    const result = await stream({}, editor.token);
    expect(result.__typename).toBe('AspireNewsStream');
    expect(result.totalCount).toBe(3);
    expect(result.items.map((i) => i.id)).toEqual(published.map((r) => r.id));
    const [first] = result.items;
    const [row] = published;
    expect(first).toEqual({
      __typename: 'AspireNewsItem',
      id: row?.id,
      title: 'Scheduled maintenance on Sunday night',
      description: row?.description,
      date: row?.date.toISOString(),
      status: 1,
      alert: true,
      hasRead: false,
      version: 1,
    });
    expect(first?.description).toContain('<strong>');
    expect(result.items.every((i) => i.status === 1 && !i.hasRead)).toBe(true);
    expect(result.items.map((i) => i.alert)).toEqual([true, false, false]);
    const dates = result.items.map((i) => Date.parse(i.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('never shows drafts to an editor, even when asked for status 2', async () => {
    const asked = await stream({ status: 2 }, editor.token);
    expect(asked.items.every((i) => i.status === 1)).toBe(true);
    expect(asked.items.map((i) => i.id)).not.toContain(drafts[0]?.id);
  });

  it('tells each user what they have read, and hideRead hides it', async () => {
    const [, second] = published;
    if (!second) throw new Error('the seed has published news');
    await markRead(second.id, editor.token);
    const mine = await stream({}, editor.token);
    expect(mine.items.map((i) => [i.id, i.hasRead])).toEqual(published.map((r) => [r.id, r.id === second.id]));
    const theirs = await stream({}, otherEditor.token);
    expect(theirs.items.every((i) => !i.hasRead)).toBe(true);

    const unread = await stream({ hideRead: true }, editor.token);
    expect(unread.items.map((i) => i.id)).toEqual(published.filter((r) => r.id !== second.id).map((r) => r.id));
    expect(unread.totalCount).toBe(2);
    expect((await stream({ hideRead: false }, editor.token)).totalCount).toBe(3);
    expect((await stream({ hideRead: true }, otherEditor.token)).totalCount).toBe(3);
  });

  it('pages with skip and limit; totalCount counts every match', async () => {
    const page = await stream({ skip: 1, limit: 1 }, editor.token);
    expect(page.items.map((i) => i.id)).toEqual([published[1]?.id]);
    expect(page.totalCount).toBe(3);
    const rest = await stream({ skip: 1, limit: 100 }, editor.token);
    expect(rest.items.map((i) => i.id)).toEqual(published.slice(1).map((r) => r.id));
    const beyond = await stream({ skip: 10 }, editor.token);
    expect(beyond).toMatchObject({ items: [], totalCount: 3 });
  });

  it('refuses a limit outside 1..100, a negative skip and an unknown status', async () => {
    const cases: [GetAspireNewsStreamQueryVariables, string, Record<string, string>][] = [
      [{ limit: 101 }, 'limit must be between 1 and 100.', { limit: 'Must be between 1 and 100' }],
      [{ limit: 0 }, 'limit must be between 1 and 100.', { limit: 'Must be between 1 and 100' }],
      [{ skip: -1 }, 'skip must be 0 or more.', { skip: 'Must be 0 or more' }],
      [{ status: 3 }, 'status must be 1 (published) or 2 (draft).', { status: 'Must be 1 or 2' }],
    ];
    for (const [variables, message, fieldErrors] of cases) {
      const response = await post(server, 'getAspireNewsStream', variables, bearer(editor.token));
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toBe(message);
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
    }
  });

  it('shows a manager (manage_modules) drafts too, and filters by status', async () => {
    const all = await stream({}, admin);
    expect(all.totalCount).toBe(4);
    expect(all.items.map((i) => i.id)).toEqual([...drafts, ...published].sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id).map((r) => r.id));
    const onlyDrafts = await stream({ status: 2 }, admin);
    expect(onlyDrafts.totalCount).toBe(1);
    expect(onlyDrafts.items).toEqual([expect.objectContaining({ id: drafts[0]?.id, status: 2, title: 'Draft: newsletter analytics preview' })]);
    const onlyPublished = await stream({ status: 1 }, admin);
    expect(onlyPublished.items.map((i) => i.id)).toEqual(published.map((r) => r.id));
  });

  it('is the same platform news on every site', async () => {
    const fot = await stream({}, fotEditor.token, 'fot');
    expect(fot.items.map((i) => i.id)).toEqual(published.map((r) => r.id));
  });

  it('is UNAUTHENTICATED without a token, FORBIDDEN on a site that is not the user\'s', async () => {
    await expectUnauthenticated(server, 'getAspireNewsStream', {});
    const elsewhere = await post(server, 'getAspireNewsStream', {}, bearer(editor.token, 'fot'));
    expect(codeOf(elsewhere)).toBe('FORBIDDEN');
    expect(elsewhere.body.errors?.[0]?.message).toBe('Your account does not have access to this site.');
  });

  it('answers 10 items by default, as the news flyout loads', async () => {
    for (let i = 0; i < 9; i += 1) {
      await execute(
        server,
        SetAspireNewsDocument,
        { input: { title: `Older news ${i}`, description: '<p>Old.</p>', date: new Date(Date.UTC(2020, 0, i + 1)).toISOString(), status: 1, alert: false } },
        { cmsToken: admin },
      );
    }
    const result = await stream({}, editor.token);
    expect(result.totalCount).toBe(12);
    expect(result.items).toHaveLength(10);
    expect(result.items.slice(0, 3).map((i) => i.id)).toEqual(published.map((r) => r.id));
    expect(result.items.at(-1)?.title).toBe('Older news 2');
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'getAspireNewsStream', { limit: 'ten' }, /limit.*Int/);
    await expectBadVariablesRefused(server, 'getAspireNewsStream', { hideRead: 'yes' }, /hideRead.*Boolean/);
    await expectUnknownTenantRefused(server, 'getAspireNewsStream', {});
  });
});
