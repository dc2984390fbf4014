import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetAspireNewsStreamDocument,
  MarkAspireNewsReadDocument,
  SetAspireNewsDocument,
  type AspireNewsInput,
} from '../../src/gql/graphql.js';
import { aspireNews } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post, type RawResponse } from '../helpers/execute.js';
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

// Later than the seeded items, so new published items lead the stream.
const FUTURE = '2099-05-01T12:00:00.000Z';

function newsInput(overrides: Partial<AspireNewsInput> = {}): AspireNewsInput {
  return { title: 'Release notes', description: '<p>What is new.</p>', date: FUTURE, status: 1, alert: false, ...overrides };
}

const setNews = async (input: AspireNewsInput, token = admin) => (await execute(server, SetAspireNewsDocument, { input }, { cmsToken: token })).setAspireNews;
const streamFor = async (token: string, status?: number) =>
  (await execute(server, GetAspireNewsStreamDocument, status ? { status, limit: 100 } : { limit: 100 }, { cmsToken: token })).getAspireNewsStream;

async function newsCount() {
  const [row] = await server.database.db.select({ n: count() }).from(aspireNews);
  return row?.n ?? 0;
}

function expectFieldErrors(response: RawResponse, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe('Please correct the highlighted fields.');
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

describe('setAspireNews', () => {
  it('is served as text', () => expectDocumentServed(server, 'setAspireNews'));

  it('creates a published alert that editors see first', async () => {
    const created = await setNews(newsInput({ title: '  Outage tonight  ', alert: true }));
    expect(created).toEqual({
      __typename: 'AspireNewsItem',
      id: expect.any(Number),
      title: 'Outage tonight',
      description: '<p>What is new.</p>',
      date: FUTURE,
      status: 1,
      alert: true,
      hasRead: false,
      version: 1,
    });
    const seen = await streamFor(editor.token);
    expect(seen.items[0]).toEqual(created);
    const [row] = await server.database.db.select().from(aspireNews).where(eq(aspireNews.id, created.id));
    expect(row).toMatchObject({ title: 'Outage tonight', status: 1, alert: true, version: 1 });
  });

  it('creates a draft that only managers see', async () => {
    const draft = await setNews(newsInput({ title: 'Work in progress', status: 2 }));
    expect(draft).toMatchObject({ status: 2, alert: false, version: 1 });
    expect((await streamFor(editor.token)).items.map((i) => i.id)).not.toContain(draft.id);
    expect((await streamFor(admin, 2)).items.map((i) => i.id)).toContain(draft.id);
  });

  it('updates with the current version and bumps it; publishing a draft shows it to editors', async () => {
    const draft = await setNews(newsInput({ title: 'To be published', status: 2 }));
    const updated = await setNews({ ...newsInput({ title: 'Published now', status: 1, alert: true, date: '2099-06-01T08:30:00.000Z' }), id: draft.id, version: draft.version });
    expect(updated).toEqual({ ...draft, title: 'Published now', status: 1, alert: true, date: '2099-06-01T08:30:00.000Z', version: 2 });
    expect((await streamFor(editor.token)).items[0]).toEqual(updated);
  });

  it('keeps the read marks of an item across an edit', async () => {
    const item = await setNews(newsInput({ title: 'Read me' }));
    await execute(server, MarkAspireNewsReadDocument, { id: item.id }, { cmsToken: admin });
    const edited = await setNews({ ...newsInput({ title: 'Read me (edited)' }), id: item.id, version: item.version });
    expect(edited).toMatchObject({ hasRead: true, version: 2 });
  });

  it('refuses a stale version with CONFLICT and keeps the stored item', async () => {
    const item = await setNews(newsInput({ title: 'Contested' }));
    const current = await setNews({ ...newsInput({ title: 'First edit' }), id: item.id, version: 1 });
    const stale = await post(server, 'setAspireNews', { input: { ...newsInput({ title: 'Lost edit', status: 2 }), id: item.id, version: 1 } }, bearer(admin));
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]?.message).toBe('This news item was changed by someone else since you opened it. Reload to see their changes.');
    const [row] = await server.database.db.select().from(aspireNews).where(eq(aspireNews.id, item.id));
    expect(row).toMatchObject({ title: 'First edit', status: 1, version: current.version });
  });

  it('lets exactly one of two simultaneous edits from the same version win', async () => {
    const item = await setNews(newsInput({ title: 'Race' }));
    const edit = (title: string) => post(server, 'setAspireNews', { input: { ...newsInput({ title }), id: item.id, version: item.version } }, bearer(admin));
    const [a, b] = await Promise.all([edit('Racer A'), edit('Racer B')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = (a.status === 200 ? a : b).body.data?.setAspireNews as { title: string };
    const [row] = await server.database.db.select().from(aspireNews).where(eq(aspireNews.id, item.id));
    expect(row).toMatchObject({ title: winner.title, version: 2 });
  });

  it('requires the version when updating and answers NOT_FOUND for an unknown id', async () => {
    const item = await setNews(newsInput());
    const noVersion = await post(server, 'setAspireNews', { input: { ...newsInput(), id: item.id } }, bearer(admin));
    expect(codeOf(noVersion)).toBe('BAD_USER_INPUT');
    expect(noVersion.body.errors?.[0]?.message).toBe('version is required when updating.');
    expect(noVersion.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ version: 'Field is required' });
    const unknown = await post(server, 'setAspireNews', { input: { ...newsInput(), id: 987_654, version: 1 } }, bearer(admin));
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]?.message).toBe('No news item with id 987654 was found.');
  });

  it('sanitises the description: scripts and event handlers go, formatting stays', async () => {
    const item = await setNews(
      newsInput({
        description:
          '<p onclick="steal()">Read <strong>this</strong> and <a href="https://example.com/notes" onmouseover="x()">the notes</a>.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>',
      }),
    );
    expect(item.description).toBe('<p>Read <strong>this</strong> and <a href="https://example.com/notes">the notes</a>.</p><a>bad</a>');
    const [row] = await server.database.db.select().from(aspireNews).where(eq(aspireNews.id, item.id));
    expect(row?.description).toBe(item.description);
    expect(row?.description).not.toMatch(/script|onclick|onerror|onmouseover|javascript:/i);
  });

  it('refuses blank and invalid fields with per-field messages and stores nothing', async () => {
    const before = await newsCount();
    expectFieldErrors(await post(server, 'setAspireNews', { input: newsInput({ title: '   ' }) }, bearer(admin)), { title: 'Field is required' });
    expectFieldErrors(await post(server, 'setAspireNews', { input: newsInput({ status: 3 }) }, bearer(admin)), {
      status: 'Must be 1 (published) or 2 (draft)',
    });
    expectFieldErrors(await post(server, 'setAspireNews', { input: newsInput({ title: 'x'.repeat(201) }) }, bearer(admin)), {
      title: 'At most 200 characters.',
    });
    // A description that is nothing but what the sanitiser removes is blank.
    expectFieldErrors(await post(server, 'setAspireNews', { input: newsInput({ description: '<script>alert(1)</script><p> </p>' }) }, bearer(admin)), {
      description: 'Field is required',
    });
    expectFieldErrors(await post(server, 'setAspireNews', { input: newsInput({ title: '', description: '', status: 0 }) }, bearer(admin)), {
      title: 'Field is required',
      description: 'Field is required',
      status: 'Must be 1 (published) or 2 (draft)',
    });
    expect(await newsCount()).toBe(before);
  });

  it('is FORBIDDEN for an editor and a site administrator (no manage_modules), UNAUTHENTICATED without a token', async () => {
    const before = await newsCount();
    await expectForbidden(server, 'setAspireNews', { input: newsInput() }, editor.token);
    await expectForbidden(server, 'setAspireNews', { input: newsInput() }, siteAdmin.token);
    const response = await post(server, 'setAspireNews', { input: newsInput() }, bearer(editor.token));
    expect(response.body.errors?.[0]?.message).toBe('You do not have permission to do this (needs manage_modules).');
    await expectUnauthenticated(server, 'setAspireNews', { input: newsInput() });
    expect(await newsCount()).toBe(before);
  });

  it('refuses ill-typed variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'setAspireNews', { input: { ...newsInput(), date: 'next tuesday' } }, /date|DateTime/);
    await expectBadVariablesRefused(server, 'setAspireNews', { input: { ...newsInput(), alert: 'yes' } }, /alert.*Boolean/);
    const { title: _title, ...noTitle } = newsInput();
    await expectBadVariablesRefused(server, 'setAspireNews', { input: noTitle }, /title.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'setAspireNews', { input: newsInput() });
  });
});
