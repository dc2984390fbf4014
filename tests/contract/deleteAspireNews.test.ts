import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteAspireNewsDocument,
  GetAspireNewsStreamDocument,
  MarkAspireNewsReadDocument,
  SetAspireNewsDocument,
} from '../../src/gql/graphql.js';
import { aspireNews, aspireNewsReads } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let editor: User;
let siteAdmin: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [editor, siteAdmin] = await Promise.all([createUser(server, { role: 'editor' }), createUser(server, { role: 'site_administrator' })]);
});
afterAll(() => server.close());

let n = 0;
async function createNews(status = 1) {
  n += 1;
  const input = { title: `Disposable ${n}`, description: '<p>Short-lived.</p>', date: '2099-01-01T00:00:00.000Z', status, alert: false };
  return (await execute(server, SetAspireNewsDocument, { input }, { cmsToken: admin })).setAspireNews;
}

const streamIds = async (token: string) =>
  (await execute(server, GetAspireNewsStreamDocument, { limit: 100 }, { cmsToken: token })).getAspireNewsStream.items.map((i) => i.id);
const remove = async (id: number) => (await execute(server, DeleteAspireNewsDocument, { id }, { cmsToken: admin })).deleteAspireNews;

async function exists(id: number) {
  const [row] = await server.database.db.select({ n: count() }).from(aspireNews).where(eq(aspireNews.id, id));
  return (row?.n ?? 0) > 0;
}

describe('deleteAspireNews', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteAspireNews'));

  it('deletes a published item: it leaves every stream', async () => {
    const item = await createNews(1);
    expect(await streamIds(editor.token)).toContain(item.id);
    expect(await remove(item.id)).toBe(true);
    expect(await streamIds(editor.token)).not.toContain(item.id);
    expect(await streamIds(admin)).not.toContain(item.id);
    expect(await exists(item.id)).toBe(false);
  });

  it('deletes a draft, and an item users have read (their read marks go with it)', async () => {
    const draft = await createNews(2);
    expect(await remove(draft.id)).toBe(true);
    expect(await exists(draft.id)).toBe(false);
    const read = await createNews(1);
    await execute(server, MarkAspireNewsReadDocument, { id: read.id }, { cmsToken: editor.token });
    expect(await remove(read.id)).toBe(true);
    const [marks] = await server.database.db.select({ n: count() }).from(aspireNewsReads).where(eq(aspireNewsReads.newsId, read.id));
    expect(marks?.n).toBe(0);
  });

  it('answers NOT_FOUND for an unknown id and for an item deleted already', async () => {
    const item = await createNews();
    expect(await remove(item.id)).toBe(true);
    for (const id of [item.id, 987_654]) {
      const response = await post(server, 'deleteAspireNews', { id }, bearer(admin));
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.status).toBe(404);
      expect(response.body.errors?.[0]?.message).toBe(`No news item with id ${id} was found.`);
    }
  });

  it('is FORBIDDEN for an editor and a site administrator, UNAUTHENTICATED without a token; the item stays', async () => {
    const item = await createNews();
    await expectForbidden(server, 'deleteAspireNews', { id: item.id }, editor.token);
    await expectForbidden(server, 'deleteAspireNews', { id: item.id }, siteAdmin.token);
    const response = await post(server, 'deleteAspireNews', { id: item.id }, bearer(editor.token));
    expect(response.body.errors?.[0]?.message).toBe('You do not have permission to do this (needs manage_modules).');
    await expectUnauthenticated(server, 'deleteAspireNews', { id: item.id });
    expect(await exists(item.id)).toBe(true);
    expect(await streamIds(editor.token)).toContain(item.id);
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'deleteAspireNews', { id: 'abc' }, /id.*Int/);
    await expectBadVariablesRefused(server, 'deleteAspireNews', {}, /\$id.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'deleteAspireNews', { id: 1 });
  });
});
