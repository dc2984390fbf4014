import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkUpdateContentDocument, UndoHistoryBatchDocument, type BulkContentChangeInput } from '../../src/gql/graphql.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { contentRow, historyIdsOf, makeArticle, updateArticle } from '../helpers/historyFixtures.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let bulk: User;
let editor: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [bulk, editor] = await Promise.all([
    createUser(server, { role: 'managing_editor' }),
    createUser(server, { role: 'editor', firstName: 'Eve', lastName: 'Later' }),
  ]);
});
afterAll(() => server.close());

const bulkRun = async (ids: number[], change: BulkContentChangeInput, token = bulk.token, tenantKey?: string) =>
  (await execute(server, BulkUpdateContentDocument, { input: { ids, change } }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) })).bulkUpdateContent;
const undo = async (batchId: string, token = bulk.token) => (await execute(server, UndoHistoryBatchDocument, { batchId }, { cmsToken: token })).undoHistoryBatch;

describe('undoHistoryBatch', () => {
  it('is served as text', () => expectDocumentServed(server, 'undoHistoryBatch'));

  it('puts the items back, skipping and reporting items changed since, under a new batch', async () => {
    const items = await Promise.all(['A', 'B', 'C'].map((name) => makeArticle(server, editor.token, { name: `Undo ${name}`, labels: ['Opinion'] })));
    const ids = items.map((i) => i.id);
    const batch = await bulkRun(ids, { kind: 'setStatus', status: 1 });
    expect(batch.updated).toEqual(ids);
    // Someone edits C after the bulk update: the undo must not overwrite that.
    const c = items[2]!;
    await updateArticle(server, editor.token, { id: c.id, version: c.version + 1 }, { name: 'Undo C edited' });

    const result = await undo(batch.batchId);
    expect(result.__typename).toBe('ContentBatchResult');
    expect(result.batchId).toMatch(/^undo-[0-9a-f-]{36}$/);
    expect(result.batchId).not.toBe(batch.batchId);
    expect(result.updated).toEqual([ids[0], ids[1]]);
    expect(result.unchanged).toEqual([]);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]).toMatchObject({ __typename: 'ContentBatchFailure', id: c.id });
    expect(result.failed[0]?.message).toMatch(/^Changed by Eve Later at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC after this update; not undone\.$/);
    expect(await contentRow(server, ids[0]!)).toMatchObject({ status: 2, labels: ['Opinion'] });
    expect(await contentRow(server, c.id)).toMatchObject({ status: 1, name: 'Undo C edited' });

    // The undo is recorded (one more row per restored item) and can itself be undone.
    expect(await historyIdsOf(server, 'Content', ids[0]!)).toHaveLength(3);
    const redo = await undo(result.batchId);
    expect(redo).toMatchObject({ updated: [ids[0], ids[1]], failed: [] });
    expect((await contentRow(server, ids[0]!)).status).toBe(1);
    // Undoing the original batch again is refused item by item: the items changed since.
    const again = await undo(batch.batchId);
    expect(again.updated).toEqual([]);
    expect(again.failed.map((f) => f.id).sort()).toEqual([...ids].sort());
  });

  it('refuses bad and unknown batch ids', async () => {
    const bad = await post(server, 'undoHistoryBatch', { batchId: 'x' }, bearer(bulk.token));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ batchId: 'Use the batch id shown in history' });
    const unknown = await post(server, 'undoHistoryBatch', { batchId: 'bulk-does-not-exist' }, bearer(bulk.token));
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.body.errors?.[0]?.message).toBe('No changes with batch id bulk-does-not-exist were found on this site.');
    const missing = await post(server, 'undoHistoryBatch', {}, bearer(bulk.token));
    expect(missing.status).toBeLessThan(500);
    expect(missing.body.errors?.[0]?.message).toMatch(/batchId/);
  });

  it("cannot undo another site's batch", async () => {
    const fot = await makeArticle(server, admin, {}, 'fot');
    const batch = await bulkRun([fot.id], { kind: 'addLabels', labels: ['Elsewhere'] }, admin, 'fot');
    const response = await post(server, 'undoHistoryBatch', { batchId: batch.batchId }, bearer(admin));
    expect(codeOf(response)).toBe('NOT_FOUND');
    expect((await contentRow(server, fot.id)).labels).toEqual(['Elsewhere']);
  });

  it('needs a login and bulk_update_content', async () => {
    const item = await makeArticle(server, editor.token);
    const batch = await bulkRun([item.id], { kind: 'addLabels', labels: ['Kept'] });
    await expectUnauthenticated(server, 'undoHistoryBatch', { batchId: batch.batchId });
    await expectForbidden(server, 'undoHistoryBatch', { batchId: batch.batchId }, editor.token);
    await expectUnknownTenantRefused(server, 'undoHistoryBatch', { batchId: batch.batchId });
    expect((await contentRow(server, item.id)).labels).toEqual(['Kept']);
  });
});
