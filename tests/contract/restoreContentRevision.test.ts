import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreContentRevisionDocument, UndoHistoryBatchDocument } from '../../src/gql/graphql.js';
import { taxonomyTerms } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { contentRow, historyIdsOf, makeArticle, updateArticle } from '../helpers/historyFixtures.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let editor: User;
let colleague: User;
let viewer: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [editor, colleague, viewer] = await Promise.all([
    createUser(server, { role: 'managing_editor', firstName: 'Rita', lastName: 'Restorer' }),
    createUser(server, { role: 'editor', firstName: 'Colin', lastName: 'League' }),
    createUser(server, { role: 'viewer' }),
  ]);
});
afterAll(() => server.close());

const restore = async (historyId: number, version: number, token = editor.token) =>
  (await execute(server, RestoreContentRevisionDocument, { historyId, version }, { cmsToken: token })).restoreContentRevision;

/** An article saved twice: revision 1 'First draft', revision 2 'Second draft' (version 2). */
async function twoRevisions() {
  const item = await makeArticle(server, editor.token, { name: 'First draft', teaser: 'One', labels: ['Opinion'] });
  const version = await updateArticle(server, colleague.token, item, { name: 'Second draft', teaser: 'Two', labels: [] });
  const [first, second] = (await historyIdsOf(server, 'Content', item.id)) as [number, number];
  return { id: item.id, version, first, second };
}

describe('restoreContentRevision', () => {
  it('is served as text', () => expectDocumentServed(server, 'restoreContentRevision'));

  it('saves the revision over the current version and answers the new history row', async () => {
    const item = await twoRevisions();
    const entry = await restore(item.first, item.version);
    expect(entry).toMatchObject({
      __typename: 'HistoryEntry',
      entityType: 'Content',
      entityId: String(item.id),
      entityLabel: 'First draft',
      action: 'update',
      user: { __typename: 'HistoryUser', id: editor.id, name: 'Rita Restorer' },
    });
    expect(entry.batchId).toMatch(/^restore-[0-9a-f-]{36}$/);
    expect(entry.changedFields).toEqual(expect.arrayContaining(['name', 'teaser', 'labels']));
    expect(entry.id).toBeGreaterThan(item.second);
    const row = await contentRow(server, item.id);
    expect(row).toMatchObject({ name: 'First draft', teaser: 'One', labels: ['Opinion'], version: item.version + 1 });
  });

  it('can itself be undone (its batch)', async () => {
    const item = await twoRevisions();
    const entry = await restore(item.first, item.version);
    const undone = await execute(server, UndoHistoryBatchDocument, { batchId: entry.batchId ?? '' }, { cmsToken: editor.token });
    expect(undone.undoHistoryBatch).toMatchObject({ updated: [item.id], failed: [] });
    expect(await contentRow(server, item.id)).toMatchObject({ name: 'Second draft', teaser: 'Two', labels: [] });
  });

  it('refuses a stale version with CONFLICT naming who changed the item', async () => {
    const item = await twoRevisions();
    const response = await post(server, 'restoreContentRevision', { historyId: item.first, version: item.version - 1 }, bearer(editor.token));
    expect(codeOf(response)).toBe('CONFLICT');
    expect(response.status).toBe(409);
    expect(response.body.errors?.[0]?.message).toMatch(/^This article was changed by Colin League at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC since you opened it\./);
    expect(response.body.errors?.[0]?.extensions?.currentVersion).toBe(item.version);
    expect((await contentRow(server, item.id)).name).toBe('Second draft');
  });

  it('refuses bad input', async () => {
    const item = await twoRevisions();
    const zero = await post(server, 'restoreContentRevision', { historyId: item.first, version: 0 }, bearer(editor.token));
    expect(codeOf(zero)).toBe('BAD_USER_INPUT');
    expect(zero.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ version: 'Must be 1 or more' });
    const [userRow] = await historyIdsOf(server, 'CmsUser', editor.id);
    const notContent = await post(server, 'restoreContentRevision', { historyId: userRow, version: 1 }, bearer(admin));
    expect(codeOf(notContent)).toBe('BAD_USER_INPUT');
    expect(notContent.body.errors?.[0]?.message).toBe('Only content revisions can be restored.');
    const missing = await post(server, 'restoreContentRevision', { historyId: 999_999_999, version: 1 }, bearer(editor.token));
    expect(codeOf(missing)).toBe('NOT_FOUND');
    const untyped = await post(server, 'restoreContentRevision', { historyId: item.first }, bearer(editor.token));
    expect(untyped.status).toBeLessThan(500);
    expect(untyped.body.errors?.[0]?.message).toMatch(/version/);
  });

  it('says which parts of a revision no longer exist', async () => {
    const db = server.database.db;
    const [term] = await db
      .insert(taxonomyTerms)
      .values({ tenantId: await tenantIdOf(server, 'edr'), type: 'Tag', name: 'Short-lived', fullName: 'Short-lived', alias: 'short-lived' })
      .returning({ id: taxonomyTerms.id });
    const item = await makeArticle(server, editor.token, { name: 'Tagged', taxonomyIds: [term!.id] });
    const version = await updateArticle(server, editor.token, item, { taxonomyIds: [] });
    const [first] = (await historyIdsOf(server, 'Content', item.id)) as [number];
    await db.delete(taxonomyTerms).where(eq(taxonomyTerms.id, term!.id));
    const response = await post(server, 'restoreContentRevision', { historyId: first, version }, bearer(editor.token));
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toMatch(/^This revision cannot be restored as it is \(taxonomyIds: .+\)\. Edit the item instead\.$/);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('taxonomyIds');
    expect((await contentRow(server, item.id)).version).toBe(version);
  });

  it("cannot restore another site's revision", async () => {
    const fot = await makeArticle(server, admin, {}, 'fot');
    const [row] = await historyIdsOf(server, 'Content', fot.id);
    const response = await post(server, 'restoreContentRevision', { historyId: row, version: fot.version }, bearer(admin));
    expect(codeOf(response)).toBe('NOT_FOUND');
  });

  it('needs a login, view_history and manage_content', async () => {
    const item = await twoRevisions();
    const vars = { historyId: item.first, version: item.version };
    await expectUnauthenticated(server, 'restoreContentRevision', vars);
    // viewer has view_history but not manage_content.
    await expectForbidden(server, 'restoreContentRevision', vars, viewer.token);
    const marketer = await createUser(server, { role: 'audience_manager' });
    await expectForbidden(server, 'restoreContentRevision', vars, marketer.token);
    await expectUnknownTenantRefused(server, 'restoreContentRevision', vars);
    expect((await contentRow(server, item.id)).version).toBe(item.version);
  });
});
