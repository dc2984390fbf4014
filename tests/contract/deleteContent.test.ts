import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteContentDocument, GetContentDocument, SaveContentDocument } from '../../src/gql/graphql.js';
import { content, history } from '../../src/server/db/schema/index.js';
import { adminToken, createUser, expectForbidden, expectUnauthenticated } from '../helpers/auth.js';
import { expectDocumentServed } from '../helpers/contract.js';
import { tenantIdOf } from '../helpers/db.js';
import { codeOf, execute, post } from '../helpers/execute.js';
import { bearer } from '../helpers/headers.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

let server: TestServer;
let admin: string;
let editor: Awaited<ReturnType<typeof createUser>>;
let viewer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  [editor, viewer] = await Promise.all([
    createUser(server, { role: 'editor', firstName: 'Dora', lastName: 'Deleter' }),
    createUser(server, { role: 'viewer' }),
  ]);
});
afterAll(() => server.close());

const create = async (name: string) =>
  (await execute(server, SaveContentDocument, { input: { type: 'Article', status: 1, name } }, { cmsToken: editor.token })).saveContent;

describe('deleteContent', () => {
  it('is served as text', () => expectDocumentServed(server, 'deleteContent'));

  it('sets status 0 with the version check and records the deletion', async () => {
    const item = await create('To be deleted');
    const deleted = (await execute(server, DeleteContentDocument, { id: item.id, version: item.version }, { cmsToken: editor.token })).deleteContent;
    expect(deleted).toMatchObject({ __typename: 'Content', id: item.id, status: 0, version: item.version + 1 });
    const [row] = await server.database.db
      .select()
      .from(history)
      .where(and(eq(history.entityType, 'Content'), eq(history.entityId, String(item.id))))
      .orderBy(desc(history.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'delete', userId: editor.id, changes: { status: [1, 0] } });
    // Deleted items are read only when asked for with status 0.
    const hidden = await post(server, 'getContent', { id: item.id }, bearer(editor.token));
    expect(codeOf(hidden)).toBe('NOT_FOUND');
    const shown = await execute(server, GetContentDocument, { id: item.id, status: 0 }, { cmsToken: editor.token });
    expect(shown.getContent.status).toBe(0);
  });

  it('refuses a stale version with CONFLICT naming who changed it', async () => {
    const item = await create('Deleted twice');
    await execute(server, SaveContentDocument, { input: { id: item.id, version: item.version, type: 'Article', status: 1, name: 'Renamed first' } }, { cmsToken: editor.token });
    const stale = await post(server, 'deleteContent', { id: item.id, version: item.version }, bearer(admin));
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.body.errors?.[0]?.message).toMatch(/^This article was changed by Dora Deleter/);
  });

  it('does not reach other sites’ items', async () => {
    const fotId = await tenantIdOf(server, 'fot');
    const [fotItem] = await server.database.db.select().from(content).where(eq(content.tenantId, fotId)).limit(1);
    const r = await post(server, 'deleteContent', { id: fotItem?.id, version: fotItem?.version }, bearer(admin));
    expect(codeOf(r)).toBe('NOT_FOUND');
    const [after] = await server.database.db.select().from(content).where(eq(content.id, fotItem?.id ?? 0));
    expect(after?.status).toBe(fotItem?.status);
  });

  it('needs a login and manage_content', async () => {
    const item = await create('Protected');
    await expectUnauthenticated(server, 'deleteContent', { id: item.id, version: item.version });
    await expectForbidden(server, 'deleteContent', { id: item.id, version: item.version }, viewer.token);
  });
});
