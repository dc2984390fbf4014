import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAspireNewsStreamDocument, MarkAspireNewsReadDocument } from '../../src/gql/graphql.js';
import { aspireNews, aspireNewsReads } from '../../src/server/db/schema/index.js';
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
let published: (typeof aspireNews.$inferSelect)[];
let draft: typeof aspireNews.$inferSelect;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [editor, otherEditor] = await Promise.all([createUser(server, { role: 'editor' }), createUser(server, { role: 'viewer' })]);
  const rows = await server.database.db.select().from(aspireNews).orderBy(desc(aspireNews.date), desc(aspireNews.id));
  published = rows.filter((r) => r.status === 1);
  const found = rows.find((r) => r.status === 2);
  if (!found || published.length < 2) throw new Error('the seed has published news and a draft');
  draft = found;
});
afterAll(() => server.close());

const mark = async (id: number, token: string) => (await execute(server, MarkAspireNewsReadDocument, { id }, { cmsToken: token })).markAspireNewsRead;
const readFlags = async (token: string) =>
  new Map((await execute(server, GetAspireNewsStreamDocument, {}, { cmsToken: token })).getAspireNewsStream.items.map((i) => [i.id, i.hasRead]));

async function marksOf(newsId: number) {
  const [row] = await server.database.db.select({ n: count() }).from(aspireNewsReads).where(eq(aspireNewsReads.newsId, newsId));
  return row?.n ?? 0;
}

describe('markAspireNewsRead', () => {
  it('is served as text', () => expectDocumentServed(server, 'markAspireNewsRead'));

  it('marks a published item read for this user only and answers the item', async () => {
    const [item] = published;
    if (!item) throw new Error('no news');
    const answer = await mark(item.id, editor.token);
    expect(answer).toEqual({
      __typename: 'AspireNewsItem',
      id: item.id,
      title: item.title,
      description: item.description,
      date: item.date.toISOString(),
      status: 1,
      alert: item.alert,
      hasRead: true,
      version: item.version,
    });
    const mine = await readFlags(editor.token);
    expect(mine.get(item.id)).toBe(true);
    expect(mine.get(published[1]?.id ?? 0)).toBe(false);
    const theirs = await readFlags(otherEditor.token);
    expect(theirs.get(item.id)).toBe(false);
    expect((await readFlags(admin)).get(item.id)).toBe(false);
    const [row] = await server.database.db
      .select()
      .from(aspireNewsReads)
      .where(and(eq(aspireNewsReads.newsId, item.id), eq(aspireNewsReads.userId, editor.id)));
    expect(row).toBeDefined();
  });

  it('is idempotent: marking again answers the same and stores one mark', async () => {
    const item = published[1];
    if (!item) throw new Error('no news');
    const first = await mark(item.id, otherEditor.token);
    const again = await mark(item.id, otherEditor.token);
    expect(again).toEqual(first);
    expect(again.hasRead).toBe(true);
    expect(await marksOf(item.id)).toBe(1);
    // Two at once do not collide either.
    const [a, b] = await Promise.all([mark(item.id, editor.token), mark(item.id, editor.token)]);
    expect(a.hasRead && b.hasRead).toBe(true);
    expect(await marksOf(item.id)).toBe(2);
  });

  it('answers NOT_FOUND for a draft and for an unknown id, and stores nothing', async () => {
    for (const id of [draft.id, 987_654]) {
      const response = await post(server, 'markAspireNewsRead', { id }, bearer(editor.token));
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.status).toBe(404);
      expect(response.body.errors?.[0]?.message).toBe(`No published news item with id ${id} was found.`);
      expect(response.body.data).toBeNull();
    }
    // Not even a manager who can see the draft can mark it read.
    const manager = await post(server, 'markAspireNewsRead', { id: draft.id }, bearer(admin));
    expect(codeOf(manager)).toBe('NOT_FOUND');
    expect(await marksOf(draft.id)).toBe(0);
  });

  it('is UNAUTHENTICATED without a token', async () => {
    const item = published[2] ?? published[0];
    await expectUnauthenticated(server, 'markAspireNewsRead', { id: item?.id });
    expect(await marksOf(item?.id ?? 0)).toBe(0);
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'markAspireNewsRead', { id: 'abc' }, /id.*Int/);
    await expectBadVariablesRefused(server, 'markAspireNewsRead', {}, /\$id.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'markAspireNewsRead', { id: published[0]?.id });
  });
});
