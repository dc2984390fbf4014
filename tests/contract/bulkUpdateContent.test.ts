import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkUpdateContentDocument, type BulkContentChangeInput } from '../../src/gql/graphql.js';
import { contentTaxonomy, contentWebsiteSchedules, history } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post, type RawResponse } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { contentRow, makeArticle, siteRefs } from '../helpers/historyFixtures.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

type User = Awaited<ReturnType<typeof createUser>>;

let server: TestServer;
let admin: string;
let bulk: User;
let editor: User;
let refs: Awaited<ReturnType<typeof siteRefs>>;
let fotRefs: Awaited<ReturnType<typeof siteRefs>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [bulk, editor] = await Promise.all([createUser(server, { role: 'managing_editor' }), createUser(server, { role: 'editor' })]);
  refs = await siteRefs(server, await tenantIdOf(server, 'edr'));
  fotRefs = await siteRefs(server, await tenantIdOf(server, 'fot'));
});
afterAll(() => server.close());

const run = async (ids: number[], change: BulkContentChangeInput, batchId?: string, token = bulk.token) =>
  (await execute(server, BulkUpdateContentDocument, { input: { ids, change, ...(batchId ? { batchId } : {}) } }, { cmsToken: token })).bulkUpdateContent;
const runRaw = (input: unknown, token = bulk.token) => post(server, 'bulkUpdateContent', { input }, bearer(token));
const three = () => Promise.all([1, 2, 3].map(() => makeArticle(server, editor.token)));

function expectFieldErrors(response: RawResponse, fieldErrors: Record<string, string>) {
  expect(codeOf(response)).toBe('BAD_USER_INPUT');
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe('Please correct the highlighted fields.');
  expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
}

async function batchRows(batchId: string) {
  return server.database.db.select().from(history).where(eq(history.batchId, batchId));
}

describe('bulkUpdateContent', () => {
  it('is served as text', () => expectDocumentServed(server, 'bulkUpdateContent'));

  it('sets the status of every item, records each under the batch and reports the bad ones without stopping', async () => {
    const items = await three();
    const fot = await makeArticle(server, admin, {}, 'fot');
    const ids = [items[0]!.id, 99_999_999, items[1]!.id, fot.id, items[2]!.id];
    const result = await run(ids, { kind: 'setStatus', status: 1 });
    expect(result.__typename).toBe('ContentBatchResult');
    expect(result.batchId).toMatch(/^bulk-[0-9a-f-]{36}$/);
    expect(result.updated).toEqual(items.map((i) => i.id));
    expect(result.unchanged).toEqual([]);
    expect(result.failed).toEqual([
      { __typename: 'ContentBatchFailure', id: 99_999_999, message: 'No content with id 99999999 was found on this site.' },
      { __typename: 'ContentBatchFailure', id: fot.id, message: `No content with id ${fot.id} was found on this site.` },
    ]);
    for (const item of items) expect(await contentRow(server, item.id)).toMatchObject({ status: 1, version: item.version + 1 });
    expect((await contentRow(server, fot.id)).status).toBe(2);
    const rows = await batchRows(result.batchId);
    expect(rows.map((r) => Number(r.entityId)).sort()).toEqual(items.map((i) => i.id).sort());
    expect(rows.every((r) => r.userId === bulk.id && r.changes.status?.[1] === 1)).toBe(true);
  });

  it('keeps one batch id across the calls of a run and reports items already as asked', async () => {
    const items = await three();
    const batchId = `run-${Date.now()}`;
    const first = await run([items[0]!.id, items[1]!.id], { kind: 'addLabels', labels: ['Sponsored'] }, batchId);
    expect(first).toMatchObject({ batchId, updated: [items[0]!.id, items[1]!.id], unchanged: [], failed: [] });
    const second = await run([items[1]!.id, items[2]!.id], { kind: 'addLabels', labels: ['sponsored'] }, batchId);
    expect(second).toMatchObject({ batchId, updated: [items[2]!.id], unchanged: [items[1]!.id], failed: [] });
    expect((await batchRows(batchId)).length).toBe(3);
    expect((await contentRow(server, items[2]!.id)).labels).toEqual(['sponsored']);
    const removed = await run(items.map((i) => i.id), { kind: 'removeLabels', labels: ['SPONSORED'] });
    expect(removed.updated).toHaveLength(3);
    for (const item of items) expect((await contentRow(server, item.id)).labels).toEqual([]);
  });

  it('adds and removes website schedules and taxonomy terms', async () => {
    const [item] = await three();
    const id = item!.id;
    const [sectionA, sectionB] = refs.sections;
    await run([id], { kind: 'addSchedule', schedule: { sectionId: sectionA, option: 'Featured', start: '2026-01-01T00:00:00.000Z' } });
    await run([id], { kind: 'addSchedule', schedule: { sectionId: sectionB } });
    const schedules = await server.database.db.select().from(contentWebsiteSchedules).where(eq(contentWebsiteSchedules.contentId, id));
    expect(schedules.map((s) => [s.sectionId, s.option]).sort()).toEqual([[sectionA, 'Featured'], [sectionB, 'Standard']].sort());
    expect(schedules.find((s) => s.sectionId === sectionA)?.startDate.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    await run([id], { kind: 'removeSectionSchedules', sectionId: sectionA });
    const left = await server.database.db.select().from(contentWebsiteSchedules).where(eq(contentWebsiteSchedules.contentId, id));
    expect(left.map((s) => s.sectionId)).toEqual([sectionB]);

    const terms = () => server.database.db.select().from(contentTaxonomy).where(eq(contentTaxonomy.contentId, id));
    await run([id], { kind: 'addTaxonomy', taxonomyIds: refs.terms });
    expect((await terms()).map((t) => t.termId).sort()).toEqual([...refs.terms].sort());
    await run([id], { kind: 'removeTaxonomy', taxonomyIds: [refs.terms[0]] });
    expect((await terms()).map((t) => t.termId)).toEqual([refs.terms[1]]);
  });

  it('refuses bad input before touching anything', async () => {
    const [item] = await three();
    const ids = [item!.id];
    expectFieldErrors(await runRaw({ ids: [], change: { kind: 'setStatus', status: 1 } }), { ids: 'Field is required' });
    const many = Array.from({ length: 101 }, (_, i) => 10_000_000 + i);
    expectFieldErrors(await runRaw({ ids: many, change: { kind: 'setStatus', status: 1 } }), { ids: 'At most 100 ids per call' });
    expectFieldErrors(await runRaw({ ids: [12], change: { kind: 'setStatus', status: 1 } }), { ids: 'Not a content id: 12' });
    expectFieldErrors(await runRaw({ ids, change: { kind: 'setStatus' } }), { status: 'Field is required' });
    expectFieldErrors(await runRaw({ ids, change: { kind: 'setStatus', status: 5 } }), { status: 'Must be 0 (Deleted), 1 (Published) or 2 (Draft)' });
    expectFieldErrors(await runRaw({ ids, change: { kind: 'addLabels', labels: [' '] } }), { labels: 'Field is required' });
    expectFieldErrors(await runRaw({ ids, change: { kind: 'addSchedule', schedule: { sectionId: fotRefs.sections[0] } } }), {
      'schedule.sectionId': 'Unknown section on this site',
    });
    expectFieldErrors(await runRaw({ ids, change: { kind: 'removeSectionSchedules', sectionId: fotRefs.sections[0] } }), { sectionId: 'Unknown section on this site' });
    expectFieldErrors(await runRaw({ ids, change: { kind: 'addTaxonomy', taxonomyIds: [fotRefs.terms[0]] } }), {
      taxonomyIds: `Unknown taxonomy term on this site: ${fotRefs.terms[0]}`,
    });
    expectFieldErrors(await runRaw({ ids, change: { kind: 'setStatus', status: 1 }, batchId: 'bad id!' }), { batchId: 'Use 8 to 64 letters, digits, - or _' });
    const unknownKind = await runRaw({ ids, change: { kind: 'rename' } });
    expect(unknownKind.status).toBeLessThan(500);
    expect(unknownKind.body.errors?.[0]?.message).toMatch(/BulkContentChangeKind/);
    expect(await contentRow(server, item!.id)).toMatchObject({ status: 2, version: item!.version });
  });

  it("refuses to add to another user's batch", async () => {
    const [a, b] = await three();
    const theirs = await run([a!.id], { kind: 'addLabels', labels: ['Theirs'] }, undefined, admin);
    expectFieldErrors(await runRaw({ ids: [b!.id], change: { kind: 'addLabels', labels: ['Mine'] }, batchId: theirs.batchId }), {
      batchId: 'This batch id belongs to another update',
    });
  });

  it('needs a login and bulk_update_content', async () => {
    const [item] = await three();
    const vars = { input: { ids: [item!.id], change: { kind: 'setStatus', status: 1 } } };
    await expectUnauthenticated(server, 'bulkUpdateContent', vars);
    await expectForbidden(server, 'bulkUpdateContent', vars, editor.token);
    await expectUnknownTenantRefused(server, 'bulkUpdateContent', vars);
    expect((await contentRow(server, item!.id)).status).toBe(2);
    expect(await server.database.db.select().from(history).where(and(eq(history.entityId, String(item!.id)), eq(history.action, 'update')))).toEqual([]);
  });
});
